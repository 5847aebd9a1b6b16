import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { loadEnv } from '../../lib/env.server';
import { buildApp } from '../../server/app';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { guestConfirmation, signedIn } from '../../tests/kit/users';
import { addDays, moscowDate } from './booking-dates';
import { seedBookingFixture, type BookingFixture } from './booking-test-fixtures';
import { book, bookingBody, cancelBooking } from './booking-test-helpers';
import { cells } from './tables';

// Decision record 0011: each process keeps the catalogue's cards while the database's change
// counter stays the same. Two apps on one database stand for two processes: one books, holds and
// releases, the other shows the catalogue and must show every change on its next view.
const START = new Date('2026-11-23T09:00:00Z');
const clock = manualClock(START);
const env = {
  LOGIN_SENDS_PER_IP_HOUR: '1000',
  LOGIN_CALLS_PER_IP_MINUTE: '1000',
  RATE_LIMIT_MAX: '100000',
  LOGIN_FAILURES_PER_IP_HOUR: '1000',
};
let writer: TestApp;
let reader: FastifyInstance;
let fx: BookingFixture;

beforeAll(async () => {
  writer = await createTestApp(env, undefined, { clock });
  reader = await buildApp({
    env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env }),
    database: writer.db.database,
    logger: false,
    clock,
  });
  await reader.ready();
});
afterAll(async () => {
  await reader?.close();
  await writer?.close();
});
beforeEach(async () => {
  clock.set(START);
  fx = await seedBookingFixture(writer.db.database.db);
});

/** A guest's hold of a cell for 15 minutes, made by the writing process. */
async function holdAsGuest(cellId: number) {
  const { token } = await guestConfirmation(writer.app);
  return writer.app.inject({
    method: 'POST',
    url: '/api/cabinet/orders/guest',
    payload: bookingBody(cellId, clock.now(), { tariff_kind: 'guest', period_code: 'guest-3', confirmation_token: token }),
  });
}

/** Warehouse A's card as the other process shows it (the list call and the catalogue page read the same cards). */
async function cardSeen(): Promise<{ free_cells: number; cells_count: number }> {
  const response = await reader.inject({ method: 'GET', url: '/api/cabinet/v2/site/storages?limit=100' });
  const items = response.json().data.items as { id: number; free_cells: number; cells_count: number }[];
  return items.find((c) => c.id === fx.warehouse.id)!;
}

/** Whether each of warehouse A's cells is free, as the other process shows them (slots and size groups). */
async function cellsSeen(): Promise<{ free: Record<number, boolean>; freeInGroups: number }> {
  const slots = await reader.inject({ method: 'GET', url: `/api/cabinet/v2/site/storages/slots?id=${fx.warehouse.id}` });
  expect(slots.statusCode).toBe(200);
  const list = slots.json().data as { id: number; is_free: boolean }[];
  const groups = await reader.inject({ method: 'POST', url: '/api/cabinet/v2/site/storages/group', payload: { id: fx.warehouse.id } });
  expect(groups.statusCode).toBe(200);
  const freeInGroups = (groups.json().data as { free_count: number }[]).reduce((sum, g) => sum + g.free_count, 0);
  return { free: Object.fromEntries(list.map((c) => [c.id, c.is_free])), freeInGroups };
}

describe('the catalogue kept per process', () => {
  it('shows a booking made in another process on the next view, and its release', async () => {
    expect(await cardSeen()).toMatchObject({ free_cells: 4, cells_count: 4 });
    expect(await cardSeen()).toMatchObject({ free_cells: 4 }); // kept

    const user = await signedIn(writer.app);
    const held = await book(
      writer.app,
      user.headers,
      bookingBody(fx.cells.a1.id, clock.now(), { start_date: addDays(moscowDate(clock.now()), 1) }),
    );
    expect(held.statusCode).toBe(201);
    expect(await cardSeen()).toMatchObject({ free_cells: 3 });

    const cancel = await cancelBooking(writer.app, user.headers, held.json().data.order_id);
    expect(cancel.statusCode).toBe(200);
    expect(await cardSeen()).toMatchObject({ free_cells: 4 });
  });

  it('shows a hold until it expires with no write, and again when the clock goes back before its expiry', async () => {
    const held = await holdAsGuest(fx.cells.a2.id);
    expect(held.statusCode).toBe(201);
    expect(await cardSeen()).toMatchObject({ free_cells: 3 });

    clock.advance(16 * 60);
    expect(await cardSeen()).toMatchObject({ free_cells: 4 });
    clock.set(START);
    expect(await cardSeen()).toMatchObject({ free_cells: 3 });
  });

  it('shows a change written straight to the tables (another process, an admin edit)', async () => {
    expect(await cardSeen()).toMatchObject({ cells_count: 4 });
    const db = writer.db.database.db;
    await db.update(cells).set({ active: false }).where(eq(cells.id, fx.cells.m1.id));
    expect(await cardSeen()).toMatchObject({ free_cells: 3, cells_count: 3 });
    await db.update(cells).set({ active: true }).where(eq(cells.id, fx.cells.m1.id));
    expect(await cardSeen()).toMatchObject({ free_cells: 4, cells_count: 4 });
  });

  it("shows a warehouse's cells booked, released, expired and changed in another process on the next view", async () => {
    const a1 = fx.cells.a1.id;
    expect((await cellsSeen()).free[a1]).toBe(true);
    expect(await cellsSeen()).toMatchObject({ freeInGroups: 4 }); // kept

    const user = await signedIn(writer.app);
    const held = await book(writer.app, user.headers, bookingBody(a1, clock.now(), { start_date: addDays(moscowDate(clock.now()), 1) }));
    expect(held.statusCode).toBe(201);
    expect(await cellsSeen()).toMatchObject({ free: { [a1]: false }, freeInGroups: 3 });

    const cancel = await cancelBooking(writer.app, user.headers, held.json().data.order_id);
    expect(cancel.statusCode).toBe(200);
    expect(await cellsSeen()).toMatchObject({ free: { [a1]: true }, freeInGroups: 4 });

    const guestHold = await holdAsGuest(fx.cells.a2.id);
    expect(guestHold.statusCode).toBe(201);
    expect(await cellsSeen()).toMatchObject({ free: { [fx.cells.a2.id]: false } });
    clock.advance(16 * 60);
    expect(await cellsSeen()).toMatchObject({ free: { [fx.cells.a2.id]: true } });
    clock.set(START);
    expect(await cellsSeen()).toMatchObject({ free: { [fx.cells.a2.id]: false } });

    const db = writer.db.database.db;
    await db.update(cells).set({ active: false }).where(eq(cells.id, fx.cells.m1.id));
    expect((await cellsSeen()).free[fx.cells.m1.id]).toBeUndefined();
    await db.update(cells).set({ active: true }).where(eq(cells.id, fx.cells.m1.id));
    expect((await cellsSeen()).free[fx.cells.m1.id]).toBe(true);
  });
});
