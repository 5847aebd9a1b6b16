import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpLockers } from './http-lockers.server';
import { LockerNetworkError } from './locker-network';

/** A local fake of the network's API: what it was asked, and answers chosen per test. */
const asked: { method: string; url: string; auth: string | undefined }[] = [];
let answer: (req: IncomingMessage) => { status: number; body?: unknown } = () => ({ status: 202 });
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    asked.push({ method: req.method!, url: req.url!, auth: req.headers.authorization });
    const { status, body } = answer(req);
    res.writeHead(status, { 'content-type': 'application/json' }).end(body === undefined ? '' : JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the locker network over HTTP', () => {
  it('opens a cell with the token, the locker name encoded', async () => {
    answer = () => ({ status: 202, body: { accepted: true } });
    const lockers = createHttpLockers({ baseUrl, token: 'secret-token' });
    await lockers.openCell('П-101', 5);
    expect(asked.at(-1)).toEqual({ method: 'POST', url: '/v1/lockers/%D0%9F-101/cells/5/open', auth: 'Bearer secret-token' });
  });

  it('reads a cell’s state and refuses an unreadable one', async () => {
    answer = () => ({ status: 200, body: { door: 'closed', occupied: true } });
    const lockers = createHttpLockers({ baseUrl, token: 't' });
    expect(await lockers.cellState('П-101', 3)).toEqual({ door: 'closed', occupied: true });
    answer = () => ({ status: 200, body: { door: 'ajar' } });
    await expect(lockers.cellState('П-101', 3)).rejects.toBeInstanceOf(LockerNetworkError);
  });

  it('turns a refusal and an unreachable network into a LockerNetworkError without the token', async () => {
    answer = () => ({ status: 500, body: { error: 'jammed' } });
    const lockers = createHttpLockers({ baseUrl, token: 'secret-token' });
    const refused = await lockers.openCell('П-101', 5).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(LockerNetworkError);
    expect(String(refused)).toContain('500');
    expect(String(refused)).not.toContain('secret-token');
    const nowhere = createHttpLockers({ baseUrl: 'http://127.0.0.1:1/', token: 'secret-token', timeoutMs: 2_000 });
    await expect(nowhere.openCell('П-101', 5)).rejects.toBeInstanceOf(LockerNetworkError);
  });
});
