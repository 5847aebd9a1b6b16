import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../../lib/clock';
import type { AppError } from '../../../lib/errors';
import { prokatModels, prokatUnits } from '../tables';
import { fleetWorld, type FleetWorld, type Person } from './fleet-test-helpers';

const clock = manualClock(new Date('2026-11-28T09:00:00Z'));
let w: FleetWorld;
let staff: Person;
beforeAll(async () => {
  w = await fleetWorld(clock);
  staff = await w.staff('storekeeper');
});
afterAll(async () => {
  await w.t.close();
});

const unitRow = async (id: number) => (await w.db().select().from(prokatUnits).where(eq(prokatUnits.id, id)))[0]!;
/** The free cells of a locker, lowest first. */
const freeCells = async (lockerNumber: string) => {
  const locker = await w.lockerByNumber(lockerNumber);
  return (await w.cellsOf(staff, locker.id)).filter((cell) => cell.unit === null && !cell.broken);
};
const toolsIn = async (lockerNumber: string) => {
  const locker = await w.lockerByNumber(lockerNumber);
  return (await w.cellsOf(staff, locker.id)).filter((cell) => cell.unit !== null);
};
const unitCall = (id: number, action: string, payload: object = {}) =>
  w.ok(staff, 'POST', `/api/admin/prokat/units/${id}/${action}`, payload);
const unitRefusal = (id: number, action: string, payload: object = {}) =>
  w.refused(staff, 'POST', `/api/admin/prokat/units/${id}/${action}`, payload);

describe('tools in the console', () => {
  it('adds a tool into a free working cell; a taken inventory number or cell is refused', async () => {
    const [model] = await w.db().select().from(prokatModels).limit(1);
    const [free, other] = await freeCells('П-105');
    const [taken] = await toolsIn('П-105');
    const add = (over: object) => ({ model_id: model!.id, inventory_number: 'ИН-9001', cell_id: free!.id, ...over });
    const unit = await w.ok(staff, 'POST', '/api/admin/prokat/units', add({ inventory_number: 'ин-9001' }));
    expect(unit).toMatchObject({ inventory_number: 'ИН-9001', status: 'available', cell_id: free!.id });
    expect(await w.refused(staff, 'POST', '/api/admin/prokat/units', add({ cell_id: other!.id }))).toMatchObject({
      status: 409,
      code: 'INVENTORY_NUMBER_TAKEN',
      fields: { inventory_number: 'Инструмент с таким инвентарным номером уже есть' },
    });
    expect(
      await w.refused(staff, 'POST', '/api/admin/prokat/units', add({ inventory_number: 'ИН-9002', cell_id: taken!.id })),
    ).toMatchObject({
      status: 409,
      code: 'CELL_NOT_FREE',
      message: `В ячейке ${taken!.number} уже лежит инструмент: выберите другую`,
    });
    await w.ok(staff, 'POST', `/api/admin/prokat/cells/${other!.id}/broken`, { broken: true });
    expect((await w.refused(staff, 'POST', '/api/admin/prokat/units', add({ inventory_number: 'ИН-9002', cell_id: other!.id }))).code).toBe(
      'CELL_NOT_FREE',
    );
    const bad = await w.refused(staff, 'POST', '/api/admin/prokat/units', { model_id: 0, inventory_number: '', cell_id: 'x' });
    expect(bad).toMatchObject({
      status: 422,
      fields: { model_id: 'Модель: нужен номер больше нуля', inventory_number: expect.any(String) },
    });
    expect(
      (await w.refused(staff, 'POST', '/api/admin/prokat/units', add({ model_id: 99_999, inventory_number: 'ИН-9003' }))).fields,
    ).toEqual({
      model_id: 'Такой модели нет',
    });

    const here = (await w.cellsOf(staff, (await w.lockerByNumber('П-105')).id)).find((cell) => cell.id === free!.id)!;
    expect(here.unit).toMatchObject({ id: unit.id, inventory_number: 'ИН-9001', status: 'available', booked: null });
    const [audit] = await w.auditOf(staff, 'prokat_unit');
    expect(audit).toMatchObject({
      action: 'prokat.unit.add',
      entity_id: String(unit.id),
      after: { inventory_number: 'ИН-9001', status: 'available', cell_id: free!.id },
    });
  });

  it('moves a tool to a free cell of another locker; a taken cell, a booked, rented or checking tool is refused', async () => {
    const [tool, neighbour] = await toolsIn('П-106');
    const [target] = await freeCells('П-301');
    expect(await unitRefusal(tool!.unit!.id, 'move', { cell_id: neighbour!.id })).toMatchObject({ status: 409, code: 'CELL_NOT_FREE' });
    const moved = await unitCall(tool!.unit!.id, 'move', { cell_id: target!.id });
    expect(moved).toMatchObject({ status: 'available', cell_id: target!.id });
    expect((await toolsIn('П-301')).map((cell) => cell.unit!.id)).toContain(tool!.unit!.id);
    const [audit] = await w.auditOf(staff, 'prokat_unit');
    expect(audit).toMatchObject({
      action: 'prokat.unit.move',
      before: { cell_id: tool!.id, status: 'available' },
      after: { cell_id: target!.id, status: 'available' },
    });

    // An unpaid booking holds a tool; a paid one waits for its renter in the cell.
    const person = await w.renter();
    const held = await w.booking(person, 'П-302', false);
    const paid = await w.booking(person, 'П-103', true);
    const [elsewhere] = await freeCells('П-301');
    for (const [unitId, message] of [
      [held.unitId, 'Инструмент забронирован: бронь ждёт оплаты'],
      [paid.unitId, 'Инструмент оплачен и ждёт арендатора в ячейке'],
    ] as const) {
      expect(await unitRefusal(unitId, 'move', { cell_id: elsewhere!.id })).toMatchObject({ status: 409, code: 'UNIT_IN_RENTAL', message });
      expect((await unitRefusal(unitId, 'broken')).code).toBe('UNIT_IN_RENTAL');
      expect((await unitRefusal(unitId, 'retire')).code).toBe('UNIT_IN_RENTAL');
    }
    const bookedAs = async (lockerNumber: string, unitId: number) =>
      (await toolsIn(lockerNumber)).find((cell) => cell.unit!.id === unitId)!.unit!.booked;
    expect(await bookedAs('П-302', held.unitId)).toBe('hold');
    expect(await bookedAs('П-103', paid.unitId)).toBe('rental');

    // Out with a renter, or back and waiting for the check.
    const [out, back] = await toolsIn('П-104');
    await w.db().update(prokatUnits).set({ status: 'rented', cellId: null }).where(eq(prokatUnits.id, out!.unit!.id));
    await w.db().update(prokatUnits).set({ status: 'checking' }).where(eq(prokatUnits.id, back!.unit!.id));
    expect((await unitRefusal(out!.unit!.id, 'move', { cell_id: elsewhere!.id })).message).toBe(
      'Инструмент у арендатора: дождитесь возврата',
    );
    expect((await unitRefusal(back!.unit!.id, 'retire')).message).toContain('ждёт проверки');
  });

  it('sends a tool to the workshop and back into a free cell, and retires one for good', async () => {
    const [tool] = await toolsIn('П-201');
    const unitId = tool!.unit!.id;
    expect(await unitCall(unitId, 'broken', { note: 'Не включается' })).toMatchObject({ status: 'broken', cell_id: null });
    expect((await freeCells('П-201')).map((cell) => cell.id)).toContain(tool!.id);
    const workshop = (await w.ok(staff, 'GET', '/api/admin/prokat/workshop')) as { id: number }[];
    expect(workshop.map((unit) => unit.id)).toContain(unitId);
    expect((await unitRefusal(unitId, 'move', { cell_id: tool!.id })).code).toBe('UNIT_STATUS_REFUSED');
    expect((await unitRefusal(unitId, 'repaired')).fields).toEqual({ cell_id: 'Выберите свободную ячейку, куда положить инструмент' });
    const [target] = await freeCells('П-202');
    expect(await unitCall(unitId, 'repaired', { cell_id: target!.id })).toMatchObject({ status: 'available', cell_id: target!.id });
    expect((await unitRefusal(unitId, 'repaired')).message).toBe('Инструмент не сломан');

    expect(await unitCall(unitId, 'retire', { note: 'Износ' })).toMatchObject({ status: 'retired', cell_id: null });
    expect((await unitRefusal(unitId, 'retire')).code).toBe('UNIT_STATUS_REFUSED');
    expect((await unitRefusal(unitId, 'move', { cell_id: target!.id })).message).toBe('Инструмент списан');
    expect(await unitRow(unitId)).toMatchObject({ status: 'retired', cellId: null });
    const audit = await w.auditOf(staff, 'prokat_unit');
    const mine = audit.filter((row) => row.entity_id === String(unitId));
    expect(mine.map((row) => row.action)).toEqual(['prokat.unit.retire', 'prokat.unit.repaired', 'prokat.unit.broken']);
    expect(mine[2]).toMatchObject({
      before: { status: 'available', cell_id: tool!.id },
      after: { status: 'broken', cell_id: null, note: 'Не включается' },
    });
  });
});

