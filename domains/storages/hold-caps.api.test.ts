import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { cookieHeader, loginBySms, randomPhone } from '../../tests/helpers/auth-session';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { guestConfirmation, signedIn } from '../../tests/kit/users';
import { liveUnpaidOrders, ordersOfCell } from '../../tests/kit/orders';
import { HOLD_RULES } from '../orders/service.server';
import { seedBookingFixture, type BookingFixture } from './booking-test-fixtures';
import { book, bookingBody, cancelBooking } from './booking-test-helpers';
import { cells } from './tables';

const clock = manualClock(new Date('2026-11-23T09:00:00Z'));
let t: TestApp;
let fx: BookingFixture;
const env = {
  LOGIN_SENDS_PER_IP_HOUR: '1000',
  LOGIN_CALLS_PER_IP_MINUTE: '1000',
  RATE_LIMIT_MAX: '100000',
  LOGIN_FAILURES_PER_IP_HOUR: '1000',
};
const UNPAID = 'У вас уже 3 неоплаченные брони. Оплатите или отмените одну из них, чтобы забронировать ещё';

beforeAll(async () => {
  t = await createTestApp(env, undefined, { clock });
  fx = await seedBookingFixture(t.db.database.db);
});
afterAll(() => t?.close());

let made = 0;
/** New free S cells in warehouse A, so every test books cells nobody else touched. */
async function freshCells(count: number): Promise<number[]> {
  const rows = await t.db.database.db
    .insert(cells)
    .values(
      Array.from({ length: count }, () => ({
        warehouseId: fx.warehouse.id,
        number: `H-${(made += 1)}`,
        floor: 1,
        sizeCode: 'S',
        area: 2,
        volume: 5,
        widthCm: 100,
        depthCm: 200,
        heightCm: 250,
      })),
    )
    .returning({ id: cells.id });
  return rows.map((r) => r.id);
}

/** A phone confirmation as /otp/check gives it (single use), without spending SMS limits. */
function confirmation(phone: string): Promise<string> {
  return t.app.services.auth.tickets.issue('phone_confirmation', 900, { payload: { phone } });
}

function bookAsGuest(cellId: number, token: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/cabinet/orders/guest',
    payload: bookingBody(cellId, clock.now(), { tariff_kind: 'guest', period_code: 'guest-3', confirmation_token: token }),
  });
}

/** Signs the same phone in again: the clock moves past the access token's lifetime in some tests. */
async function again(phone: string): Promise<Record<string, string>> {
  const { cookies } = await loginBySms(t.app, phone, `dev-${phone}`);
  return { cookie: cookieHeader(cookies), 'client-type': 'WEB_CLIENT' };
}

const cancel = (headers: Record<string, string>, orderId: number) => cancelBooking(t.app, headers, orderId);

/** Orders of an account or a guest phone awaiting payment with a live hold. */
async function liveUnpaid(who: { userId?: number; phone?: string }) {
  return liveUnpaidOrders(t.db.database.db, who, clock.now());
}

