import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { insertOrdersWithIds, orderById, ordersOfCell, ordersOfUser } from '../../tests/kit/orders';
import { invoicesOfOrder, paymentByUuid, paymentsOfOrder } from '../../tests/kit/payments';
import { insertCompany, signedIn } from '../../tests/kit/users';
import { seedBookingFixture, type BookingFixture } from './booking-test-fixtures';
import { book, bookingBody, cancelBooking } from './booking-test-helpers';
import { cellBookings } from './tables';

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
afterAll(() => t.close());
// Every test books in a world (warehouses, cells, city) of its own, at the same moment: what one
// test holds or advances never reaches another, whatever order they run in.
beforeEach(async () => {
  clock.set(START);
  fx = await seedBookingFixture(t.db.database.db, { ownCity: true });
});

const db = () => t.db.database.db;
const orderRow = async (id: number) => (await orderById(db(), id))!;
const paymentOf = async (uuid: string) => (await paymentByUuid(db(), uuid))!;

// PGlite runs one transaction at a time: a race can only be lost, and so proven, on PostgreSQL.
const onPostgres = process.env.TEST_DB === 'postgres';

// The two contention tests below run early in the PostgreSQL suite, beside every other file's start;
// on a two-core CI machine they have taken over 30 s there (2–3 s alone). They get 90 s: the
// assertions, not the clock, are what they prove.
const CONTENTION_TIMEOUT_MS = 90_000;

describe.runIf(onPostgres)('booking a cell under contention (PostgreSQL)', () => {
  it(
    '50 concurrent bookings of one cell: exactly one wins, 49 get 409 with alternatives, never 500',
    { timeout: CONTENTION_TIMEOUT_MS },
    async () => {
      const users = await Promise.all(Array.from({ length: 10 }, () => signedIn(t.app)));
      const body = bookingBody(fx.cells.a1.id, clock.now());
      const responses = await Promise.all(Array.from({ length: 50 }, (_, i) => book(t.app, users[i % 10]!.headers, body)));
      const statuses = responses.map((r) => r.statusCode);
      expect(statuses.filter((s) => s >= 500)).toEqual([]);
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(49);
      // The winner's own later attempts meet their own unpaid hold; everyone else is told the cell is taken.
      const codes = responses.filter((r) => r.statusCode === 409).map((r) => r.json().code as string);
      expect(new Set(codes)).toEqual(new Set(['CELL_TAKEN', 'OWN_UNPAID_HOLD']));
      expect(codes.filter((c) => c === 'OWN_UNPAID_HOLD')).toHaveLength(4);
      const loser = responses.find((r) => r.statusCode === 409 && r.json().code === 'CELL_TAKEN')!.json();
      expect(loser.code).toBe('CELL_TAKEN');
      expect(loser.message).toBe('Эту ячейку только что забронировали. Выберите другую — ниже ближайшие свободные');
      const alternativeIds = (loser.alternatives as { id: number; same_warehouse: boolean }[]).map((a) => a.id);
      // same warehouse first, then the near warehouse before the far one
      expect(alternativeIds.slice(0, 2).sort()).toEqual([fx.cells.a2.id, fx.cells.a3.id].sort());
      expect(alternativeIds.indexOf(fx.cells.b1.id)).toBeLessThan(alternativeIds.indexOf(fx.cells.c1.id));
      expect(alternativeIds).not.toContain(fx.cells.m1.id);
      const rows = await db().select().from(cellBookings).where(eq(cellBookings.cellId, fx.cells.a1.id));
      expect(rows.filter((r) => r.status === 'hold' || r.status === 'active')).toHaveLength(1);
      const placed = await ordersOfCell(db(), fx.cells.a1.id);
      expect(placed).toHaveLength(1);
    },
  );
});

