import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { cookieHeader, loginBySms, randomPhone } from '../../tests/helpers/auth-session';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { insertOrder, setOrderStatus } from '../../tests/kit/orders';
import { userIdOf, WEB } from '../../tests/kit/users';
import { startFakeYooKassa, type FakeYooKassa } from './fake-yookassa';
import { receiptProblem, type Receipt } from './receipt';
import { paymentReceipts, payments, sandboxProviderPayments } from './tables';
import { recordSettled } from './test-support';

interface HistoryRow {
  id: string;
  title: string;
  description: string;
  state: string;
  status_title: string;
  receipt_url: string | null;
  refund_receipt_urls: string[];
}

function total(receipt: Receipt): string {
  const kopecks = receipt.items.reduce((sum, i) => sum + Math.round(Number(i.amount.value) * 100 * Number(i.quantity)), 0);
  return `${kopecks / 100}.00`;
}

const uuidOf = (url: string) => url.match(/receipts\/([0-9a-f-]{36})\/$/)![1]!;

describe('receipts and states in the history (sandbox provider)', () => {
  let t: TestApp;
  let recorder: ReturnType<typeof recordSettled>;
  const START = new Date('2026-11-23T09:00:00Z');
  const clock = manualClock(START);
  let phone: string;
  let cookie: string;
  let userId: number;

  beforeAll(async () => {
    t = await createTestApp({}, undefined, { clock });
    recorder = recordSettled(t.app);
  });
  beforeEach(async () => {
    clock.set(START);
    phone = randomPhone();
    cookie = cookieHeader((await loginBySms(t.app, phone)).cookies);
    userId = await userIdOf(t.app, cookie);
  });
  afterAll(async () => {
    recorder.dispose();
    await t.close();
  });

  const svc = () => t.app.services.payments;
  const db = () => t.app.services.database.db;
  const history = async (who = cookie, payload: Record<string, unknown> = {}) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/cabinet/v2/payments/history', headers: { ...WEB, cookie: who }, payload });
    expect(res.statusCode).toBe(200);
    return res.json().data as { items: HistoryRow[]; count: number };
  };

  it('an abandoned payment next to the paid one shows once, as expired; the paid one has its «Чек»', async () => {
    const orderId = await insertOrder(t.app.services.database.db, userId, 'awaiting_payment', { total: 2400 });
    const abandoned = await svc().createPayment({
      userId,
      orderId,
      purpose: 'order',
      amount: 2400,
      description: 'Аренда ячейки №12 (S), Склад на Тестовой, 23.11.2026–22.12.2026',
      idempotenceKey: `order:${orderId}:first`,
    });
    expect((await history()).items[0]).toMatchObject({
      id: abandoned.id,
      state: 'pending',
      status_title: 'Ожидает оплаты',
      receipt_url: null,
    });

    clock.advance(300);
    const paid = await svc().createPayment({
      userId,
      orderId,
      purpose: 'order',
      amount: 2400,
      description: 'Аренда ячейки: S',
      idempotenceKey: `order:${orderId}:pay:1`,
    });
    await svc().sandbox!.complete(paid.id, 'succeeded');
    // What the orders listener does on payment: the order no longer waits for money.
    await setOrderStatus(db(), orderId, 'active');

    const { items, count } = await history(cookie, { order_id: orderId });
    expect(count).toBe(2);
    expect(new Set(items.map((i) => i.id)).size).toBe(2);
    expect(items.map((i) => [i.id, i.title, i.state, i.status_title])).toEqual([
      [paid.id, 'Аренда ячейки', 'paid', 'Оплачено'],
      [abandoned.id, 'Аренда ячейки', 'expired', 'Истёк срок оплаты'],
    ]);
    expect(items[0]!.receipt_url).toMatch(/^\/cabinet\/payments\/receipts\/[0-9a-f-]{36}\/$/);
    expect(items[1]!.receipt_url).toBeNull();
    expect(items.every((i) => !/Ожидает/.test(i.status_title))).toBe(true);

    // The sandbox got a valid receipt for the whole amount and "sent" it to the payer's phone.
    const [remote] = await db()
      .select()
      .from(sandboxProviderPayments)
      .where(eq(sandboxProviderPayments.idempotenceKey, `order:${orderId}:pay:1`));
    const sent = JSON.parse(remote!.metadata._receipt!) as Receipt;
    expect(receiptProblem(sent, '2400.00')).toBeNull();
    expect(sent.customer).toEqual({ phone });
    const outbox = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${phone}` });
    expect(outbox.json().data.items.some((m: { text: string }) => m.text.startsWith('Кассовый чек. Приход: 2400 ₽'))).toBe(true);

    // The receipt opens for its payer only.
    const view = await svc().receipts.view(userId, uuidOf(items[0]!.receipt_url!));
    expect(view).toMatchObject({ kind: 'payment', operation: 'Приход', amount: 2400, registration: 'succeeded', payment: { id: paid.id } });
    expect(view.receipt.items[0]).toMatchObject({
      description: 'Аренда ячейки: S',
      vat_code: 1,
      payment_subject: 'service',
      payment_mode: 'full_payment',
    });
    const stranger = await userIdOf(t.app, cookieHeader((await loginBySms(t.app, randomPhone())).cookies));
    await expect(svc().receipts.view(stranger, uuidOf(items[0]!.receipt_url!))).rejects.toMatchObject({ code: 'NOT_FOUND' });
    // The abandoned payment's receipt was never issued: no page for it either.
    const [unissued] = await db()
      .select()
      .from(paymentReceipts)
      .innerJoin(payments, eq(payments.id, paymentReceipts.paymentId))
      .where(eq(payments.uuid, abandoned.id));
    await expect(svc().receipts.view(userId, unissued!.payment_receipts.uuid)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('an unpaid payment expires when the payer’s hour is over, even with no order', async () => {
    const p = await svc().createPayment({
      userId,
      orderId: null,
      purpose: 'extension',
      amount: 700,
      description: 'Продление',
      idempotenceKey: `ext:${userId}`,
    });
    // Read through the service: an hour outlives the access token.
    const list = async () => (await svc().history.list(userId, { offset: 0, limit: 10 })).items.find((i) => i.id === p.id);
    clock.advance(59 * 60);
    expect(await list()).toMatchObject({ state: 'pending', title: 'Продление аренды' });
    clock.advance(60);
    expect(await list()).toMatchObject({ state: 'expired', status_title: 'Истёк срок оплаты' });
  });

  it('a partial refund carries its own receipt, listed as «Чек возврата» beside the payment’s', async () => {
    const orderId = await insertOrder(t.app.services.database.db, userId, 'active', { total: 3000 });
    const p = await svc().createPayment({
      userId,
      orderId,
      purpose: 'order',
      amount: 3000,
      description: 'Аренда ячейки №7 (M)',
      idempotenceKey: `order:${orderId}:first`,
    });
    await svc().sandbox!.complete(p.id, 'succeeded');
    expect(await svc().refundOrder({ orderId, amount: 1200, reason: 'расторжение договора', key: `cancel:${orderId}` })).toBe(1200);
    const row = (await history()).items.find((i) => i.id === p.id)!;
    expect(row).toMatchObject({ state: 'partially_refunded', status_title: 'Возвращено частично' });
    expect(row.receipt_url).not.toBeNull();
    expect(row.refund_receipt_urls).toHaveLength(1);
    const refund = await svc().receipts.view(userId, uuidOf(row.refund_receipt_urls[0]!));
    expect(refund).toMatchObject({ kind: 'refund', operation: 'Возврат прихода', amount: 1200, registration: 'succeeded' });
    expect(total(refund.receipt)).toBe('1200.00');
    const outbox = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${phone}` });
    expect(outbox.json().data.items.some((m: { text: string }) => m.text.startsWith('Кассовый чек. Возврат прихода: 1200 ₽'))).toBe(true);
  });
});

