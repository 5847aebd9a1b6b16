import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../../lib/clock';
import { orderById, orderChangesOf, orderEventsOf } from '../../../tests/kit/orders';
import { paymentByUuid } from '../../../tests/kit/payments';
import { paidRental, pickUp, prokatRenter, returnTool, signedInAgain, type Person } from '../../../tests/kit/prokat';
import { staffMember } from '../../../tests/kit/staff';
import { prokatUnitBookings } from '../tables';
import { rentalChangesWorld } from './rental-changes-test-helpers';

// Ending a tool rental early, the rentals' cancel flow: the marks, the refund of the unused whole
// hours or days after the return (a tool never taken: everything), the return first, then the end
// through the order core's change flow; the deposit is released when the order ends.
const clock = manualClock(new Date('2026-12-15T07:00:00Z'));
let w: Awaited<ReturnType<typeof rentalChangesWorld>>;
beforeAll(async () => {
  w = await rentalChangesWorld(clock);
});
afterAll(() => w.t.close());

const db = () => w.db();

/** The clock moves on; the person signs in again (an access token lasts 1740 s of the clock). */
async function later(n: number, person: Person): Promise<Person> {
  clock.advance(n * 60);
  return signedInAgain(w.t.app, person);
}

async function checkReturn(orderId: number, unitId: number) {
  const desk = await staffMember(w.t.app, 'storekeeper');
  const payload = { order_id: orderId, unit_id: unitId, result: 'ok' };
  const answer = await w.t.app.inject({ method: 'POST', url: '/api/admin/prokat/returns/check', headers: desk.headers, payload });
  expect(answer.statusCode, answer.body).toBe(200);
}

describe('the marks', () => {
  it('are the rental’s own, in the storages’ shape; a guest is asked to sign in', async () => {
    const renter = await prokatRenter(w.t.app);
    const url = '/api/cabinet/v2/rental/orders/cancel/quality/statuses';
    const answer = await w.t.app.inject({ method: 'GET', url, headers: renter.headers });
    expect(answer.statusCode).toBe(200);
    const titles = answer.json().data.items.map((item: { title: string }) => item.title);
    expect(titles).toEqual(
      expect.arrayContaining(['Инструмент работал плохо', 'Не подошёл для задачи', 'Неполная комплектация', 'Грязный', 'Другое']),
    );
    expect(answer.json().data.items[0]).toEqual({ code: expect.any(String), title: expect.any(String), positive: expect.any(Boolean) });
    expect((await w.t.app.inject({ method: 'GET', url, headers: { 'client-type': 'WEB_CLIENT' } })).statusCode).toBe(401);
  });
});