describe.runIf(onPostgres)('the exclusion constraint is the guarantee (PostgreSQL)', () => {
  it(
    '20 concurrent holds without the application check: one row, the rest end as CellTakenError',
    { timeout: CONTENTION_TIMEOUT_MS },
    async () => {
      const bookings = t.app.services.cellBookings;
      const range = bookings.dates.rentalRange('2027-01-20', 'daily', 2);
      const expires = new Date(clock.now().getTime() + 15 * 60 * 1000);
      await insertOrdersWithIds(
        db(),
        Array.from({ length: 20 }, (_, i) => 900000 + i),
      );
      const results = await Promise.allSettled(
        Array.from({ length: 20 }, (_, i) =>
          bookings.withConflictRetry(() => db().transaction((tx) => bookings.hold(fx.cells.b1.id, 900000 + i, range, expires, tx))),
        ),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(bookings.CellTakenError);
      const rows = await db()
        .select()
        .from(cellBookings)
        .where(and(eq(cellBookings.cellId, fx.cells.b1.id), eq(cellBookings.status, 'hold')));
      expect(rows.filter((r) => r.orderId >= 900000)).toHaveLength(1);
      await db()
        .delete(cellBookings)
        .where(and(eq(cellBookings.cellId, fx.cells.b1.id), eq(cellBookings.orderId, rows.find((r) => r.orderId >= 900000)!.orderId)));
    },
  );
});

describe('the booking lifecycle', () => {
  it('books and pays: the order becomes active, the hold becomes the rental', async () => {
    const user = await signedIn(t.app);
    const res = await book(t.app, user.headers, bookingBody(fx.cells.m1.id, clock.now(), { period_code: 'month-3' }));
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data.status).toBe('awaiting_payment');
    expect(data.price.total).toBe(Math.round(6000 * 3 * 0.95));
    expect(data.payment.confirmation_url).toMatch(new RegExp(`^${t.app.services.env.PUBLIC_URL}/dev/payment-checkout/\\?payment=[\\w-]+$`));
    expect(new Date(data.hold_expires_at).getTime() - clock.now().getTime()).toBe(15 * 60 * 1000);
    await t.app.services.payments.sandbox!.complete(data.payment.id, 'succeeded');
    const order = await orderRow(data.order_id);
    expect(order.status).toBe('active');
    expect(order.paidAt).not.toBeNull();
    const rows = await db().select().from(cellBookings).where(eq(cellBookings.orderId, data.order_id));
    expect(rows.map((r) => r.status)).toEqual(['active']);
  });

  it('an expired hold frees the cell for someone else', async () => {
    const first = await signedIn(t.app);
    const second = await signedIn(t.app);
    const body = bookingBody(fx.cells.a2.id, clock.now());
    expect((await book(t.app, first.headers, body)).statusCode).toBe(201);
    expect((await book(t.app, second.headers, body)).statusCode).toBe(409);
    clock.advance(15 * 60 + 1);
    const later = await book(t.app, second.headers, bookingBody(fx.cells.a2.id, clock.now()));
    expect(later.statusCode).toBe(201);
    const counting = await db()
      .select()
      .from(cellBookings)
      .where(and(eq(cellBookings.cellId, fx.cells.a2.id), eq(cellBookings.status, 'hold')));
    expect(counting).toHaveLength(1);
  });

  it('a payment that succeeds after the hold expired and the cell went to someone else: canceled and refunded', async () => {
    const late = await signedIn(t.app);
    const other = await signedIn(t.app);
    const first = (await book(t.app, late.headers, bookingBody(fx.cells.a3.id, clock.now()))).json().data;
    clock.advance(16 * 60);
    expect((await book(t.app, other.headers, bookingBody(fx.cells.a3.id, clock.now()))).statusCode).toBe(201);
    await t.app.services.payments.sandbox!.complete(first.payment.id, 'succeeded');
    const order = await orderRow(first.order_id);
    expect(order.status).toBe('canceled');
    expect(order.cancelReason).toBe('late_payment_cell_taken');
    const payment = await paymentOf(first.payment.id);
    expect(payment.status).toBe('succeeded');
    expect(payment.refundedAmount).toBe(payment.amount);
  });

  it('a payment that succeeds after the hold expired while the cell is still free: active', async () => {
    const user = await signedIn(t.app);
    const placed = (await book(t.app, user.headers, bookingBody(fx.cells.b1.id, clock.now()))).json().data;
    clock.advance(20 * 60);
    await t.app.services.payments.sandbox!.complete(placed.payment.id, 'succeeded');
    expect((await orderRow(placed.order_id)).status).toBe('active');
    const rows = await db()
      .select()
      .from(cellBookings)
      .where(and(eq(cellBookings.orderId, placed.order_id), eq(cellBookings.status, 'active')));
    expect(rows).toHaveLength(1);
  });

  it('a canceled payment leaves the order awaiting payment; placeOrder gives a new payment', async () => {
    const user = await signedIn(t.app);
    const placed = (
      await book(t.app, user.headers, bookingBody(fx.cells.c1.id, clock.now(), { tariff_kind: 'daily', period_code: 'day-7' }))
    ).json().data;
    await t.app.services.payments.sandbox!.complete(placed.payment.id, 'canceled');
    expect((await orderRow(placed.order_id)).status).toBe('awaiting_payment');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/v2/placeOrder',
      headers: { ...user.headers, 'idempotency-key': 'pay-again-1' },
      payload: { order_id: placed.order_id },
    });
    expect(again.statusCode).toBe(200);
    const payment = again.json().data.payment;
    expect(payment.id).not.toBe(placed.payment.id);
    expect(payment.confirmation_url).toBeTruthy();
    const repeat = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/v2/placeOrder',
      headers: { ...user.headers, 'idempotency-key': 'pay-again-1' },
      payload: { order_id: placed.order_id },
    });
    expect(repeat.json().data.payment.id).toBe(payment.id);
    await t.app.services.payments.sandbox!.complete(payment.id, 'succeeded');
    expect((await orderRow(placed.order_id)).status).toBe('active');
  });

  it('the booker cancels an order awaiting payment and the cell is free again', async () => {
    const user = await signedIn(t.app);
    const other = await signedIn(t.app);
    const start = bookingBody(fx.cells.a1.id, clock.now(), { start_date: '2026-12-20' });
    const placed = (await book(t.app, user.headers, start)).json().data;
    const cancel = await cancelBooking(t.app, user.headers, placed.order_id);
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().data.status).toBe('canceled');
    expect((await book(t.app, other.headers, start)).statusCode).toBe(201);
  });
});

