import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { randomPhone } from '../../tests/helpers/auth-session';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { WEB } from '../../tests/kit/users';
import { startFakeYooKassa, type FakeYooKassa } from './fake-yookassa';
import { buildReceipt, receiptFor } from './receipt';
import { paymentCards, paymentReceipts, payments } from './tables';
import { recordSettled } from './test-support';
import { createYooKassaProvider } from './yookassa.server';

describe('YooKassa adapter against a local fake YooKassa', () => {
  let fake: FakeYooKassa;
  beforeAll(async () => {
    fake = await startFakeYooKassa();
  });
  afterAll(async () => fake.close());

  const provider = () => createYooKassaProvider({ shopId: fake.shopId, secretKey: fake.secretKey, baseUrl: fake.baseUrl });
  const input = {
    amount: 123,
    description: 'Бокс 1 м²',
    idempotenceKey: 'order:1:1',
    returnUrl: 'https://mestechko.ru/payments/status/?id=u1',
    savePaymentMethod: true,
    metadata: { payment_uuid: 'u1' },
    capture: true as const,
    receipt: buildReceipt({
      description: 'Бокс 1 м²',
      amount: 123,
      customer: { phone: '89161234567' },
      settings: { vatCode: 1, taxSystemCode: 2 },
    }),
  };
  const refundReceipt = receiptFor(input.receipt, 123);

  it('creates with Basic auth, the Idempotence-Key and "123.00"; the same key answers the same payment', async () => {
    const before = fake.created;
    const a = await provider().create(input);
    const b = await provider().create(input);
    expect(b.id).toBe(a.id);
    expect(fake.created).toBe(before + 1);
    expect(a).toMatchObject({ status: 'pending', amount: 123, confirmationUrl: expect.stringContaining('yoomoney.ru') });
    const stored = fake.payments.get(a.id)!;
    expect(stored.amount).toEqual({ value: '123.00', currency: 'RUB' });
    expect(stored.save_payment_method).toBe(true);
    expect(fake.requests.filter((r) => r.path === '/v3/payments').every((r) => r.idempotenceKey === 'order:1:1')).toBe(true);
    expect(fake.receipts.get(a.id)).toEqual({
      customer: { phone: '79161234567' },
      items: [
        {
          description: 'Бокс 1 м²',
          quantity: '1',
          amount: { value: '123.00', currency: 'RUB' },
          vat_code: 1,
          payment_subject: 'service',
          payment_mode: 'full_payment',
        },
      ],
      tax_system_code: 2,
    });
  });

  it('is refused a payment or refund without a valid receipt, as a shop with receipts on', async () => {
    const noContact = { ...input.receipt, customer: {} };
    await expect(provider().create({ ...input, idempotenceKey: 'order:r:1', receipt: noContact })).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      details: { provider_status: 400, provider_description: 'receipt.customer needs email or phone' },
    });
    const short = receiptFor(input.receipt, 100);
    await expect(provider().create({ ...input, idempotenceKey: 'order:r:2', receipt: short })).rejects.toMatchObject({
      details: { provider_description: 'receipt items do not sum to the amount' },
    });
    const long = { ...input.receipt, items: [{ ...input.receipt.items[0]!, description: 'я'.repeat(129) }] };
    await expect(provider().create({ ...input, idempotenceKey: 'order:r:3', receipt: long })).rejects.toMatchObject({
      details: { provider_status: 400 },
    });
    const p = await provider().create({ ...input, idempotenceKey: 'order:r:4' });
    fake.settle(p.id, 'succeeded');
    expect((await provider().get(p.id))!.receiptRegistration).toBe('succeeded');
    await expect(
      provider().refund({ paymentId: p.id, amount: 50, idempotenceKey: 'refund:r', receipt: refundReceipt }),
    ).rejects.toMatchObject({
      details: { provider_description: 'receipt items do not sum to the amount' },
    });
    const made = await provider().refund({
      paymentId: p.id,
      amount: 50,
      idempotenceKey: 'refund:r2',
      receipt: receiptFor(input.receipt, 50),
    });
    expect(made.receiptRegistration).toBe('succeeded');
    expect(fake.refunds.at(-1)!.receipt).toEqual(receiptFor(input.receipt, 50));
  });

  it('reads, settles, refunds once per key, cancels; unknown ids are null', async () => {
    const p = await provider().create({ ...input, idempotenceKey: 'order:2:1' });
    expect((await provider().get(p.id))!.status).toBe('pending');
    fake.settle(p.id, 'succeeded');
    const got = await provider().get(p.id);
    expect(got).toMatchObject({
      status: 'succeeded',
      paymentMethod: { id: `pm-${p.id}`, saved: true, card: { last4: '4477', expiryMonth: 7 } },
    });
    const r1 = await provider().refund({ paymentId: p.id, amount: 123, idempotenceKey: `refund:x`, receipt: refundReceipt });
    const r2 = await provider().refund({ paymentId: p.id, amount: 123, idempotenceKey: `refund:x`, receipt: refundReceipt });
    expect(r2.id).toBe(r1.id);
    expect(await provider().get('00000000-0000-0000-0000-000000000000')).toBeNull();
    expect(await provider().get('../../etc')).toBeNull();
    const q = await provider().create({ ...input, idempotenceKey: 'order:3:1' });
    expect((await provider().cancel(q.id)).status).toBe('canceled');
  });

  it('charges a saved method without a confirmation', async () => {
    const p = await provider().create({ ...input, idempotenceKey: 'renewal:9:2', paymentMethodId: 'pm-saved' });
    expect(p.status).toBe('succeeded');
    expect(p.confirmationUrl).toBeNull();
    expect(fake.payments.get(p.id)!.confirmation).toBeUndefined();
  });

  it('wrong credentials and provider outages become 503 in Russian', async () => {
    const wrong = createYooKassaProvider({ shopId: fake.shopId, secretKey: 'wrong', baseUrl: fake.baseUrl });
    await expect(wrong.create({ ...input, idempotenceKey: 'order:4:1' })).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    fake.failNext(500);
    const error = await provider()
      .create({ ...input, idempotenceKey: 'order:5:1' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).message).toMatch(/временно недоступен/);
    const down = createYooKassaProvider({ shopId: 'a', secretKey: 'b', baseUrl: 'http://127.0.0.1:9/v3', timeoutMs: 2000 });
    await expect(down.get('abc')).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });
});

