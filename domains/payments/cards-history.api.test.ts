import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { cookieHeader, loginBySms, randomPhone } from '../../tests/helpers/auth-session';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { insertOrder } from '../../tests/kit/orders';
import { insertCompany, userIdOf, WEB } from '../../tests/kit/users';
import { paymentCards, payments, sandboxProviderPayments } from './tables';
import { recordSettled } from './test-support';

describe('saved cards, history, invoices', () => {
  let t: TestApp;
  let recorder: ReturnType<typeof recordSettled>;
  const START = new Date('2026-11-23T09:00:00Z');
  const clock = manualClock(START);
  let alice: string;
  let bob: string;
  let aliceId: number;

  // Bob only looks (and gets nothing); Alice is new in every test, so her cards and payments are
  // the ones that test made, from the same moment.
  beforeAll(async () => {
    t = await createTestApp({}, undefined, { clock });
    recorder = recordSettled(t.app);
    bob = cookieHeader((await loginBySms(t.app, randomPhone())).cookies);
  });
  beforeEach(async () => {
    clock.set(START);
    alice = cookieHeader((await loginBySms(t.app, randomPhone())).cookies);
    aliceId = await userIdOf(t.app, alice);
  });
  afterAll(async () => {
    recorder.dispose();
    await t.close();
  });

  const svc = () => t.app.services.payments;
  const db = () => t.app.services.database.db;
  const call = (
    cookie: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) => t.app.inject({ method, url, headers: { ...WEB, cookie, ...headers }, payload: payload as never });

  async function addCard(cookie: string, cardNumber: string) {
    const res = await call(cookie, 'POST', '/api/cabinet/v2/payments/cards');
    expect(res.statusCode).toBe(200);
    const { id, confirmation_url: url } = res.json().data;
    expect(url).toMatch(/\/dev\/payment-checkout\/\?payment=/);
    await svc().sandbox!.complete(id, 'succeeded', { cardNumber });
    return id as string;
  }

  it('adding a card: 1 ₽ through the checkout, the card is saved and the ruble refunded', async () => {
    const paymentId = await addCard(alice, '4111 1111 1111 1111');
    const [row] = await db().select().from(payments).where(eq(payments.uuid, paymentId));
    expect(row).toMatchObject({ purpose: 'card_binding', amount: 1, status: 'succeeded', refundedAmount: 1 });
    const [remote] = await db().select().from(sandboxProviderPayments).where(eq(sandboxProviderPayments.id, row!.providerPaymentId!));
    expect(remote!.refundedAmount).toBe(1);
    // The binding never reaches the orders listener.
    expect(recorder.events.find((e) => e.uuid === paymentId)).toBeUndefined();
    const list = await call(alice, 'GET', '/api/cabinet/v2/payments/cards');
    expect(list.statusCode).toBe(200);
    const body = list.json().data;
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ brand: 'Visa', last4: '1111', is_default: true });
    expect(body.default).toBe(body.data[0].uuid);
  });

  it('the same Idempotency-Key adds one binding payment', async () => {
    const a = await call(alice, 'POST', '/api/cabinet/v2/payments/cards', undefined, { 'idempotency-key': 'card-key-1' });
    const b = await call(alice, 'POST', '/api/cabinet/v2/payments/cards', undefined, { 'idempotency-key': 'card-key-1' });
    expect(a.statusCode).toBe(200);
    expect(b.json().data.id).toBe(a.json().data.id);
  });

  it('make default, delete the default: the newest remaining becomes default; other users get 404', async () => {
    await addCard(alice, '4111 1111 1111 1111');
    clock.advance(60);
    await addCard(alice, '5555 5555 5555 4444');
    clock.advance(60);
    await addCard(alice, '2200 0000 0000 0002');
    let cards = (await call(alice, 'GET', '/api/cabinet/v2/payments/cards')).json().data;
    expect(cards.data.map((c: { last4: string }) => c.last4)).toEqual(['0002', '4444', '1111']);
    expect(cards.data.find((c: { is_default: boolean }) => c.is_default).last4).toBe('1111');
    const mc = cards.data.find((c: { last4: string }) => c.last4 === '4444');

    expect((await call(bob, 'PUT', '/api/cabinet/v2/payments/cards/default', { uuid: mc.uuid })).statusCode).toBe(404);
    expect((await call(bob, 'DELETE', `/api/cabinet/v2/payments/cards?uuid=${mc.uuid}`)).statusCode).toBe(404);
    expect((await call(bob, 'GET', '/api/cabinet/v2/payments/cards')).json().data).toEqual({ data: [], default: null });

    const made = await call(alice, 'PUT', '/api/cabinet/v2/payments/cards/default', { uuid: mc.uuid });
    expect(made.statusCode).toBe(200);
    expect(made.json().data.default).toBe(mc.uuid);

    const removed = await call(alice, 'DELETE', `/api/cabinet/v2/payments/cards?uuid=${mc.uuid}`);
    expect(removed.statusCode).toBe(200);
    cards = removed.json().data;
    expect(cards.data.map((c: { last4: string }) => c.last4)).toEqual(['0002', '1111']);
    expect(cards.data.find((c: { uuid: string }) => c.uuid === cards.default).last4).toBe('0002');
    const [deleted] = await db().select().from(paymentCards).where(eq(paymentCards.uuid, mc.uuid));
    expect(deleted!.deletedAt).not.toBeNull();
    expect((await call(alice, 'DELETE', `/api/cabinet/v2/payments/cards?uuid=${mc.uuid}`)).statusCode).toBe(404);
    expect((await svc().defaultCard(aliceId))!.last4).toBe('0002');
  });

  it('history: newest first, paging, filters; another user sees nothing of it', async () => {
    // Card checks: two settled (one card deleted since) and one left pending at the checkout.
    await addCard(alice, '4111 1111 1111 1111');
    clock.advance(60);
    await addCard(alice, '5555 5555 5555 4444');
    const cards = (await call(alice, 'GET', '/api/cabinet/v2/payments/cards')).json().data.data as { uuid: string; last4: string }[];
    const mc = cards.find((c) => c.last4 === '4444')!;
    expect((await call(alice, 'DELETE', `/api/cabinet/v2/payments/cards?uuid=${mc.uuid}`)).statusCode).toBe(200);
    expect((await call(alice, 'POST', '/api/cabinet/v2/payments/cards')).statusCode).toBe(200);
    const orderId = await insertOrder(t.app.services.database.db, aliceId);
    for (let i = 1; i <= 3; i += 1) {
      clock.advance(60);
      const p = await svc().createPayment({
        userId: aliceId,
        orderId,
        purpose: 'order',
        amount: 100 * i,
        description: `Платёж ${i}`,
        idempotenceKey: `hist:${orderId}:${i}`,
      });
      if (i === 2) await svc().sandbox!.complete(p.id, 'canceled');
    }
    const page1 = await call(alice, 'POST', '/api/cabinet/v2/payments/history', { offset: 0, limit: 2, order_id: orderId });
    expect(page1.statusCode).toBe(200);
    expect(page1.json().data.count).toBe(3);
    expect(page1.json().data.items.map((i: { description: string }) => i.description)).toEqual(['Платёж 3', 'Платёж 2']);
    expect(page1.json().data.items[1]).toMatchObject({
      status: 'canceled',
      status_title: 'Платёж не прошёл',
      order_link: `/cabinet/subscriptions/storages/${orderId}/`,
    });
    const page2 = await call(alice, 'POST', '/api/cabinet/v2/payments/history', { offset: 2, limit: 2, order_id: orderId });
    expect(page2.json().data.items.map((i: { description: string }) => i.description)).toEqual(['Платёж 1']);
    const canceled = await call(alice, 'POST', '/api/cabinet/v2/payments/history', { offset: 0, limit: 10, status: 'canceled' });
    expect(canceled.json().data.items.map((i: { description: string }) => i.description)).toEqual(['Платёж 2']);
    const all = await call(alice, 'POST', '/api/cabinet/v2/payments/history', {});
    expect(
      all.json().data.items.some((i: { refund_reason: string | null; card_last4: string | null }) => i.refund_reason && i.card_last4),
    ).toBe(true);
    // The pending card check moved no money: not in the history; the deleted card's check stays.
    expect(
      all.json().data.items.filter((i: { purpose: string; status: string }) => i.purpose === 'card_binding' && i.status !== 'succeeded'),
    ).toEqual([]);
    expect(all.json().data.items.filter((i: { purpose: string }) => i.purpose === 'card_binding')).toHaveLength(2);
    const foreign = await call(bob, 'POST', '/api/cabinet/v2/payments/history', { offset: 0, limit: 10, order_id: orderId });
    expect(foreign.json().data).toEqual({ items: [], count: 0 });
    expect((await call(alice, 'POST', '/api/cabinet/v2/payments/history', { offset: -1 })).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'POST', url: '/api/cabinet/v2/payments/history', headers: WEB, payload: {} })).statusCode).toBe(
      401,
    );
  });

  it('invoices: numbered, PDF for the owner only, paid by card once, then 409', async () => {
    const orderId = await insertOrder(t.app.services.database.db, aliceId);
    const invoice = await svc().issueInvoice({
      orderId,
      userId: aliceId,
      companyId: null,
      amount: 5400,
      description: 'Аренда бокса 3 м², 1 месяц',
      dueAt: new Date('2026-11-30T00:00:00Z'),
    });
    expect(invoice.number).toMatch(/^СЧ-2026-\d{6}$/);
    const pdf = await call(alice, 'POST', '/api/cabinet/v2/invoice/download', { id: invoice.id });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment;/);
    expect(pdf.headers['x-content-type-options']).toBe('nosniff');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await call(bob, 'POST', '/api/cabinet/v2/invoice/download', { id: invoice.id })).statusCode).toBe(404);
    const company = await insertCompany(db(), { uuid: 'c-1', userId: aliceId, name: 'ООО «Ромашка»', inn: '7701234567' });
    const companyInvoice = await svc().issueInvoice({
      orderId,
      userId: aliceId,
      companyId: company.id,
      amount: 100,
      description: 'Аренда',
      dueAt: new Date('2026-11-30T00:00:00Z'),
    });
    const companyPdf = await call(alice, 'POST', '/api/cabinet/v2/invoice/download', { id: companyInvoice.id });
    expect(companyPdf.statusCode).toBe(200);
    expect(companyPdf.headers['content-disposition']).toContain(encodeURIComponent(companyInvoice.number));
    expect((await call(bob, 'POST', '/api/cabinet/v2/invoice/pay', { id: invoice.id })).statusCode).toBe(404);

    const list = await call(alice, 'GET', '/api/cabinet/v2/invoices');
    expect(list.json().data.items.find((i: { id: number }) => i.id === invoice.id)).toMatchObject({
      number: invoice.number,
      status: 'issued',
      amount: 5400,
    });

    const first = await call(alice, 'POST', '/api/cabinet/v2/invoice/pay', { id: invoice.id });
    const again = await call(alice, 'POST', '/api/cabinet/v2/invoice/pay', { id: invoice.id });
    expect(first.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    // A failed attempt lets the payer try again with a new payment.
    await svc().sandbox!.complete(first.json().data.id, 'canceled');
    const retry = await call(alice, 'POST', '/api/cabinet/v2/invoice/pay', { id: invoice.id });
    expect(retry.json().data.id).not.toBe(first.json().data.id);
    await svc().sandbox!.complete(retry.json().data.id, 'succeeded');
    expect(recorder.events.filter((e) => e.uuid === retry.json().data.id)).toEqual([
      { uuid: retry.json().data.id, outcome: 'succeeded', purpose: 'invoice' },
    ]);
    const paid = await call(alice, 'POST', '/api/cabinet/v2/invoice/pay', { id: invoice.id });
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toBe('Счёт уже оплачен');
    const after = await call(alice, 'GET', '/api/cabinet/v2/invoices');
    expect(after.json().data.items.find((i: { id: number }) => i.id === invoice.id)).toMatchObject({
      status: 'paid',
      status_title: 'Оплачен',
    });
  });
});