describe('unpaid holds per account and phone', () => {
  it('a user gets 3 unpaid holds; the 4th is refused until one is paid or cancelled', async () => {
    expect(HOLD_RULES.maxUnpaid).toBe(3);
    const user = await signedIn(t.app);
    const ids = await freshCells(6);
    const placed: { order_id: number; payment: { id: string } }[] = [];
    for (const id of ids.slice(0, 3)) {
      const res = await book(t.app, user.headers, bookingBody(id, clock.now()));
      expect(res.statusCode).toBe(201);
      placed.push(res.json().data);
    }
    const refused = await book(t.app, user.headers, bookingBody(ids[3]!, clock.now()));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'HOLD_LIMIT_REACHED', message: UNPAID, reason: 'unpaid_holds_limit', limit: 3 });
    expect(refused.json().alternatives).toBeUndefined();
    expect(await ordersOfCell(t.db.database.db, ids[3]!)).toHaveLength(0);

    expect((await cancel(user.headers, placed[0]!.order_id)).statusCode).toBe(200);
    expect((await book(t.app, user.headers, bookingBody(ids[3]!, clock.now()))).statusCode).toBe(201);
    expect((await book(t.app, user.headers, bookingBody(ids[4]!, clock.now()))).statusCode).toBe(409);

    await t.app.services.payments.sandbox!.complete(placed[1]!.payment.id, 'succeeded');
    expect((await book(t.app, user.headers, bookingBody(ids[4]!, clock.now()))).statusCode).toBe(201);
    expect((await book(t.app, user.headers, bookingBody(ids[5]!, clock.now()))).statusCode).toBe(409);
    expect(await liveUnpaid({ userId: user.userId })).toHaveLength(3);
  });

  it('an expired hold no longer counts', async () => {
    const user = await signedIn(t.app);
    const ids = await freshCells(4);
    for (const id of ids.slice(0, 3)) expect((await book(t.app, user.headers, bookingBody(id, clock.now()))).statusCode).toBe(201);
    expect((await book(t.app, user.headers, bookingBody(ids[3]!, clock.now()))).statusCode).toBe(409);
    clock.advance(16 * 60);
    expect((await book(t.app, user.headers, bookingBody(ids[3]!, clock.now()))).statusCode).toBe(201);
  });

  it('a guest phone gets 3 unpaid holds; a refused booking gives its confirmation back', async () => {
    const { phone, token: first } = await guestConfirmation(t.app);
    const ids = await freshCells(4);
    const placed = [];
    for (const [i, id] of ids.slice(0, 3).entries()) {
      const res = await bookAsGuest(id, i === 0 ? first : await confirmation(phone));
      expect(res.statusCode).toBe(201);
      placed.push(res.json().data as { order_id: number; guest_token: string });
    }
    const token = await confirmation(phone);
    const refused = await bookAsGuest(ids[3]!, token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(UNPAID);
    // Another phone is not affected.
    expect((await bookAsGuest(ids[3]!, await confirmation(randomPhone()))).statusCode).toBe(201);

    const canceled = await t.app.inject({
      method: 'DELETE',
      url: '/api/cabinet/orders/guest',
      payload: { id: placed[0]!.order_id, token: placed[0]!.guest_token },
    });
    expect(canceled.statusCode).toBe(200);
    const [spare] = await freshCells(1);
    expect((await bookAsGuest(spare!, token)).statusCode).toBe(201);
  });

  it('a signed-in user and guests with the same phone share the 3 places', async () => {
    const user = await signedIn(t.app);
    const ids = await freshCells(6);
    expect((await book(t.app, user.headers, bookingBody(ids[0]!, clock.now()))).statusCode).toBe(201);
    expect((await bookAsGuest(ids[1]!, await confirmation(user.phone))).statusCode).toBe(201);
    expect((await book(t.app, user.headers, bookingBody(ids[2]!, clock.now()))).statusCode).toBe(201);
    // The account's phone is at its cap, as a guest and signed in.
    expect((await bookAsGuest(ids[3]!, await confirmation(user.phone))).statusCode).toBe(409);
    expect((await book(t.app, user.headers, bookingBody(ids[3]!, clock.now()))).statusCode).toBe(409);

    // A guest phone with no account yet: its holds count for the account that signs in with it.
    const phone = randomPhone();
    for (const id of ids.slice(3, 5)) expect((await bookAsGuest(id, await confirmation(phone))).statusCode).toBe(201);
    const headers = await again(phone);
    expect((await book(t.app, headers, bookingBody(ids[5]!, clock.now()))).statusCode).toBe(201);
    const [spare] = await freshCells(1);
    expect((await book(t.app, headers, bookingBody(spare!, clock.now()))).statusCode).toBe(409);
  });

  it('booking one cell again after its hold ran out counts too: 3 unpaid holds of a cell a day', async () => {
    expect(HOLD_RULES.maxSameCellPerWindow).toBe(3);
    const user = await signedIn(t.app);
    const [cell, other] = await freshCells(2);
    for (let i = 0; i < 3; i += 1) {
      expect((await book(t.app, await again(user.phone), bookingBody(cell!, clock.now()))).statusCode).toBe(201);
      clock.advance(16 * 60);
    }
    const headers = await again(user.phone);
    const fourth = await book(t.app, headers, bookingBody(cell!, clock.now()));
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toMatchObject({
      reason: 'same_cell_holds_limit',
      message: expect.stringMatching(/^Вы уже 3 раза за сутки бронировали эту ячейку без оплаты/),
    });
    // Someone else may hold it, and this user another cell.
    const stranger = await signedIn(t.app);
    const theirs = await book(t.app, stranger.headers, bookingBody(cell!, clock.now()));
    expect(theirs.statusCode).toBe(201);
    expect((await book(t.app, headers, bookingBody(other!, clock.now()))).statusCode).toBe(201);
    expect((await cancel(stranger.headers, theirs.json().data.order_id)).statusCode).toBe(200);
    // A day after the first of them the cell can be held again.
    clock.advance(24 * 3600 - 3 * 16 * 60 + 60);
    expect((await book(t.app, await again(user.phone), bookingBody(cell!, clock.now()))).statusCode).toBe(201);
  });
});

// PGlite runs one transaction at a time, so only PostgreSQL can show a count-then-insert race.
describe.runIf(process.env.TEST_DB === 'postgres')('unpaid holds under parallel bookings', () => {
  it('20 parallel bookings of different free cells by one account place exactly 3', async () => {
    const user = await signedIn(t.app);
    const ids = await freshCells(20);
    const results = await Promise.all(ids.map((id) => book(t.app, user.headers, bookingBody(id, clock.now()))));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(17);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json().message).toBe(UNPAID);
    expect(await liveUnpaid({ userId: user.userId })).toHaveLength(3);
  });

  it('20 parallel guest bookings with one phone and no account place exactly 3', async () => {
    const phone = randomPhone();
    const ids = await freshCells(20);
    const tokens = await Promise.all(ids.map(() => confirmation(phone)));
    const results = await Promise.all(ids.map((id, i) => bookAsGuest(id, tokens[i]!)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(17);
    expect(await liveUnpaid({ phone })).toHaveLength(3);
  });

  it('10 bookings signed in and 10 as a guest with the same phone, all at once, place exactly 3', async () => {
    const user = await signedIn(t.app);
    const ids = await freshCells(20);
    const tokens = await Promise.all(ids.slice(10).map(() => confirmation(user.phone)));
    const results = await Promise.all([
      ...ids.slice(0, 10).map((id) => book(t.app, user.headers, bookingBody(id, clock.now()))),
      ...ids.slice(10).map((id, i) => bookAsGuest(id, tokens[i]!)),
    ]);
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(17);
    expect(await liveUnpaid({ userId: user.userId, phone: user.phone })).toHaveLength(3);
  });
});
