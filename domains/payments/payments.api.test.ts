import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { cookieHeader, loginBySms, randomPhone } from '../../tests/helpers/auth-session';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { insertOrder } from '../../tests/kit/orders';
import { userIdOf, WEB } from '../../tests/kit/users';
import { payments, sandboxProviderPayments } from './tables';
import { recordSettled } from './test-support';

describe('payments: create, webhook, status', () => {
  let t: TestApp;
  let recorder: ReturnType<typeof recordSettled>;
  const clock = manualClock();

  beforeAll(async () => {
    t = await createTestApp({}, undefined, { clock });
    recorder = recordSettled(t.app);
  });
  afterAll(async () => {
    recorder.dispose();
    await t.close();
  });

  const svc = () => t.app.services.payments;
  const db = () => t.app.services.database.db;

  it('the same idempotence key gives one payment and one provider payment, even concurrently', async () => {
    const input = {
      userId: null,
      orderId: null,
      purpose: 'order' as const,
      amount: 1500,
      description: 'Бокс 2 м²',
      idempotenceKey: 'test:same-key',
    };
    const [a, b] = await Promise.all([svc().createPayment(input), svc().createPayment(input)]);
    const c = await svc().createPayment(input);
    expect(a.id).toBe(b.id);
    expect(c.id).toBe(a.id);
    expect(a.status).toBe('pending');
    expect(a.confirmationUrl).toMatch(/\/dev\/payment-checkout\/\?payment=/);
    const rows = await db().select().from(payments).where(eq(payments.idempotenceKey, 'test:same-key'));
    expect(rows).toHaveLength(1);
    const provider = await db().select().from(sandboxProviderPayments).where(eq(sandboxProviderPayments.idempotenceKey, 'test:same-key'));
    expect(provider).toHaveLength(1);
    expect(rows[0]!.providerPaymentId).toBe(provider[0]!.id);
    expect(provider[0]!.returnUrl).toBe(`${t.app.services.env.PUBLIC_URL}/payments/status/?id=${a.id}`);
  });

  it('rejects a non-positive amount and an unsafe return path', async () => {
    await expect(
      svc().createPayment({ userId: null, orderId: null, purpose: 'order', amount: 0, description: 'x', idempotenceKey: 'test:zero' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      svc().createPayment({
        userId: null,
        orderId: null,
        purpose: 'order',
        amount: 5,
        description: 'x',
        idempotenceKey: 'test:evil',
        returnPath: '//evil.example',
      }),
    ).rejects.toThrow('unsafe return path //evil.example');
  });

  it('a completed payment is applied once: duplicate and out-of-order notifications change nothing', async () => {
    const orderId = await insertOrder(t.app.services.database.db, null);
    const created = await svc().createPayment({
      userId: null,
      orderId,
      purpose: 'order',
      amount: 900,
      description: 'Заказ',
      idempotenceKey: `order:${orderId}:1`,
    });
    const before = recorder.events.length;
    await svc().sandbox!.complete(created.id, 'succeeded');
    const [row] = await db().select().from(payments).where(eq(payments.uuid, created.id));
    expect(row!.status).toBe('succeeded');
    expect(row!.appliedAt).not.toBeNull();
    expect(row!.paidAt!.toISOString()).toBe(clock.now().toISOString());
    // The same webhook again, over HTTP, and a late "canceled" for the same payment.
    const webhook = (event: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/yookassa/webhook',
        payload: { type: 'notification', event, object: { id: row!.providerPaymentId, status: 'canceled' } },
      });
    expect((await webhook('payment.succeeded')).statusCode).toBe(200);
    expect((await webhook('payment.canceled')).statusCode).toBe(200);
    expect((await webhook('payment.waiting_for_capture')).statusCode).toBe(200);
    await svc().sandbox!.complete(created.id, 'canceled');
    const [after] = await db().select().from(payments).where(eq(payments.uuid, created.id));
    expect(after!.status).toBe('succeeded');
    expect(after!.appliedAt!.getTime()).toBe(row!.appliedAt!.getTime());
    const mine = recorder.events.slice(before).filter((e) => e.uuid === created.id);
    expect(mine).toEqual([{ uuid: created.id, outcome: 'succeeded', purpose: 'order' }]);
  });

  it('a webhook racing status calls and its own duplicates is applied once', async () => {
    const created = await svc().createPayment({
      userId: null,
      orderId: null,
      purpose: 'order',
      amount: 650,
      description: 'Гонка',
      idempotenceKey: 'test:race',
    });
    const [row] = await db().select().from(payments).where(eq(payments.uuid, created.id));
    await db().update(sandboxProviderPayments).set({ status: 'succeeded' }).where(eq(sandboxProviderPayments.id, row!.providerPaymentId!));
    const hook = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/yookassa/webhook',
        payload: { event: 'payment.succeeded', object: { id: row!.providerPaymentId } },
      });
    const status = () =>
      t.app.inject({ method: 'POST', url: '/api/cabinet/v2/orders/payments/status', headers: WEB, payload: { id: created.id } });
    const answers = await Promise.all([hook(), status(), hook(), status(), hook(), status()]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(recorder.events.filter((e) => e.uuid === created.id)).toHaveLength(1);
  });

  it('forged notifications change nothing: unknown ids answer 400, pending ones 200 without effect', async () => {
    const created = await svc().createPayment({
      userId: null,
      orderId: null,
      purpose: 'order',
      amount: 700,
      description: 'Заказ',
      idempotenceKey: 'test:forged',
    });
    const [row] = await db().select().from(payments).where(eq(payments.uuid, created.id));
    const before = recorder.events.length;
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/payments/yookassa/webhook',
      payload: {
        type: 'notification',
        event: 'payment.succeeded',
        object: { id: '2d1b0000-000f-5000-9000-1b68e7b15f3f', status: 'succeeded' },
      },
    });
    expect(unknown.statusCode).toBe(400);
    const pending = await t.app.inject({
      method: 'POST',
      url: '/api/payments/yookassa/webhook',
      payload: {
        type: 'notification',
        event: 'payment.succeeded',
        object: { id: row!.providerPaymentId, status: 'succeeded', paid: true },
      },
    });
    expect(pending.statusCode).toBe(200);
    const [after] = await db().select().from(payments).where(eq(payments.uuid, created.id));
    expect(after!.status).toBe('pending');
    expect(after!.appliedAt).toBeNull();
    expect(recorder.events.length).toBe(before);
  });

  it('the sandbox records its events in the outbox for developers', async () => {
    const created = await svc().createPayment({
      userId: null,
      orderId: null,
      purpose: 'order',
      amount: 870,
      description: 'Журнал песочницы',
      idempotenceKey: 'test:outbox',
    });
    await svc().sandbox!.complete(created.id, 'succeeded');
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?limit=200' });
    const items = res.json().data.items as Array<{ channel: string; text: string }>;
    expect(items.some((i) => i.channel === 'PAYMENT' && /^Платёж 870 ₽ оплачен$/.test(i.text))).toBe(true);
    expect(items.some((i) => i.channel === 'PAYMENT' && i.text === 'Платёж 870 ₽ создан: Журнал песочницы')).toBe(true);
  });

  it('the status call settles a payment whose webhook was lost', async () => {
    const created = await svc().createPayment({
      userId: null,
      orderId: null,
      purpose: 'order',
      amount: 300,
      description: 'Заказ',
      idempotenceKey: 'test:lost-webhook',
      metadata: { successPath: '/guest/storages/success/?order=1' },
    });
    const [row] = await db().select().from(payments).where(eq(payments.uuid, created.id));
    // Only the provider side changes: no notification is delivered.
    await db().update(sandboxProviderPayments).set({ status: 'succeeded' }).where(eq(sandboxProviderPayments.id, row!.providerPaymentId!));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/v2/orders/payments/status',
      headers: WEB,
      payload: { id: created.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'succeeded',
      amount: 300,
      success_path: '/guest/storages/success/?order=1',
      order_id: null,
    });
    expect(recorder.events.filter((e) => e.uuid === created.id)).toHaveLength(1);
  });

  it("a user's payment is invisible to another user and to guests; a guest payment is readable by uuid", async () => {
    const owner = cookieHeader((await loginBySms(t.app, randomPhone())).cookies);
    const other = cookieHeader((await loginBySms(t.app, randomPhone())).cookies);
    const ownerId = await userIdOf(t.app, owner);
    const orderId = await insertOrder(t.app.services.database.db, ownerId);
    const created = await svc().createPayment({
      userId: ownerId,
      orderId,
      purpose: 'order',
      amount: 1200,
      description: 'Бокс',
      idempotenceKey: `order:${orderId}:x`,
    });
    const status = (cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/cabinet/v2/orders/payments/status',
        headers: { ...WEB, ...(cookie ? { cookie } : {}) },
        payload: { id: created.id },
      });
    expect((await status(owner)).json().data).toMatchObject({ status: 'pending', order_id: orderId, kind: 'storage' });
    expect((await status(other)).statusCode).toBe(404);
    expect((await status()).statusCode).toBe(404);
    const success = await t.app.inject({
      method: 'GET',
      url: `/api/cabinet/v2/orders/payments/success?id=${created.id}`,
      headers: { cookie: owner },
    });
    expect(success.json().data).toMatchObject({ description: 'Бокс', links: { order: `/cabinet/subscriptions/storages/${orderId}/` } });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/cabinet/v2/orders/payments/success?id=${created.id}`, headers: { cookie: other } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/cabinet/v2/requests/payments/success?id=${created.id}`, headers: { cookie: owner } }))
        .statusCode,
    ).toBe(404);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/v2/orders/payments/status',
      headers: WEB,
      payload: { id: 'nope' },
    });
    expect(bad.statusCode).toBe(422);
  });

  it('a listener asking for a refund gets the whole amount refunded after commit', async () => {
    recorder.dispose();
    const refunding = recordSettled(t.app, () => 'refund');
    try {
      const created = await svc().createPayment({
        userId: null,
        orderId: null,
        purpose: 'order',
        amount: 2500,
        description: 'Поздняя оплата',
        idempotenceKey: 'test:refund',
      });
      await svc().sandbox!.complete(created.id, 'succeeded');
      const [row] = await db().select().from(payments).where(eq(payments.uuid, created.id));
      expect(row!.refundedAmount).toBe(2500);
      expect(row!.refundReason).toBe('заказ не может быть выполнен');
      expect(row!.metadata.refund_pending).toBeUndefined();
      const [remote] = await db().select().from(sandboxProviderPayments).where(eq(sandboxProviderPayments.id, row!.providerPaymentId!));
      expect(remote!.refundedAmount).toBe(2500);
      expect(refunding.events).toHaveLength(1);
    } finally {
      refunding.dispose();
      recorder = recordSettled(t.app);
    }
  });

  it('a canceled payment records why, and the listener hears "canceled" once', async () => {
    const created = await svc().createPayment({
      userId: null,
      orderId: null,
      purpose: 'order',
      amount: 400,
      description: 'Заказ',
      idempotenceKey: 'test:cancel',
    });
    await svc().sandbox!.complete(created.id, 'canceled');
    await svc().sandbox!.complete(created.id, 'succeeded');
    const [row] = await db().select().from(payments).where(eq(payments.uuid, created.id));
    expect(row!.status).toBe('canceled');
    expect(row!.cancellationReason).toBe('rejected_by_payer');
    expect(recorder.events.filter((e) => e.uuid === created.id)).toEqual([{ uuid: created.id, outcome: 'canceled', purpose: 'order' }]);
    const page = await svc().paymentPage(created.id, null);
    expect(page.failure_reason).toBe('Оплата отменена');
  });
});
