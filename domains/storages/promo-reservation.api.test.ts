import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { insertPromoCodes, orderById, promoCodeByCode } from '../../tests/kit/orders';
import { paymentByUuid } from '../../tests/kit/payments';
import { notificationsOf, signedIn } from '../../tests/kit/users';
import { seedBookingFixture } from './booking-test-fixtures';
import { book, bookingBody, cancelBooking } from './booking-test-helpers';

/*
 * A promo code's limit counts the orders holding it as well as the paid ones: a use is kept for an
 * order from the moment it is placed, freed when it is canceled or its hold ends.
 */
const clock = manualClock(new Date('2026-11-23T09:00:00Z'));
const env = {
  LOGIN_SENDS_PER_IP_HOUR: '1000',
  LOGIN_CALLS_PER_IP_MINUTE: '1000',
  RATE_LIMIT_MAX: '100000',
  LOGIN_FAILURES_PER_IP_HOUR: '1000',
};
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(env, undefined, { clock });
  await insertPromoCodes(t.db.database.db, [
    { code: 'SOLO', discountType: 'fixed', value: 100, maxUses: 1 },
    { code: 'TRIO', discountType: 'fixed', value: 100, maxUses: 3 },
    { code: 'LATE', discountType: 'fixed', value: 100, maxUses: 1 },
    { code: 'LATEPAIR', discountType: 'fixed', value: 100, maxUses: 2 },
  ]);
});
afterAll(() => t.close());

const db = () => t.db.database.db;
const bookWithCode = async (cellId: number, code: string) => {
  const user = await signedIn(t.app);
  return { user, answer: await book(t.app, user.headers, bookingBody(cellId, clock.now(), { promo_code: code })) };
};

describe('promo code limits with unpaid orders', () => {
  it('a code of one use: the second checkout is refused while the first holds it, and gets it once the first is canceled', async () => {
    const world = await seedBookingFixture(db(), { ownCity: true });
    const first = await bookWithCode(world.cells.a1.id, 'SOLO');
    expect(first.answer.statusCode).toBe(201);
    expect(first.answer.json().data.price.promoDiscount).toBe(100);

    // The price shown before booking already says so.
    const other = await signedIn(t.app);
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/v2/payments/calculate',
      headers: other.headers,
      payload: { slot_id: world.cells.a2.id, tariff_kind: 'monthly', period_code: 'month-1', promo_code: 'SOLO' },
    });
    expect(quote.statusCode).toBe(422);
    expect(quote.json().code).toBe('PROMO_NOT_APPLICABLE');

    const second = await bookWithCode(world.cells.a2.id, 'SOLO');
    expect(second.answer.statusCode).toBe(422);
    expect(second.answer.json()).toMatchObject({
      code: 'PROMO_NOT_APPLICABLE',
      fields: { promo_code: 'Промокод уже использован максимальное число раз' },
    });

    expect((await cancelBooking(t.app, first.user.headers, first.answer.json().data.order_id)).statusCode).toBe(200);
    const third = await bookWithCode(world.cells.a3.id, 'SOLO');
    expect(third.answer.statusCode).toBe(201);
    await t.app.services.payments.sandbox!.complete(third.answer.json().data.payment.id, 'succeeded');
    expect((await promoCodeByCode(db(), 'SOLO'))!.usedCount).toBe(1);
    expect((await bookWithCode(world.cells.m1.id, 'SOLO')).answer.statusCode).toBe(422);
  });

  it('a payment after the hold ended, when others took the last use of the code meanwhile: canceled, refunded, told why', async () => {
    const world = await seedBookingFixture(db(), { ownCity: true });
    const late = await bookWithCode(world.cells.a1.id, 'LATE');
    const lateOrder = late.answer.json().data;
    clock.advance(16 * 60);
    // The hold ended and released the code's only use: someone else takes it and pays.
    const other = await bookWithCode(world.cells.a2.id, 'LATE');
    expect(other.answer.statusCode).toBe(201);
    await t.app.services.payments.sandbox!.complete(other.answer.json().data.payment.id, 'succeeded');

    await t.app.services.payments.sandbox!.complete(lateOrder.payment.id, 'succeeded');
    expect(await orderById(db(), lateOrder.order_id)).toMatchObject({ status: 'canceled', cancelReason: 'late_payment_promo_used_up' });
    const payment = (await paymentByUuid(db(), lateOrder.payment.id))!;
    expect(payment.refundedAmount).toBe(payment.amount);
    expect((await promoCodeByCode(db(), 'LATE'))!.usedCount).toBe(1);
    const notice = (await notificationsOf(t.app, late.user.headers)).find(
      (n) => n.order_id === lateOrder.order_id && n.title.startsWith('Вернём'),
    );
    expect(notice).toMatchObject({ title: 'Вернём платёж: промокод закончился' });
    expect(notice!.text).toContain('промокод LATE');
    // The cell is free again for anyone.
    expect((await book(t.app, (await signedIn(t.app)).headers, bookingBody(world.cells.a1.id, clock.now()))).statusCode).toBe(201);
  });

  it('a payment after the hold ended keeps its price while the code still has a use left', async () => {
    const world = await seedBookingFixture(db(), { ownCity: true });
    const late = await bookWithCode(world.cells.a1.id, 'LATEPAIR');
    const lateOrder = late.answer.json().data;
    clock.advance(16 * 60);
    const other = await bookWithCode(world.cells.a2.id, 'LATEPAIR');
    await t.app.services.payments.sandbox!.complete(other.answer.json().data.payment.id, 'succeeded');

    await t.app.services.payments.sandbox!.complete(lateOrder.payment.id, 'succeeded');
    expect(await orderById(db(), lateOrder.order_id)).toMatchObject({ status: 'active', promoCode: 'LATEPAIR' });
    expect((await paymentByUuid(db(), lateOrder.payment.id))!.refundedAmount).toBe(0);
    expect((await promoCodeByCode(db(), 'LATEPAIR'))!.usedCount).toBe(2);
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    '8 parallel checkouts of 8 people with a code of 3 uses: 3 get it, 5 are refused',
    async () => {
      const worlds = [await seedBookingFixture(db(), { ownCity: true }), await seedBookingFixture(db(), { ownCity: true })];
      const cellIds = worlds.flatMap((w) => Object.values(w.cells).map((c) => c.id));
      const users = await Promise.all(Array.from({ length: 8 }, () => signedIn(t.app)));
      const answers = await Promise.all(
        users.map((user, i) => book(t.app, user.headers, bookingBody(cellIds[i]!, clock.now(), { promo_code: 'TRIO' }))),
      );
      expect(answers.filter((a) => a.statusCode >= 500)).toEqual([]);
      const placed = answers.filter((a) => a.statusCode === 201).map((a) => a.json().data);
      expect(placed).toHaveLength(3);
      expect(answers.filter((a) => a.statusCode === 422 && a.json().code === 'PROMO_NOT_APPLICABLE')).toHaveLength(5);
      for (const order of placed) await t.app.services.payments.sandbox!.complete(order.payment.id, 'succeeded');
      expect((await promoCodeByCode(db(), 'TRIO'))!.usedCount).toBe(3);
    },
  );
});
