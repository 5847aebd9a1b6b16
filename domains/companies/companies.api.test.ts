import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { signedIn } from '../../tests/kit/users';
import { startFakeDadata, type FakeDadata } from './fake-dadata';
import { companyLookupFromEnv } from './lookup-from-env.server';
import { createCompaniesService } from './service.server';
import { companies } from './tables';

const env = {
  LOGIN_SENDS_PER_IP_HOUR: '1000',
  LOGIN_CALLS_PER_IP_MINUTE: '1000',
  RATE_LIMIT_MAX: '100000',
  LOGIN_FAILURES_PER_IP_HOUR: '1000',
};
let t: TestApp;
type User = Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  t = await createTestApp(env);
});
afterAll(() => t.close());

const call = (user: User | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: user?.headers ?? { 'client-type': 'WEB_CLIENT' }, ...(payload ? { payload } : {}) });
const rowsOf = (userId: number) => t.db.database.db.select().from(companies).where(eq(companies.userId, userId));

/** ООО «Яндекс» with the bank details of an account at Sberbank. */
const yandex = {
  name: 'ООО «Яндекс»',
  inn: '7736207543',
  kpp: '770401001',
  ogrn: '1027700229193',
  legal_address: '119021, г. Москва, ул. Льва Толстого, д. 16',
  director: 'Иванов Иван Иванович',
  bank_name: 'ПАО Сбербанк',
  bik: '044525225',
  settlement_account: '4070 2810 2000 0000 0001',
  correspondent_account: '30101810400000000225',
  email: 'buh@example.ru',
  contact: 'Мария',
  contact_phone: '+7 (999) 123-45-67',
};

