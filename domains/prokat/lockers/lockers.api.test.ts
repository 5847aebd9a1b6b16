import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../../lib/clock';
import type { TestApp } from '../../../tests/helpers/test-app';
import {
  lockerByNumber,
  paidRental as rentalOf,
  prokatRenter,
  prokatTestApp,
  rentalOrderPage,
  rentalUnitRow,
  signedInAgain,
  simulateLocker,
  type Person,
} from '../../../tests/kit/prokat';
import { staffMember } from '../../../tests/kit/staff';
import { prokatUnits } from '../tables';
import { signLockerEvent } from './event-signature';

const SECRET = 'locker-events-secret-for-tests';
const clock = manualClock(new Date('2026-11-28T09:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await prokatTestApp(clock, { LOCKER_API_URL: 'http://127.0.0.1:9/', LOCKER_API_TOKEN: 'token', LOCKER_EVENTS_SECRET: SECRET });
});
afterAll(async () => {
  await t.close();
});

const db = () => t.db.database.db;
const renter = () => prokatRenter(t.app);
const locker = (number: string) => lockerByNumber(t.app, number);
const orderPage = (person: Person, orderId: number) => rentalOrderPage(t.app, person, orderId);
const again = (person: Person) => signedInAgain(t.app, person);
const simulate = (payload: object) => simulateLocker(t.app, payload);
const rentalUnit = (orderId: number, unitId: number) => rentalUnitRow(t.app, orderId, unitId);

/** A paid rental of the first free model of a locker for 3 hours, its deposit held: the order and its tool. */
async function paidRental(person: Person, lockerNumber = 'П-101') {
  const rental = await rentalOf(t.app, person, { locker: lockerNumber, hours: 3 });
  expect((await t.app.services.orders.depositOf(rental.orderId))?.status).toBe('held');
  return rental;
}

