import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cabinetApiSuite, rows } from './cabinet-test-support';

/** The settings of a running order (renewal, bonuses, comment, payment, company) and its periods and extension. */
const { t, a, b, c, ids, call, ownOrder } = cabinetApiSuite();

describe('settings', () => {
  it("toggles auto renewal and bonuses of one's own order only", async () => {
    const { id } = await ownOrder();
    const off = await call(c, 'PUT', '/api/cabinet/v2/orders/autoRenewal', { id, auto_renewal: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.auto_renewal).toBe(false);
    const bonuses = await call(c, 'PUT', '/api/cabinet/v2/orders/usingBonuses', { id, using_bonuses: true });
    expect(bonuses.json().data.using_bonuses).toBe(true);
    expect((await call(c, 'PUT', '/api/cabinet/v2/orders/autoRenewal', { id: ids.bActive, auto_renewal: false })).statusCode).toBe(404);
    expect((await call(c, 'PUT', '/api/cabinet/v2/orders/usingBonuses', { id: ids.bActive, using_bonuses: true })).statusCode).toBe(404);
    const bad = await call(c, 'PUT', '/api/cabinet/v2/orders/autoRenewal', { id, auto_renewal: 'yes' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields.auto_renewal).toBe('Автопродление: true или false');
    expect((await call(a, 'PUT', '/api/cabinet/v2/orders/autoRenewal', { id: ids.finished, auto_renewal: true })).statusCode).toBe(409);
  });

  it("keeps a comment for the warehouse staff on one's own order only", async () => {
    const { id } = await ownOrder();
    const saved = await call(c, 'POST', '/api/cabinet/orders/comment/update', { id, comment: '  Приеду с грузчиками в субботу  ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.comment).toBe('Приеду с грузчиками в субботу');
    expect((await call(b, 'POST', '/api/cabinet/orders/comment/update', { id, comment: 'чужой' })).statusCode).toBe(404);
    const long = await call(c, 'POST', '/api/cabinet/orders/comment/update', { id, comment: 'я'.repeat(1001) });
    expect(long.statusCode).toBe(422);
    expect(long.json().fields.comment).toBe('Комментарий — не длиннее 1000 символов');
    const cleared = await call(c, 'POST', '/api/cabinet/orders/comment/update', { id, comment: '' });
    expect(cleared.json().data.comment).toBeNull();
  });

  it('needs the Client-Type header on cookie calls', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/cabinet/v2/orders/autoRenewal',
      headers: { cookie: a.headers.cookie! },
      payload: { id: ids.active, auto_renewal: true },
    });
    expect(res.statusCode).toBe(403);
  });

  it("chooses one's own card or an invoice; another user's card or order answers 404", async () => {
    const card = (user: typeof a, uuid: string, last4: string) =>
      rows(
        t.app,
        sql`insert into payment_cards (uuid, user_id, provider, provider_method_id, brand, last4, exp_month, exp_year, is_default)
        values (${uuid}, ${user.id}, 'sandbox', ${`pm-${uuid}`}, 'Visa', ${last4}, 12, 2030, true)`,
      );
    const { id } = await ownOrder();
    await card(c, 'card-of-c', '4242');
    await card(b, 'card-of-b', '1111');
    const own = await call(c, 'PUT', '/api/cabinet/v2/orders/payment-method', { id, payment_method: 'card', card_uuid: 'card-of-c' });
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({ payment_method: 'card', card_uuid: 'card-of-c' });
    const details = (await call(c, 'GET', `/api/cabinet/v2/orders/storages?id=${id}`)).json().data;
    expect(details.card).toEqual({ uuid: 'card-of-c', brand: 'Visa', last4: '4242', attached: true });
    expect(
      (await call(c, 'PUT', '/api/cabinet/v2/orders/payment-method', { id, payment_method: 'card', card_uuid: 'card-of-b' })).statusCode,
    ).toBe(404);
    expect((await call(c, 'PUT', '/api/cabinet/v2/orders/payment-method', { id: ids.bActive, payment_method: 'invoice' })).statusCode).toBe(
      404,
    );
    const invoice = await call(c, 'PUT', '/api/cabinet/v2/orders/payment-method', { id, payment_method: 'invoice' });
    expect(invoice.json().data).toMatchObject({ payment_method: 'invoice', card_uuid: null });
    const bad = await call(c, 'PUT', '/api/cabinet/v2/orders/payment-method', { id, payment_method: 'cash' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields.payment_method).toBe('Способ оплаты: card или invoice');
  });

  it("moves the order to one's own company only", async () => {
    const { id } = await ownOrder();
    await rows(
      t.app,
      sql`insert into companies (uuid, user_id, name) values ('co-c', ${c.id}, 'ООО Ромашка'), ('co-b', ${b.id}, 'ООО Лютик')`,
    );
    const own = await call(c, 'POST', '/api/cabinet/v2/orders/organization/change', { id, company_uuid: 'co-c' });
    expect(own.json().data.company_uuid).toBe('co-c');
    expect((await call(c, 'GET', `/api/cabinet/v2/orders/storages?id=${id}`)).json().data.company).toEqual({
      uuid: 'co-c',
      name: 'ООО Ромашка',
    });
    expect((await call(c, 'POST', '/api/cabinet/v2/orders/organization/change', { id, company_uuid: 'co-b' })).statusCode).toBe(404);
    expect((await call(c, 'POST', '/api/cabinet/v2/orders/organization/change', { id: ids.bActive, company_uuid: null })).statusCode).toBe(
      404,
    );
    const back = await call(c, 'POST', '/api/cabinet/v2/orders/organization/change', { id, company_uuid: null });
    expect(back.json().data.company_uuid).toBeNull();
    expect((await call(c, 'POST', '/api/cabinet/v2/orders/organization/change', { id })).statusCode).toBe(422);
  });
});

describe('periods and extension', () => {
  it("prices the periods of the order's tariff", async () => {
    const res = await call(a, 'GET', `/api/cabinet/v2/orders/tariffs/prices?id=${ids.active}`);
    const items = res.json().data.items as { code: string; total: number; current: boolean }[];
    expect(items.find((i) => i.code === 'cab-1m')).toMatchObject({ total: 3000, current: true, unit: 'month' });
    expect(items.find((i) => i.code === 'cab-3m')).toMatchObject({ total: 8100, current: false });
    expect((await call(a, 'GET', `/api/cabinet/v2/orders/tariffs/prices?id=${ids.bActive}`)).statusCode).toBe(404);
  });

  it('sets the next period and refuses unknown ones', async () => {
    const { id } = await ownOrder();
    const res = await call(c, 'POST', '/api/cabinet/v2/orders/tariffs', { id, period_code: 'cab-3m' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ settings: { period_code: 'cab-3m' }, payment: null });
    const unknown = await call(c, 'POST', '/api/cabinet/v2/orders/tariffs', { id, period_code: 'forever' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().fields.period_code).toBe('Этот срок недоступен для вашей ячейки');
    expect((await call(c, 'POST', '/api/cabinet/v2/orders/tariffs', { id: ids.bActive, period_code: 'cab-1m' })).statusCode).toBe(404);
  });

  it('extends through one extension payment, the same on a repeated click', async () => {
    const { id } = await ownOrder();
    const first = await call(c, 'POST', '/api/cabinet/v2/orders/tariffs', { id, period_code: 'cab-1m', extend: true });
    expect(first.statusCode).toBe(200);
    const payment = first.json().data.payment;
    expect(payment.confirmation_url).toBeTruthy();
    const again = await call(c, 'POST', '/api/cabinet/v2/orders/tariffs', { id, period_code: 'cab-1m', extend: true });
    expect(again.json().data.payment.payment_id).toBe(payment.payment_id);
    const stored = await rows<{ purpose: string; amount: number; metadata: { periodCode: string } }>(
      t.app,
      sql`select purpose, amount, metadata from payments where order_id = ${id}`,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ purpose: 'extension', amount: 3000, metadata: { periodCode: 'cab-1m' } });
    expect(
      (await call(a, 'POST', '/api/cabinet/v2/orders/tariffs', { id: ids.awaiting, period_code: 'cab-1m', extend: true })).statusCode,
    ).toBe(409);
  });
});
