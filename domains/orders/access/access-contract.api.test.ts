import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../../lib/clock';
import { cookieHeader, lastCode, loginBySms, randomPhone, wrongCode } from '../../../tests/helpers/auth-session';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { ACCESS_CODE_DIGITS } from './access-code.server';
import { insertOrder, rows, storageFixture } from '../cabinet/cabinet-test-support';
import { moscowDayStart } from '../../../lib/moscow-calendar';
import { markPaid } from '../core/paid.server';
import { transitionOrder } from '../core/transitions.server';

const START = new Date('2026-11-23T09:00:00Z');
const clock = manualClock(START);
let t: TestApp;
let warehouseId: number;

interface User {
  phone: string;
  id: number;
  headers: Record<string, string>;
}

async function signIn(): Promise<User> {
  const phone = randomPhone();
  const { login, cookies } = await loginBySms(t.app, phone);
  return { phone, id: login.json().data.user.id, headers: { cookie: cookieHeader(cookies), 'client-type': 'WEB_CLIENT' } };
}

const call = (user: User, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });

/** An order of the user awaiting payment, then paid the way a payment pays it (markPaid). */
async function paidOrder(user: User): Promise<number> {
  const { id } = await insertOrder(t.app, {
    userId: user.id,
    warehouseId,
    status: 'awaiting_payment',
    startsAt: moscowDayStart('2026-11-23'),
    endsAt: moscowDayStart('2026-12-23'),
    holdExpiresAt: new Date(clock.now().getTime() + 20 * 60_000),
  });
  const { db } = t.app.services.database;
  await db.transaction((tx) => markPaid(tx, t.app.services.productKinds, { orderId: id, now: clock.now(), reason: 'payment_succeeded' }));
  return id;
}

async function holdOrder(user: User): Promise<number> {
  const { id } = await insertOrder(t.app, {
    userId: user.id,
    warehouseId,
    status: 'awaiting_payment',
    startsAt: moscowDayStart('2026-11-23'),
    endsAt: moscowDayStart('2026-12-23'),
    holdExpiresAt: new Date(clock.now().getTime() + 20 * 60_000),
  });
  return id;
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '100000', LOGIN_CALLS_PER_IP_MINUTE: '100000' }, undefined, { clock });
  ({ warehouseId } = await storageFixture(t.app));
});

beforeEach(() => clock.set(START));

afterAll(async () => {
  await t?.close();
});

