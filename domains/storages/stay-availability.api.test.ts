import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { guestConfirmation, signedIn, WEB } from '../../tests/kit/users';
import { addDays, moscowDate } from './booking-dates';
import { seedBookingFixture, type BookingFixture } from './booking-test-fixtures';
import { book, bookingBody } from './booking-test-helpers';

const START = new Date('2026-11-23T09:00:00Z');
const clock = manualClock(START);
let t: TestApp;
let fx: BookingFixture;
const env = {
  LOGIN_SENDS_PER_IP_HOUR: '1000',
  LOGIN_CALLS_PER_IP_MINUTE: '1000',
  RATE_LIMIT_MAX: '100000',
  LOGIN_FAILURES_PER_IP_HOUR: '1000',
};

beforeAll(async () => {
  t = await createTestApp(env, undefined, { clock });
});
afterAll(() => t?.close());
// Each test works in a world of its own (own city, own warehouses) from the same moment.
beforeEach(async () => {
  clock.set(START);
  fx = await seedBookingFixture(t.db.database.db, { ownCity: true });
});

const day = (n: number) => addDays(moscowDate(clock.now()), n);

/** What warehouse A offers for a rental: its cells, the S group and its «Выбрать», get-slots and the guest page. */
async function offered(dates: { start_date?: string; period_code?: string; tariff_kind?: string } = {}) {
  const id = fx.warehouse.id;
  const query = new URLSearchParams(dates as Record<string, string>).toString();
  const slots = await t.app.inject({ method: 'GET', url: `/api/cabinet/v2/site/storages/slots?id=${id}&${query}` });
  expect(slots.statusCode).toBe(200);
  const groups = await t.app.inject({
    method: 'POST',
    url: '/api/cabinet/v2/site/storages/group',
    headers: WEB,
    payload: { id, ...dates },
  });
  expect(groups.statusCode).toBe(200);
  const same = await t.app.inject({ method: 'GET', url: `/api/cabinet/site/storages/get-slots?id=${fx.cells.m1.id}&${query}` });
  const sameS = await t.app.inject({ method: 'GET', url: `/api/cabinet/site/storages/get-slots?id=${fx.cells.a3.id}&${query}` });
  expect(sameS.statusCode).toBe(200);
  const s = (groups.json().data as { code: string; count: number; free_count: number; first_free_cell_id: number | null }[]).find(
    (g) => g.code === 'S',
  )!;
  return {
    freeIds: (slots.json().data as { id: number; is_free: boolean }[]).filter((c) => c.is_free).map((c) => c.id),
    s,
    sameSizeIds: (sameS.json().data.items as { id: number }[]).map((c) => c.id),
    mStatus: same.statusCode,
  };
}

describe('free cells for the chosen dates', () => {
  it('a hold from day 40 is not offered for dates that overlap it, and is for the default month', async () => {
    const user = await signedIn(t.app);
    const held = await book(t.app, user.headers, bookingBody(fx.cells.a1.id, clock.now(), { start_date: day(40) }));
    expect(held.statusCode).toBe(201);

    const byDefault = await offered();
    expect(byDefault.freeIds).toContain(fx.cells.a1.id);
    expect(byDefault.s).toMatchObject({ count: 3, free_count: 3, first_free_cell_id: fx.cells.a1.id });

    const chosen = { start_date: day(35), period_code: 'month-1', tariff_kind: 'monthly' };
    const forDates = await offered(chosen);
    expect(forDates.freeIds).not.toContain(fx.cells.a1.id);
    expect(forDates.s).toMatchObject({ count: 3, free_count: 2 });
    expect(forDates.s.first_free_cell_id).toBe(fx.cells.a2.id);
    expect(forDates.sameSizeIds).not.toContain(fx.cells.a1.id);
    expect(forDates.sameSizeIds).toContain(fx.cells.a2.id);

    // The guest offer for a guest rental overlapping the hold leaves the cell out too.
    const guestStay = await t.app.services.catalogue.stay({ tariffKind: 'guest', startDate: day(41), periodCode: 'guest-3' });
    const guest = await t.app.services.cellBookings.guestOffer.warehouse(fx.warehouse.id, guestStay!);
    expect(guest!.sizes.flatMap((size) => size.cells.map((c) => c.id))).not.toContain(fx.cells.a1.id);
    const guestList = (await t.app.services.cellBookings.guestOffer.warehouses(guestStay!)).find((w) => w.id === fx.warehouse.id)!;
    expect(guestList.freeCells).toBe(3);

    // «Выбрать» for those dates opens a cell that can be booked for them.
    const other = await signedIn(t.app);
    const booked = await book(
      t.app,
      other.headers,
      bookingBody(forDates.s.first_free_cell_id!, clock.now(), { start_date: chosen.start_date }),
    );
    expect(booked.statusCode).toBe(201);
    const next = await offered(chosen);
    expect(next.s.free_count).toBe(1);
    expect(next.s.first_free_cell_id).toBe(fx.cells.a3.id);
  });

  it('the counts of a longer period see a hold that starts after the first month', async () => {
    const user = await signedIn(t.app);
    expect((await book(t.app, user.headers, bookingBody(fx.cells.a2.id, clock.now(), { start_date: day(45) }))).statusCode).toBe(201);
    expect((await offered({ period_code: 'month-1' })).s.free_count).toBe(3);
    const three = await offered({ period_code: 'month-3' });
    expect(three.s.free_count).toBe(2);
    expect(three.freeIds).not.toContain(fx.cells.a2.id);
  });

  it('dates that cannot be booked answer 422 naming the field', async () => {
    const id = fx.warehouse.id;
    const badPeriod = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/v2/site/storages/group',
      headers: WEB,
      payload: { id, period_code: 'no-such' },
    });
    expect(badPeriod.statusCode).toBe(422);
    expect(badPeriod.json().fields).toHaveProperty('period_code');
    const past = await t.app.inject({ method: 'GET', url: `/api/cabinet/v2/site/storages/slots?id=${id}&start_date=${day(-1)}` });
    expect(past.statusCode).toBe(422);
    expect(past.json().fields).toHaveProperty('start_date');
  });
});

