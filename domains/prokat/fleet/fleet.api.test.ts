import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../../lib/clock';
import { fleetWorld, lockerFields, type FleetWorld } from './fleet-test-helpers';

const clock = manualClock(new Date('2026-11-28T09:00:00Z'));
let w: FleetWorld;
beforeAll(async () => {
  w = await fleetWorld(clock);
});
afterAll(async () => {
  await w.t.close();
});

type Counts = { cells: number; free_cells: number; broken_cells: number; units_in_cells: number; units_out: number };
type LockerRow = { id: number; number: string; active: boolean; counts: Counts };
const catalogueNumbers = async () =>
  ((await w.t.app.inject({ method: 'GET', url: '/api/cabinet/v2/rental/tariff/postomat/list' })).json().data as { number: string }[]).map(
    (locker) => locker.number,
  );

describe('lockers and cells in the console', () => {
  it('lets only staff in: a guest 401, a customer 403, before any input is read', async () => {
    const customer = await w.customer();
    for (const [method, url] of [
      ['GET', '/api/admin/prokat/lockers'],
      ['POST', '/api/admin/prokat/lockers'],
      ['POST', '/api/admin/prokat/cells/1/broken'],
      ['POST', '/api/admin/prokat/units/1/move'],
      ['GET', '/api/admin/prokat/door-alerts'],
    ] as const) {
      expect((await w.refused(null, method, url, {})).status).toBe(401);
      expect((await w.refused(customer, method, url, {})).status).toBe(403);
    }
  });

  it('lists the lockers with their counts', async () => {
    const staff = await w.staff('storekeeper');
    const lockers = (await w.ok(staff, 'GET', '/api/admin/prokat/lockers')) as LockerRow[];
    expect(lockers.length).toBe(11);
    const first = lockers.find((locker) => locker.number === 'П-101')!;
    expect(first.counts).toMatchObject({ cells: 26, broken_cells: 0, units_out: 0 });
    expect(first.counts.units_in_cells + first.counts.free_cells).toBe(26);
  });

  it('adds a locker closed, edits it, opens and closes it to renters; each change audited', async () => {
    const staff = await w.staff();
    const bad = await w.refused(
      staff,
      'POST',
      '/api/admin/prokat/lockers',
      lockerFields({ number: '101', latitude: 91, time_zone: 'Mars/Base' }),
    );
    expect(bad).toMatchObject({ status: 422, code: 'VALIDATION_ERROR' });
    expect(bad.fields).toMatchObject({
      number: expect.stringContaining('например П-101'),
      latitude: 'Широта: от −90 до 90',
      time_zone: expect.stringContaining('Europe/Moscow'),
    });
    expect((await w.refused(staff, 'POST', '/api/admin/prokat/lockers', lockerFields({ city_id: 99_999 }))).fields).toEqual({
      city_id: 'Такого города нет',
    });
    expect(await w.refused(staff, 'POST', '/api/admin/prokat/lockers', lockerFields({ number: 'П-101' }))).toMatchObject({
      status: 409,
      code: 'LOCKER_NUMBER_TAKEN',
      fields: { number: 'Постамат с таким номером уже есть' },
    });

    const created = (await w.ok(staff, 'POST', '/api/admin/prokat/lockers', lockerFields({ number: 'п-901' }))) as LockerRow;
    expect(created).toMatchObject({ number: 'П-901', active: false, counts: { cells: 0, free_cells: 0 } });
    expect(await catalogueNumbers()).not.toContain('П-901');

    const edited = await w.ok(staff, 'PUT', `/api/admin/prokat/lockers/${created.id}`, lockerFields({ name: 'БЦ «Новый»' }));
    expect(edited).toMatchObject({ name: 'БЦ «Новый»', timetable: { text: 'Ежедневно 08:00–22:00', around_24h: false } });
    expect((await w.refused(staff, 'PUT', `/api/admin/prokat/lockers/${created.id}`, lockerFields({ number: 'П-102' }))).code).toBe(
      'LOCKER_NUMBER_TAKEN',
    );
    expect((await w.refused(staff, 'PUT', '/api/admin/prokat/lockers/999999', lockerFields())).status).toBe(404);

    await w.ok(staff, 'POST', `/api/admin/prokat/lockers/${created.id}/active`, { active: true });
    expect(await catalogueNumbers()).toContain('П-901');
    await w.ok(staff, 'POST', `/api/admin/prokat/lockers/${created.id}/active`, { active: false });
    expect(await catalogueNumbers()).not.toContain('П-901');

    const audit = await w.auditOf(staff, 'prokat_postomat');
    expect(audit.map((row) => row.action)).toEqual([
      'prokat.locker.deactivate',
      'prokat.locker.activate',
      'prokat.locker.update',
      'prokat.locker.create',
    ]);
    expect(audit[2]).toMatchObject({ entity_id: String(created.id), before: { name: 'БЦ «Тестовый»' }, after: { name: 'БЦ «Новый»' } });
    expect(audit[0]).toMatchObject({ before: { active: true }, after: { active: false } });
  });

  it('adds cells numbered after the last or from a number given; a number taken is refused', async () => {
    const staff = await w.staff();
    const locker = await w.lockerByNumber('П-102');
    const url = `/api/admin/prokat/lockers/${locker.id}/cells`;
    const added = await w.ok(staff, 'POST', url, { size: 'L', count: 2 });
    expect(added.map((cell: { number: number; size: string }) => [cell.number, cell.size])).toEqual([
      [27, 'L'],
      [28, 'L'],
    ]);
    expect(await w.refused(staff, 'POST', url, { size: 'M', count: 3, first_number: 26 })).toMatchObject({
      status: 409,
      code: 'CELL_NUMBER_TAKEN',
      message: 'В этом постамате уже есть ячейки № 26, 27, 28',
    });
    const bad = await w.refused(staff, 'POST', url, { size: 'XL', count: 0 });
    expect(bad.fields).toMatchObject({ size: 'Размер ячейки: S, M или L', count: 'Сколько ячеек: от 1 до 50' });
    await w.ok(staff, 'POST', url, { size: 'S', count: 1, first_number: 40 });
    const lockers = (await w.ok(staff, 'GET', '/api/admin/prokat/lockers')) as LockerRow[];
    expect(lockers.find((row) => row.id === locker.id)!.counts.cells).toBe(29);
    const [audit] = await w.auditOf(staff, 'prokat_postomat');
    expect(audit).toMatchObject({
      action: 'prokat.cells.add',
      entity_id: String(locker.id),
      after: { cells: [{ number: 40, size: 'S' }] },
    });
  });

  it('marks an empty cell broken and repaired; a cell with a tool or an open door stays in service', async () => {
    const staff = await w.staff();
    const locker = await w.lockerByNumber('П-103');
    const cells = await w.cellsOf(staff, locker.id);
    const empty = cells.find((cell) => cell.unit === null)!;
    const full = cells.find((cell) => cell.unit !== null)!;
    expect(await w.refused(staff, 'POST', `/api/admin/prokat/cells/${full.id}/broken`, { broken: true })).toMatchObject({
      status: 409,
      code: 'CELL_IN_USE',
      message: `В ячейке ${full.number} лежит инструмент: сначала переместите его в другую ячейку`,
    });
    await w.ok(staff, 'POST', `/api/admin/prokat/cells/${empty.id}/broken`, { broken: true });
    const lockers = (await w.ok(staff, 'GET', '/api/admin/prokat/lockers')) as LockerRow[];
    expect(lockers.find((row) => row.id === locker.id)!.counts.broken_cells).toBe(1);
    await w.ok(staff, 'POST', `/api/admin/prokat/cells/${empty.id}/broken`, { broken: false });

    // The door of an empty cell is opening (staff opened it): it cannot go out of service now.
    await w.ok(staff, 'POST', '/api/admin/prokat/lockers/simulator', { action: 'open', postomat_id: locker.id, cell: empty.number });
    expect((await w.cellsOf(staff, locker.id)).find((cell) => cell.id === empty.id)!.live_opening).toBe(true);
    expect((await w.refused(staff, 'POST', `/api/admin/prokat/cells/${empty.id}/broken`, { broken: true })).code).toBe('CELL_IN_USE');
    await w.ok(staff, 'POST', '/api/admin/prokat/lockers/simulator', {
      action: 'close',
      postomat_id: locker.id,
      cell: empty.number,
      occupied: false,
    });
    const audit = await w.auditOf(staff, 'prokat_cell');
    expect(audit.map((row) => row.action)).toEqual(['prokat.cell.repaired', 'prokat.cell.broken']);
    expect(audit[1]).toMatchObject({ before: { broken: false, number: empty.number }, after: { broken: true } });
  });

  it('shows a door left open until it is closed', async () => {
    const staff = await w.staff();
    const locker = await w.lockerByNumber('П-104');
    const cell = (await w.cellsOf(staff, locker.id)).find((each) => each.unit === null)!;
    const act = (payload: object) =>
      w.ok(staff, 'POST', '/api/admin/prokat/lockers/simulator', { postomat_id: locker.id, cell: cell.number, ...payload });
    const alertsHere = async () =>
      ((await w.ok(staff, 'GET', '/api/admin/prokat/door-alerts')) as { postomat_id: number; cell: number; since: string }[]).filter(
        (alert) => alert.postomat_id === locker.id,
      );
    expect(await alertsHere()).toEqual([]);
    await act({ action: 'open' });
    clock.advance(60);
    await act({ action: 'leave_open' });
    clock.advance(60);
    await act({ action: 'leave_open' });
    const alerts = await alertsHere();
    expect(alerts).toEqual([expect.objectContaining({ postomat: 'П-104', cell: cell.number, since: clock.now().toISOString() })]);
    expect((await w.cellsOf(staff, locker.id)).find((each) => each.id === cell.id)!.door_left_open).toBe(true);
    clock.advance(60);
    await act({ action: 'close', occupied: false });
    expect(await alertsHere()).toEqual([]);
  });
});
