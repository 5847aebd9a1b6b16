import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSmsRuCalls, createSmsRuSender, type SmsRuOptions } from './sms-ru.server';

const API_ID = 'secret-api-id-5f1c';
const CALL_PHONE = '78005008275';

type Handler = (url: URL, res: ServerResponse) => void;

/** A local stand-in for SMS.ru that speaks its JSON wire format and records every request. */
interface FakeSmsRu {
  baseUrl: string;
  requests: URL[];
  /** Overrides the answer to the next request only. */
  answerNextWith(handler: Handler): void;
  /** Plays the user's call for a check opened through /callcheck/add. */
  confirmCall(checkId: string): void;
  close(): Promise<void>;
}

function sendJson(res: ServerResponse, body: unknown, status = 200): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

async function startFakeSmsRu(): Promise<FakeSmsRu> {
  const requests: URL[] = [];
  const checks = new Map<string, '400' | '401'>();
  let nextHandler: Handler | undefined;

  const routes: Record<string, Handler> = {
    '/sms/send': (url, res) => {
      const to = url.searchParams.get('to') ?? '';
      // Numbers starting with 7000 stand for numbers the provider refuses.
      const report = to.startsWith('7000')
        ? { status: 'ERROR', status_code: 202, status_text: 'Неправильно указан номер телефона получателя' }
        : { status: 'OK', status_code: 100, sms_id: '000000-10000000' };
      sendJson(res, { status: 'OK', status_code: 100, sms: { [to]: report }, balance: 4122.56 });
    },
    '/code/call': (_url, res) => {
      sendJson(res, { status: 'OK', code: '1435', call_id: '000000-10000000', cost: 0.4, balance: 4122.56 });
    },
    '/callcheck/add': (_url, res) => {
      const checkId = `201737-${542 + checks.size}`;
      checks.set(checkId, '400');
      sendJson(res, {
        status: 'OK',
        check_id: checkId,
        call_phone: CALL_PHONE,
        call_phone_pretty: '+7 (800) 500-8275',
        call_phone_html: '<a href="callto:78005008275">+7 (800) 500-8275</a>',
      });
    },
    '/callcheck/status': (url, res) => {
      const status = checks.get(url.searchParams.get('check_id') ?? '') ?? '402';
      sendJson(res, { status: 'OK', check_status: status, check_status_text: `status ${status}` });
    },
  };

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake.local');
    requests.push(url);
    const override = nextHandler;
    nextHandler = undefined;
    if (override) return override(url, res);
    if (url.searchParams.get('api_id') !== API_ID) {
      return sendJson(res, { status: 'ERROR', status_code: 200, status_text: 'Неправильный api_id' });
    }
    const route = routes[url.pathname];
    if (!route) return sendJson(res, { status: 'ERROR', status_code: 404, status_text: 'Not found' }, 404);
    route(url, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    answerNextWith: (handler) => {
      nextHandler = handler;
    },
    confirmCall: (checkId) => checks.set(checkId, '401'),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A loopback port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

let fake: FakeSmsRu;
let options: SmsRuOptions;

beforeAll(async () => {
  fake = await startFakeSmsRu();
  options = { apiId: API_ID, baseUrl: fake.baseUrl, timeoutMs: 2000 };
});
afterEach(() => {
  fake.requests.length = 0;
});
afterAll(async () => {
  await fake.close();
});

async function errorOf(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(Error);
    return error as Error;
  }
  throw new Error('expected the call to fail');
}

describe('SMS.ru sender', () => {
  it('sends the text to the digits of the number and returns the sms id', async () => {
    const sender = createSmsRuSender(options);
    expect(sender).toMatchObject({ name: 'sms', sandbox: false });

    const result = await sender.send({ channel: 'SMS', to: '+7 (999) 123-45-67', text: 'Код входа: 1234 & всё' });

    expect(result).toEqual({ id: '000000-10000000' });
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.pathname).toBe('/sms/send');
    expect(Object.fromEntries(request?.searchParams ?? [])).toEqual({
      api_id: API_ID,
      to: '79991234567',
      msg: 'Код входа: 1234 & всё',
      json: '1',
    });
  });

  it('throws when the provider refuses the number', async () => {
    const error = await errorOf(createSmsRuSender(options).send({ channel: 'SMS', to: '70001234567', text: 'x' }));
    expect(error.message).toContain('/sms/send');
    expect(error.message).toContain('Неправильно указан номер телефона получателя');
    expect(error.message).toContain('202');
  });

  it('throws with the status text when the whole request is refused', async () => {
    const sender = createSmsRuSender({ ...options, apiId: 'wrong-key-0000' });
    const error = await errorOf(sender.send({ channel: 'SMS', to: '79991234567', text: 'x' }));
    expect(error.message).toMatch(/^SMS\.ru \/sms\/send failed: Неправильный api_id \(status_code 200\)$/);
    expect(error.message).not.toContain('wrong-key-0000');
  });

  it('throws when the answer does not report on the recipient', async () => {
    fake.answerNextWith((_url, res) => sendJson(res, { status: 'OK', status_code: 100, sms: {} }));
    await expect(createSmsRuSender(options).send({ channel: 'SMS', to: '79991234567', text: 'x' })).rejects.toThrow(
      /does not mention the recipient/,
    );
  });

  it('throws on an HTTP error or an answer that is not JSON', async () => {
    const sender = createSmsRuSender(options);
    fake.answerNextWith((_url, res) => res.writeHead(502).end('Bad gateway'));
    await expect(sender.send({ channel: 'SMS', to: '79991234567', text: 'x' })).rejects.toThrow(/HTTP 502/);
    fake.answerNextWith((_url, res) => res.writeHead(200).end('<html>maintenance</html>'));
    await expect(sender.send({ channel: 'SMS', to: '79991234567', text: 'x' })).rejects.toThrow(/not JSON/);
  });
});