describe('a tool returned before its end', () => {
  it('gets back the unused whole hours; the order ends with the check and the deposit is released', async () => {
    let renter = await prokatRenter(w.t.app);
    const rental = await paidRental(w.t.app, renter, { hours: 3 });
    const price = await w.tariff(rental.slug, 'hour', 3);
    await pickUp(w.t.app, renter, rental);
    renter = await later(40, renter);

    // While it is out: a preview as if it came back now, and the end is refused.
    const preview = await w.calculation(renter, rental.orderId);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toMatchObject({
      all_back: false,
      refund: Math.round((price * 2) / 3),
      problem: expect.stringContaining('верните'),
    });
    const refused = await w.endEarly(renter, rental.orderId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'ORDER_NOT_CANCELLABLE', message: expect.stringContaining('Сначала верните инструмент') });

    await returnTool(w.t.app, renter, rental, rental.lockerId);
    renter = await later(30, renter);
    // Returned 40 minutes after the pickup: 2 h 20 min unused, two whole hours of the three come back.
    const figures = (await w.calculation(renter, rental.orderId)).json().data;
    expect(figures).toMatchObject({
      all_back: true,
      never_taken: false,
      time_over: false,
      problem: null,
      refund: Math.round((price * 2) / 3),
    });
    expect(figures.tools).toEqual([expect.objectContaining({ unit_id: rental.unitId, state: 'returned', unused: '2 часа' })]);
    expect(figures.lines.at(-1)).toEqual({ title: 'К возврату на карту', amount: figures.refund });

    const other = await w.endEarly(renter, rental.orderId, { quality_statuses: ['other'] });
    expect(other.statusCode).toBe(422);
    const ended = await w.endEarly(renter, rental.orderId, { quality_statuses: ['done_early', 'all_good'], comment: 'Успел за полчаса' });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().data).toMatchObject({ ended_early: true, refund: figures.refund, status: 'active' });
    await expect.poll(() => w.refunded(rental.orderId)).toBe(figures.refund);
    expect((await orderById(db(), rental.orderId))!.endsAt).toEqual(clock.now());
    expect(await orderEventsOf(db(), rental.orderId, 'ended_early')).toHaveLength(1);
    const change = (await orderChangesOf(db(), rental.orderId, 'end_early')).find((c) => c.status !== 'refused');
    expect(change).toMatchObject({
      status: 'applied',
      amount: -figures.refund,
      data: expect.objectContaining({ quality_statuses: ['done_early', 'all_good'] }),
    });

    // Once is enough; after the check the order is finished and its deposit released.
    expect((await w.endEarly(renter, rental.orderId)).json()).toMatchObject({
      code: 'ORDER_NOT_CANCELLABLE',
      message: 'Аренда уже завершена досрочно',
    });
    await checkReturn(rental.orderId, rental.unitId);
    expect((await orderById(db(), rental.orderId))!.status).toBe('finished');
    await expect.poll(async () => (await w.t.app.services.orders.depositOf(rental.orderId))?.status).toBe('released');
    const finished = await w.calculation(renter, rental.orderId);
    expect(finished.statusCode).toBe(409);
    expect(finished.json().message).toBe('Прокат уже завершён: завершать досрочно нечего');
    const again = await w.endEarly(renter, rental.orderId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ORDER_NOT_CANCELLABLE', message: 'Прокат уже завершён: завершать досрочно нечего' });
  });

  it('counts an extension’s day first: returned half an hour after the pickup, the extension day comes back whole', async () => {
    let renter = await prokatRenter(w.t.app);
    const rental = await paidRental(w.t.app, renter, { hours: 1 });
    await pickUp(w.t.app, renter, rental);
    const extension = await w.t.app.inject({
      method: 'POST',
      url: '/api/cabinet/v2/rental/orders/extension',
      headers: renter.headers,
      payload: { id: rental.orderId, unit: 'day', period_number: 1 },
    });
    const payment = extension.json().data.payment.payment_id as string;
    await w.t.app.services.payments.sandbox!.complete(payment, 'succeeded');
    renter = await later(30, renter);
    await returnTool(w.t.app, renter, rental, rental.lockerId);
    const dayPrice = await w.tariff(rental.slug, 'day', 1);
    const figures = (await w.calculation(renter, rental.orderId)).json().data;
    // 1 day 30 minutes unused: the whole extension day; half an hour of the booking is no whole hour.
    expect(figures).toMatchObject({ refund: dayPrice, tools: [expect.objectContaining({ unused: '1 сутки' })] });
    expect((await w.endEarly(renter, rental.orderId)).statusCode).toBe(200);
    await expect.poll(() => w.refunded(rental.orderId)).toBe(dayPrice);
    expect((await paymentByUuid(db(), payment))!.refundedAmount).toBe(dayPrice);
  });
});

