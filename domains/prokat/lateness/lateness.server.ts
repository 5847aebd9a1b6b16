import { and, eq, gt, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.server';
import type { Tx } from '../../../db/tx';
import type { Clock } from '../../../lib/clock';
import { formatDateTime } from '../../../lib/format/dates';
import { createLogger } from '../../../lib/logger.server';
import { addNotification } from '../../notifications/service.server';
import { prokatCells, prokatModels, prokatPostomats, prokatRentalUnits, prokatTariffs, prokatUnits } from '../tables';
import { LATE_RULES, lateFines, lateness, type LateFine } from './late-rules';

/** A fine as the order core takes it (`orders.fines.assess`): one per key and order. */
export interface LateFineInput {
  orderId: number;
  key: string;
  code: string;
  title: string;
  reason: string;
  amount: number;
}

export interface LatenessDeps {
  db: Db;
  clock: Clock;
  /** The order core's fines, in the caller's transaction; false when that key was fined already. */
  assessFine: (tx: Tx, fine: LateFineInput) => Promise<boolean>;
  /** Who owns the order (null for a guest's): the reminders go to them. */
  ownerOf: (orderId: number) => Promise<number | null>;
  /** The order's page in the cabinet. */
  pageOf: (orderId: number) => string;
}

const TITLES: Record<LateFine['code'], string> = {
  late_return_first_day: 'Возврат позже срока: первые сутки',
  late_return_next_days: 'Возврат позже срока: следующие сутки',
  late_return_over_7_days: 'Просрочка больше 7 суток',
};

/** The rental units the job looks at, with the tool's name, the locker's clock and the model's day price. */
function unitRows(db: Db | Tx) {
  return db
    .select({
      orderId: prokatRentalUnits.orderId,
      unitId: prokatRentalUnits.unitId,
      stage: prokatRentalUnits.stage,
      dueAt: prokatRentalUnits.dueAt,
      returnedAt: prokatRentalUnits.returnedAt,
      model: prokatModels.name,
      timeZone: prokatPostomats.timeZone,
      dayPrice: sql<number | null>`(select ${prokatTariffs.priceTotal} from ${prokatTariffs}
        where ${prokatTariffs.modelId} = ${prokatModels.id} and ${prokatTariffs.unit} = 'day' and ${prokatTariffs.periodNumber} = 1)`,
    })
    .from(prokatRentalUnits)
    .innerJoin(prokatUnits, eq(prokatUnits.id, prokatRentalUnits.unitId))
    .innerJoin(prokatModels, eq(prokatModels.id, prokatUnits.modelId))
    .innerJoin(prokatCells, eq(prokatCells.id, prokatRentalUnits.pickupCellId))
    .innerJoin(prokatPostomats, eq(prokatPostomats.id, prokatCells.postomatId));
}

type UnitRow = Awaited<ReturnType<ReturnType<typeof unitRows>['where']>>[number];
const unitKey = (row: { orderId: number; unitId: number }) =>
  and(eq(prokatRentalUnits.orderId, row.orderId), eq(prokatRentalUnits.unitId, row.unitId));

/**
 * Lateness of tools out of their lockers, run by the job every minute: the renter is reminded before
 * the end and told at the end (once each), and every period of lateness is fined by the published
 * table through the order core, which fines each key once however many processes run the job.
 */
export function createRentalLateness(deps: LatenessDeps) {
  const { db, clock } = deps;
  const log = createLogger('warn');

  /** Tells the owner once: the column is set in the transaction that writes the notification. */
  async function tellOnce(row: UnitRow, column: 'remindedAt' | 'overdueToldAt', message: { event: string; title: string; text: string }) {
    const userId = await deps.ownerOf(row.orderId);
    await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(prokatRentalUnits)
        .set({ [column]: clock.now() })
        .where(and(unitKey(row), isNull(prokatRentalUnits[column])))
        .returning({ unitId: prokatRentalUnits.unitId });
      if (!claimed || userId === null) return;
      await addNotification(
        tx,
        userId,
        { ...message, showType: 'ORDER', orderId: row.orderId, link: deps.pageOf(row.orderId) },
        clock.now(),
      );
    });
  }

  async function remind(now: Date): Promise<number> {
    const horizon = new Date(now.getTime() + LATE_RULES.reminderMinutes * 60_000);
    const rows = await unitRows(db).where(
      and(
        eq(prokatRentalUnits.stage, 'in_use'),
        isNull(prokatRentalUnits.remindedAt),
        gt(prokatRentalUnits.dueAt, now),
        lte(prokatRentalUnits.dueAt, horizon),
      ),
    );
    for (const row of rows) {
      await tellOnce(row, 'remindedAt', {
        event: 'rental_ending',
        title: 'Скоро конец аренды',
        text:
          `Аренда «${row.model}» по заказу №${row.orderId} заканчивается ${formatDateTime(row.dueAt!, row.timeZone)}. ` +
          'Верните инструмент в любой постамат или продлите аренду на странице заказа.',
      });
    }
    return rows.length;
  }

  async function tellOverdue(now: Date): Promise<number> {
    const rows = await unitRows(db).where(
      and(eq(prokatRentalUnits.stage, 'in_use'), isNull(prokatRentalUnits.overdueToldAt), lte(prokatRentalUnits.dueAt, now)),
    );
    for (const row of rows) {
      await tellOnce(row, 'overdueToldAt', {
        event: 'rental_overdue',
        title: 'Аренда закончилась',
        text:
          `Срок аренды «${row.model}» по заказу №${row.orderId} истёк. Верните инструмент в любой постамат: ` +
          'первый час — без штрафа, дальше штраф по таблице штрафов проката.',
      });
    }
    return rows.length;
  }

  /** Fines of one unit up to its return (or now); a returned unit is settled once they are assessed. */
  async function fineUnit(row: UnitRow, now: Date): Promise<number> {
    const until = row.returnedAt ?? now;
    if (row.dayPrice === null) {
      log.warn({ order: row.orderId, unit: row.unitId }, 'a late tool’s model has no day tariff: no fine assessed');
      return 0;
    }
    const dayPrice = row.dayPrice;
    return db.transaction(async (tx) => {
      let assessed = 0;
      for (const fine of lateFines(row.dueAt!, until, dayPrice)) {
        const late = lateness(row.dueAt!, until);
        const reason = row.returnedAt
          ? `«${row.model}» вернули на ${late} позже срока`
          : `«${row.model}» не вернули в срок: просрочка ${late}`;
        // The end the lateness counts from is in the key: an extension gives a new end, and lateness past it is fined anew.
        const key = `late:${row.unitId}:${Math.floor(row.dueAt!.getTime() / 60_000)}:${fine.part}`;
        const input = { orderId: row.orderId, key, code: fine.code, title: TITLES[fine.code], reason, amount: fine.amount };
        if (await deps.assessFine(tx, input)) assessed += 1;
      }
      if (row.returnedAt) await tx.update(prokatRentalUnits).set({ latenessSettledAt: now }).where(unitKey(row));
      return assessed;
    });
  }

  async function fine(now: Date): Promise<number> {
    const freeUntil = sql`${prokatRentalUnits.dueAt} + make_interval(mins => ${LATE_RULES.freeMinutes})`;
    const out = await unitRows(db).where(and(eq(prokatRentalUnits.stage, 'in_use'), lte(freeUntil, now)));
    const back = await unitRows(db).where(
      and(
        isNotNull(prokatRentalUnits.returnedAt),
        isNull(prokatRentalUnits.latenessSettledAt),
        inArray(prokatRentalUnits.stage, ['returned', 'checked', 'damaged']),
      ),
    );
    let assessed = 0;
    for (const row of [...out, ...back]) {
      try {
        assessed += await fineUnit(row, now);
      } catch (error) {
        log.warn({ err: error, order: row.orderId, unit: row.unitId }, 'late fines failed; the next run assesses them');
      }
    }
    return assessed;
  }

  return {
    /**
     * Sandbox time travel: the order's tools in use were taken `hours` earlier than they were (their
     * clock and end move back), so a journey can be late without waiting. Not reachable in production.
     */
    async sandboxShiftBack(orderId: number, hours: number): Promise<number> {
      const shift = sql`make_interval(hours => ${hours})`;
      const rows = await db
        .update(prokatRentalUnits)
        .set({ pickedUpAt: sql`${prokatRentalUnits.pickedUpAt} - ${shift}`, dueAt: sql`${prokatRentalUnits.dueAt} - ${shift}` })
        .where(and(eq(prokatRentalUnits.orderId, orderId), eq(prokatRentalUnits.stage, 'in_use')))
        .returning({ unitId: prokatRentalUnits.unitId });
      return rows.length;
    },
    /** The job's pass: reminders before the end, notices at the end, fines for every period of lateness. */
    async run(now: Date = clock.now()) {
      return { reminded: await remind(now), overdue: await tellOverdue(now), fined: await fine(now) };
    },
  };
}

export type RentalLateness = ReturnType<typeof createRentalLateness>;