describe('the booker’s own unpaid hold', () => {
  it('booking the held cell again answers OWN_UNPAID_HOLD with the order to pay; someone else gets CELL_TAKEN', async () => {
    const user = await signedIn(t.app);
    const first = await book(t.app, user.headers, bookingBody(fx.cells.a1.id, clock.now()));
    expect(first.statusCode).toBe(201);
    const orderId = first.json().data.order_id as number;
    const confirmation = first.json().data.payment.confirmation_url as string;

    // Back from the checkout, the same choices (or another period that overlaps): pay the order you have.
    for (const over of [{}, { period_code: 'month-3' }]) {
      const again = await book(t.app, user.headers, bookingBody(fx.cells.a1.id, clock.now(), over));
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        code: 'OWN_UNPAID_HOLD',
        message: 'У вас есть неоплаченная бронь этой ячейки на эти даты — оплатите её',
        order_id: orderId,
        pay_url: confirmation,
      });
    }
    const calc = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/v2/payments/calculate',
      headers: user.headers,
      payload: bookingBody(fx.cells.a1.id, clock.now()),
    });
    expect(calc.json().data).toMatchObject({ free: false, own_order_id: orderId });

    const other = await signedIn(t.app);
    const taken = await book(t.app, other.headers, bookingBody(fx.cells.a1.id, clock.now()));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('CELL_TAKEN');
    expect(Array.isArray(taken.json().alternatives)).toBe(true);
    const otherCalc = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/v2/payments/calculate',
      headers: other.headers,
      payload: bookingBody(fx.cells.a1.id, clock.now()),
    });
    expect(otherCalc.json().data).toMatchObject({ free: false, own_order_id: null });

    // Dates after the hold do not meet it: a second rental of the same cell is a new order.
    const later = await book(t.app, user.headers, bookingBody(fx.cells.a1.id, clock.now(), { start_date: day(40) }));
    expect(later.statusCode).toBe(201);

    // Once the hold ran out, the cell is simply free again.
    clock.advance(16 * 60);
    expect((await book(t.app, user.headers, bookingBody(fx.cells.a1.id, clock.now()))).statusCode).toBe(201);
  });

  it('a guest booking again with the same phone is pointed to the unpaid order', async () => {
    const { phone, token } = await guestConfirmation(t.app);
    const body = bookingBody(fx.cells.a2.id, clock.now(), { tariff_kind: 'guest', period_code: 'guest-3' });
    const first = await t.app.inject({ method: 'POST', url: '/api/cabinet/orders/guest', payload: { ...body, confirmation_token: token } });
    expect(first.statusCode).toBe(201);
    const again = await guestConfirmation(t.app, phone);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/orders/guest',
      payload: { ...body, confirmation_token: again.token },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'OWN_UNPAID_HOLD', order_id: first.json().data.order_id });
  });
});