describe('a rental paid partly with points', () => {
  it('gets the unused share of the points back as points, the rest to the card; once', async () => {
    let renter = await prokatRenter(w.t.app);
    await w.t.app.services.bonuses.earn({ userId: renter.userId, points: 5000, reason: 'manual' });
    const rental = await paidRental(w.t.app, renter, { hours: 3, useBonuses: true });
    const price = (await orderById(db(), rental.orderId))!.price!;
    expect(price.bonusesUsed).toBeGreaterThan(0);
    const balance = async () => w.t.app.services.bonuses.balance(renter.userId);
    const before = await balance();
    await pickUp(w.t.app, renter, rental);
    renter = await later(40, renter);
    await returnTool(w.t.app, renter, rental, rental.lockerId);
    // Two whole hours of the three unused: two thirds of the card's share and of the points' share.
    const points = Math.floor((price.bonusesUsed * 2) / 3);
    const figures = (await w.calculation(renter, rental.orderId)).json().data;
    expect(figures).toMatchObject({ refund: Math.round((price.total * 2) / 3), points });
    expect(figures.tools).toEqual([expect.objectContaining({ points })]);
    expect(figures.lines.at(-1)).toEqual({ title: 'К возврату на карту', amount: figures.refund });

    const ended = await w.endEarly(renter, rental.orderId);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().data).toMatchObject({ ended_early: true, refund: figures.refund, points });
    expect(await balance()).toBe(before + points);
    await expect.poll(() => w.refunded(rental.orderId)).toBe(figures.refund);
    const history = await w.t.app.services.bonuses.history(renter.userId);
    expect(history[0]).toMatchObject({ kind: 'revert', points, comment: `Неиспользованное время проката, заказ №${rental.orderId}` });
    expect((await w.endEarly(renter, rental.orderId)).statusCode).toBe(409);
    expect(await balance()).toBe(before + points);
  });
});

describe('a paid tool never taken', () => {
  it('gets everything back: the order is canceled, the tool free at once, the deposit released', async () => {
    const renter = await prokatRenter(w.t.app);
    const rental = await paidRental(w.t.app, renter, { hours: 2 });
    const price = await w.tariff(rental.slug, 'hour', 2);
    const figures = (await w.calculation(renter, rental.orderId)).json().data;
    expect(figures).toMatchObject({
      never_taken: true,
      all_back: true,
      refund: price,
      tools: [expect.objectContaining({ state: 'not_taken' })],
    });

    const ended = await w.endEarly(renter, rental.orderId, { quality_statuses: ['not_suitable'] });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().data).toMatchObject({ ended_early: true, refund: price, status: 'canceled' });
    await expect.poll(() => w.refunded(rental.orderId)).toBe(price);
    await expect.poll(async () => (await w.t.app.services.orders.depositOf(rental.orderId))?.status).toBe('released');
    const bookings = await db().select().from(prokatUnitBookings).where(eq(prokatUnitBookings.orderId, rental.orderId));
    expect(bookings.map((b) => b.status)).toEqual(['released']);
    const open = await w.t.app.inject({
      method: 'POST',
      url: '/api/cabinet/v2/rental/orders/cell/open',
      headers: renter.headers,
      payload: { order_id: rental.orderId, unit_id: rental.unitId },
    });
    expect(open.statusCode).not.toBe(200);
  });
});

describe('refusals', () => {
  it('another person’s order is 404; an unpaid booking is refused in Russian', async () => {
    const renter = await prokatRenter(w.t.app);
    const stranger = await prokatRenter(w.t.app);
    const rental = await paidRental(w.t.app, renter, { hours: 2 });
    expect((await w.calculation(stranger, rental.orderId)).statusCode).toBe(404);
    expect((await w.endEarly(stranger, rental.orderId)).statusCode).toBe(404);
    expect(
      (
        await w.t.app.inject({
          method: 'GET',
          url: `/api/cabinet/v2/rental/orders/cancel/state?id=${rental.orderId}`,
          headers: stranger.headers,
        })
      ).statusCode,
    ).toBe(404);

    const unpaid = await w.unpaidRental(stranger, 'П-103');
    for (const answer of [await w.calculation(stranger, unpaid), await w.endEarly(stranger, unpaid)]) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({ code: 'ORDER_NOT_CANCELLABLE', message: expect.stringContaining('ещё не оплачен') });
    }
  });
});
