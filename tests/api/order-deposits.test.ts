import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sandboxProviderPayments } from '../../db/schema';
import { manualClock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { type TestApp } from '../helpers/test-app';
import { signedIn } from '../kit/users';
import { orderById } from '../kit/orders';
import { paymentByUuid, paymentsOfOrder } from '../kit/payments';
import { PARKING_KIND, parkingSpot } from '../kit/parking-kind/parking-kind';
import { parkingDepositApp } from '../kit/parking-kind/parking-deposit';

// The order core holds a deposit for a kind that asks one, with no code naming the kind: the test-only
// parking kind asks 2 000 ₽ per place. Paid → held on the card the order was paid with → released when
// the order ends, or a fine taken from it (the rest released); a fine and a release racing for one hold
// end with exactly one of them; a provider that fails is retried and nothing is lost.
const START = new Date('2026-12-01T03:00:00Z'); // 08:00 in Yekaterinburg
const DEPOSIT = 2000;
const clock = manualClock(START);
const spot = parkingSpot(17, 'D-17', { placeId: 71, parkName: 'Парковка у Исети', address: 'Екатеринбург, ул. Малышева, 5' });
let t: TestApp;

beforeAll(async () => {
  t = await parkingDepositApp({ clock, spot, deposit: DEPOSIT });
});
afterAll(() => t.close());
beforeEach(() => clock.set(START));

/** Three hours from 10:00 of the day on the car park's clock (05:00–08:00 UTC); 650 ₽. */
const stayOn = (day: string) => ({ choice: { spotIds: [spot.id], from: `${day}T10:00`, hours: 3 } });

/** A signed-in customer's stay, paid in the sandbox with this card. */
async function paidStay(day: string, cardNumber?: string) {
  const user = await signedIn(t.app);
  const placed = await t.app.services.orders.place(PARKING_KIND, { ...stayOn(day), userId: user.userId, autoRenewal: false });
  expect(await t.app.services.orders.depositOf(placed.order_id)).toBeNull(); // not paid yet: no deposit
  await t.app.services.payments.sandbox!.complete(placed.payment!.id, 'succeeded', cardNumber ? { cardNumber } : {});
  return { user, orderId: placed.order_id, orderPayment: placed.payment!.id };
}

async function depositPayments(orderId: number) {
  return (await paymentsOfOrder(t.db.database.db, orderId)).filter((p) => p.purpose === 'deposit').sort((a, b) => a.id - b.id);
}

async function providerRow(providerPaymentId: string) {
  const [row] = await t.db.database.db.select().from(sandboxProviderPayments).where(eq(sandboxProviderPayments.id, providerPaymentId));
  return row!;
}

/** The sandbox provider, with one of its calls failing until `restore`. */
function failing(call: 'create' | 'cancel') {
  const provider = t.app.services.payments.provider as unknown as Record<string, unknown>;
  const real = provider[call];
  provider[call] = async () => {
    throw new AppError('SERVICE_UNAVAILABLE', { message: 'Платёжный сервис недоступен' });
  };
  return { restore: () => (provider[call] = real) };
}

const later = (minutes: number) => new Date(clock.now().getTime() + minutes * 60_000);

describe('an order deposit offered by the core to any kind', () => {
  it('is held on the order’s card, shown in the cabinet, and released when the order is canceled before it starts', async () => {
    const { orders, orderCabinet } = t.app.services;
    const db = t.db.database.db;
    const { user, orderId, orderPayment } = await paidStay('2026-12-02');

    const paid = (await paymentByUuid(db, orderPayment))!;
    expect(paid.cardId).not.toBeNull(); // a kind with a deposit saves the card even without auto renewal
    const [hold] = await depositPayments(orderId);
    expect(hold).toMatchObject({
      status: 'waiting_for_capture',
      capture: false,
      authorizedAmount: DEPOSIT,
      idempotenceKey: `deposit:${orderId}`,
      cardId: paid.cardId,
    });
    expect(await orders.depositOf(orderId)).toEqual({
      status: 'held',
      amount: DEPOSIT,
      title: 'Залог за парковку',
      charged: 0,
      charge_reason: null,
      confirmation_url: null,
    });
    const details = await orderCabinet.details(user.userId, orderId);
    expect(details.deposit).toMatchObject({ status: 'held', amount: DEPOSIT });
    expect(details.documents.payments.find((p) => p.purpose === 'deposit')).toMatchObject({ title: 'Залог за парковку', amount: DEPOSIT });

    const cancel = await orders.change({ orderId, type: 'cancel_before_start', userId: user.userId });
    expect(cancel.change.status).toBe('applied');
    expect(await orderById(db, orderId)).toMatchObject({ status: 'canceled' });
    expect(await orders.depositOf(orderId)).toMatchObject({ status: 'released', charged: 0 });
    expect(await paymentByUuid(db, hold!.uuid)).toMatchObject({ status: 'canceled', holdDecision: 'void' });
    expect(await providerRow(hold!.providerPaymentId!)).toMatchObject({ status: 'canceled' });
    // The price goes back; the deposit was only ever blocked.
    await expect.poll(async () => (await paymentByUuid(db, orderPayment))!.refundedAmount).toBe(650);
    // Released once: the retry finds nothing to do.
    await orders.retryDeposits(later(5));
    expect(await paymentByUuid(db, hold!.uuid)).toMatchObject({ status: 'canceled', holdDecision: 'void' });
  });

  it('takes a fine from the hold (the rest released), titled by the kind, kept when the order is canceled', async () => {
    const { orders } = t.app.services;
    const db = t.db.database.db;
    const { user, orderId, orderPayment } = await paidStay('2026-12-03');

    await expect(orders.chargeDeposit({ orderId, amount: DEPOSIT + 1, reason: 'Повреждён шлагбаум' })).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Удержать можно не больше залога: 2000 ₽',
    });
    await expect(orders.chargeDeposit({ orderId, amount: 700, reason: '  ' })).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });

    const charged = await orders.chargeDeposit({ orderId, amount: 700, reason: 'Повреждён шлагбаум' });
    expect(charged).toMatchObject({ status: 'charged', amount: DEPOSIT, charged: 700, charge_reason: 'Повреждён шлагбаум' });
    const [hold] = await depositPayments(orderId);
    expect(hold).toMatchObject({ status: 'succeeded', holdDecision: 'capture', amount: 700, authorizedAmount: DEPOSIT });
    // Only the fine is charged at the provider; the other 1 300 ₽ are no longer blocked.
    expect(await providerRow(hold!.providerPaymentId!)).toMatchObject({ status: 'succeeded', amount: 700 });

    const history = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/v2/payments/history',
      headers: user.headers,
      payload: { offset: 0, limit: 10 },
    });
    const items = history.json().data.items as { id: string; title: string; amount: number }[];
    expect(items.find((p) => p.id === hold!.uuid)).toMatchObject({ title: 'Залог за парковку', amount: 700 });

    // Once taken, nothing more is: the hold is gone.
    await expect(orders.chargeDeposit({ orderId, amount: 100, reason: 'Ещё раз' })).rejects.toMatchObject({
      code: 'DEPOSIT_ALREADY_CHARGED',
    });
    // A cancel returns the price, not the fine; the deposit stays charged.
    await orders.change({ orderId, type: 'cancel_before_start', userId: user.userId });
    await expect.poll(async () => (await paymentByUuid(db, orderPayment))!.refundedAmount).toBe(650);
    expect((await paymentByUuid(db, hold!.uuid))!.refundedAmount).toBe(0);
    expect(await orders.depositOf(orderId)).toMatchObject({ status: 'charged', charged: 700 });
  });

  it('asks for a link when the card is declined; the barrier waits for the hold', async () => {
    const { orders, orderCabinet, payments } = t.app.services;
    const { user, orderId } = await paidStay('2026-12-04', '4111 1111 1111 0002');

    const [onCard, link] = await depositPayments(orderId);
    expect(onCard).toMatchObject({ idempotenceKey: `deposit:${orderId}`, status: 'canceled' });
    expect(link).toMatchObject({ idempotenceKey: `deposit:${orderId}:2`, status: 'pending', cardId: null });
    const waiting = await orders.depositOf(orderId);
    expect(waiting).toMatchObject({ status: 'awaiting', amount: DEPOSIT });
    expect(waiting!.confirmation_url).toContain('/dev/payment-checkout/');
    await expect(orders.chargeDeposit({ orderId, amount: 100, reason: 'Штраф' })).rejects.toMatchObject({ code: 'DEPOSIT_NOT_HELD' });

    clock.set(new Date('2026-12-04T05:30:00Z')); // inside the paid hours
    expect(await orderCabinet.access(user.userId, orderId)).toBeNull();
    await payments.sandbox!.complete(link!.uuid, 'succeeded');
    expect(await orders.depositOf(orderId)).toMatchObject({ status: 'held', confirmation_url: null });
    expect(await orderCabinet.access(user.userId, orderId)).toMatchObject({ cell: { number: 'D-17' } });
  });

  it('refuses a deposit kind’s invoice and a fine of an order with no deposit, in Russian', async () => {
    const user = await signedIn(t.app);
    await expect(
      t.app.services.orders.place(PARKING_KIND, { ...stayOn('2026-12-05'), userId: user.userId, paymentMethod: 'invoice' }),
    ).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { payment_method: 'Для заказа с залогом оплата по счёту недоступна: залог блокируется на карте. Выберите оплату картой' },
    });
    const unpaid = await t.app.services.orders.place(PARKING_KIND, { ...stayOn('2026-12-05'), userId: user.userId });
    // Nor can the order's settings switch it to invoices afterwards.
    const switched = await t.app.inject({
      method: 'PUT',
      url: '/api/cabinet/v2/orders/payment-method',
      headers: user.headers,
      payload: { id: unpaid.order_id, payment_method: 'invoice' },
    });
    expect(switched.statusCode).toBe(422);
    expect(switched.json().fields.payment_method).toMatch(/^Для заказа с залогом оплата по счёту недоступна/);
    await expect(t.app.services.orders.chargeDeposit({ orderId: unpaid.order_id, amount: 100, reason: 'Штраф' })).rejects.toMatchObject({
      code: 'DEPOSIT_NOT_HELD',
      message: 'Залог по этому заказу не заблокирован на карте: удержать из него нельзя',
    });
  });

  it('lets exactly one of a fine and a release racing for one hold through', async () => {
    const { orders, payments } = t.app.services;
    const db = t.db.database.db;
    for (const day of ['2026-12-10', '2026-12-11', '2026-12-12', '2026-12-13', '2026-12-14', '2026-12-15']) {
      const { user, orderId } = await paidStay(day);
      // The order ends with its release still to do (as if the process stopped right after the commit).
      const voidPayment = payments.voidPayment;
      payments.voidPayment = async () => {
        throw new Error('not now');
      };
      await orders
        .change({ orderId, type: 'cancel_before_start', userId: user.userId })
        .finally(() => (payments.voidPayment = voidPayment));
      expect(await orders.depositOf(orderId)).toMatchObject({ status: 'held' });

      const [fine] = await Promise.allSettled([
        orders.chargeDeposit({ orderId, amount: 500, reason: 'Штраф за стоянку' }),
        orders.retryDeposits(later(2)),
      ]);
      const [hold, ...more] = await depositPayments(orderId);
      expect(more).toHaveLength(0);
      const deposit = await orders.depositOf(orderId);
      const atProvider = await providerRow(hold!.providerPaymentId!);
      if (fine.status === 'fulfilled') {
        expect(deposit).toMatchObject({ status: 'charged', charged: 500 });
        expect(hold).toMatchObject({ status: 'succeeded', holdDecision: 'capture', amount: 500 });
        expect(atProvider).toMatchObject({ status: 'succeeded', amount: 500 });
      } else {
        expect(fine.reason).toMatchObject({ code: 'DEPOSIT_NOT_HELD', message: 'Залог уже возвращён на карту: удержать из него нельзя' });
        expect(deposit).toMatchObject({ status: 'released', charged: 0 });
        expect(hold).toMatchObject({ status: 'canceled', holdDecision: 'void' });
        expect(atProvider).toMatchObject({ status: 'canceled' });
      }
      expect(await orderById(db, orderId)).toMatchObject({ status: 'canceled' });
    }
  });

  it('retries a release the provider failed and a hold it could not start: nothing is lost', async () => {
    const { orders } = t.app.services;
    const db = t.db.database.db;

    // The provider is down when the order is paid: the deposit waits for its hold, under its key.
    const user = await signedIn(t.app);
    const placed = await orders.place(PARKING_KIND, { ...stayOn('2026-12-20'), userId: user.userId, autoRenewal: false });
    const creating = failing('create');
    await t.app.services.payments.sandbox!.complete(placed.payment!.id, 'succeeded');
    creating.restore();
    const orderId = placed.order_id;
    expect(await orderById(db, orderId)).toMatchObject({ status: 'active' });
    expect(await orders.depositOf(orderId)).toMatchObject({ status: 'awaiting' });
    await orders.retryDeposits(later(2));
    expect(await orders.depositOf(orderId)).toMatchObject({ status: 'held' });
    const [hold] = await depositPayments(orderId);
    expect(hold).toMatchObject({ idempotenceKey: `deposit:${orderId}`, status: 'waiting_for_capture' });

    // The provider is down when the order ends: the release is claimed, and done by the retry.
    const cancelDown = failing('cancel');
    await orders.change({ orderId, type: 'cancel_before_start', userId: user.userId });
    expect(await orders.depositOf(orderId)).toMatchObject({ status: 'held' });
    expect(await paymentByUuid(db, hold!.uuid)).toMatchObject({ status: 'waiting_for_capture', holdDecision: 'void' });
    await orders.retryDeposits(later(1));
    expect(await orders.depositOf(orderId)).toMatchObject({ status: 'held' });
    cancelDown.restore();
    await orders.retryDeposits(later(2));
    expect(await orders.depositOf(orderId)).toMatchObject({ status: 'released' });
    expect(await paymentByUuid(db, hold!.uuid)).toMatchObject({ status: 'canceled', holdDecision: 'void' });
    expect(await providerRow(hold!.providerPaymentId!)).toMatchObject({ status: 'canceled' });
    expect(await depositPayments(orderId)).toHaveLength(1);
  });
});
