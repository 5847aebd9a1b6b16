import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeDadata, type FakeDadata } from './fake-dadata';
import { createDadataCompanyLookup } from './lookup-dadata.server';
import { createSandboxCompanyLookup } from './lookup-sandbox.server';

const KEY = 'dadata-test-key-41';
let fake: FakeDadata;

beforeAll(async () => {
  fake = await startFakeDadata(KEY);
});
afterAll(() => fake.close());

describe('DaData lookup', () => {
  it('finds an organisation by ИНН with findById/party and reads its wire format', async () => {
    const lookup = createDadataCompanyLookup({ apiKey: KEY, baseUrl: `${fake.baseUrl}/` });
    const party = await lookup.party('7736207543');
    expect(party).toEqual({
      inn: '7736207543',
      kpp: '770401001',
      ogrn: '1027700229193',
      name: 'ООО "ЯНДЕКС"',
      full_name: 'ОБЩЕСТВО С ОГРАНИЧЕННОЙ ОТВЕТСТВЕННОСТЬЮ "ЯНДЕКС"',
      type: 'LEGAL',
      legal_address: '119021, г Москва, Хамовники р-н, ул Льва Толстого, д 16',
      director: 'Иванов Иван Иванович',
      director_post: 'ГЕНЕРАЛЬНЫЙ ДИРЕКТОР',
      status: 'ACTIVE',
    });
    const request = fake.requests.at(-1)!;
    expect(request).toEqual({
      path: '/suggestions/api/4_1/rs/findById/party',
      authorization: `Token ${KEY}`,
      body: { query: '7736207543', branch_type: 'MAIN' },
    });
    expect(await lookup.party('7707083893')).toBeNull();
  });

  it('finds a bank by БИК with findById/bank', async () => {
    const lookup = createDadataCompanyLookup({ apiKey: KEY, baseUrl: fake.baseUrl });
    expect(await lookup.bank('044525225')).toEqual({
      bik: '044525225',
      name: 'ПАО СБЕРБАНК',
      correspondent_account: '30101810400000000225',
      address: 'г Москва, ул Вавилова, д 19',
    });
    expect(fake.requests.at(-1)).toMatchObject({ path: '/suggestions/api/4_1/rs/findById/bank', body: { query: '044525225' } });
    expect(await lookup.bank('044525974')).toBeNull();
  });

  it('throws on a refusal (wrong key, provider error), so the caller answers 503', async () => {
    await expect(createDadataCompanyLookup({ apiKey: 'wrong', baseUrl: fake.baseUrl }).party('7736207543')).rejects.toThrow(/401/);
    fake.failNext(500);
    await expect(createDadataCompanyLookup({ apiKey: KEY, baseUrl: fake.baseUrl }).bank('044525225')).rejects.toThrow(/500/);
  });
});

describe('sandbox lookup', () => {
  it('answers from the bundled set only', async () => {
    const lookup = createSandboxCompanyLookup();
    expect(await lookup.party('7707083893')).toMatchObject({ name: 'ПАО Сбербанк', kpp: '773601001', ogrn: '1027700132195' });
    expect(await lookup.party('500100732259')).toBeNull();
    expect(await lookup.bank('044525974')).toMatchObject({ correspondent_account: '30101810145250000974' });
  });
});
