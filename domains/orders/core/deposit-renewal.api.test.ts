import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import { type TestApp } from '../../../tests/helpers/test-app';
import { orderById } from '../../../tests/kit/orders';
import { paymentByUuid, paymentsOfOrder } from '../../../tests/kit/payments';
import { signedIn } from '../../../tests/kit/users';
import { parkingDepositApp } from '../../../tests/kit/parking-kind/parking-deposit';
import { PARKING_KIND, parkingSpot } from '../../../tests/kit/parking-kind/parking-kind';
import { orderDeposits } from '../tables';
import { RENEW_HOLD_AFTER_MS } from './deposit-renewal.server';

// A card hold lives 7 days at the provider, a rental may run 30: the core renews a deposit's hold after
// 6 days, on the card of the hold (a link when that card declines or is gone), switches to the new hold
// once it is held and voids the old one. A hold the provider drops while the order runs is asked again,
// never taken for a release. The test-only parking kind (2 000 ₽ a place) with stays booked days ahead.
const START = new Date('2026-12-01T03:00:00Z');
const DEPOSIT = 2000;
const clock = manualClock(START);
const spot = parkingSpot(18, 'E-18', { placeId: 72, parkName: 'Парковка у Плотинки', address: 'Екатеринбург, ул. Пушкина, 3' });
let t: TestApp;

beforeAll(async () => {
  t = await parkingDepositApp({ clock, spot, deposit: DEPOSIT });
});
afterAll(() => t.close());
beforeEach(() => clock.set(START));

const db = () => t.db.database.db;

/** A signed-in customer's stay of three hours from 10:00 of the day (05:00 UTC), paid with the sandbox's test card. */
async function paidStay(day: string) {
  const user = await signedIn(t.app);
  const placed = await t.app.services.orders.place(PARKING_KIND, {
    choice: { spotIds: [spot.id], from: `${day}T10:00`, hours: 3 },
    userId: user.userId,
    autoRenewal: false,
  });
  await t.app.services.payments.sandbox!.complete(placed.payment!.id, 'succeeded');
  const [hold] = await depositPayments(placed.order_id);
  expect(hold).toMatchObject({ status: 'waiting_for_capture', idempotenceKey: `deposit:${placed.order_id}` });
  return { user, orderId: placed.order_id, hold: hold! };
}

async function depositPayments(orderId: number) {
  return (await paymentsOfOrder(db(), orderId)).filter((p) => p.purpose === 'deposit').sort((a, b) => a.id - b.id);
}

async function depositRow(orderId: number) {
  const [row] = await db().select().from(orderDeposits).where(eq(orderDeposits.orderId, orderId));
  return row!;
}

/** The payment as the sandbox provider keeps it. */
async function providerRow(providerPaymentId: string) {
  return (await t.app.services.payments.sandbox!.checkout(providerPaymentId))!;
}

/** The job `orders.deposits` as the housekeeping runs it, at the clock's time. */
const runJob = () => t.app.services.orders.retryDeposits(clock.now());

/** The clock moves past the day a renewal is due for a hold placed now. */
function pastRenewalDue() {
  clock.advance(RENEW_HOLD_AFTER_MS / 1000 + 60);
}

/**
 * From now on the bank declines charges and holds on this saved card (its money ran out): the sandbox
 * declines cards ending 0002, so the card the sandbox keeps for its method is made one.
 */
async function cardDeclines(hold: { userId: number | null; cardId: number | null }) {
  const card = await t.app.services.payments.cards.byId(hold.userId!, hold.cardId!);
  await db().execute(
    sql`update sandbox_provider_payments set payment_method_card = jsonb_set(payment_method_card, '{last4}', '"0002"')
        where payment_method_id = ${card!.providerMethodId}`,
  );
}

/** The provider cancels a hold by itself (its 7 days ran out) and tells us, as YooKassa's notification does. */
async function providerDrops(hold: { providerPaymentId: string | null }) {
  const id = hold.providerPaymentId!;
  await db().execute(
    sql`update sandbox_provider_payments set status = 'canceled', cancellation_reason = 'expired_on_capture' where id = ${id}`,
  );
  await t.app.services.payments.handleNotification({ type: 'notification', event: 'payment.canceled', object: { id } });
}

/** The order's deposit payments the provider still holds money for. */
async function stillHeldAtProvider(orderId: number) {
  const held: string[] = [];
  for (const p of await depositPayments(orderId)) {
    if ((await providerRow(p.providerPaymentId!)).status === 'waiting_for_capture') held.push(p.providerPaymentId!);
  }
  return held;
}