describe('at once (proven on PostgreSQL; the embedded database answers the same, one at a time)', () => {
  it('ten tools moved into one free cell at once: exactly one gets it', async () => {
    const tools = (await toolsIn('П-203')).slice(0, 10);
    expect(tools).toHaveLength(10);
    const [target] = await freeCells('П-102');
    // Straight to the service: through HTTP each call's sign-in checks stagger them, and their
    // transactions would hardly overlap; these ten start theirs together.
    const units = w.t.app.services.prokatFleet.units;
    const actor = { staffUserId: staff.userId, ip: null };
    const moves = await Promise.allSettled(tools.map((cell) => units.move(cell.unit!.id, target!.id, actor)));
    const won = moves.flatMap((move) => (move.status === 'fulfilled' ? [move.value] : []));
    const lost = moves.flatMap((move) => (move.status === 'rejected' ? [move.reason as AppError] : []));
    expect(won, lost.map((error) => error.message).join('\n')).toHaveLength(1);
    expect(lost.map((error) => error.code)).toEqual(Array(9).fill('CELL_NOT_FREE'));
    const inTarget = await w.db().select().from(prokatUnits).where(eq(prokatUnits.cellId, target!.id));
    expect(inTarget.map((unit) => unit.id)).toEqual([won[0]!.id]);
    // The same through the console's call: the cell is taken now.
    const late = await w.refused(staff, 'POST', `/api/admin/prokat/units/${tools[0]!.unit!.id}/move`, { cell_id: target!.id });
    expect(late).toMatchObject({ status: 409, code: 'CELL_NOT_FREE' });
  });
});