const openCell = (person: Person, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/cabinet/v2/rental/orders/cell/open', headers: person.headers, payload });
const returnCell = (person: Person, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/cabinet/v2/rental/orders/cell/return', headers: person.headers, payload });

async function orderStatus(person: Person, orderId: number) {
  return (await orderPage(person, orderId)).status as string;
}

describe('the cell, the clock and the return', () => {
  it('opens the pickup cell for its renter only; the clock starts when the door closes on the empty cell', async () => {
    const person = await renter();
    const rental = await paidRental(person);
    const before = (await orderPage(person, rental.orderId)).tools[0];
    expect(before).toMatchObject({ stage: 'awaiting_pickup', picked_up_at: null, due_at: null });

    const stranger = await renter();
    expect((await openCell(stranger, { order_id: rental.orderId, unit_id: rental.unitId })).statusCode).toBe(404);

    const opened = await openCell(person, { order_id: rental.orderId, unit_id: rental.unitId });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().data).toMatchObject({ cell: rental.cell, postomat: { number: rental.lockerNumber } });
    // One live opening per cell: a second tap waits for the door.
    expect((await openCell(person, { order_id: rental.orderId, unit_id: rental.unitId })).json().code).toBe('CELL_BUSY');

    // The renter closes the door without taking the tool: nothing starts.
    expect(await simulate({ action: 'close', postomat_id: rental.lockerId, cell: rental.cell, occupied: true })).toBe('pickup_not_taken');
    expect((await rentalUnit(rental.orderId, rental.unitId)).stage).toBe('awaiting_pickup');

    clock.advance(5 * 60);
    const reopened = await openCell(person, { order_id: rental.orderId, unit_id: rental.unitId });
    expect(reopened.statusCode, reopened.body).toBe(200);
    clock.advance(60);
    expect(await simulate({ action: 'close', postomat_id: rental.lockerId, cell: rental.cell, occupied: false })).toBe('pickup');
    const taken = await rentalUnit(rental.orderId, rental.unitId);
    expect(taken.stage).toBe('in_use');
    expect(taken.pickedUpAt!.toISOString()).toBe(clock.now().toISOString());
    expect(taken.dueAt!.getTime() - taken.pickedUpAt!.getTime()).toBe(3 * 3600_000);
    const [unit] = await db().select().from(prokatUnits).where(eq(prokatUnits.id, rental.unitId));
    expect(unit).toMatchObject({ status: 'rented', cellId: null });
    // The order page still shows the tool and where it came from.
    expect((await orderPage(person, rental.orderId)).tools[0]).toMatchObject({ stage: 'in_use', cell: rental.cell });
    const afterPickup = await openCell(person, { order_id: rental.orderId, unit_id: rental.unitId });
    expect(afterPickup.json()).toMatchObject({ code: 'CELL_NOT_OPENABLE', message: 'Этот инструмент уже забран из ячейки' });
  });

  it('takes the tool back at another locker, keeps the late order on until staff accept it, then ends it', async () => {
    let person = await renter();
    const rental = await paidRental(person, 'П-101');
    await openCell(person, { order_id: rental.orderId, unit_id: rental.unitId });
    await simulate({ action: 'close', postomat_id: rental.lockerId, cell: rental.cell, occupied: false });

    const other = await locker('П-102');
    // Past the end, not returned: the housekeeping does not end the order.
    clock.advance(4 * 3600);
    person = await again(person);
    await t.app.services.orders.finishDue(clock.now());
    expect(await orderStatus(person, rental.orderId)).toBe('active');

    const opened = await returnCell(person, { order_id: rental.orderId, unit_id: rental.unitId, postomat_id: other.id });
    expect(opened.statusCode, opened.body).toBe(200);
    const cell = opened.json().data.cell as number;
    // Closed empty (the renter changed their mind): still out.
    expect(await simulate({ action: 'close', postomat_id: other.id, cell, occupied: false })).toBe('return_not_put');
    const second = (await returnCell(person, { order_id: rental.orderId, unit_id: rental.unitId, postomat_id: other.id })).json().data;
    clock.advance(60);
    expect(await simulate({ action: 'close', postomat_id: other.id, cell: second.cell, occupied: true })).toBe('return');
    expect((await orderPage(person, rental.orderId)).tools[0]).toMatchObject({
      stage: 'returned',
      returned_to: { postomat_id: other.id, number: 'П-102', cell: second.cell },
    });
    await t.app.services.orders.finishDue(clock.now());
    expect(await orderStatus(person, rental.orderId)).toBe('active');

    const desk = await staffMember(t.app, 'storekeeper');
    const waiting = (await t.app.inject({ method: 'GET', url: '/api/admin/prokat/returns', headers: desk.headers })).json().data;
    expect(waiting).toContainEqual(expect.objectContaining({ order_id: rental.orderId, unit_id: rental.unitId, postomat: 'П-102' }));
    const check = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/admin/prokat/returns/check', headers: desk.headers, payload });
    expect((await check({ order_id: rental.orderId, unit_id: rental.unitId, result: 'damaged' })).statusCode).toBe(422);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/admin/prokat/returns/check',
          headers: person.headers,
          payload: { order_id: rental.orderId, unit_id: rental.unitId, result: 'ok' },
        })
      ).statusCode,
    ).toBe(403);
    const accepted = await check({ order_id: rental.orderId, unit_id: rental.unitId, result: 'ok' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await orderStatus(person, rental.orderId)).toBe('finished');
    const [unit] = await db().select().from(prokatUnits).where(eq(prokatUnits.id, rental.unitId));
    expect(unit!.status).toBe('available');
    // It is on offer at the locker it was returned to.
    const tools = (await t.app.inject({ method: 'GET', url: `/api/cabinet/v3/rental/postomats/tools?id=${other.id}` })).json().data;
    const cells = tools.categories.flatMap((c: { tools: { postomat_slot: number }[] }) => c.tools.map((tool) => tool.postomat_slot));
    expect(cells).toContain(second.cell);
    expect((await check({ order_id: rental.orderId, unit_id: rental.unitId, result: 'ok' })).statusCode).toBe(409);
  });

  it('refuses a return into a full locker and names the nearest lockers with free cells', async () => {
    const person = await renter();
    const rental = await paidRental(person, 'П-101');
    await openCell(person, { order_id: rental.orderId, unit_id: rental.unitId });
    await simulate({ action: 'close', postomat_id: rental.lockerId, cell: rental.cell, occupied: false });

    // Every empty cell of П-103 out of service: no room for the tool there.
    const full = await locker('П-103');
    const staff = await staffMember(t.app, 'operator');
    const cells = (await t.app.inject({ method: 'GET', url: `/api/admin/prokat/lockers/${full.id}`, headers: staff.headers })).json().data
      .cells as { id: number; broken: boolean; unit: object | null }[];
    for (const cell of cells.filter((c) => !c.broken && c.unit === null)) {
      const broken = await t.app.inject({
        method: 'POST',
        url: `/api/admin/prokat/cells/${cell.id}/broken`,
        headers: staff.headers,
        payload: { broken: true },
      });
      expect(broken.statusCode, broken.body).toBe(200);
    }
    const refused = await returnCell(person, { order_id: rental.orderId, unit_id: rental.unitId, postomat_id: full.id });
    expect(refused.statusCode).toBe(409);
    const body = refused.json();
    expect(body.code).toBe('NO_FREE_CELL');
    expect(body.alternatives.length).toBeGreaterThan(0);
    expect(body.alternatives.every((a: { postomat: { id: number } }) => a.postomat.id !== full.id)).toBe(true);
    const distances = body.alternatives.map((a: { distance_m: number }) => a.distance_m);
    expect(distances).toEqual([...distances].sort((a: number, b: number) => a - b));
    expect(body.alternatives[0]).toMatchObject({ free_cells: expect.any(Number) });
    // The first alternative takes it.
    const other = body.alternatives[0].postomat.id as number;
    const opened = await returnCell(person, { order_id: rental.orderId, unit_id: rental.unitId, postomat_id: other });
    expect(opened.statusCode).toBe(200);
    expect(await simulate({ action: 'close', postomat_id: other, cell: opened.json().data.cell, occupied: true })).toBe('return');
    for (const cell of cells.filter((c) => !c.broken && c.unit === null)) {
      await t.app.inject({
        method: 'POST',
        url: `/api/admin/prokat/cells/${cell.id}/broken`,
        headers: staff.headers,
        payload: { broken: false },
      });
    }
    // The next test reads a locker's newest events: this one's are older.
    clock.advance(60);
  });

  it('opens by PIN: the pickup PIN at the tool’s locker only, the return PIN at any locker; wrong PINs lock the screen', async () => {
    const person = await renter();
    const rental = await paidRental(person, 'П-103');
    const access = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/cabinet/v2/orders/access?id=${rental.orderId}`, headers: person.headers })).json()
        .data;
    const pickupPin = (await access()).items[0].code as string;
    expect(pickupPin).toMatch(/^\d{6}$/);
    const elsewhere = await locker('П-101');
    expect(await simulate({ action: 'pin', postomat_id: elsewhere.id, pin: pickupPin })).toBe('pin_refused');
    expect(await simulate({ action: 'pin', postomat_id: rental.lockerId, pin: pickupPin })).toBe('pin_opened');
    expect(await simulate({ action: 'close', postomat_id: rental.lockerId, cell: rental.cell, occupied: false })).toBe('pickup');
    // The pickup PIN did its work; the return PIN shows now.
    expect(await simulate({ action: 'pin', postomat_id: rental.lockerId, pin: pickupPin })).toBe('pin_refused');
    const returnItem = (await access()).items[0];
    expect(returnItem.label).toContain('PIN возврата');
    const returned = await simulate({ action: 'pin', postomat_id: elsewhere.id, pin: returnItem.code });
    expect(returned).toBe('pin_opened');
    const staff = await staffMember(t.app, 'operator');
    const events = (
      await t.app.inject({ method: 'GET', url: `/api/admin/prokat/lockers/${elsewhere.id}/events`, headers: staff.headers })
    ).json().data;
    const cell = events.find((event: { type: string; outcome: string }) => event.type === 'door_opened' && event.outcome === 'opened').cell;
    expect(await simulate({ action: 'close', postomat_id: elsewhere.id, cell, occupied: true })).toBe('return');

    // A tool still waiting in its cell with the pickup window open: its order is not over.
    const idle = await paidRental(person, 'П-103');
    expect(await t.app.services.orders.finishReturned(idle.orderId)).toBe(false);
    expect(await orderStatus(person, idle.orderId)).toBe('active');

    // Five wrong PINs in ten minutes, and the locker takes no PIN for the rest of them.
    const far = await locker('П-104');
    for (let i = 0; i < 5; i++) expect(await simulate({ action: 'pin', postomat_id: far.id, pin: '000000' })).toBe('pin_refused');
    expect(await simulate({ action: 'pin', postomat_id: far.id, pin: '000001' })).toBe('pin_locked');
  });

  it('refuses to open a cell before the order is paid and after the pickup window', async () => {
    const person = await renter();
    const { id } = await locker('П-104');
    const tools = (await t.app.inject({ method: 'GET', url: `/api/cabinet/v3/rental/postomats/tools?id=${id}` })).json().data;
    const slug = tools.categories.at(-1).tools[0].model_slug;
    const placed = (
      await t.app.inject({
        method: 'POST',
        url: '/api/cabinet/v3/rental/tools/booking',
        headers: person.headers,
        payload: { postomat_id: id, items: [{ model_slug: slug }], unit: 'hour', period_number: 1 },
      })
    ).json().data;
    const unitId = (await orderPage(person, placed.order_id)).tools[0].unit_id;
    expect((await openCell(person, { order_id: placed.order_id, unit_id: unitId })).json().code).toBe('CELL_NOT_OPENABLE');

    const rental = await paidRental(person, 'П-104');
    clock.advance(3 * 3600 + 60);
    const late = await openCell(await again(person), { order_id: rental.orderId, unit_id: rental.unitId });
    expect(late.json()).toMatchObject({ code: 'CELL_NOT_OPENABLE', message: 'Время, когда можно забрать инструмент, прошло' });
  });
});

describe('at once (proven on PostgreSQL; the embedded database answers the same, one at a time)', () => {
  it('twenty taps on «Открыть ячейку» open the cell once; six returns at one locker at once get six different cells', async () => {
    const person = await renter();
    const rental = await paidRental(person, 'П-106');
    const taps = await Promise.all(
      Array.from({ length: 20 }, () => openCell(person, { order_id: rental.orderId, unit_id: rental.unitId })),
    );
    expect(
      taps.filter((tap) => tap.statusCode === 200),
      taps[0]!.body,
    ).toHaveLength(1);
    expect(new Set(taps.filter((tap) => tap.statusCode !== 200).map((tap) => tap.json().code))).toEqual(new Set(['CELL_BUSY']));
    await simulate({ action: 'close', postomat_id: rental.lockerId, cell: rental.cell, occupied: false });

    // Tools of six renters come back to one locker at the same moment.
    const renters = await Promise.all(Array.from({ length: 6 }, () => renter()));
    const rentals = [];
    for (const each of renters) {
      const taken = await paidRental(each, 'П-201');
      await openCell(each, { order_id: taken.orderId, unit_id: taken.unitId });
      await simulate({ action: 'close', postomat_id: taken.lockerId, cell: taken.cell, occupied: false });
      rentals.push({ person: each, ...taken });
    }
    const target = await locker('П-202');
    const returns = await Promise.all(
      rentals.map((each) => returnCell(each.person, { order_id: each.orderId, unit_id: each.unitId, postomat_id: target.id })),
    );
    for (const answer of returns) expect(answer.statusCode, answer.body).toBe(200);
    const cells = returns.map((answer) => answer.json().data.cell);
    expect(new Set(cells).size).toBe(cells.length);
  });

  it('the same signed event delivered twice at once counts once', async () => {
    const person = await renter();
    const rental = await paidRental(person, 'П-203');
    await openCell(person, { order_id: rental.orderId, unit_id: rental.unitId });
    const handle = t.app.services.prokatLockers.events.handle;
    const event = {
      id: 'evt-twice-0000001',
      type: 'door_closed' as const,
      locker: 'П-203',
      cell: rental.cell,
      occupied: false,
      at: clock.now().toISOString(),
    };
    const outcomes = await Promise.all(Array.from({ length: 8 }, () => handle(event)));
    expect(outcomes.filter((outcome) => outcome === 'pickup')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome !== 'pickup')).toEqual(Array(7).fill('duplicate'));
  });
});

describe('the network’s signed events', () => {
  const send = (body: string, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/integrations/lockers/events',
      headers: { 'content-type': 'application/json', ...headers },
      payload: body,
    });
  const signed = (body: string, at = Math.floor(Date.now() / 1000)) => ({
    'x-locker-timestamp': String(at),
    'x-locker-signature': signLockerEvent(SECRET, at, body),
  });

  it('counts a signed event once and refuses a forged, an old or an unsigned one', async () => {
    const person = await renter();
    const rental = await paidRental(person, 'П-105');
    await openCell(person, { order_id: rental.orderId, unit_id: rental.unitId });
    const body = JSON.stringify({
      id: 'evt-closing-000001',
      type: 'door_closed',
      locker: 'П-105',
      cell: rental.cell,
      occupied: false,
      at: clock.now().toISOString(),
    });
    expect((await send(body, {})).statusCode).toBe(401);
    expect(
      (
        await send(body, {
          ...signed(body),
          'x-locker-signature': signLockerEvent('another-secret-value', Math.floor(Date.now() / 1000), body),
        })
      ).statusCode,
    ).toBe(401);
    expect((await send(body, signed(body, Math.floor(Date.now() / 1000) - 3600))).statusCode).toBe(401);
    expect((await rentalUnit(rental.orderId, rental.unitId)).stage).toBe('awaiting_pickup');

    const first = await send(body, signed(body));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().outcome).toBe('pickup');
    expect((await send(body, signed(body))).json().outcome).toBe('duplicate');
    expect((await rentalUnit(rental.orderId, rental.unitId)).stage).toBe('in_use');
  });

  it('answers bad events with clear errors', async () => {
    const event = (over: object) =>
      JSON.stringify({
        id: 'evt-bad-0000001',
        type: 'door_closed',
        locker: 'П-101',
        cell: 1,
        occupied: true,
        at: clock.now().toISOString(),
        ...over,
      });
    const unknownLocker = event({ locker: 'П-999' });
    expect((await send(unknownLocker, signed(unknownLocker))).statusCode).toBe(404);
    const nul = event({ locker: 'П-1\u000001' });
    expect((await send(nul, signed(nul))).statusCode).toBe(422);
    const badType = event({ type: 'door_exploded' });
    expect((await send(badType, signed(badType))).statusCode).toBe(422);
    const extra = event({ amount: 1 });
    expect((await send(extra, signed(extra))).statusCode).toBe(422);
    const broken = '{"id":';
    expect((await send(broken, signed(broken))).statusCode).toBe(400);
    const huge = event({ id: 'x'.repeat(20_000) });
    expect([413, 422]).toContain((await send(huge, signed(huge))).statusCode);
  });
});