describe('companies CRUD', () => {
  it('creates, lists with full requisites, updates and deletes a company', async () => {
    const user = await signedIn(t.app);
    expect((await call(user, 'GET', '/api/cabinet/v2/profile/companies/list')).json().data).toEqual({ items: [], count: 0 });
    const created = await call(user, 'POST', '/api/cabinet/v2/profile/companies', yandex);
    expect(created.statusCode).toBe(201);
    const company = created.json().data;
    expect(company).toMatchObject({
      name: 'ООО «Яндекс»',
      inn: '7736207543',
      kpp: '770401001',
      ogrn: '1027700229193',
      bik: '044525225',
      settlement_account: '40702810200000000001',
      contact_phone: '79991234567',
      personal: false,
    });
    const list = await call(user, 'GET', '/api/cabinet/v2/profile/companies/list');
    expect(list.json().data.items).toEqual([company]);
    expect(list.headers['cache-control']).toBe('private, no-store');
    // the profile (what the header and the cabinet menu read) now says the user has companies
    expect((await call(user, 'GET', '/api/cabinet/v2/profile')).json().data).toMatchObject({ has_companies: true });

    const updated = await call(user, 'PUT', '/api/cabinet/v2/profile/companies', { ...yandex, uuid: company.uuid, name: 'Яндекс' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ uuid: company.uuid, name: 'Яндекс' });

    const deleted = await call(user, 'POST', '/api/cabinet/v2/profile/companies/delete', { uuid: company.uuid });
    expect(deleted.json().data).toEqual({ uuid: company.uuid, deleted: true });
    expect((await call(user, 'GET', '/api/cabinet/v2/profile/companies/list')).json().data.count).toBe(0);
    expect((await call(user, 'GET', '/api/cabinet/v2/profile')).json().data).toMatchObject({ has_companies: false });
    // soft delete: the row stays for the documents that name it
    expect((await rowsOf(user.userId))[0]!.deletedAt).not.toBeNull();
    expect((await call(user, 'POST', '/api/cabinet/v2/profile/companies/delete', { uuid: company.uuid })).statusCode).toBe(404);
  });

  it('wrong ИНН, КПП, ОГРН, БИК and accounts: 422 with every field named, nothing stored', async () => {
    const user = await signedIn(t.app);
    const wrong = await call(user, 'POST', '/api/cabinet/v2/profile/companies', {
      ...yandex,
      inn: '7736207544',
      ogrn: '1027700229194',
      settlement_account: '40702810300000000001',
      correspondent_account: '30101810400000000226',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().fields).toEqual({
      inn: 'Неверный ИНН: не сходится контрольное число',
      ogrn: 'Неверный ОГРН: не сходится контрольное число',
      settlement_account: 'Неверный расчётный счёт: не сходится контрольный ключ с БИК',
      correspondent_account: 'Неверный корреспондентский счёт: не сходится контрольный ключ с БИК',
    });
    const badBik = await call(user, 'POST', '/api/cabinet/v2/profile/companies', { ...yandex, bik: '04452522' });
    expect(badBik.statusCode).toBe(422);
    expect(badBik.json().fields.bik).toBe('Неверный БИК: 9 цифр');
    const noKpp = await call(user, 'POST', '/api/cabinet/v2/profile/companies', { ...yandex, kpp: null });
    expect(noKpp.json().fields).toEqual({ kpp: 'Укажите КПП организации' });
    const letters = await call(user, 'POST', '/api/cabinet/v2/profile/companies', { ...yandex, inn: 'abc' });
    expect(letters.statusCode).toBe(422);
    expect(letters.json().fields.inn).toBe('ИНН: только цифры');
    expect(await rowsOf(user.userId)).toEqual([]);

    // an update with a wrong account changes nothing
    const company = (await call(user, 'POST', '/api/cabinet/v2/profile/companies', yandex)).json().data;
    const badUpdate = await call(user, 'PUT', '/api/cabinet/v2/profile/companies', {
      ...yandex,
      uuid: company.uuid,
      name: 'Другое имя',
      settlement_account: '40702810300000000001',
    });
    expect(badUpdate.statusCode).toBe(422);
    expect((await rowsOf(user.userId))[0]).toMatchObject({ name: 'ООО «Яндекс»', settlementAccount: '40702810200000000001' });
  });

  it("another user's company answers 404 to update and delete, and is never listed", async () => {
    const owner = await signedIn(t.app);
    const other = await signedIn(t.app);
    const company = (await call(owner, 'POST', '/api/cabinet/v2/profile/companies', yandex)).json().data;
    const update = await call(other, 'PUT', '/api/cabinet/v2/profile/companies', { ...yandex, uuid: company.uuid, name: 'Чужая' });
    expect(update.statusCode).toBe(404);
    expect(update.json().message).toBe('Компания не найдена');
    expect((await call(other, 'POST', '/api/cabinet/v2/profile/companies/delete', { uuid: company.uuid })).statusCode).toBe(404);
    expect((await call(other, 'GET', '/api/cabinet/v2/profile/companies/list')).json().data.count).toBe(0);
    expect((await rowsOf(owner.userId))[0]).toMatchObject({ name: 'ООО «Яндекс»', deletedAt: null });
  });

  it('asks to sign in', async () => {
    expect((await call(null, 'GET', '/api/cabinet/v2/profile/companies/list')).statusCode).toBe(401);
    expect((await call(null, 'POST', '/api/cabinet/v2/profile/companies', yandex)).statusCode).toBe(401);
    expect((await call(null, 'GET', '/api/cabinet/v2/hr/company?id=7736207543')).statusCode).toBe(401);
  });

  it('keeps at most 10 companies per user', async () => {
    const user = await signedIn(t.app);
    for (let i = 0; i < 10; i++) {
      expect((await call(user, 'POST', '/api/cabinet/v2/profile/companies', { ...yandex, name: `Компания ${i}` })).statusCode).toBe(201);
    }
    const eleventh = await call(user, 'POST', '/api/cabinet/v2/profile/companies', yandex);
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().message).toBe('Можно добавить не больше 10 компаний. Удалите ненужную');
    expect(await rowsOf(user.userId)).toHaveLength(10);
  });
});

