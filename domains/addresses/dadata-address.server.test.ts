import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAppError } from '../../lib/errors';
import { createDadataAddressSuggestions } from './dadata-address.server';

const KEY = 'dadata-secret-key-7c1e';

interface Seen {
  path: string;
  method: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

/** A local stand-in for suggestions.dadata.ru that speaks its JSON wire format and records every request. */
async function startFakeDadata() {
  const seen: Seen[] = [];
  let next: ((res: ServerResponse) => void) | undefined;
  const tverskaya = {
    value: 'г Москва, ул Тверская, д 7',
    unrestricted_value: '125009, г Москва, Тверской р-н, ул Тверская, д 7',
    data: {
      postal_code: '125009',
      country: 'Россия',
      region_with_type: 'г Москва',
      city: 'Москва',
      city_with_type: 'г Москва',
      settlement_with_type: null,
      street_with_type: 'ул Тверская',
      house_type: 'д',
      house: '7',
      block_type: 'стр',
      block: '1',
      flat: null,
      fias_id: 'b0a9a5bb-e8f6-4a3e-a5bd-8a2c8c9c2a04',
      geo_lat: '55.7575',
      geo_lon: '37.6136',
      qc_geo: '0',
    },
  };
  const street = {
    value: 'г Москва, ул Тверская',
    unrestricted_value: 'г Москва, ул Тверская',
    data: { ...tverskaya.data, house: null, geo_lat: null, geo_lon: null },
  };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      seen.push({ path: req.url ?? '', method: req.method ?? '', headers: req.headers, body: raw ? JSON.parse(raw) : {} });
      const send = (status: number, body: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      const override = next;
      next = undefined;
      if (override) return override(res);
      if (req.headers.authorization !== `Token ${KEY}`)
        return send(403, { family: 'CLIENT_ERROR', reason: 'Forbidden', message: 'Invalid API key' });
      if (req.url === '/suggestions/api/4_1/rs/suggest/address') return send(200, { suggestions: [street, tverskaya] });
      if (req.url === '/suggestions/api/4_1/rs/geolocate/address') return send(200, { suggestions: [tverskaya] });
      send(404, { message: 'not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    seen,
    answerNextWith: (handler: (res: ServerResponse) => void) => (next = handler),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let fake: Awaited<ReturnType<typeof startFakeDadata>>;
beforeAll(async () => {
  fake = await startFakeDadata();
});
afterAll(() => fake.close());

async function refusal(work: Promise<unknown>) {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(isAppError(error)).toBe(true);
  if (!isAppError(error)) throw new Error('not an AppError');
  return error;
}

describe('DaData address adapter', () => {
  const dadata = () => createDadataAddressSuggestions({ apiKey: KEY, baseUrl: `${fake.baseUrl}/`, timeoutMs: 500 });

  it('posts suggest/address with the token and reads the suggestions with their points', async () => {
    const found = await dadata().suggest('тверская 7', { count: 5, city: 'Москва' });
    const request = fake.seen.at(-1)!;
    expect(request).toMatchObject({ method: 'POST', path: '/suggestions/api/4_1/rs/suggest/address' });
    expect(request.headers.authorization).toBe(`Token ${KEY}`);
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.body).toEqual({ query: 'тверская 7', count: 5, locations: [{ city: 'Москва' }], restrict_value: true });
    expect(found).toEqual([
      expect.objectContaining({ value: 'г Москва, ул Тверская', house: null, latitude: null, longitude: null }),
      {
        value: 'г Москва, ул Тверская, д 7',
        unrestricted_value: '125009, г Москва, Тверской р-н, ул Тверская, д 7',
        postal_code: '125009',
        region: 'г Москва',
        city: 'Москва',
        settlement: null,
        street: 'ул Тверская',
        house: '7 стр 1',
        fias_id: 'b0a9a5bb-e8f6-4a3e-a5bd-8a2c8c9c2a04',
        latitude: 55.7575,
        longitude: 37.6136,
      },
    ]);
  });

  it('posts geolocate/address with the point and radius', async () => {
    const found = await dadata().geolocate({ lat: 55.7575, lon: 37.6136 }, { count: 1, radiusMeters: 1000 });
    expect(fake.seen.at(-1)).toMatchObject({
      path: '/suggestions/api/4_1/rs/geolocate/address',
      body: { lat: 55.7575, lon: 37.6136, count: 1, radius_meters: 1000 },
    });
    expect(found[0]!.value).toBe('г Москва, ул Тверская, д 7');
  });

  it('answers 503 in Russian when DaData refuses, and never names the key', async () => {
    const wrongKey = createDadataAddressSuggestions({ apiKey: 'wrong-key-123', baseUrl: fake.baseUrl });
    const error = await refusal(wrongKey.suggest('тверская', { count: 3 }));
    expect(error.status).toBe(503);
    expect(error.message).toMatch(/Поиск адресов временно недоступен/);
    expect(String((error.cause as Error).message)).toMatch(/HTTP 403/);
    expect(String((error.cause as Error).message)).not.toContain('wrong-key-123');
  });

  it('answers 503 for an answer that is not DaData’s, for a slow one, and when nobody listens', async () => {
    fake.answerNextWith((res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>captive portal</html>'));
    expect(String((await refusal(dadata().suggest('тверская', { count: 3 }))).cause)).toMatch(/not JSON/);
    fake.answerNextWith((res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"items":[]}'));
    expect(String((await refusal(dadata().suggest('тверская', { count: 3 }))).cause)).toMatch(/no suggestions/);
    fake.answerNextWith((res) => setTimeout(() => res.writeHead(200).end('{"suggestions":[]}'), 1500));
    expect(String((await refusal(dadata().suggest('тверская', { count: 3 }))).cause)).toMatch(/no answer within 500 ms/);
    const closed = createDadataAddressSuggestions({ apiKey: KEY, baseUrl: 'http://127.0.0.1:1' });
    expect(String((await refusal(closed.geolocate({ lat: 1, lon: 1 }, { count: 1, radiusMeters: 100 }))).cause)).toMatch(/network error/);
  });

  it('drops a point out of range instead of passing it on', async () => {
    fake.answerNextWith((res) =>
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ suggestions: [{ value: 'x', unrestricted_value: 'x', data: { geo_lat: '95.1', geo_lon: '37.6' } }] })),
    );
    const [odd] = await dadata().suggest('x', { count: 1 });
    expect(odd).toMatchObject({ latitude: null, longitude: null });
  });
});