describe('payments with YooKassa (no sandbox): webhook, status call, saved card', () => {
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
    });
    recorder = recordSettled(t.app);
  });
  afterAll(async () => {
    recorder.dispose();
    await t.close();
    await fake.close();
  });

  const webhook = (id: string, event = 'payment.succeeded') =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/yookassa/webhook',
      payload: { type: 'notification', event, object: { id, status: 'succeeded' } },
    });

  it('no sandbox checkout page or dev API', async () => {
    expect(t.app.services.payments.sandbox).toBeNull();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/dev/payments/checkout',
      headers: WEB,
      payload: { payment: 'x', outcome: 'succeeded' },
    });
    expect(res.statusCode).toBe(404);
  });

  it('a card binding: the webhook is verified with the provider, the card saved, 1 ₽ refunded, once', async () => {
    // SANDBOX_PROVIDERS=false turns off the SMS sandbox too: the user is made directly.
    const { user } = await t.app.services.users.findOrCreateByPhone({ phone: randomPhone(), agreeAds: false, deviceType: 'WEB_CLIENT' });
    const userId = user.id;
    const created = await t.app.services.payments.bindCard(userId, 'card:yk:1');
    expect(created.confirmationUrl).toContain('yoomoney.ru');
    const [row] = await t.app.services.database.db.select().from(payments).where(eq(payments.uuid, created.id));
    expect(row!.provider).toBe('yookassa');

    // Forged: the provider still says pending.
    expect((await webhook(row!.providerPaymentId!)).statusCode).toBe(200);
    expect((await t.app.services.database.db.select().from(payments).where(eq(payments.id, row!.id)))[0]!.appliedAt).toBeNull();
    expect((await webhook('2d1b0000-000f-5000-9000-1b68e7b15f3f')).statusCode).toBe(400);
    expect((await webhook('2d1b0000-000f-5000-9000-1b68e7b15f3f', 'refund.succeeded')).statusCode).toBe(200);

    fake.settle(row!.providerPaymentId!, 'succeeded');
    expect((await webhook(row!.providerPaymentId!)).statusCode).toBe(200);
    expect((await webhook(row!.providerPaymentId!)).statusCode).toBe(200);
    const [after] = await t.app.services.database.db.select().from(payments).where(eq(payments.id, row!.id));
    expect(after).toMatchObject({ status: 'succeeded', refundedAmount: 1 });
    expect(fake.payments.get(row!.providerPaymentId!)!.refunded_amount).toEqual({ value: '1.00', currency: 'RUB' });
    const cards = await t.app.services.database.db.select().from(paymentCards).where(eq(paymentCards.userId, userId));
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({
      provider: 'yookassa',
      providerMethodId: `pm-${row!.providerPaymentId}`,
      last4: '4477',
      isDefault: true,
    });

    // The payment and its refund each went with a receipt to the payer's phone, for exactly their amounts.
    expect(fake.receipts.get(row!.providerPaymentId!)).toMatchObject({
      customer: { phone: user.phone },
      items: [{ amount: { value: '1.00', currency: 'RUB' }, quantity: '1' }],
    });
    const refund = fake.refunds.find((r) => r.payment_id === row!.providerPaymentId)!;
    expect(refund.receipt).toMatchObject({ customer: { phone: user.phone }, items: [{ amount: { value: '1.00', currency: 'RUB' } }] });
    const stored = await t.app.services.database.db
      .select()
      .from(paymentReceipts)
      .where(eq(paymentReceipts.paymentId, row!.id))
      .orderBy(paymentReceipts.id);
    expect(stored.map((r) => [r.kind, r.amount, r.registration])).toEqual([
      ['payment', 1, 'succeeded'],
      ['refund', 1, 'succeeded'],
    ]);
    expect(stored[1]!.providerRefundId).toBeTruthy();
  });

  it('a provider outage while creating: the retry with the same key makes one provider payment', async () => {
    const input = { userId: null, orderId: null, purpose: 'order' as const, amount: 990, description: 'Бокс', idempotenceKey: 'yk:outage' };
    fake.failNext(503);
    await expect(t.app.services.payments.createPayment(input)).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    const [stranded] = await t.app.services.database.db.select().from(payments).where(eq(payments.idempotenceKey, 'yk:outage'));
    expect(stranded).toMatchObject({ status: 'pending', providerPaymentId: null });
    const before = fake.created;
    const retried = await t.app.services.payments.createPayment(input);
    const again = await t.app.services.payments.createPayment(input);
    expect(retried.id).toBe(stranded!.uuid);
    expect(again.id).toBe(retried.id);
    expect(retried.confirmationUrl).toContain('yoomoney.ru');
    expect(fake.created).toBe(before + 1);
  });

  it('the status call settles a payment whose webhook never came', async () => {
    const created = await t.app.services.payments.createPayment({
      userId: null,
      orderId: null,
      purpose: 'order',
      amount: 4200,
      description: 'Бокс',
      idempotenceKey: 'yk:lost',
    });
    const [row] = await t.app.services.database.db.select().from(payments).where(eq(payments.uuid, created.id));
    fake.settle(row!.providerPaymentId!, 'canceled');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/v2/orders/payments/status',
      headers: WEB,
      payload: { id: created.id },
    });
    expect(res.json().data.status).toBe('canceled');
    expect(recorder.events.filter((e) => e.uuid === created.id)).toEqual([{ uuid: created.id, outcome: 'canceled', purpose: 'order' }]);
    const page = await t.app.services.payments.paymentPage(created.id, null);
    expect(page.failure_reason).toBe('Недостаточно средств на карте');
  });
});

describe('production without a payment provider', () => {
  it('answers 503 in Russian', async () => {
    const t = await createTestApp({ SANDBOX_PROVIDERS: 'false' });
    try {
      await expect(
        t.app.services.payments.createPayment({
          userId: null,
          orderId: null,
          purpose: 'order',
          amount: 10,
          description: 'x',
          idempotenceKey: 'none:1',
        }),
      ).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503 });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payments/yookassa/webhook',
        payload: { event: 'payment.succeeded', object: { id: 'abc' } },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: 'Оплата картой временно недоступна. Попробуйте позже' });
    } finally {
      await t.close();
    }
  });
});
