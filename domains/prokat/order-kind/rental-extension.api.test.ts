import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../../lib/clock';
import { finesOfOrder, orderById, orderChangesOf, orderEventsOf } from '../../../tests/kit/orders';
import { paymentByUuid } from '../../../tests/kit/payments';
import { paidRental, pickUp, prokatRenter, rentalUnitRow, signedInAgain } from '../../../tests/kit/prokat';
import { notificationsOf } from '../../../tests/kit/users';
import { prokatUnitBookings } from '../tables';
import { rentalChangesWorld } from './rental-changes-test-helpers';

// Extending a tool rental from its page: one period of the model's tariffs, paid through the order
// core's change flow (purpose `extension`); nothing moves until the payment succeeds, then the unit's
// booking and the tool's end move by the period (a late tool's from the payment). Refusals and the
// race with another booking are in rental-extension-refusals.api.test.ts.
const clock = manualClock(new Date('2026-12-14T07:00:00Z'));
let w: Awaited<ReturnType<typeof rentalChangesWorld>>;
beforeAll(async () => {
  w = await rentalChangesWorld(clock);
});
afterAll(() => w.t.close());

const HOUR = 3_600_000;
const db = () => w.db();
const extensionChanges = (orderId: number) => orderChangesOf(db(), orderId, 'extend');

describe('extending a tool in use', () => {
  it('offers the tariffs’ periods with prices and new ends, charges one of them, and moves the end only when paid', async () => {
    const renter = await prokatRenter(w.t.app);
    const rental = await paidRental(w.t.app, renter, { hours: 3 });
    await pickUp(w.t.app, renter, rental);
    const dueAt = (await rentalUnitRow(w.t.app, rental.orderId, rental.unitId)).dueAt!;

    const offered = await w.periods(renter, rental.orderId);
    expect(offered.statusCode, offered.body).toBe(200);
    const twoHours = offered
      .json()
      .data.periods.find((p: { unit: string; period_number: number }) => p.unit === 'hour' && p.period_number === 2);
    expect(twoHours).toEqual({
      unit: 'hour',
      period_number: 2,
      title: '2 часа',
      amount: await w.tariff(rental.slug, 'hour', 2),
      new_end: new Date(dueAt.getTime() + 2 * HOUR).toISOString(),
      available: true,
      reason: null,
    });
    expect(offered.json().data).toMatchObject({ current_end: dueAt.toISOString(), late: false, time_zone: 'Europe/Moscow' });

    const answer = await w.extend(renter, rental.orderId, 'hour', 2);
    expect(answer.statusCode, answer.body).toBe(200);
    const { payment } = answer.json().data;
    expect(answer.json().data).toMatchObject({ status: 'pending', amount: twoHours.amount, confirmation_url: payment.confirmation_url });
    expect(await paymentByUuid(db(), payment.payment_id)).toMatchObject({
      purpose: 'extension',
      amount: twoHours.amount,
      description: `Продление проката, заказ № ${rental.orderId}: 2 часа`,
    });
    // The same click again answers the same payment; nothing has moved yet.
    expect((await w.extend(renter, rental.orderId, 'hour', 2)).json().data.payment.payment_id).toBe(payment.payment_id);
    expect((await rentalUnitRow(w.t.app, rental.orderId, rental.unitId)).dueAt).toEqual(dueAt);

    await w.t.app.services.payments.sandbox!.complete(payment.payment_id, 'succeeded');
    const newDue = new Date(dueAt.getTime() + 2 * HOUR);
    expect((await rentalUnitRow(w.t.app, rental.orderId, rental.unitId)).dueAt).toEqual(newDue);
    const [booking] = await db()
      .select({ end: sql<string>`upper(${prokatUnitBookings.during})` })
      .from(prokatUnitBookings)
      .where(eq(prokatUnitBookings.orderId, rental.orderId));
    expect(new Date(booking!.end)).toEqual(newDue);
    expect((await orderById(db(), rental.orderId))!.endsAt).toEqual(newDue);
    expect(await extensionChanges(rental.orderId)).toEqual([expect.objectContaining({ status: 'applied', amount: twoHours.amount })]);
    const events = await orderEventsOf(db(), rental.orderId, 'extended');
    expect(events).toHaveLength(1);
    expect((await notificationsOf(w.t.app, renter.headers)).some((n) => n.title === 'Аренда продлена')).toBe(true);
  });

  it('extends a tool waiting in its cell: it waits longer and will run longer from its pickup', async () => {
    const renter = await prokatRenter(w.t.app);
    const rental = await paidRental(w.t.app, renter, { hours: 1 });
    const before = await rentalUnitRow(w.t.app, rental.orderId, rental.unitId);
    const payment = (await w.extend(renter, rental.orderId, 'day', 1)).json().data.payment.payment_id as string;
    await w.t.app.services.payments.sandbox!.complete(payment, 'succeeded');
    const after = await rentalUnitRow(w.t.app, rental.orderId, rental.unitId);
    expect(after.pickupUntil).toEqual(new Date(before.pickupUntil.getTime() + 24 * HOUR));
    expect(after.lengthMinutes).toBe(before.lengthMinutes + 24 * 60);
  });

  it('extends a late tool from the moment it is paid; the late fines already assessed stay', async () => {
    let renter = await prokatRenter(w.t.app);
    const rental = await paidRental(w.t.app, renter, { hours: 1 });
    await pickUp(w.t.app, renter, rental);
    clock.advance(3 * 3600);
    renter = await signedInAgain(w.t.app, renter);
    await w.t.app.services.prokatLateness.run(clock.now());
    const fines = await finesOfOrder(db(), rental.orderId);
    const firstEnd = (await rentalUnitRow(w.t.app, rental.orderId, rental.unitId)).dueAt!;
    expect(fines.map((f) => f.key)).toEqual([`late:${rental.unitId}:${Math.floor(firstEnd.getTime() / 60_000)}:1`]);

    expect((await w.periods(renter, rental.orderId)).json().data.late).toBe(true);
    const payment = (await w.extend(renter, rental.orderId, 'hour', 2)).json().data.payment.payment_id as string;
    clock.advance(60);
    await w.t.app.services.payments.sandbox!.complete(payment, 'succeeded');
    const row = await rentalUnitRow(w.t.app, rental.orderId, rental.unitId);
    expect(row.dueAt).toEqual(new Date(clock.now().getTime() + 2 * HOUR));
    expect(row.overdueToldAt).toBeNull();
    expect(await finesOfOrder(db(), rental.orderId)).toHaveLength(1);

    // Late again past the new end: that lateness is fined anew, under the new end's keys.
    clock.advance(3 * 3600 + 60);
    await w.t.app.services.prokatLateness.run(clock.now());
    const again = (await finesOfOrder(db(), rental.orderId)).map((f) => f.key);
    expect(again).toEqual([
      `late:${rental.unitId}:${Math.floor(firstEnd.getTime() / 60_000)}:1`,
      `late:${rental.unitId}:${Math.floor(row.dueAt!.getTime() / 60_000)}:1`,
    ]);
  });
});