describe('paying by invoice', () => {
  it("holds the cell for 3 days and issues an invoice to the user's company", async () => {
    const user = await signedIn(t.app);
    await insertCompany(db(), { uuid: `co-${user.userId}`, userId: user.userId, name: 'ООО «Ромашка»', inn: '7700000000' });
    const noCompany = await book(
      t.app,
      user.headers,
      bookingBody(fx.cells.b1.id, clock.now(), { start_date: '2026-12-30', payment_method: 'invoice' }),
    );
    expect(noCompany.statusCode).toBe(422);
    expect(noCompany.json().fields.company_uuid).toMatch(/компанию/);
    const res = await book(
      t.app,
      user.headers,
      bookingBody(fx.cells.b1.id, clock.now(), { start_date: '2026-12-30', payment_method: 'invoice', company_uuid: `co-${user.userId}` }),
    );
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data.payment).toBeNull();
    expect(data.invoice.number).toMatch(/\d/);
    expect(new Date(data.hold_expires_at).getTime() - clock.now().getTime()).toBe(3 * 24 * 3600 * 1000);
    const [invoice] = await invoicesOfOrder(db(), data.order_id);
    expect(invoice!.amount).toBe(data.price.total);
  });
});

describe('payments that come too late', () => {
  it('a payment arriving after the booker canceled is refunded and the order stays canceled', async () => {
    const user = await signedIn(t.app);
    const placed = (
      await book(
        t.app,
        user.headers,
        bookingBody(fx.cells.c1.id, clock.now(), { start_date: '2027-01-05', tariff_kind: 'daily', period_code: 'day-7' }),
      )
    ).json().data;
    await cancelBooking(t.app, user.headers, placed.order_id);
    await t.app.services.payments.sandbox!.complete(placed.payment.id, 'succeeded');
    expect((await orderRow(placed.order_id)).status).toBe('canceled');
    const payment = await paymentOf(placed.payment.id);
    expect(payment.refundedAmount).toBe(payment.amount);
  });

  it('a second successful payment of an already paid order is refunded', async () => {
    const user = await signedIn(t.app);
    const placed = (
      await book(
        t.app,
        user.headers,
        bookingBody(fx.cells.c1.id, clock.now(), { start_date: '2027-01-15', tariff_kind: 'daily', period_code: 'day-7' }),
      )
    ).json().data;
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/v2/placeOrder',
      headers: user.headers,
      payload: { order_id: placed.order_id },
    });
    const second = again.json().data.payment.id as string;
    await t.app.services.payments.sandbox!.complete(placed.payment.id, 'succeeded');
    await t.app.services.payments.sandbox!.complete(second, 'succeeded');
    expect((await orderRow(placed.order_id)).status).toBe('active');
    const duplicate = await paymentOf(second);
    expect(duplicate.refundedAmount).toBe(duplicate.amount);
    expect((await paymentOf(placed.payment.id)).refundedAmount).toBe(0);
  });
});

describe('idempotent creation', () => {
  it('retries with the same Idempotency-Key make one order and one payment; another body answers 422', async () => {
    const user = await signedIn(t.app);
    const body = bookingBody(fx.cells.a2.id, clock.now(), { start_date: '2026-12-25' });
    const first = await book(t.app, user.headers, body, 'book-once-1');
    const second = await book(t.app, user.headers, body, 'book-once-1');
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json().data.order_id).toBe(first.json().data.order_id);
    const mine = await ordersOfUser(db(), user.userId);
    expect(mine).toHaveLength(1);
    const paid = await paymentsOfOrder(db(), mine[0]!.id);
    expect(paid).toHaveLength(1);
    const other = await book(t.app, user.headers, { ...body, period_code: 'month-3' }, 'book-once-1');
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('IDEMPOTENCY_MISMATCH');
  });
});

