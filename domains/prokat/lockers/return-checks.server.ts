import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.server';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import { createLogger } from '../../../lib/logger.server';
import { writeAudit } from '../../staff/service.server';
import { prokatCells, prokatModels, prokatPostomats, prokatRentalUnits, prokatUnitBookings, prokatUnits } from '../tables';

export type CheckResult = 'ok' | 'damaged';

/**
 * Staff accept a returned tool: `ok` puts it back on offer where it lies; `damaged` takes it out
 * of service (broken) for a damage case. Either way the tool is no longer the renter's, and the
 * order may end. Audited with the staff member.
 */
export function createReturnChecks(deps: {
  db: Db;
  clock: Clock;
  orderMayEnd: (orderId: number) => Promise<unknown>;
  unitFreed?: (unitId: number) => Promise<void>;
}) {
  const { db, clock } = deps;
  const log = createLogger('warn');
  return {
    /** Returned tools waiting for the check, oldest first. */
    async waiting() {
      return db
        .select({
          order_id: prokatRentalUnits.orderId,
          unit_id: prokatRentalUnits.unitId,
          inventory_number: prokatUnits.inventoryNumber,
          model: prokatModels.name,
          returned_at: prokatRentalUnits.returnedAt,
          due_at: prokatRentalUnits.dueAt,
          postomat: prokatPostomats.number,
          cell: prokatCells.number,
        })
        .from(prokatRentalUnits)
        .innerJoin(prokatUnits, eq(prokatUnits.id, prokatRentalUnits.unitId))
        .innerJoin(prokatModels, eq(prokatModels.id, prokatUnits.modelId))
        .innerJoin(prokatCells, eq(prokatCells.id, prokatRentalUnits.returnCellId))
        .innerJoin(prokatPostomats, eq(prokatPostomats.id, prokatCells.postomatId))
        .where(eq(prokatRentalUnits.stage, 'returned'))
        .orderBy(asc(prokatRentalUnits.returnedAt));
    },

    async check(input: {
      orderId: number;
      unitId: number;
      result: CheckResult;
      note: string | null;
      staffUserId: number;
      ip: string | null;
    }) {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const key = and(eq(prokatRentalUnits.orderId, input.orderId), eq(prokatRentalUnits.unitId, input.unitId));
        const [unit] = await tx.select().from(prokatRentalUnits).where(key).for('update');
        if (!unit) throw new AppError('NOT_FOUND', { message: 'Такого инструмента нет в этом заказе' });
        if (unit.stage !== 'returned') throw new AppError('CONFLICT', { message: 'Этот инструмент не ждёт проверки' });
        const stage = input.result === 'ok' ? 'checked' : 'damaged';
        await tx.update(prokatRentalUnits).set({ stage, checkedAt: now }).where(key);
        await tx
          .update(prokatUnits)
          .set({ status: input.result === 'ok' ? 'available' : 'broken' })
          .where(eq(prokatUnits.id, input.unitId));
        // The tool is no longer this renter's: its booking lets others book it at once.
        await tx
          .update(prokatUnitBookings)
          .set({ status: 'released', releasedAt: now })
          .where(
            and(
              eq(prokatUnitBookings.orderId, input.orderId),
              eq(prokatUnitBookings.unitId, input.unitId),
              eq(prokatUnitBookings.status, 'active'),
            ),
          );
        await writeAudit(tx, {
          actorUserId: input.staffUserId,
          action: `prokat.return.${input.result}`,
          entity: 'prokat_unit',
          entityId: input.unitId,
          before: { order_id: input.orderId, stage: unit.stage },
          after: { order_id: input.orderId, stage, note: input.note },
          ip: input.ip,
        });
      });
      await deps.orderMayEnd(input.orderId);
      // The waitlist job would find it within a minute; the people waiting hear at once.
      if (input.result === 'ok')
        await deps
          .unitFreed?.(input.unitId)
          .catch((error: unknown) => log.warn({ err: error, unit: input.unitId }, 'waitlist offer after a return failed'));
      return { stage: input.result === 'ok' ? ('checked' as const) : ('damaged' as const) };
    },
  };
}
