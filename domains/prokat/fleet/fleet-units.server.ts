import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.server';
import type { Tx } from '../../../db/tx';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import { writeAudit } from '../../staff/service.server';
import { prokatModels, prokatUnits } from '../tables';
import { lockFreeCell, lockUnit, refuseInRental, settleSandboxCells, uniqueViolationOf, type FleetActor } from './fleet-rules.server';
import type { UnitAnswer } from './fleet-schema';

type Unit = typeof prokatUnits.$inferSelect;
type Change = { status: Unit['status']; cellId: number | null };

const answerOf = (unit: { id: number; inventoryNumber: string }, change: Change): UnitAnswer => ({
  id: unit.id,
  inventory_number: unit.inventoryNumber,
  status: change.status,
  cell_id: change.cellId,
});

/** A tool's place and state as the audit keeps them. */
const stateOf = (change: Change) => ({ status: change.status, cell_id: change.cellId });

/**
 * The tools of the fleet as staff handle them: a new tool into a free cell, a move to another free
 * cell (any locker), to the workshop and back, retired for good. A tool with a renter, booked, or
 * waiting for its return check is refused; every change writes one audit row.
 */
export function createFleetUnits(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  /** One change of a tool in one transaction: the rule decides the change from the locked unit, then it is written and audited. */
  async function change(
    unitId: number,
    action: string,
    actor: FleetActor,
    rule: (tx: Tx, unit: Unit, now: Date) => Promise<Change & { note?: string | null }>,
  ): Promise<UnitAnswer> {
    const now = clock.now();
    try {
      return await db.transaction(async (tx) => {
        const unit = await lockUnit(tx, unitId);
        const { note, ...next } = await rule(tx, unit, now);
        await tx.update(prokatUnits).set(next).where(eq(prokatUnits.id, unitId));
        await settleSandboxCells(tx, [unit.cellId, next.cellId]);
        await writeAudit(tx, {
          actorUserId: actor.staffUserId,
          action: `prokat.unit.${action}`,
          entity: 'prokat_unit',
          entityId: unitId,
          before: stateOf(unit),
          after: { ...stateOf(next), ...(note ? { note } : {}) },
          ip: actor.ip,
        });
        return answerOf(unit, next);
      });
    } catch (error) {
      // Two moves into one cell at once: the unique index on the unit's cell refuses the second.
      if (uniqueViolationOf(error) !== null) throw new AppError('CELL_NOT_FREE');
      throw error;
    }
  }

  function refuseRetired(unit: Unit) {
    if (unit.status === 'retired') throw new AppError('UNIT_STATUS_REFUSED', { message: 'Инструмент списан' });
  }

  return {
    /** «Добавить инструмент»: a new tool of a model, with its inventory number, into a free working cell. */
    async add(input: { model_id: number; inventory_number: string; cell_id: number }, actor: FleetActor): Promise<UnitAnswer> {
      const now = clock.now();
      const taken = () =>
        new AppError('INVENTORY_NUMBER_TAKEN', { fields: { inventory_number: 'Инструмент с таким инвентарным номером уже есть' } });
      try {
        return await db.transaction(async (tx) => {
          const [model] = await tx.select({ id: prokatModels.id }).from(prokatModels).where(eq(prokatModels.id, input.model_id));
          if (!model) throw new AppError('VALIDATION_ERROR', { fields: { model_id: 'Такой модели нет' } });
          const [same] = await tx
            .select({ id: prokatUnits.id })
            .from(prokatUnits)
            .where(eq(prokatUnits.inventoryNumber, input.inventory_number));
          if (same) throw taken();
          const cell = await lockFreeCell(tx, input.cell_id, now);
          const [unit] = await tx
            .insert(prokatUnits)
            .values({ modelId: model.id, inventoryNumber: input.inventory_number, cellId: cell.id, status: 'available' })
            .returning();
          await settleSandboxCells(tx, [cell.id]);
          const after = { status: 'available' as const, cellId: cell.id };
          await writeAudit(tx, {
            actorUserId: actor.staffUserId,
            action: 'prokat.unit.add',
            entity: 'prokat_unit',
            entityId: unit!.id,
            after: { model_id: model.id, inventory_number: unit!.inventoryNumber, ...stateOf(after) },
            ip: actor.ip,
          });
          return answerOf(unit!, after);
        });
      } catch (error) {
        const index = uniqueViolationOf(error);
        if (index === null) throw error;
        throw index.includes('inventory') ? taken() : new AppError('CELL_NOT_FREE');
      }
    },

    /** «Переместить»: an available tool, not booked, into a free working cell of any locker. */
    move(unitId: number, cellId: number, actor: FleetActor) {
      return change(unitId, 'move', actor, async (tx, unit, now) => {
        refuseRetired(unit);
        await refuseInRental(tx, unit, now);
        if (unit.status === 'broken')
          throw new AppError('UNIT_STATUS_REFUSED', {
            message: 'Инструмент сломан: нажмите «Отремонтирован» и выберите ячейку, когда он будет исправен',
          });
        if (unit.cellId === cellId) throw new AppError('CELL_NOT_FREE', { message: 'Инструмент уже лежит в этой ячейке' });
        const cell = await lockFreeCell(tx, cellId, now);
        return { status: unit.status, cellId: cell.id };
      });
    },

    /** «Сломан»: the tool goes to the workshop and leaves its cell. */
    broken(unitId: number, note: string | null, actor: FleetActor) {
      return change(unitId, 'broken', actor, async (tx, unit, now) => {
        refuseRetired(unit);
        await refuseInRental(tx, unit, now);
        if (unit.status === 'broken' && unit.cellId === null)
          throw new AppError('UNIT_STATUS_REFUSED', { message: 'Инструмент уже в мастерской' });
        return { status: 'broken', cellId: null, note };
      });
    },

    /** «Отремонтирован»: a broken tool back on offer, in the free cell chosen or (still lying in one) where it is. */
    repaired(unitId: number, cellId: number | null, actor: FleetActor) {
      return change(unitId, 'repaired', actor, async (tx, unit, now) => {
        refuseRetired(unit);
        if (unit.status !== 'broken') throw new AppError('UNIT_STATUS_REFUSED', { message: 'Инструмент не сломан' });
        await refuseInRental(tx, unit, now);
        if (cellId === null || cellId === unit.cellId) {
          if (unit.cellId === null)
            throw new AppError('VALIDATION_ERROR', { fields: { cell_id: 'Выберите свободную ячейку, куда положить инструмент' } });
          return { status: 'available', cellId: unit.cellId };
        }
        const cell = await lockFreeCell(tx, cellId, now);
        return { status: 'available', cellId: cell.id };
      });
    },

    /** «Списать»: the tool leaves the fleet for good (its history stays). */
    retire(unitId: number, note: string | null, actor: FleetActor) {
      return change(unitId, 'retire', actor, async (tx, unit, now) => {
        refuseRetired(unit);
        await refuseInRental(tx, unit, now);
        return { status: 'retired', cellId: null, note };
      });
    },
  };
}

export type FleetUnits = ReturnType<typeof createFleetUnits>;