describe('ownership and validation', () => {
  it("another user's order ids answer 404", async () => {
    const owner = await signedIn(t.app);
    const stranger = await signedIn(t.app);
    const placed = (
      await book(
        t.app,
        owner.headers,
        bookingBody(fx.cells.c1.id, clock.now(), { start_date: '2026-12-10', tariff_kind: 'daily', period_code: 'day-7' }),
      )
    ).json().data;
    const calls = [
      { url: '/api/cabinet/site/storages/booking-cancel', payload: { order_id: placed.order_id } },
      { url: '/api/cabinet/site/storages/update-slot', payload: { order_id: placed.order_id, slot_id: fx.cells.a1.id } },
      { url: '/api/cabinet/v2/placeOrder', payload: { order_id: placed.order_id } },
      { url: '/api/cabinet/v2/orders/promocodes', payload: { order_id: placed.order_id, promo_code: 'ANY' } },
    ];
    for (const call of calls) {
      const res = await t.app.inject({ method: 'POST', headers: stranger.headers, ...call });
      expect(res.statusCode, call.url).toBe(404);
    }
    expect((await orderRow(placed.order_id)).status).toBe('awaiting_payment');
  });

  it('moves an order awaiting payment to another free cell of the same size', async () => {
    const user = await signedIn(t.app);
    const rental = { start_date: '2027-01-21', tariff_kind: 'daily', period_code: 'day-7' };
    const neighbour = await signedIn(t.app);
    expect((await book(t.app, neighbour.headers, bookingBody(fx.cells.a2.id, clock.now(), { start_date: '2026-12-25' }))).statusCode).toBe(
      201,
    );
    const placed = (await book(t.app, user.headers, bookingBody(fx.cells.a3.id, clock.now(), rental))).json().data;
    // a2 is taken then (booked from 25.12 for a month): 409 with the free cells of this warehouse
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/site/storages/update-slot',
      headers: user.headers,
      payload: { order_id: placed.order_id, slot_id: fx.cells.a2.id },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().alternatives.map((a: { id: number }) => a.id)).toContain(fx.cells.a1.id);
    const moved = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/site/storages/update-slot',
      headers: user.headers,
      payload: { order_id: placed.order_id, slot_id: fx.cells.a1.id },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.cell.id).toBe(fx.cells.a1.id);
    const holds = await db()
      .select()
      .from(cellBookings)
      .where(and(eq(cellBookings.orderId, placed.order_id), eq(cellBookings.status, 'hold')));
    expect(holds.map((h) => h.cellId)).toEqual([fx.cells.a1.id]);
    const otherSize = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/site/storages/update-slot',
      headers: user.headers,
      payload: { order_id: placed.order_id, slot_id: fx.cells.m1.id },
    });
    expect(otherSize.statusCode).toBe(422);
    expect(otherSize.json().fields.slot_id).toMatch(/того же размера/);
  });

  it('malformed bodies answer 422 with Russian field messages', async () => {
    const user = await signedIn(t.app);
    const bad = await book(t.app, user.headers, { slot_id: 'abc', tariff_kind: 'weekly', start_date: '2026-02-30' });
    expect(bad.statusCode).toBe(422);
    const fields = bad.json().fields as Record<string, string>;
    expect(Object.keys(fields).sort()).toEqual(['period_code', 'slot_id', 'start_date', 'tariff_kind']);
    expect(Object.values(fields).join(' ')).toMatch(/[а-я]/);
    const past = await book(t.app, user.headers, bookingBody(fx.cells.a1.id, clock.now(), { start_date: '2026-11-01' }));
    expect(past.statusCode).toBe(422);
    expect(past.json().fields.start_date).toMatch(/прошлом/);
    const far = await book(t.app, user.headers, bookingBody(fx.cells.a1.id, clock.now(), { start_date: '2027-03-01' }));
    expect(far.json().fields.start_date).toMatch(/60 дней/);
    const period = await book(t.app, user.headers, bookingBody(fx.cells.a1.id, clock.now(), { period_code: 'day-7' }));
    expect(period.json().fields.period_code).toMatch(/срока/);
    const guestKind = await book(
      t.app,
      user.headers,
      bookingBody(fx.cells.a1.id, clock.now(), { tariff_kind: 'guest', period_code: 'guest-3' }),
    );
    expect(guestKind.json().fields.tariff_kind).toMatch(/Гостевой/);
    const missing = await book(t.app, user.headers, bookingBody(999999, clock.now()));
    expect(missing.statusCode).toBe(404);
    const anonymous = await book(t.app, {}, bookingBody(fx.cells.a1.id, clock.now()));
    expect(anonymous.statusCode).toBe(401);
  });
});
