import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { startFakeYooKassa, type FakeYooKassa } from './fake-yookassa';
import { buildReceipt, receiptFor } from './receipt';
import { paymentReceipts, payments } from './tables';
import { recordSettled } from './test-support';
import { createYooKassaProvider } from './yookassa.server';

describe('YooKassa holds on the wire: capture: false, capture, cancel', () => {
  let fake: FakeYooKassa;
  beforeAll(async () => {
    fake = await startFakeYooKassa();
  });
  afterAll(async () => fake.close());

  const provider = () => createYooKassaProvider({ shopId: fake.shopId, secretKey: fake.secretKey, baseUrl: fake.baseUrl });
  const receipt = buildReceipt({
    description: 'Залог',
    amount: 3000,
    customer: { phone: '79161234567' },
    settings: { vatCode: 1, taxSystemCode: 2 },
  });
  const input = {
    amount: 3000,
    description: 'Залог',
    returnUrl: 'https://mestechko.ru/payments/status/?id=h1',
    savePaymentMethod: false,
    metadata: { payment_uuid: 'h1' },
    capture: false,
    receipt,
  };

  it('creates with capture: false; the confirmed payment waits for capture; a partial capture sends its amount and receipt', async () => {
    const p = await provider().create({ ...input, idempotenceKey: 'hold:1' });
    expect(fake.payments.get(p.id)!.capture).toBe(false);
    fake.settle(p.id, 'succeeded');
    expect(await provider().get(p.id)).toMatchObject({ status: 'waiting_for_capture', amount: 3000 });
    const partial = receiptFor(receipt, 700);
    const captured = await provider().capture({ paymentId: p.id, amount: 700, idempotenceKey: 'capture:h1', receipt: partial });
    expect(captured).toMatchObject({ status: 'succeeded', amount: 700 });
    const again = await provider().capture({ paymentId: p.id, amount: 700, idempotenceKey: 'capture:h1', receipt: partial });
    expect(again).toMatchObject({ status: 'succeeded', amount: 700 });
    const calls = fake.requests.filter((r) => r.path === `/v3/payments/${p.id}/capture`);
    expect(calls).toEqual([
      { method: 'POST', path: `/v3/payments/${p.id}/capture`, idempotenceKey: 'capture:h1' },
      { method: 'POST', path: `/v3/payments/${p.id}/capture`, idempotenceKey: 'capture:h1' },
    ]);
    expect(fake.receipts.get(p.id)).toEqual(partial);
    // A charged payment cannot be canceled: YooKassa answers 400, the adapter a 503 in Russian.
    await expect(provider().cancel(p.id, 'void:h1')).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });

  it('cancels a hold under its own key (the money is released); a capture after it is refused', async () => {
    const p = await provider().create({ ...input, idempotenceKey: 'hold:2' });
    fake.settle(p.id, 'succeeded');
    const canceled = await provider().cancel(p.id, 'void:h2');
    expect(canceled).toMatchObject({ status: 'canceled', cancellationReason: 'canceled_by_merchant' });
    expect(fake.requests.at(-1)).toEqual({ method: 'POST', path: `/v3/payments/${p.id}/cancel`, idempotenceKey: 'void:h2' });
    await expect(provider().capture({ paymentId: p.id, idempotenceKey: 'capture:h2' })).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      details: { provider_status: 400 },
    });
  });
});

