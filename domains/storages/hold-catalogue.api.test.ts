import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { guestConfirmation, signedIn } from '../../tests/kit/users';
import { addDays, moscowDate } from './booking-dates';
import { seedBookingFixture, type BookingFixture } from './booking-test-fixtures';
import { book, bookingBody, cancelBooking } from './booking-test-helpers';

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
// Each test counts the cells of warehouses of its own, from the same moment: the holds and the
// clock of another test never show in its counts.
beforeEach(async () => {
  clock.set(START);
  fx = await seedBookingFixture(t.db.database.db);
});

const WEB = { 'client-type': 'WEB_CLIENT' };
const tomorrow = () => addDays(moscowDate(clock.now()), 1);

/** What a visitor sees of warehouse A: the card, the cells, the S group and the guest page. */
async function seen() {
  const id = fx.warehouse.id;
  const cards = (await t.app.inject({ method: 'GET', url: '/api/cabinet/v2/site/storages?limit=50' })).json().data.items as {
    id: number;
    free_cells: number;
    cells_count: number;
  }[];
  const card = cards.find((c) => c.id === id)!;
  const slots = (await t.app.inject({ method: 'GET', url: `/api/cabinet/v2/site/storages/slots?id=${id}` })).json().data as {
    id: number;
    is_free: boolean;
  }[];
  const groups = (await t.app.inject({ method: 'POST', url: '/api/cabinet/v2/site/storages/group', headers: WEB, payload: { id } })).json()
    .data as {
    code: string;
    free_count: number;
    first_free_cell_id: number | null;
  }[];
  const sameSize = (await t.app.inject({ method: 'GET', url: `/api/cabinet/site/storages/get-slots?id=${fx.cells.a2.id}` })).json().data
    .items as { id: number }[];
  const guest = await t.app.services.cellBookings.guestOffer.warehouse(id);
  const guestList = (await t.app.services.cellBookings.guestOffer.warehouses()).find((w) => w.id === id)!;
  return {
    free: card.free_cells,
    total: card.cells_count,
    isFree: (cellId: number) => slots.find((s) => s.id === cellId)!.is_free,
    s: groups.find((g) => g.code === 'S')!,
    sameSizeIds: sameSize.map((c) => c.id),
    guestCellIds: guest!.sizes.flatMap((size) => size.cells.map((c) => c.id)),
    guestFree: guestList.freeCells,
  };
}

describe('free counts and held cells', () => {
  it('a live hold starting tomorrow takes its cell out of every count; cancelling puts it back', async () => {
    const before = await seen();
    expect(before).toMatchObject({ free: 4, total: 4, guestFree: 4 });
    expect(before.s.free_count).toBe(3);

    const user = await signedIn(t.app);
    const held = await book(t.app, user.headers, bookingBody(fx.cells.a1.id, clock.now(), { start_date: tomorrow() }));
    expect(held.statusCode).toBe(201);

    const during = await seen();
    expect(during.free).toBe(3);
    expect(during.guestFree).toBe(3);
    expect(during.isFree(fx.cells.a1.id)).toBe(false);
    expect(during.s.free_count).toBe(2);
    expect(during.s.first_free_cell_id).not.toBe(fx.cells.a1.id);
    expect(during.sameSizeIds).not.toContain(fx.cells.a1.id);
    expect(during.guestCellIds).not.toContain(fx.cells.a1.id);

    const cancel = await cancelBooking(t.app, user.headers, held.json().data.order_id);
    expect(cancel.statusCode).toBe(200);
    const after = await seen();
    expect(after).toMatchObject({ free: 4, guestFree: 4 });
    expect(after.isFree(fx.cells.a1.id)).toBe(true);
  });

  it('a guest hold for today counts until it expires, then the cell is free again with no write', async () => {
    const { token } = await guestConfirmation(t.app);
    const held = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/orders/guest',
      payload: bookingBody(fx.cells.a2.id, clock.now(), { tariff_kind: 'guest', period_code: 'guest-3', confirmation_token: token }),
    });
    expect(held.statusCode).toBe(201);
    const during = await seen();
    expect(during.free).toBe(3);
    expect(during.isFree(fx.cells.a2.id)).toBe(false);

    clock.advance(16 * 60);
    const after = await seen();
    expect(after.free).toBe(4);
    expect(after.isFree(fx.cells.a2.id)).toBe(true);
  });

  it('the cell «Выбрать» offers can be booked with the defaults; a hold beyond the default month does not make a cell busy', async () => {
    const user = await signedIn(t.app);
    // Held from day 40: the default booking (a month from today) still fits, so the cell stays free.
    const far = await book(
      t.app,
      user.headers,
      bookingBody(fx.cells.a3.id, clock.now(), { start_date: addDays(moscowDate(clock.now()), 40) }),
    );
    expect(far.statusCode).toBe(201);
    // A paid rental from next week makes a cell busy for the default month.
    const paid = await book(
      t.app,
      user.headers,
      bookingBody(fx.cells.a1.id, clock.now(), { start_date: addDays(moscowDate(clock.now()), 7) }),
    );
    await t.app.services.payments.sandbox!.complete(paid.json().data.payment.id, 'succeeded');

    const view = await seen();
    expect(view.isFree(fx.cells.a3.id)).toBe(true);
    expect(view.isFree(fx.cells.a1.id)).toBe(false);
    expect(view.s.free_count).toBe(2);
    const chosen = view.s.first_free_cell_id!;
    const other = await signedIn(t.app);
    expect((await book(t.app, other.headers, bookingBody(chosen, clock.now()))).statusCode).toBe(201);
    const next = (await seen()).s;
    expect(next.free_count).toBe(1);
    expect((await book(t.app, other.headers, bookingBody(next.first_free_cell_id!, clock.now()))).statusCode).toBe(201);
    expect((await seen()).s).toMatchObject({ free_count: 0, first_free_cell_id: null });
  });
});
