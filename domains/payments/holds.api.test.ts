import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isAppError } from '../../lib/errors';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import type { PaymentProvider } from './provider';
import { receiptFor } from './receipt';
import { paymentReceipts, payments, sandboxProviderPayments } from './tables';
import { recordSettled } from './test-support';

// Holds (capture: false) through the sandbox: authorize, capture all or part, void, and a capture
// racing a void. The races mean something on PostgreSQL (PGlite runs one transaction at a time).
vi.setConfig({ testTimeout: 120_000 });

describe('holds: authorize, capture, void through the sandbox', () => {
  let t: TestApp;
  let recorder: ReturnType<typeof recordSettled>;
  const authorized: string[] = [];
  let disposeHold: () => void;

  beforeAll(async () => {
    t = await createTestApp();
    recorder = recordSettled(t.app);
    // A deposit-like purpose of a caller, registered as a line would register its own.
    disposeHold = t.app.services.payments.purposes.register({
      name: 'test_deposit',
      title: () => 'Залог',
      settled: recorder.listener,
      authorized: async (event) => {
        authorized.push(event.payment.uuid);
      },
    });
  });
  afterAll(async () => {
    disposeHold();
    recorder.dispose();
    await t.close();
  });

  const svc = () => t.app.services.payments;
  const db = () => t.app.services.database.db;
  let n = 0;
  const hold = (amount = 5000) =>
    svc().createPayment({
      userId: null,
      orderId: null,
      purpose: 'test_deposit',
      amount,
      capture: false,
      description: 'Залог за инструмент',
      idempotenceKey: `test:hold:${++n}:${Date.now()}`,
    });
  /** The payer confirms on the checkout page: the money is blocked on the card. */
  const authorize = async (uuid: string) => svc().sandbox!.complete(uuid, 'succeeded');
  const row = async (uuid: string) => (await db().select().from(payments).where(eq(payments.uuid, uuid)))[0]!;
  const remote = async (uuid: string) =>
    (
      await db()
        .select()
        .from(sandboxProviderPayments)
        .where(eq(sandboxProviderPayments.id, (await row(uuid)).providerPaymentId!))
    )[0]!;
  const codeOf = (error: unknown) => (isAppError(error) ? error.code : String(error));

  it('a hold waits for capture once the payer confirms; its purpose hears «authorized» once, nothing is settled yet', async () => {
    const created = await hold();
    expect(created.status).toBe('pending');
    expect((await remote(created.id)).capture).toBe(false);
    await authorize(created.id);
    await authorize(created.id);
    expect(await row(created.id)).toMatchObject({ status: 'waiting_for_capture', capture: false, authorizedAmount: 5000, appliedAt: null });
    expect(authorized.filter((id) => id === created.id)).toHaveLength(1);
    expect(recorder.events.filter((e) => e.uuid === created.id)).toEqual([]);
    expect((await svc().paymentStatus(created.id, null)).status).toBe('waiting_for_capture');
  });

  it('a partial capture charges part of the hold with the receipt of that sum; a repeat is the same capture', async () => {
    const created = await hold(5000);
    await authorize(created.id);
    const captured = await svc().capturePayment(created.id, 1200);
    expect(captured).toMatchObject({ status: 'succeeded', amount: 1200, authorizedAmount: 5000, holdDecision: 'capture' });
    expect(await svc().capturePayment(created.id, 1200)).toMatchObject({ status: 'succeeded', amount: 1200 });
    expect(await svc().capturePayment(created.id)).toMatchObject({ status: 'succeeded', amount: 1200 });
    await expect(svc().capturePayment(created.id, 3000)).rejects.toMatchObject({ code: 'PAYMENT_ALREADY_CAPTURED' });
    expect(await remote(created.id)).toMatchObject({ status: 'succeeded', amount: 1200 });
    expect(recorder.events.filter((e) => e.uuid === created.id)).toEqual([
      { uuid: created.id, outcome: 'succeeded', purpose: 'test_deposit' },
    ]);
    const [receipt] = await db().select().from(paymentReceipts).where(eq(paymentReceipts.paymentId, captured.id));
    expect(receipt).toMatchObject({ amount: 1200, registration: 'succeeded' });
    expect(receipt!.receipt.items[0]!.amount.value).toBe('1200.00');
  });

  it('a void releases the hold; a capture after it and a void after a capture are refused in Russian', async () => {
    const released = await hold();
    await authorize(released.id);
    expect(await svc().voidPayment(released.id)).toMatchObject({ status: 'canceled', holdDecision: 'void', amount: 5000 });
    expect(await svc().voidPayment(released.id)).toMatchObject({ status: 'canceled' });
    expect((await remote(released.id)).status).toBe('canceled');
    const late = await svc()
      .capturePayment(released.id)
      .catch((e: unknown) => e);
    expect(late).toMatchObject({ code: 'PAYMENT_ALREADY_VOIDED', message: 'Блокировка по этому платежу уже снята: списать деньги нельзя' });
    expect(recorder.events.filter((e) => e.uuid === released.id)).toEqual([
      { uuid: released.id, outcome: 'canceled', purpose: 'test_deposit' },
    ]);

    const charged = await hold();
    await authorize(charged.id);
    await svc().capturePayment(charged.id);
    const refused = await svc()
      .voidPayment(charged.id)
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({
      code: 'PAYMENT_ALREADY_CAPTURED',
      message: 'Деньги по этому платежу уже списаны: снять блокировку нельзя',
    });
    expect((await row(charged.id)).status).toBe('succeeded');
  });

  it('capture and void need a hold that is authorized; an amount beyond the hold is refused', async () => {
    const unconfirmed = await hold();
    await expect(svc().capturePayment(unconfirmed.id)).rejects.toMatchObject({ code: 'PAYMENT_NOT_AUTHORIZED' });
    await expect(svc().voidPayment(unconfirmed.id)).rejects.toMatchObject({ code: 'PAYMENT_NOT_AUTHORIZED' });
    await authorize(unconfirmed.id);
    await expect(svc().capturePayment(unconfirmed.id, 5001)).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
    await expect(svc().capturePayment(unconfirmed.id, 0)).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
    const immediate = await svc().createPayment({
      userId: null,
      orderId: null,
      purpose: 'order',
      amount: 900,
      description: 'Бокс',
      idempotenceKey: `test:hold:immediate:${Date.now()}`,
    });
    await expect(svc().capturePayment(immediate.id)).rejects.toMatchObject({ code: 'PAYMENT_NOT_AUTHORIZED' });
  });

  it('a refund of a captured hold returns at most what was captured', async () => {
    const created = await hold(4000);
    await authorize(created.id);
    const captured = await svc().capturePayment(created.id, 1500);
    const [paid] = await db().select().from(paymentReceipts).where(eq(paymentReceipts.paymentId, captured.id));
    const refund = (amount: number, key: string) =>
      svc().provider!.refund({
        paymentId: captured.providerPaymentId!,
        amount,
        idempotenceKey: key,
        receipt: receiptFor(paid!.receipt, amount),
      });
    await expect(refund(1600, `refund:too-much:${created.id}`)).rejects.toMatchObject({ code: 'REFUND_NOT_POSSIBLE' });
    await expect(refund(1500, `refund:all:${created.id}`)).resolves.toMatchObject({ status: 'succeeded' });
  });

  it('a payment of a purpose nobody registered is refused before anything is stored', async () => {
    const key = `test:hold:unknown:${Date.now()}`;
    await expect(
      svc().createPayment({ userId: null, orderId: null, purpose: 'nobody_owns_this', amount: 10, description: 'x', idempotenceKey: key }),
    ).rejects.toMatchObject({ code: 'PAYMENT_PURPOSE_UNKNOWN', message: 'Неизвестное назначение платежа: nobody_owns_this' });
    expect(await db().select().from(payments).where(eq(payments.idempotenceKey, key))).toEqual([]);
  });

  it('a capture racing a void of one hold: exactly one wins, the other is refused before the provider', async () => {
    const provider = svc().provider as PaymentProvider;
    const calls = { capture: 0, cancel: 0 };
    const capture = provider.capture.bind(provider);
    const cancel = provider.cancel.bind(provider);
    provider.capture = async (input) => {
      calls.capture += 1;
      return capture(input);
    };
    provider.cancel = async (id, key) => {
      calls.cancel += 1;
      return cancel(id, key);
    };
    try {
      for (let round = 0; round < 8; round += 1) {
        const created = await hold(3000);
        await authorize(created.id);
        const before = { ...calls };
        const results = await Promise.allSettled([
          svc().capturePayment(created.id, 1000),
          svc().voidPayment(created.id),
          svc().capturePayment(created.id, 1000),
          svc().voidPayment(created.id),
        ]);
        const after = await row(created.id);
        const won = after.holdDecision;
        expect(['capture', 'void']).toContain(won);
        expect(after.status).toBe(won === 'capture' ? 'succeeded' : 'canceled');
        expect((await remote(created.id)).status).toBe(after.status);
        const losers = won === 'capture' ? [results[1], results[3]] : [results[0], results[2]];
        const winners = won === 'capture' ? [results[0], results[2]] : [results[1], results[3]];
        for (const r of winners) expect(r.status).toBe('fulfilled');
        for (const r of losers) {
          expect(r.status).toBe('rejected');
          expect(codeOf((r as PromiseRejectedResult).reason)).toBe(
            won === 'capture' ? 'PAYMENT_ALREADY_CAPTURED' : 'PAYMENT_ALREADY_VOIDED',
          );
        }
        // The losing decision never reached the provider.
        if (won === 'capture') expect(calls.cancel).toBe(before.cancel);
        else expect(calls.capture).toBe(before.capture);
        expect(recorder.events.filter((e) => e.uuid === created.id)).toHaveLength(1);
      }
    } finally {
      provider.capture = capture;
      provider.cancel = cancel;
    }
  });
});