describe('holds with YooKassa (no sandbox): webhooks waiting_for_capture and canceled', () => {
  let fake: FakeYooKassa;
  let t: TestApp;
  let recorder: ReturnType<typeof recordSettled>;
  const authorized: string[] = [];
  let disposePurpose: () => void;
  beforeAll(async () => {
    fake = await startFakeYooKassa();
    t = await createTestApp({
      SANDBOX_PROVIDERS: 'false',
      YOOKASSA_SHOP_ID: fake.shopId,
      YOOKASSA_SECRET_KEY: fake.secretKey,
      YOOKASSA_BASE_URL: fake.baseUrl,
    });
    recorder = recordSettled(t.app);
    disposePurpose = t.app.services.payments.purposes.register({
      name: 'test_deposit',
      title: () => 'Залог',
      settled: recorder.listener,
      authorized: async (event) => {
        authorized.push(event.payment.uuid);
      },
    });
  });
  afterAll(async () => {
    disposePurpose();
    recorder.dispose();
    await t.close();
    await fake.close();
  });

  const svc = () => t.app.services.payments;
  const db = () => t.app.services.database.db;
  const webhook = (id: string, event: string) =>
    t.app.inject({ method: 'POST', url: '/api/payments/yookassa/webhook', payload: { type: 'notification', event, object: { id } } });
  const hold = (key: string, amount = 3000) =>
    svc().createPayment({
      userId: null,
      orderId: null,
      purpose: 'test_deposit',
      amount,
      capture: false,
      description: 'Залог',
      idempotenceKey: key,
    });
  const row = async (uuid: string) => (await db().select().from(payments).where(eq(payments.uuid, uuid)))[0]!;

  it('waiting_for_capture records the hold once; a capture charges part of it; payment.succeeded after it changes nothing', async () => {
    const created = await hold('yk:hold:1');
    const providerId = (await row(created.id)).providerPaymentId!;
    fake.settle(providerId, 'succeeded');
    expect((await webhook(providerId, 'payment.waiting_for_capture')).statusCode).toBe(200);
    expect((await webhook(providerId, 'payment.waiting_for_capture')).statusCode).toBe(200);
    expect(await row(created.id)).toMatchObject({ status: 'waiting_for_capture', appliedAt: null });
    expect(authorized.filter((id) => id === created.id)).toHaveLength(1);

    const captured = await svc().capturePayment(created.id, 1000);
    expect(captured).toMatchObject({ status: 'succeeded', amount: 1000, authorizedAmount: 3000 });
    expect(fake.payments.get(providerId)).toMatchObject({ status: 'succeeded', amount: { value: '1000.00', currency: 'RUB' } });
    expect((await webhook(providerId, 'payment.succeeded')).statusCode).toBe(200);
    expect(await svc().capturePayment(created.id, 1000)).toMatchObject({ status: 'succeeded', amount: 1000 });
    expect(fake.requests.filter((r) => r.path === `/v3/payments/${providerId}/capture`)).toHaveLength(1);
    expect(recorder.events.filter((e) => e.uuid === created.id)).toEqual([
      { uuid: created.id, outcome: 'succeeded', purpose: 'test_deposit' },
    ]);
    const [receipt] = await db().select().from(paymentReceipts).where(eq(paymentReceipts.paymentId, captured.id));
    expect(receipt).toMatchObject({ amount: 1000, registration: 'succeeded' });
    expect(fake.receipts.get(providerId)).toEqual(receipt!.receipt);
  });

  it('a void releases the hold through the provider; payment.canceled after it is applied once', async () => {
    const created = await hold('yk:hold:2');
    const providerId = (await row(created.id)).providerPaymentId!;
    fake.settle(providerId, 'succeeded');
    await webhook(providerId, 'payment.waiting_for_capture');
    expect(await svc().voidPayment(created.id)).toMatchObject({
      status: 'canceled',
      holdDecision: 'void',
      cancellationReason: 'canceled_by_merchant',
    });
    expect(fake.requests.filter((r) => r.path === `/v3/payments/${providerId}/cancel`)).toEqual([
      { method: 'POST', path: `/v3/payments/${providerId}/cancel`, idempotenceKey: `void:${created.id}` },
    ]);
    expect((await webhook(providerId, 'payment.canceled')).statusCode).toBe(200);
    await expect(svc().capturePayment(created.id)).rejects.toMatchObject({ code: 'PAYMENT_ALREADY_VOIDED' });
    expect(recorder.events.filter((e) => e.uuid === created.id)).toEqual([
      { uuid: created.id, outcome: 'canceled', purpose: 'test_deposit' },
    ]);
  });

  it('a hold the provider canceled by itself (payment.canceled) reaches its purpose as canceled, and nothing can be captured', async () => {
    const created = await hold('yk:hold:3');
    const providerId = (await row(created.id)).providerPaymentId!;
    fake.settle(providerId, 'succeeded');
    await webhook(providerId, 'payment.waiting_for_capture');
    fake.settle(providerId, 'canceled');
    expect((await webhook(providerId, 'payment.canceled')).statusCode).toBe(200);
    expect(await row(created.id)).toMatchObject({ status: 'canceled', holdDecision: null, cancellationReason: 'insufficient_funds' });
    await expect(svc().capturePayment(created.id)).rejects.toMatchObject({ code: 'PAYMENT_NOT_AUTHORIZED' });
    expect(recorder.events.filter((e) => e.uuid === created.id)).toEqual([
      { uuid: created.id, outcome: 'canceled', purpose: 'test_deposit' },
    ]);
  });
});
