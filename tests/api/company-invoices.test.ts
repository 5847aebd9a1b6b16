import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, closingActs } from '../../db/schema';
import { manualClock } from '../../lib/clock';
import { seedBookingFixture, type BookingFixture } from '../../domains/storages/booking-test-fixtures';
import { book, bookingBody } from '../../domains/storages/booking-test-helpers';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { orderById } from '../kit/orders';
import { invoicesOfOrder, paymentsOfOrder } from '../kit/payments';
import { staffMember } from '../kit/staff';
import { signedIn } from '../kit/users';

/** Rent for business end to end on the API: an order paid by a company's invoice, staff marking it paid, the monthly acts. */
const START = new Date('2026-11-23T09:00:00Z');
const clock = manualClock(START);
const env = {
  LOGIN_SENDS_PER_IP_HOUR: '1000',
  LOGIN_CALLS_PER_IP_MINUTE: '1000',
  RATE_LIMIT_MAX: '100000',
  LOGIN_FAILURES_PER_IP_HOUR: '1000',
};
let t: TestApp;
let fx: BookingFixture;
type User = Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  t = await createTestApp(env, undefined, { clock });
});
afterAll(() => t.close());
beforeEach(async () => {
  clock.set(START);
  fx = await seedBookingFixture(t.db.database.db, { ownCity: true });
});

const db = () => t.db.database.db;
const call = (user: User, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });

const yandex = {
  name: 'ООО «Яндекс»',
  inn: '7736207543',
  kpp: '770401001',
  ogrn: '1027700229193',
  legal_address: '119021, г. Москва, ул. Льва Толстого, д. 16',
  bank_name: 'АО «ТБанк»',
  bik: '044525974',
  settlement_account: '40702810500000012345',
  correspondent_account: '30101810145250000974',
};

async function companyOf(user: User): Promise<string> {
  const res = await call(user, 'POST', '/api/cabinet/v2/profile/companies', yandex);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.uuid as string;
}

async function bookByInvoice(user: User, companyUuid: string, cellId: number, startDate = '2026-11-25') {
  const res = await book(
    t.app,
    user.headers,
    bookingBody(cellId, clock.now(), { start_date: startDate, payment_method: 'invoice', company_uuid: companyUuid }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { order_id: number; invoice: { id: number; number: string }; price: { total: number } };
}

describe('an order paid by a company', () => {
  it("gets an invoice naming the company's and the seller's requisites and bank details", async () => {
    const user = await signedIn(t.app);
    const placed = await bookByInvoice(user, await companyOf(user), fx.cells.a1.id);
    const [invoice] = await invoicesOfOrder(db(), placed.order_id);
    expect(invoice).toMatchObject({ amount: placed.price.total, status: 'issued' });
    expect(invoice!.companyId).not.toBeNull();
    const text = await t.app.services.payments.invoices.text(user.userId, invoice!.id, 'Покупатель');
    expect(text.buyer).toMatchObject({
      name: 'ООО «Яндекс»',
      inn: '7736207543',
      kpp: '770401001',
      bik: '044525974',
      settlementAccount: '40702810500000012345',
      correspondentAccount: '30101810145250000974',
    });
    expect(text.seller).toMatchObject({ kpp: '770401001', bik: '044525225', settlementAccount: '40702810200000000001' });
    const pdf = await call(user, 'POST', '/api/cabinet/v2/invoice/download', { id: invoice!.id });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('POST profile/invoice/order/create: the PDF of an unpaid order for one of the own companies, made once', async () => {
    const user = await signedIn(t.app);
    const other = await signedIn(t.app);
    const company = await companyOf(user);
    const otherCompany = await companyOf(other);
    const card = await book(t.app, user.headers, bookingBody(fx.cells.a2.id, clock.now(), { start_date: '2026-11-25' }));
    const orderId = card.json().data.order_id as number;
    const first = await call(user, 'POST', '/api/profile/invoice/order/create', { order_id: orderId, company_uuid: company });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const again = await call(user, 'POST', '/api/profile/invoice/order/create', { order_id: orderId, company_uuid: company });
    expect(again.headers['x-invoice-id']).toBe(first.headers['x-invoice-id']);
    expect(await invoicesOfOrder(db(), orderId)).toHaveLength(1);
    expect((await orderById(db(), orderId))!.paymentMethod).toBe('invoice');
    // another user's order, another user's company: 404 as if there were none
    expect(
      (await call(other, 'POST', '/api/profile/invoice/order/create', { order_id: orderId, company_uuid: otherCompany })).statusCode,
    ).toBe(404);
    expect(
      (await call(user, 'POST', '/api/profile/invoice/order/create', { order_id: orderId, company_uuid: otherCompany })).statusCode,
    ).toBe(404);
    expect((await call(user, 'POST', '/api/profile/invoice/order/create', { order_id: 'x', company_uuid: company })).statusCode).toBe(422);
  });

  it('the company cannot be deleted while its invoice waits; after staff mark it paid the order is active, paid once', async () => {
    const user = await signedIn(t.app);
    const operator = await staffMember(t.app, 'operator');
    const company = await companyOf(user);
    const placed = await bookByInvoice(user, company, fx.cells.a3.id);
    const refused = await call(user, 'POST', '/api/cabinet/v2/profile/companies/delete', { uuid: company });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `Компанию нельзя удалить: не оплачен счёт ${placed.invoice.number}. Оплатите его или дождитесь отмены`,
    );

    expect((await call(user, 'GET', '/api/admin/invoices')).statusCode).toBe(403);
    expect((await call(user, 'POST', `/api/admin/invoices/${placed.invoice.id}/paid`)).statusCode).toBe(403);
    const list = await call(operator, 'GET', '/api/admin/invoices?status=issued&limit=100');
    expect(list.statusCode).toBe(200);
    expect(list.json().data.items.find((i: { id: number }) => i.id === placed.invoice.id)).toMatchObject({
      number: placed.invoice.number,
      company_name: 'ООО «Яндекс»',
      company_inn: '7736207543',
      user_id: user.userId,
    });

    const marked = await call(operator, 'POST', `/api/admin/invoices/${placed.invoice.id}/paid`);
    expect(marked.statusCode).toBe(200);
    expect(marked.json().data).toMatchObject({ status: 'paid', changed: true });
    const order = (await orderById(db(), placed.order_id))!;
    expect(order.status).toBe('active');
    expect(order.paidAt).not.toBeNull();
    const again = await call(operator, 'POST', `/api/admin/invoices/${placed.invoice.id}/paid`);
    expect(again.json().data).toMatchObject({ status: 'paid', changed: false });
    const paid = (await paymentsOfOrder(db(), placed.order_id)).filter((p) => p.status === 'succeeded');
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ provider: 'bank_transfer', purpose: 'invoice', amount: placed.price.total, refundedAmount: 0 });
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'invoice'), eq(auditLog.entityId, String(placed.invoice.id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'invoice.mark_paid', actorUserId: operator.userId });
    // paid: the company may go now
    expect((await call(user, 'POST', '/api/cabinet/v2/profile/companies/delete', { uuid: company })).statusCode).toBe(200);
    expect((await call(operator, 'POST', '/api/admin/invoices/999999999/paid')).statusCode).toBe(404);
  });

  // PGlite runs one transaction at a time: the race can only be lost, and so proven, on PostgreSQL.
  it.skipIf(process.env.TEST_DB !== 'postgres')('10 parallel «Отметить оплаченным» pay the order once (PostgreSQL)', async () => {
    const user = await signedIn(t.app);
    const operator = await staffMember(t.app, 'admin');
    const placed = await bookByInvoice(user, await companyOf(user), fx.cells.b1.id);
    const clicks = await Promise.all(
      Array.from({ length: 10 }, () => call(operator, 'POST', `/api/admin/invoices/${placed.invoice.id}/paid`)),
    );
    expect(clicks.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(clicks.filter((r) => r.json().data.changed === true)).toHaveLength(1);
    const payments = await paymentsOfOrder(db(), placed.order_id);
    expect(payments.filter((p) => p.status === 'succeeded')).toHaveLength(1);
    const order = (await orderById(db(), placed.order_id))!;
    expect(order.status).toBe('active');
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'invoice'), eq(auditLog.entityId, String(placed.invoice.id))));
    expect(audit).toHaveLength(1);
  });
});