describe('receipts with YooKassa (the local fake refuses payments without one)', () => {
  let fake: FakeYooKassa;
  let t: TestApp;
  let recorder: ReturnType<typeof recordSettled>;
  beforeAll(async () => {
    fake = await startFakeYooKassa();
    t = await createTestApp({
      SANDBOX_PROVIDERS: 'false',
      YOOKASSA_SHOP_ID: fake.shopId,
      YOOKASSA_SECRET_KEY: fake.secretKey,
      YOOKASSA_BASE_URL: fake.baseUrl,
      RECEIPT_VAT_CODE: '4',
      RECEIPT_TAX_SYSTEM_CODE: '1',
    });
    recorder = recordSettled(t.app);
  });
  afterAll(async () => {
    recorder.dispose();
    await t.close();
    await fake.close();
  });

  it('a payment and its refunds reach the provider with receipts that sum to their amounts; the history links them', async () => {
    const phone = randomPhone();
    const { user } = await t.app.services.users.findOrCreateByPhone({ phone, agreeAds: false, deviceType: 'WEB_CLIENT' });
    const orderId = await insertOrder(t.app.services.database.db, user.id, 'active', { total: 4990 });
    const description = `Аренда ячейки №3 (L), ${'очень длинное название склада '.repeat(6)}`;
    const created = await t.app.services.payments.createPayment({
      userId: user.id,
      orderId,
      purpose: 'order',
      amount: 4990,
      description,
      idempotenceKey: `order:${orderId}:first`,
    });
    const [row] = await t.app.services.database.db.select().from(payments).where(eq(payments.uuid, created.id));
    const sent = fake.receipts.get(row!.providerPaymentId!) as unknown as Receipt;
    expect(receiptProblem(sent, '4990.00')).toBeNull();
    expect(total(sent)).toBe('4990.00');
    expect(sent).toMatchObject({ customer: { phone }, tax_system_code: 1, items: [{ vat_code: 4, quantity: '1' }] });
    expect(sent.items[0]!.description.length).toBeLessThanOrEqual(128);

    fake.settle(row!.providerPaymentId!, 'succeeded');
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/payments/yookassa/webhook',
      payload: { event: 'payment.succeeded', object: { id: row!.providerPaymentId } },
    });
    expect(hook.statusCode).toBe(200);

    expect(
      await t.app.services.payments.refundOrder({ orderId, amount: 990, reason: 'неиспользованные дни', key: `cancel:${orderId}` }),
    ).toBe(990);
    const refund = fake.refunds.find((r) => r.payment_id === row!.providerPaymentId)!;
    expect(refund.amount).toEqual({ value: '990.00', currency: 'RUB' });
    expect(receiptProblem(refund.receipt, '990.00')).toBeNull();
    expect(refund.receipt).toMatchObject({ customer: { phone }, items: [{ description: sent.items[0]!.description, vat_code: 4 }] });

    const list = await t.app.services.payments.history.list(user.id, { offset: 0, limit: 10 });
    expect(list.items[0]).toMatchObject({
      id: created.id,
      state: 'partially_refunded',
      receipt_url: expect.stringMatching(/^\/cabinet\/payments\/receipts\//),
    });
    expect(list.items[0]!.refund_receipt_urls).toHaveLength(1);
  });

  it('a repeat after a provider outage sends the very same receipt (the provider compares the body under one key)', async () => {
    const { user } = await t.app.services.users.findOrCreateByPhone({ phone: randomPhone(), agreeAds: false, deviceType: 'WEB_CLIENT' });
    const input = {
      userId: user.id,
      orderId: null,
      purpose: 'extension' as const,
      amount: 1500,
      description: 'Продление аренды',
      idempotenceKey: `ext:yk:${user.id}`,
    };
    fake.failNext(503);
    await expect(t.app.services.payments.createPayment(input)).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    const retried = await t.app.services.payments.createPayment(input);
    expect(retried.confirmationUrl).toContain('yoomoney.ru');
    const stored = await t.app.services.database.db
      .select()
      .from(paymentReceipts)
      .where(eq(paymentReceipts.idempotenceKey, input.idempotenceKey));
    expect(stored).toHaveLength(1);
  });
});
