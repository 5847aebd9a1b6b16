import { and, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '../../../db/client.server';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import { writeAudit } from '../../staff/service.server';
import { prokatCells, prokatPostomats } from '../tables';
import { cellState, uniqueViolationOf, type FleetActor } from './fleet-rules.server';
import { MAX_CELL_NUMBER, type LockerInput } from './fleet-schema';

const NUMBER_TAKEN = 'Постамат с таким номером уже есть';

/** The locker's columns from the console's fields. */
const columnsOf = (input: LockerInput) => ({
  number: input.number,
  name: input.name,
  cityId: input.city_id,
  address: input.address,
  place: input.place,
  latitude: input.latitude,
  longitude: input.longitude,
  timeZone: input.time_zone,
  timetable: { text: input.timetable.text, around24h: input.timetable.around_24h },
});

/** Lockers and their cells as staff change them in the console; every change writes one audit row. */
export function createFleetLockers(deps: { db: Db; clock: Clock; cityExists: (id: number) => Promise<boolean> }) {
  const { db, clock } = deps;

  async function checkCity(cityId: number) {
    if (!(await deps.cityExists(cityId))) throw new AppError('VALIDATION_ERROR', { fields: { city_id: 'Такого города нет' } });
  }

  /** A unique violation of the locker's number as its own refusal. */
  async function numberGuard<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (uniqueViolationOf(error) !== null) throw new AppError('LOCKER_NUMBER_TAKEN', { fields: { number: NUMBER_TAKEN } });
      throw error;
    }
  }

  return {
    /** A new locker: closed to renters until staff open it (its cells and tools come first). */
    async create(input: LockerInput, actor: FleetActor): Promise<{ id: number }> {
      await checkCity(input.city_id);
      return numberGuard(() =>
        db.transaction(async (tx) => {
          const [last] = await tx.select({ sort: max(prokatPostomats.sort) }).from(prokatPostomats);
          const [row] = await tx
            .insert(prokatPostomats)
            .values({ ...columnsOf(input), active: false, sort: (last?.sort ?? 0) + 1 })
            .returning();
          await writeAudit(tx, {
            actorUserId: actor.staffUserId,
            action: 'prokat.locker.create',
            entity: 'prokat_postomat',
            entityId: row!.id,
            after: { ...input, active: false },
            ip: actor.ip,
          });
          return { id: row!.id };
        }),
      );
    },

    /** New values of all the locker's fields; the audit keeps the fields that changed, before and after. */
    async update(id: number, input: LockerInput, actor: FleetActor): Promise<void> {
      await checkCity(input.city_id);
      await numberGuard(() =>
        db.transaction(async (tx) => {
          const [row] = await tx.select().from(prokatPostomats).where(eq(prokatPostomats.id, id)).for('update');
          if (!row) throw new AppError('NOT_FOUND', { message: 'Такого постамата нет' });
          const next = columnsOf(input);
          const before: Record<string, unknown> = {};
          const after: Record<string, unknown> = {};
          for (const [key, value] of Object.entries(next)) {
            const was = row[key as keyof typeof next];
            if (JSON.stringify(was) === JSON.stringify(value)) continue;
            before[key] = was;
            after[key] = value;
          }
          await tx.update(prokatPostomats).set(next).where(eq(prokatPostomats.id, id));
          await writeAudit(tx, {
            actorUserId: actor.staffUserId,
            action: 'prokat.locker.update',
            entity: 'prokat_postomat',
            entityId: id,
            before,
            after,
            ip: actor.ip,
          });
        }),
      );
    },

    /** Opens the locker to renters or closes it (no new rentals and returns there; rentals under way go on). */
    async setActive(id: number, active: boolean, actor: FleetActor): Promise<{ active: boolean }> {
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(prokatPostomats).where(eq(prokatPostomats.id, id)).for('update');
        if (!row) throw new AppError('NOT_FOUND', { message: 'Такого постамата нет' });
        await tx.update(prokatPostomats).set({ active }).where(eq(prokatPostomats.id, id));
        await writeAudit(tx, {
          actorUserId: actor.staffUserId,
          action: active ? 'prokat.locker.activate' : 'prokat.locker.deactivate',
          entity: 'prokat_postomat',
          entityId: id,
          before: { active: row.active },
          after: { active },
          ip: actor.ip,
        });
      });
      return { active };
    },

    /** «Добавить ячейки»: `count` cells of a size numbered from `firstNumber`, else after the locker's last. */
    async addCells(postomatId: number, input: { size: 'S' | 'M' | 'L'; count: number; first_number?: number }, actor: FleetActor) {
      try {
        return await db.transaction(async (tx) => {
          // The locker's row is locked: two additions at once number their cells one after the other.
          const [locker] = await tx.select().from(prokatPostomats).where(eq(prokatPostomats.id, postomatId)).for('update');
          if (!locker) throw new AppError('NOT_FOUND', { message: 'Такого постамата нет' });
          const [last] = await tx
            .select({ number: max(prokatCells.number) })
            .from(prokatCells)
            .where(eq(prokatCells.postomatId, postomatId));
          const first = input.first_number ?? (last?.number ?? 0) + 1;
          const numbers = Array.from({ length: input.count }, (_, i) => first + i);
          if (numbers.at(-1)! > MAX_CELL_NUMBER)
            throw new AppError('VALIDATION_ERROR', { fields: { count: `Номера ячеек — не больше ${MAX_CELL_NUMBER}` } });
          const taken = await tx
            .select({ number: prokatCells.number })
            .from(prokatCells)
            .where(and(eq(prokatCells.postomatId, postomatId), inArray(prokatCells.number, numbers)));
          if (taken.length > 0) throw cellsTaken(taken.map((cell) => cell.number));
          const added = await tx
            .insert(prokatCells)
            .values(numbers.map((number) => ({ postomatId, number, size: input.size })))
            .returning({ id: prokatCells.id, number: prokatCells.number, size: prokatCells.size });
          await writeAudit(tx, {
            actorUserId: actor.staffUserId,
            action: 'prokat.cells.add',
            entity: 'prokat_postomat',
            entityId: postomatId,
            after: { cells: added },
            ip: actor.ip,
          });
          return added;
        });
      } catch (error) {
        if (uniqueViolationOf(error) !== null) throw cellsTaken([]);
        throw error;
      }
    },

    /** «Сломана» / «Отремонтирована»: a cell with a tool in it or its door opening stays in service. */
    async setCellBroken(cellId: number, broken: boolean, actor: FleetActor) {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const [cell] = await tx.select().from(prokatCells).where(eq(prokatCells.id, cellId)).for('update');
        if (!cell) throw new AppError('NOT_FOUND', { message: 'Такой ячейки нет' });
        if (broken) {
          const state = await cellState(tx, cellId, now);
          if (state.taken)
            throw new AppError('CELL_IN_USE', {
              message: `В ячейке ${cell.number} лежит инструмент: сначала переместите его в другую ячейку`,
            });
          if (state.opening)
            throw new AppError('CELL_IN_USE', { message: `Ячейка ${cell.number} сейчас открыта: дождитесь, пока дверь закроют` });
        }
        await tx.update(prokatCells).set({ broken }).where(eq(prokatCells.id, cellId));
        await writeAudit(tx, {
          actorUserId: actor.staffUserId,
          action: broken ? 'prokat.cell.broken' : 'prokat.cell.repaired',
          entity: 'prokat_cell',
          entityId: cellId,
          before: { postomat_id: cell.postomatId, number: cell.number, broken: cell.broken },
          after: { postomat_id: cell.postomatId, number: cell.number, broken },
          ip: actor.ip,
        });
        return { id: cellId, broken };
      });
    },
  };
}

function cellsTaken(numbers: number[]) {
  const message =
    numbers.length === 0
      ? 'В этом постамате уже есть ячейка с таким номером'
      : `В этом постамате уже есть ${numbers.length === 1 ? 'ячейка' : 'ячейки'} № ${numbers.join(', ')}`;
  return new AppError('CELL_NUMBER_TAKEN', { message, fields: { first_number: message } });
}

export type FleetLockers = ReturnType<typeof createFleetLockers>;