describe('the limit under contention', () => {
  // PGlite runs one transaction at a time: the race can only be lost, and so proven, on PostgreSQL.
  it.skipIf(process.env.TEST_DB !== 'postgres')('15 parallel adds keep 10 companies (PostgreSQL)', async () => {
    const user = await signedIn(t.app);
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        call(user, 'POST', '/api/cabinet/v2/profile/companies', { ...yandex, name: `Параллельная ${i}` }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([...Array(10).fill(201), ...Array(5).fill(409)]);
    expect(await rowsOf(user.userId)).toHaveLength(10);
  });
});

describe('the personal company', () => {
  it('is one per user: a sole proprietor with ИНН of 12 digits and ОГРНИП', async () => {
    const user = await signedIn(t.app);
    const personal = { name: 'ИП Петров Пётр Петрович', inn: '500100732259', ogrn: '304500116000157' };
    expect((await call(user, 'PUT', '/api/cabinet/v2/profile/companies/personal', personal)).statusCode).toBe(404);
    const created = await call(user, 'POST', '/api/cabinet/v2/profile/companies/personal', personal);
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ ...personal, personal: true, kpp: null });
    const again = await call(user, 'POST', '/api/cabinet/v2/profile/companies/personal', personal);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Личная компания уже есть — измените её');
    const updated = await call(user, 'PUT', '/api/cabinet/v2/profile/companies/personal', { ...personal, name: 'Петров Пётр' });
    expect(updated.json().data).toMatchObject({ uuid: created.json().data.uuid, name: 'Петров Пётр' });
    const withKpp = await call(user, 'PUT', '/api/cabinet/v2/profile/companies/personal', { ...personal, kpp: '773601001' });
    expect(withKpp.json().fields).toEqual({ kpp: 'У ИП и физического лица нет КПП' });
    const orgInn = await call(user, 'PUT', '/api/cabinet/v2/profile/companies/personal', { ...personal, inn: '7736207543' });
    expect(orgInn.json().fields.inn).toBe('ИНН физического лица или ИП — 12 цифр');
    expect(await rowsOf(user.userId)).toHaveLength(1);
  });
});

describe('lookup by ИНН and БИК (sandbox)', () => {
  it('finds a real company and bank from the bundled set; wrong numbers are 422, unknown ones 404', async () => {
    const user = await signedIn(t.app);
    const found = await call(user, 'GET', '/api/cabinet/v2/hr/company?id=7707083893');
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toMatchObject({
      inn: '7707083893',
      kpp: '773601001',
      ogrn: '1027700132195',
      name: 'ПАО Сбербанк',
      legal_address: '117312, г. Москва, ул. Вавилова, д. 19',
      source: 'sandbox',
    });
    const wrong = await call(user, 'GET', '/api/cabinet/v2/hr/company?id=7707083894');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().fields.id).toBe('Неверный ИНН: не сходится контрольное число');
    const unknown = await call(user, 'GET', '/api/cabinet/v2/hr/company?id=500100732259');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Организация или ИП с таким ИНН не найдены в реестре');
    const bank = await call(user, 'GET', '/api/cabinet/v2/hr/bank?id=044525974');
    expect(bank.json().data).toEqual({
      bik: '044525974',
      name: 'АО «ТБанк»',
      correspondent_account: '30101810145250000974',
      address: 'г. Москва',
      source: 'sandbox',
    });
    expect((await call(user, 'GET', '/api/cabinet/v2/hr/bank?id=12345')).statusCode).toBe(422);
  });
});

describe('lookup through DaData (a local fake)', () => {
  let fake: FakeDadata;
  beforeAll(async () => {
    fake = await startFakeDadata('key-7');
  });
  afterAll(() => fake.close());

  it('is chosen when sandbox providers are off and the key is set; none without either', () => {
    const base = { DADATA_SUGGESTIONS_URL: fake.baseUrl };
    expect(companyLookupFromEnv({ ...base, sandboxProviders: false, DADATA_API_KEY: 'key-7' })?.source).toBe('dadata');
    expect(companyLookupFromEnv({ ...base, sandboxProviders: true, DADATA_API_KEY: 'key-7' })?.source).toBe('sandbox');
    expect(companyLookupFromEnv({ ...base, sandboxProviders: false, DADATA_API_KEY: undefined })).toBeNull();
  });

  it('the service asks DaData with the key and answers its data; a failing provider or none is 503', async () => {
    const lookup = companyLookupFromEnv({ sandboxProviders: false, DADATA_API_KEY: 'key-7', DADATA_SUGGESTIONS_URL: fake.baseUrl });
    const service = createCompaniesService(t.db.database.db, { lookup });
    expect(await service.findParty('7736 2075 43')).toMatchObject({
      inn: '7736207543',
      kpp: '770401001',
      name: 'ООО "ЯНДЕКС"',
      source: 'dadata',
    });
    expect(fake.requests.at(-1)).toMatchObject({ authorization: 'Token key-7', body: { query: '7736207543' } });
    expect(await service.findBank('044525225')).toMatchObject({
      name: 'ПАО СБЕРБАНК',
      correspondent_account: '30101810400000000225',
      source: 'dadata',
    });
    await expect(service.findParty('7707083893')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    fake.failNext(502);
    await expect(service.findParty('7736207543')).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Реестр не ответил — попробуйте ещё раз или заполните реквизиты вручную',
    });
    await expect(createCompaniesService(t.db.database.db, { lookup: null }).findBank('044525225')).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
    });
  });
});