describe('access to the warehouse', () => {
  it('a paid storage order gets a personal gate code with the address, hours and the way to the cell; the details carry it', async () => {
    const owner = await signIn();
    const id = await paidOrder(owner);
    const access = await call(owner, 'GET', `/api/cabinet/v2/orders/access?id=${id}`);
    expect(access.statusCode).toBe(200);
    const data = access.json().data;
    expect(data.code).toMatch(new RegExp(`^\\d{${ACCESS_CODE_DIGITS}}$`));
    expect(data.warehouse).toMatchObject({
      address: 'Москва, ул. Тестовая, 1',
      timetable: { office: 'Пн–Вс 9:00–21:00', access: 'Круглосуточно' },
    });
    expect(data.cell.floor).toBe(1);
    expect(data.route).toContain(data.cell.number);
    const [stored] = await rows<{ code: string }>(
      t.app,
      sql`select code from order_access_codes where order_id = ${id} and revoked_at is null`,
    );
    expect(stored!.code).toBe(data.code);

    const details = await call(owner, 'GET', `/api/cabinet/v2/orders/storages?id=${id}`);
    expect(details.json().data.access.code).toBe(data.code);
    // Reading again does not issue another code.
    const again = await call(owner, 'GET', `/api/cabinet/v2/orders/access?id=${id}`);
    expect(again.json().data.code).toBe(data.code);
  });

  it('an unpaid hold has no code, and another user gets 404 for the access and the contract', async () => {
    const owner = await signIn();
    const other = await signIn();
    const hold = await holdOrder(owner);
    const holdAccess = await call(owner, 'GET', `/api/cabinet/v2/orders/access?id=${hold}`);
    expect(holdAccess.statusCode).toBe(200);
    expect(holdAccess.json().data).toBeNull();
    expect((await call(owner, 'GET', `/api/cabinet/v2/orders/storages?id=${hold}`)).json().data).toMatchObject({
      access: null,
      contract: null,
    });
    expect(await rows(t.app, sql`select id from order_access_codes where order_id = ${hold}`)).toEqual([]);

    const paid = await paidOrder(owner);
    for (const url of [
      `/api/cabinet/v2/orders/access?id=${paid}`,
      `/api/cabinet/v2/orders/contract?id=${paid}`,
      `/api/cabinet/v2/orders/contract/download?id=${paid}`,
    ]) {
      const answer = await call(other, 'GET', url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.body).not.toContain((await call(owner, 'GET', `/api/cabinet/v2/orders/access?id=${paid}`)).json().data.code);
    }
    const code = await call(other, 'POST', '/api/cabinet/v2/orders/contract/code', { id: paid, last_name: 'Чужой', first_name: 'Иван' });
    expect(code.statusCode).toBe(404);
    const sign = await call(other, 'POST', '/api/cabinet/v2/orders/contract/sign', { id: paid, code: '1234' });
    expect(sign.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/cabinet/v2/orders/access?id=${paid}` })).statusCode).toBe(401);
  });

  it('the code is revoked when the rental ends, and codes of live rentals of a warehouse differ', async () => {
    const owner = await signIn();
    const first = await paidOrder(owner);
    const second = await paidOrder(owner);
    const codeOf = async (id: number) =>
      (await call(owner, 'GET', `/api/cabinet/v2/orders/access?id=${id}`)).json().data?.code as string | undefined;
    const [a, b] = [await codeOf(first), await codeOf(second)];
    expect(a).toBeDefined();
    expect(a).not.toBe(b);

    const { db } = t.app.services.database;
    await db.transaction((tx) => transitionOrder(tx, { orderId: first, to: 'finished', reason: 'period_over', now: clock.now() }));
    expect(await codeOf(first)).toBeUndefined();
    const [revoked] = await rows<{ revoked_at: Date | null; revoke_reason: string }>(
      t.app,
      sql`select revoked_at, revoke_reason from order_access_codes where order_id = ${first}`,
    );
    expect(revoked!.revoked_at).not.toBeNull();
    expect(revoked!.revoke_reason).toBe('finished:period_over');
    expect(await codeOf(second)).toBe(b);
  });
});

describe('the rental contract', () => {
  it(
    'asks for the name when the profile has none, signs with the right code, refuses wrong and ' +
      'expired ones, and the PDF is the owner’s',
    async () => {
      const owner = await signIn();
      const id = await paidOrder(owner);
      const state = await call(owner, 'GET', `/api/cabinet/v2/orders/contract?id=${id}`);
      expect(state.json().data).toMatchObject({
        number: String(id),
        needs_name: true,
        signed: false,
        download_url: `/api/cabinet/v2/orders/contract/download?id=${id}`,
      });
      expect((await call(owner, 'GET', `/api/cabinet/v2/orders/storages?id=${id}`)).json().data.documents.contract_url).toBe(
        `/api/cabinet/v2/orders/contract/download?id=${id}`,
      );
      // No name yet: the PDF cannot be made, and the signing step asks for it.
      expect((await call(owner, 'GET', `/api/cabinet/v2/orders/contract/download?id=${id}`)).statusCode).toBe(409);
      const nameless = await call(owner, 'POST', '/api/cabinet/v2/orders/contract/code', { id });
      expect(nameless.statusCode).toBe(422);
      expect(Object.keys(nameless.json().fields).sort()).toEqual(['first_name', 'last_name']);

      const sent = await call(owner, 'POST', '/api/cabinet/v2/orders/contract/code', {
        id,
        last_name: 'Иванова',
        first_name: 'Анна',
        middle_name: 'Сергеевна',
      });
      expect(sent.statusCode).toBe(200);
      expect(sent.json().data.phone).toMatch(/\*\*\*/);
      const code = await lastCode(t.app, owner.phone);
      const profile = await t.app.services.users.getById(owner.id);
      expect(profile).toMatchObject({ lastName: 'Иванова', firstName: 'Анна', middleName: 'Сергеевна' });

      const wrong = await call(owner, 'POST', '/api/cabinet/v2/orders/contract/sign', { id, code: wrongCode(code) });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().code).toBe('INVALID_CODE');
      const unsigned = await call(owner, 'GET', `/api/cabinet/v2/orders/contract/download?id=${id}`);
      expect(unsigned.statusCode).toBe(200);
      expect(unsigned.headers['content-type']).toBe('application/pdf');

      const right = await call(owner, 'POST', '/api/cabinet/v2/orders/contract/sign', { id, code });
      expect(right.statusCode).toBe(200);
      const [signed] = await rows<{
        signed_at: Date;
        signed_phone: string;
        sign_code_hash: string;
        signed_content_hash: string;
        content_hash: string;
        content: { lastName: string };
      }>(
        t.app,
        sql`select signed_at, signed_phone, sign_code_hash, signed_content_hash, content_hash, content
        from order_contracts where order_id = ${id}`,
      );
      expect(signed!.signed_phone).toBe(owner.phone);
      expect(signed!.sign_code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(signed!.sign_code_hash).not.toContain(code);
      expect(signed!.signed_content_hash).toBe(signed!.content_hash);
      expect(signed!.content.lastName).toBe('Иванова');
      expect((await call(owner, 'GET', `/api/cabinet/v2/orders/contract?id=${id}`)).json().data).toMatchObject({
        signed: true,
        full_name: 'Иванова Анна Сергеевна',
        needs_name: false,
      });
      // The same code again, and a new signing of a signed contract, are refused.
      expect((await call(owner, 'POST', '/api/cabinet/v2/orders/contract/sign', { id, code })).statusCode).toBe(409);
      expect((await call(owner, 'POST', '/api/cabinet/v2/orders/contract/code', { id })).statusCode).toBe(409);

      const pdf = await call(owner, 'GET', `/api/cabinet/v2/orders/contract/download?id=${id}`);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.rawPayload.length).toBeGreaterThan(unsigned.rawPayload.length);
    },
  );

  it('an expired code does not sign; the profile name is used when it is there', async () => {
    const owner = await signIn();
    await t.app.services.users.updateProfile(owner.id, { lastName: 'Петров', firstName: 'Пётр' });
    const id = await paidOrder(owner);
    expect((await call(owner, 'GET', `/api/cabinet/v2/orders/contract?id=${id}`)).json().data).toMatchObject({
      needs_name: false,
      full_name: 'Петров Пётр',
    });
    expect((await call(owner, 'POST', '/api/cabinet/v2/orders/contract/code', { id })).statusCode).toBe(200);
    const code = await lastCode(t.app, owner.phone);
    clock.advance(5 * 60 + 1); // an SMS code lives five minutes
    const late = await call(owner, 'POST', '/api/cabinet/v2/orders/contract/sign', { id, code });
    expect(late.statusCode).toBe(422);
    expect(late.json().code).toBe('CODE_EXPIRED');
    const [row] = await rows<{ signed_at: Date | null }>(t.app, sql`select signed_at from order_contracts where order_id = ${id}`);
    expect(row!.signed_at).toBeNull();
  });

  it('an unpaid hold has no contract to sign', async () => {
    const owner = await signIn();
    const hold = await holdOrder(owner);
    const answer = await call(owner, 'POST', '/api/cabinet/v2/orders/contract/code', { id: hold, last_name: 'Иванов', first_name: 'Иван' });
    expect(answer.statusCode).toBe(409);
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('parallel wrong signing codes on PostgreSQL', () => {
  it(
    'a burst of wrong codes is counted one by one: three are wrong, the rest find the code spent, ' + 'and the right code no longer signs',
    async () => {
      const owner = await signIn();
      const id = await paidOrder(owner);
      expect(
        (await call(owner, 'POST', '/api/cabinet/v2/orders/contract/code', { id, last_name: 'Быстров', first_name: 'Олег' })).statusCode,
      ).toBe(200);
      const code = await lastCode(t.app, owner.phone);
      const N = 12;
      const answers = await Promise.all(
        Array.from({ length: N }, () => call(owner, 'POST', '/api/cabinet/v2/orders/contract/sign', { id, code: wrongCode(code) })),
      );
      const codes = answers.map((a) => a.json().code as string);
      expect(codes.filter((c) => c === 'INVALID_CODE')).toHaveLength(3);
      expect(answers.every((a) => a.statusCode === 422 || a.statusCode === 429)).toBe(true);
      const right = await call(owner, 'POST', '/api/cabinet/v2/orders/contract/sign', { id, code });
      expect(right.statusCode).not.toBe(200);
      const [row] = await rows<{ signed_at: Date | null }>(t.app, sql`select signed_at from order_contracts where order_id = ${id}`);
      expect(row!.signed_at).toBeNull();
    },
  );
});
