import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jwtVerify } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFcmSender, FcmError, type ServiceAccount } from './fcm.server';

const PROJECT = 'mestechko-test';
const CLIENT_EMAIL = 'push@mestechko-test.iam.gserviceaccount.com';

/** A local stand-in for Google's OAuth token endpoint and FCM HTTP v1 `messages:send`, speaking their wire format. */
interface FakeFcm {
  baseUrl: string;
  tokenCalls: number;
  sends: Array<{ auth: string | undefined; body: unknown }>;
  /** Answers the next send with this status and body instead of success. */
  failNext(status: number, body: unknown): void;
  /** Access tokens issued so far stop being accepted. */
  revokeTokens(): void;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return text;
}

async function startFakeFcm(publicKey: KeyObject): Promise<FakeFcm> {
  const valid = new Set<string>();
  let failure: { status: number; body: unknown } | null = null;
  const fake = {
    baseUrl: '',
    tokenCalls: 0,
    sends: [] as FakeFcm['sends'],
    failNext(status: number, body: unknown) {
      failure = { status, body };
    },
    revokeTokens: () => valid.clear(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const json = (res: ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    if (req.method === 'POST' && req.url === '/token') {
      fake.tokenCalls += 1;
      const form = new URLSearchParams(body);
      if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer')
        return json(res, 400, { error: 'unsupported_grant_type' });
      try {
        const { payload } = await jwtVerify(form.get('assertion') ?? '', publicKey, {
          issuer: CLIENT_EMAIL,
          audience: `${fake.baseUrl}/token`,
        });
        if (payload.scope !== 'https://www.googleapis.com/auth/firebase.messaging') return json(res, 400, { error: 'invalid_scope' });
      } catch {
        return json(res, 400, { error: 'invalid_grant' });
      }
      const token = `ya29.fake-${fake.tokenCalls}`;
      valid.add(token);
      return json(res, 200, { access_token: token, expires_in: 3599, token_type: 'Bearer' });
    }
    if (req.method === 'POST' && req.url === `/v1/projects/${PROJECT}/messages:send`) {
      const auth = req.headers.authorization;
      if (!auth || !valid.has(auth.replace(/^Bearer /, ''))) return json(res, 401, { error: { code: 401, status: 'UNAUTHENTICATED' } });
      fake.sends.push({ auth, body: JSON.parse(body) });
      if (failure) {
        const answer = failure;
        failure = null;
        return json(res, answer.status, answer.body);
      }
      return json(res, 200, { name: `projects/${PROJECT}/messages/0:${fake.sends.length}` });
    }
    json(res, 404, { error: { code: 404, status: 'NOT_FOUND' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const privatePem = keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
let fake: FakeFcm;
let account: ServiceAccount;

beforeAll(async () => {
  fake = await startFakeFcm(keys.publicKey);
  account = { project_id: PROJECT, client_email: CLIENT_EMAIL, private_key: privatePem, token_uri: `${fake.baseUrl}/token` };
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.sends.length = 0;
  fake.tokenCalls = 0;
});

const message = {
  channel: 'PUSH' as const,
  to: 'device-token-1',
  text: 'Платёж не прошёл',
  payload: { title: 'Оплата не прошла', link: 'https://x.ru/p/' },
};

describe('FCM HTTP v1 adapter', () => {
  it('signs in with the service account and sends the message; the access token is reused', async () => {
    const sender = createFcmSender({ account, baseUrl: fake.baseUrl });
    expect(await sender.send(message)).toEqual({ id: `projects/${PROJECT}/messages/0:1` });
    await sender.send({ ...message, to: 'device-token-2' });
    expect(fake.tokenCalls).toBe(1);
    expect(fake.sends[0]).toEqual({
      auth: 'Bearer ya29.fake-1',
      body: {
        message: {
          token: 'device-token-1',
          notification: { title: 'Оплата не прошла', body: 'Платёж не прошёл' },
          data: { link: 'https://x.ru/p/' },
        },
      },
    });
  });

  it('takes a new access token when the old one is refused, and again once it has expired', async () => {
    let now = new Date();
    const sender = createFcmSender({ account, baseUrl: fake.baseUrl, now: () => now });
    await sender.send(message);
    fake.revokeTokens();
    await sender.send(message);
    expect(fake.tokenCalls).toBe(2);
    now = new Date(now.getTime() + 3600_000);
    await sender.send(message);
    expect(fake.tokenCalls).toBe(3);
  });

  it('a token of an app no longer installed is refused as unregistered; errors carry neither key nor token', async () => {
    const sender = createFcmSender({ account, baseUrl: fake.baseUrl });
    fake.failNext(404, { error: { code: 404, status: 'NOT_FOUND', details: [{ errorCode: 'UNREGISTERED' }] } });
    const error = await sender.send(message).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FcmError);
    expect(error).toMatchObject({ status: 404, unregistered: true });
    fake.failNext(503, { error: { code: 503, status: 'UNAVAILABLE' } });
    const unavailable = await sender.send(message).catch((e: unknown) => e);
    expect(unavailable).toMatchObject({ status: 503, unregistered: false });
    for (const e of [error, unavailable]) {
      expect(String((e as Error).message)).not.toMatch(/device-token|PRIVATE KEY|ya29/);
    }
  });

  it('a key the token endpoint refuses fails without sending', async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const sender = createFcmSender({ account: { ...account, private_key: other }, baseUrl: fake.baseUrl });
    await expect(sender.send(message)).rejects.toThrow('FCM: the OAuth token was refused (HTTP 400)');
    expect(fake.sends).toEqual([]);
  });
});