describe('monthly closing acts', () => {
  it('one act per company-paid order and ended month, with its share of the sum; a repeat makes none', async () => {
    const user = await signedIn(t.app);
    const operator = await staffMember(t.app, 'operator');
    const other = await signedIn(t.app);
    // a month from 25 Nov to 25 Dec: 6 days in November, 24 in December
    const placed = await bookByInvoice(user, await companyOf(user), fx.cells.c1.id, '2026-11-25');
    await call(operator, 'POST', `/api/admin/invoices/${placed.invoice.id}/paid`);
    const order = (await orderById(db(), placed.order_id))!;
    const days = Math.round((order.endsAt!.getTime() - order.startsAt!.getTime()) / 86_400_000);
    const acts = t.app.services.payments.acts;

    expect(await acts.run(new Date('2026-11-30T12:00:00Z'))).toBe(0);
    await acts.run(new Date('2026-12-01T00:30:00Z'));
    const december = await acts.run(new Date('2027-01-01T00:30:00Z'));
    expect(december).toBeGreaterThanOrEqual(1);
    expect(await acts.run(new Date('2027-01-01T00:30:00Z'))).toBe(0);
    const rows = await db().select().from(closingActs).where(eq(closingActs.orderId, placed.order_id));
    expect(rows.map((r) => [r.periodStart, r.periodEnd])).toEqual([
      ['2026-11-01', '2026-11-30'],
      ['2026-12-01', '2026-12-31'],
    ]);
    const november = Math.round((placed.price.total * 6) / days);
    expect(rows.map((r) => r.amount)).toEqual([november, placed.price.total - november]);

    const listed = await call(user, 'GET', '/api/cabinet/v2/acts');
    expect(listed.json().data.count).toBe(2);
    const uuid = listed.json().data.items[0].uuid as string;
    const pdf = await call(user, 'POST', '/api/cabinet/v2/act/download', { uuid });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await call(other, 'POST', '/api/cabinet/v2/act/download', { uuid })).statusCode).toBe(404);
    expect((await call(other, 'GET', '/api/cabinet/v2/acts')).json().data.count).toBe(0);
  });
});