describe('SMS.ru calls', () => {
  it('asks for a flash call and returns the code without a number that would reveal it', async () => {
    const calls = createSmsRuCalls(options);
    expect(calls).toMatchObject({ name: 'calls', sandbox: false });

    const result = await calls.flashCall('79991234567');

    expect(result).toEqual({ id: '000000-10000000', code: '1435', callPhone: '' });
    const [request] = fake.requests;
    expect(request?.pathname).toBe('/code/call');
    expect(Object.fromEntries(request?.searchParams ?? [])).toEqual({ api_id: API_ID, phone: '79991234567', ip: '-1' });
  });

  it('keeps leading zeros of a code the provider sends as a number', async () => {
    fake.answerNextWith((_url, res) => sendJson(res, { status: 'OK', code: 35, call_id: 77 }));
    expect(await createSmsRuCalls(options).flashCall('79991234567')).toEqual({ id: '77', code: '0035', callPhone: '' });
  });

  it('opens a user-call check and maps its statuses 400, 401 and 402', async () => {
    const calls = createSmsRuCalls(options);

    const { checkId, callPhone } = await calls.requestUserCall('79991234567');
    expect(callPhone).toBe(CALL_PHONE);
    expect(Object.fromEntries(fake.requests[0]?.searchParams ?? [])).toEqual({
      api_id: API_ID,
      phone: '79991234567',
      json: '1',
    });

    expect(await calls.userCallStatus(checkId)).toBe('waiting');
    fake.confirmCall(checkId);
    expect(await calls.userCallStatus(checkId)).toBe('called');
    expect(await calls.userCallStatus('000000-0')).toBe('expired');

    const statusRequest = fake.requests.at(-1);
    expect(statusRequest?.pathname).toBe('/callcheck/status');
    expect(Object.fromEntries(statusRequest?.searchParams ?? [])).toEqual({
      api_id: API_ID,
      check_id: '000000-0',
      json: '1',
    });
  });

  it('throws on a check status it does not know', async () => {
    fake.answerNextWith((_url, res) => sendJson(res, { status: 'OK', check_status: 999 }));
    await expect(createSmsRuCalls(options).userCallStatus('1-1')).rejects.toThrow(/unknown check_status 999/);
  });

  it('throws when a call request is refused', async () => {
    const calls = createSmsRuCalls({ ...options, apiId: 'wrong-key-0000' });
    await expect(calls.flashCall('79991234567')).rejects.toThrow(/\/code\/call failed: Неправильный api_id/);
    await expect(calls.requestUserCall('79991234567')).rejects.toThrow(/\/callcheck\/add failed: Неправильный api_id/);
  });
});

describe('SMS.ru failures never expose the key', () => {
  it('throws after the timeout when the provider does not answer', async () => {
    fake.answerNextWith(() => {
      // Never answers; the fake closes the connection at the end of the run.
    });
    const started = Date.now();
    const sender = createSmsRuSender({ ...options, timeoutMs: 100 });
    const error = await errorOf(sender.send({ channel: 'SMS', to: '79991234567', text: 'x' }));
    expect(Date.now() - started).toBeLessThan(1500);
    expect(error.message).toBe('SMS.ru /sms/send failed: no answer within 100 ms');
  });

  it('throws when the connection is refused', async () => {
    const baseUrl = `http://127.0.0.1:${await closedPort()}`;
    const error = await errorOf(createSmsRuCalls({ ...options, baseUrl }).flashCall('79991234567'));
    expect(error.message).toBe('SMS.ru /code/call failed: network error ECONNREFUSED');
    expect(error.message).not.toContain(API_ID);
  });

  it('masks the key even when the provider echoes it back', async () => {
    fake.answerNextWith((url, res) => {
      const statusText = `Ключ ${url.searchParams.get('api_id')} заблокирован`;
      sendJson(res, { status: 'ERROR', status_code: 200, status_text: statusText });
    });
    const error = await errorOf(createSmsRuSender(options).send({ channel: 'SMS', to: '79991234567', text: 'x' }));
    expect(error.message).toBe('SMS.ru /sms/send failed: Ключ *** заблокирован (status_code 200)');
    expect(error.message).not.toContain(API_ID);
  });
});