/** The sandbox provider, with one of its calls failing until `restore`. */
function failing(call: 'create' | 'capture' | 'cancel') {
  const provider = t.app.services.payments.provider as unknown as Record<string, unknown>;
  const real = provider[call];
  provider[call] = async () => {
    throw new AppError('SERVICE_UNAVAILABLE', { message: 'Платёжный сервис недоступен' });
  };
  return { restore: () => (provider[call] = real) };
}

describe('renewing a deposit hold before the provider lets it lapse', () => {
  it('renews a hold older than 6 days on its card: the new hold held, the old one voided; a fine then takes from the new one', async () => {
    const { orders } = t.app.services;
    const { orderId, hold: first } = await paidStay('2026-12-10');

    clock.advance(RENEW_HOLD_AFTER_MS / 1000 - 60);
    await runJob();
    expect(await depositPayments(orderId)).toHaveLength(1); // not due yet

    clock.advance(120);
    await runJob();
    const [old, renewed, ...more] = await depositPayments(orderId);
    expect(more).toHaveLength(0);
    expect(renewed).toMatchObject({
      idempotenceKey: `deposit:${orderId}:renew:1`,
      status: 'waiting_for_capture',
      capture: false,
      authorizedAmount: DEPOSIT,
      cardId: first.cardId,
    });
    expect(old).toMatchObject({ uuid: first.uuid, status: 'canceled', holdDecision: 'void' });
    expect(await providerRow(first.providerPaymentId!)).toMatchObject({ status: 'canceled' });
    expect(await depositRow(orderId)).toMatchObject({
      status: 'held',
      paymentKey: renewed!.idempotenceKey,
      paymentUuid: renewed!.uuid,
      heldAt: clock.now(),
      renewalKey: null,
      renewalUuid: null,
      replacedUuid: null,
    });
    expect(await orders.depositOf(orderId)).toMatchObject({ status: 'held', amount: DEPOSIT, confirmation_url: null });

    // The new hold is renewed in its turn, 6 days after it was placed.
    await runJob();
    expect(await depositPayments(orderId)).toHaveLength(2);
    pastRenewalDue();
    await runJob();
    const third = (await depositPayments(orderId))[2];
    expect(third).toMatchObject({ idempotenceKey: `deposit:${orderId}:renew:2`, status: 'waiting_for_capture', cardId: first.cardId });
    expect(await paymentByUuid(db(), renewed!.uuid)).toMatchObject({ status: 'canceled', holdDecision: 'void' });

    // A fine is captured from the hold in place now.
    const charged = await orders.chargeDeposit({ orderId, amount: 700, reason: 'Повреждён шлагбаум' });
    expect(charged).toMatchObject({ status: 'charged', charged: 700 });
    expect(await paymentByUuid(db(), third!.uuid)).toMatchObject({ status: 'succeeded', holdDecision: 'capture', amount: 700 });
    expect(await providerRow(third!.providerPaymentId!)).toMatchObject({ status: 'succeeded', amount: 700 });
    expect(await paymentByUuid(db(), first.uuid)).toMatchObject({ status: 'canceled', amount: DEPOSIT });
    // A charged deposit is never renewed.
    pastRenewalDue();
    await runJob();
    expect(await depositPayments(orderId)).toHaveLength(3);
  });

  it('releases the renewed hold when the order ends: nothing stays held', async () => {
    const { orders } = t.app.services;
    const { user, orderId } = await paidStay('2026-12-11');
    pastRenewalDue();
    await runJob();
    const [, renewed] = await depositPayments(orderId);
    expect(renewed).toMatchObject({ status: 'waiting_for_capture', idempotenceKey: `deposit:${orderId}:renew:1` });

    await orders.change({ orderId, type: 'cancel_before_start', userId: user.userId });
    expect(await orderById(db(), orderId)).toMatchObject({ status: 'canceled' });
    expect(await orders.depositOf(orderId)).toMatchObject({ status: 'released', charged: 0 });
    expect(await paymentByUuid(db(), renewed!.uuid)).toMatchObject({ status: 'canceled', holdDecision: 'void' });
    expect(await stillHeldAtProvider(orderId)).toEqual([]);
    // An ended order's deposit is never renewed.
    pastRenewalDue();
    await runJob();
    expect(await depositPayments(orderId)).toHaveLength(2);
  });

  it('asks a link when the card declines the renewal: shown, the deposit held on its old hold until it is confirmed', async () => {
    const { orders, payments } = t.app.services;
    const { orderId, hold: first } = await paidStay('2026-12-12');
    await cardDeclines(first);
    pastRenewalDue();
    await runJob();

    const [old, onCard, link, ...more] = await depositPayments(orderId);
    expect(more).toHaveLength(0);
    expect(onCard).toMatchObject({ idempotenceKey: `deposit:${orderId}:renew:1`, status: 'canceled', cardId: first.cardId });
    expect(link).toMatchObject({ idempotenceKey: `deposit:${orderId}:renew:2`, status: 'pending', cardId: null });
    expect(old).toMatchObject({ uuid: first.uuid, status: 'waiting_for_capture', holdDecision: null });
    const shown = await orders.depositOf(orderId);
    expect(shown).toMatchObject({ status: 'held', amount: DEPOSIT });
    expect(shown!.confirmation_url).toContain('/dev/payment-checkout/');
    expect(shown!.confirmation_url).toBe(link!.confirmationUrl);
    expect(await depositRow(orderId)).toMatchObject({ paymentUuid: first.uuid, renewalKey: link!.idempotenceKey, renewalUuid: link!.uuid });

    // The link waits for the customer: the job asks nothing more.
    clock.advance(600);
    await runJob();
    expect(await depositPayments(orderId)).toHaveLength(3);

    await payments.sandbox!.complete(link!.uuid, 'succeeded');
    expect(await orders.depositOf(orderId)).toMatchObject({ status: 'held', confirmation_url: null });
    expect(await depositRow(orderId)).toMatchObject({ paymentUuid: link!.uuid, renewalKey: null, renewalByLink: false });
    expect(await paymentByUuid(db(), first.uuid)).toMatchObject({ status: 'canceled', holdDecision: 'void' });
    expect(await stillHeldAtProvider(orderId)).toEqual([link!.providerPaymentId]);
  });

  it('asks a link when the hold’s card is gone', async () => {
    const { user, orderId, hold: first } = await paidStay('2026-12-17');
    const card = await t.app.services.payments.cards.byId(user.userId, first.cardId!);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/cabinet/v2/payments/cards?uuid=${card!.uuid}`,
      headers: user.headers,
    });
    expect(removed.statusCode).toBe(200);
    pastRenewalDue();
    await runJob();
    const [, link, ...more] = await depositPayments(orderId);
    expect(more).toHaveLength(0);
    expect(link).toMatchObject({ idempotenceKey: `deposit:${orderId}:renew:1`, status: 'pending', cardId: null });
    expect((await t.app.services.orders.depositOf(orderId))!.confirmation_url).toBe(link!.confirmationUrl);
  });

  it('voids a renewal confirmed after a fine was claimed, and one confirmed after the order ended', async () => {
    const { orders, payments } = t.app.services;
    const fined = await paidStay('2026-12-13');
    const ended = await paidStay('2026-12-14');
    await cardDeclines(fined.hold);
    await cardDeclines(ended.hold);
    pastRenewalDue();
    await runJob();
    const linkOf = async (orderId: number) => (await depositPayments(orderId)).find((p) => p.status === 'pending')!;
    const [fineLink, endLink] = [await linkOf(fined.orderId), await linkOf(ended.orderId)];

    await orders.chargeDeposit({ orderId: fined.orderId, amount: 500, reason: 'Штраф за стоянку' });
    expect(await paymentByUuid(db(), fined.hold.uuid)).toMatchObject({ status: 'succeeded', amount: 500 });
    await payments.sandbox!.complete(fineLink.uuid, 'succeeded');
    expect(await paymentByUuid(db(), fineLink.uuid)).toMatchObject({ status: 'canceled', holdDecision: 'void' });
    expect(await orders.depositOf(fined.orderId)).toMatchObject({ status: 'charged', charged: 500, confirmation_url: null });
    expect(await depositRow(fined.orderId)).toMatchObject({ paymentUuid: fined.hold.uuid, renewalKey: null });

    await orders.change({ orderId: ended.orderId, type: 'cancel_before_start', userId: ended.user.userId });
    expect(await orders.depositOf(ended.orderId)).toMatchObject({ status: 'released', confirmation_url: null });
    expect(await depositRow(ended.orderId)).toMatchObject({ renewalKey: null, renewalUuid: null });
    await payments.sandbox!.complete(endLink.uuid, 'succeeded');
    expect(await paymentByUuid(db(), endLink.uuid)).toMatchObject({ status: 'canceled', holdDecision: 'void' });
    expect(await stillHeldAtProvider(ended.orderId)).toEqual([]);
    expect(await orders.depositOf(ended.orderId)).toMatchObject({ status: 'released' });
  });

  it('asks the hold again when the provider drops the current one while the order runs; access already given stays', async () => {
    const { orders, orderCabinet, payments } = t.app.services;
    const { user, orderId, hold } = await paidStay('2026-12-08');
    clock.set(new Date('2026-12-08T05:30:00Z')); // inside the paid hours, past the hold's 7 days
    expect(await orderCabinet.access(user.userId, orderId)).toMatchObject({ cell: { number: 'E-18' } });

    await providerDrops(hold);
    expect(await paymentByUuid(db(), hold.uuid)).toMatchObject({
      status: 'canceled',
      holdDecision: null,
      cancellationReason: 'expired_on_capture',
    });
    const [, asked, ...more] = await depositPayments(orderId);
    expect(more).toHaveLength(0);
    expect(asked).toMatchObject({ idempotenceKey: `deposit:${orderId}:2`, status: 'pending', cardId: null });
    const shown = await orders.depositOf(orderId);
    expect(shown).toMatchObject({ status: 'awaiting', charged: 0 });
    expect(shown!.confirmation_url).toBe(asked!.confirmationUrl);
    expect(await orderById(db(), orderId)).toMatchObject({ status: 'active' });
    expect(await orderCabinet.access(user.userId, orderId)).toMatchObject({ cell: { number: 'E-18' } });

    await payments.sandbox!.complete(asked!.uuid, 'succeeded');
    expect(await orders.depositOf(orderId)).toMatchObject({ status: 'held', confirmation_url: null });
    expect(await depositRow(orderId)).toMatchObject({ paymentUuid: asked!.uuid, heldAt: clock.now() });
  });

  it('waits for a renewal link asked before the provider dropped the hold, instead of asking another', async () => {
    const { orders, payments } = t.app.services;
    const { orderId, hold } = await paidStay('2026-12-15');
    await cardDeclines(hold);
    pastRenewalDue();
    await runJob();
    const link = (await depositPayments(orderId)).find((p) => p.status === 'pending')!;

    await providerDrops(hold);
    const shown = await orders.depositOf(orderId);
    expect(shown).toMatchObject({ status: 'awaiting' });
    expect(shown!.confirmation_url).toBe(link.confirmationUrl);
    clock.advance(600);
    await runJob();
    expect(await depositPayments(orderId)).toHaveLength(3); // the hold, the declined renewal, its link

    await payments.sandbox!.complete(link.uuid, 'succeeded');
    expect(await orders.depositOf(orderId)).toMatchObject({ status: 'held', confirmation_url: null });
    expect(await depositRow(orderId)).toMatchObject({ paymentUuid: link.uuid, replacedUuid: null });
  });

  it('asks one renewal when the job runs twice at once, and the same one again after a provider failure', async () => {
    const { orders } = t.app.services;
    const { orderId } = await paidStay('2026-12-16');
    const other = await paidStay('2026-12-18');
    pastRenewalDue();

    // The provider is down for the other order's renewal: its key is kept and asked again later.
    const provider = t.app.services.payments.provider as unknown as Record<string, unknown>;
    const create = provider.create as (input: { idempotenceKey: string }) => Promise<unknown>;
    provider.create = async (input: { idempotenceKey: string }) => {
      if (input.idempotenceKey.startsWith(`deposit:${other.orderId}:`)) throw new AppError('SERVICE_UNAVAILABLE');
      return create(input);
    };
    try {
      await Promise.all([runJob(), runJob()]);
    } finally {
      provider.create = create;
    }
    const renewals = (await depositPayments(orderId)).filter((p) => p.idempotenceKey.includes(':renew:'));
    expect(renewals.map((p) => [p.idempotenceKey, p.status])).toEqual([[`deposit:${orderId}:renew:1`, 'waiting_for_capture']]);
    expect(await orders.depositOf(orderId)).toMatchObject({ status: 'held' });
    await runJob();
    expect(await depositPayments(orderId)).toHaveLength(2);

    expect(await depositRow(other.orderId)).toMatchObject({ renewalKey: `deposit:${other.orderId}:renew:1`, renewalUuid: null });
    await runJob(); // within the minute the request may still be on its way: left alone
    clock.advance(120);
    await runJob();
    const [, renewed, ...more] = await depositPayments(other.orderId);
    expect(more).toHaveLength(0);
    expect(renewed).toMatchObject({ idempotenceKey: `deposit:${other.orderId}:renew:1`, status: 'waiting_for_capture' });
    expect(await depositRow(other.orderId)).toMatchObject({ status: 'held', paymentUuid: renewed!.uuid, renewals: 1 });
    expect(await stillHeldAtProvider(other.orderId)).toEqual([renewed!.providerPaymentId]);
  });

  it('asks no renewal while a fine or a release of the deposit is still on its way to the provider', async () => {
    const { orders } = t.app.services;
    const fined = await paidStay('2026-12-19');
    const ended = await paidStay('2026-12-20');
    const captureDown = failing('capture');
    const cancelDown = failing('cancel');
    try {
      await expect(orders.chargeDeposit({ orderId: fined.orderId, amount: 300, reason: 'Штраф за стоянку' })).rejects.toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
      });
      await orders.change({ orderId: ended.orderId, type: 'cancel_before_start', userId: ended.user.userId });
      expect(await depositRow(fined.orderId)).toMatchObject({ status: 'held', chargeAmount: 300 });
      expect(await depositRow(ended.orderId)).toMatchObject({ status: 'held', releaseDueAt: clock.now() });
      pastRenewalDue();
      await runJob();
      expect(await depositPayments(fined.orderId)).toHaveLength(1);
      expect(await depositPayments(ended.orderId)).toHaveLength(1);
    } finally {
      captureDown.restore();
      cancelDown.restore();
    }
    await runJob();
    expect(await orders.depositOf(fined.orderId)).toMatchObject({ status: 'charged', charged: 300 });
    expect(await orders.depositOf(ended.orderId)).toMatchObject({ status: 'released' });
    expect(await depositPayments(fined.orderId)).toHaveLength(1);
    expect(await depositPayments(ended.orderId)).toHaveLength(1);
  });

  it('voids the replaced hold later when the provider could not at the switch', async () => {
    const { orders } = t.app.services;
    const { orderId, hold: first } = await paidStay('2026-12-21');
    pastRenewalDue();
    const cancelDown = failing('cancel');
    try {
      await runJob();
      const [, renewed] = await depositPayments(orderId);
      expect(await depositRow(orderId)).toMatchObject({ status: 'held', paymentUuid: renewed!.uuid, replacedUuid: first.uuid });
      expect(await paymentByUuid(db(), first.uuid)).toMatchObject({ status: 'waiting_for_capture', holdDecision: 'void' });
      clock.advance(120);
      await runJob();
      expect(await depositRow(orderId)).toMatchObject({ replacedUuid: first.uuid });
    } finally {
      cancelDown.restore();
    }
    clock.advance(120);
    await runJob();
    expect(await paymentByUuid(db(), first.uuid)).toMatchObject({ status: 'canceled', holdDecision: 'void' });
    expect(await depositRow(orderId)).toMatchObject({ replacedUuid: null });
    expect(await stillHeldAtProvider(orderId)).toHaveLength(1);
    expect(await orders.depositOf(orderId)).toMatchObject({ status: 'held' });
    expect(await depositPayments(orderId)).toHaveLength(2);
  });

  it('forgets a renewal whose card went between two tries, and asks the next one by link', async () => {
    const { orders, payments } = t.app.services;
    const { user, orderId, hold } = await paidStay('2026-12-22');
    pastRenewalDue();
    const createDown = failing('create');
    try {
      await runJob();
    } finally {
      createDown.restore();
    }
    expect(await depositRow(orderId)).toMatchObject({ renewalKey: `deposit:${orderId}:renew:1`, renewalUuid: null });
    const card = await payments.cards.byId(user.userId, hold.cardId!);
    await payments.cards.remove(user.userId, card!.uuid);

    clock.advance(120);
    await runJob();
    expect(await depositRow(orderId)).toMatchObject({ status: 'held', renewalKey: null, renewalByLink: true, paymentUuid: hold.uuid });
    clock.advance(120);
    await runJob();
    const link = (await depositPayments(orderId)).find((p) => p.idempotenceKey === `deposit:${orderId}:renew:2`);
    expect(link).toMatchObject({ status: 'pending', cardId: null });
    expect((await orders.depositOf(orderId))!.confirmation_url).toBe(link!.confirmationUrl);
  });
});
