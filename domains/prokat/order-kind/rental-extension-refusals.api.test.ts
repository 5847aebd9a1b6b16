import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../../lib/clock';
import { orderChangesOf } from '../../../tests/kit/orders';
import { paymentByUuid } from '../../../tests/kit/payments';
import { paidRental, pickUp, prokatRenter, rentalUnitRow, returnTool } from '../../../tests/kit/prokat';
import { prokatUnitBookings } from '../tables';
import { rentalChangesWorld } from './rental-changes-test-helpers';

// What an extension of a tool rental refuses: another person's order (404), an unpaid booking, a
// returned tool, a unit booked by another order right after the end (409 before any payment), and a
// unit taken between the quote and the payment (the money comes back); on PostgreSQL, an extension
// and a booking of the following hour at once, of which exactly one wins.
const clock = manualClock(new Date('2026-12-16T07:00:00Z'));
let w: Awaited<ReturnType<typeof rentalChangesWorld>>;
beforeAll(async () => {
  w = await rentalChangesWorld(clock);
});
afterAll(() => w.t.close());

const db = () => w.db();
const extensionChanges = (orderId: number) => orderChangesOf(db(), orderId, 'extend');

describe('refusals', () => {
  it('another person’s order is 404; an unpaid booking and a returned tool are refused in Russian', async () => {
    const renter = await prokatRenter(w.t.app);
    const stranger = await prokatRenter(w.t.app);
    const rental = await paidRental(w.t.app, renter, { hours: 2 });
    expect((await w.extend(stranger, rental.orderId, 'hour', 1)).statusCode).toBe(404);
    expect((await w.periods(stranger, rental.orderId)).statusCode).toBe(404);

    const unpaid = await w.unpaidRental(stranger, 'П-103');
    const refused = await w.extend(stranger, unpaid, 'hour', 1);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'ORDER_NOT_EXTENDABLE',
      message: 'Прокат ещё не оплачен: продлить его можно после оплаты',
    });

    await pickUp(w.t.app, renter, rental);
    await returnTool(w.t.app, renter, rental, rental.lockerId);
    const back = await w.extend(renter, rental.orderId, 'hour', 1);
    expect(back.statusCode).toBe(409);
    expect(back.json()).toMatchObject({ code: 'ORDER_NOT_EXTENDABLE', message: expect.stringContaining('уже возвращён') });
  });

  it('a unit booked by another order right after the end: 409 before any payment', async () => {
    const renter = await prokatRenter(w.t.app);
    const other = await prokatRenter(w.t.app);
    const rental = await paidRental(w.t.app, renter, { hours: 2 });
    await pickUp(w.t.app, renter, rental);
    const theirs = await paidRental(w.t.app, other, { hours: 1, locker: 'П-102' });
    const dueAt = (await rentalUnitRow(w.t.app, rental.orderId, rental.unitId)).dueAt!;
    await w.bookedAfter(rental.unitId, theirs.orderId, new Date(dueAt.getTime() + 30 * 60_000));

    const refused = await w.extend(renter, rental.orderId, 'hour', 1);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().code).toBe('CELL_TAKEN');
    expect(refused.json().message).toContain('уже забронировали сразу после вашей аренды');
    const hour = (await w.periods(renter, rental.orderId)).json().data.periods.find((p: { unit: string }) => p.unit === 'hour');
    expect(hour).toMatchObject({ available: false, reason: expect.stringContaining('забронировали') });
    expect(await extensionChanges(rental.orderId)).toEqual([expect.objectContaining({ status: 'refused' })]);
  });

  it('a unit taken between the quote and the payment: the money comes back and the end stays', async () => {
    const renter = await prokatRenter(w.t.app);
    const other = await prokatRenter(w.t.app);
    const rental = await paidRental(w.t.app, renter, { hours: 2 });
    await pickUp(w.t.app, renter, rental);
    const dueAt = (await rentalUnitRow(w.t.app, rental.orderId, rental.unitId)).dueAt!;
    const payment = (await w.extend(renter, rental.orderId, 'hour', 1)).json().data.payment.payment_id as string;
    const theirs = await paidRental(w.t.app, other, { hours: 1, locker: 'П-102' });
    await w.bookedAfter(rental.unitId, theirs.orderId, dueAt);

    await w.t.app.services.payments.sandbox!.complete(payment, 'succeeded');
    expect((await rentalUnitRow(w.t.app, rental.orderId, rental.unitId)).dueAt).toEqual(dueAt);
    expect(await extensionChanges(rental.orderId)).toEqual([expect.objectContaining({ status: 'refused', paymentId: payment })]);
    await expect.poll(async () => (await paymentByUuid(db(), payment))!.refundedAmount).toBeGreaterThan(0);
  });
});

/*
 * The renter pays an extension while another person books the same unit for the hour right after
 * its end, at once: PostgreSQL's exclusion constraint lets exactly one of them have it. PGlite runs
 * one transaction at a time, so this runs on PostgreSQL only.
 */
describe.runIf(process.env.TEST_DB === 'postgres')('an extension and a booking of the following hour at once (PostgreSQL)', () => {
  it('exactly one wins; a losing extension returns its money', async () => {
    // The booking starts a little later each round, so that either side may come first.
    for (const delay of [0, 20, 60, 150]) {
      const renter = await prokatRenter(w.t.app);
      const other = await prokatRenter(w.t.app);
      const rental = await paidRental(w.t.app, renter, { hours: 2 });
      await pickUp(w.t.app, renter, rental);
      const dueAt = (await rentalUnitRow(w.t.app, rental.orderId, rental.unitId)).dueAt!;
      const payment = (await w.extend(renter, rental.orderId, 'hour', 1)).json().data.payment.payment_id as string;
      const theirs = await paidRental(w.t.app, other, { hours: 1, locker: 'П-102' });

      const [paid, booked] = await Promise.allSettled([
        w.t.app.services.payments.sandbox!.complete(payment, 'succeeded'),
        new Promise((resolve) => setTimeout(resolve, delay)).then(() => w.bookedAfter(rental.unitId, theirs.orderId, dueAt)),
      ]);
      expect(paid.status).toBe('fulfilled');
      const extended = (await rentalUnitRow(w.t.app, rental.orderId, rental.unitId)).dueAt!.getTime() > dueAt.getTime();
      const [change] = await extensionChanges(rental.orderId);
      const theirHold = await db()
        .select()
        .from(prokatUnitBookings)
        .where(and(eq(prokatUnitBookings.orderId, theirs.orderId), eq(prokatUnitBookings.unitId, rental.unitId)));
      expect(theirHold).toHaveLength(extended ? 0 : 1);
      if (extended) {
        expect(booked.status).toBe('rejected');
        expect(change).toMatchObject({ status: 'applied' });
      } else {
        expect(booked.status).toBe('fulfilled');
        expect(change).toMatchObject({ status: 'refused' });
        await expect.poll(async () => (await paymentByUuid(db(), payment))!.refundedAmount).toBeGreaterThan(0);
      }
    }
  });
});
