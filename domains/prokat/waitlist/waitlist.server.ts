import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.server';
import type { Tx } from '../../../db/tx';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import { formatTime } from '../../../lib/format/dates';
import { createLogger } from '../../../lib/logger.server';
import { addNotification } from '../../notifications/service.server';
import { freeUnitsAt } from '../booking/free-units.server';
import { prokatCategories, prokatModels, prokatPostomats, prokatWaitlist } from '../tables';
import { unitPlace, waitingQueues, waitlistEntries } from './waitlist-reads.server';
import { WAITLIST_RULES, type WaitlistEntry } from './waitlist-schema';

const minutes = (at: Date, n: number) => new Date(at.getTime() + n * 60_000);
const DAY = 24 * 60;

/**
 * «Сообщить, когда освободится» (the waitlist): a person waits for a model at a locker; when a unit
 * of it is free there, the first waiting person gets it kept for them (`offerMinutes`) and is told
 * (notification, SMS); an offer left to run out goes to the next person. Offers are made under the
 * locker's row lock (the one returns and the fleet take), and one unit is offered to one person at a
 * time (a unique index): several processes running the pass at once offer each unit once.
 */
export function createWaitlist(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  const log = createLogger('warn');

  async function join(
    userId: number,
    input: { postomat_id: number; model_slug: string },
  ): Promise<{ entry: WaitlistEntry; created: boolean }> {
    const now = clock.now();
    const result = await db.transaction(async (tx) => {
      const [postomat] = await tx
        .select({ id: prokatPostomats.id })
        .from(prokatPostomats)
        .where(and(eq(prokatPostomats.id, input.postomat_id), eq(prokatPostomats.active, true)))
        .for('update');
      if (!postomat) throw new AppError('NOT_FOUND', { message: 'Такого постамата нет или он закрыт' });
      const [model] = await tx
        .select({ id: prokatModels.id, name: prokatModels.name })
        .from(prokatModels)
        .where(and(eq(prokatModels.slug, input.model_slug), eq(prokatModels.active, true)));
      if (!model) throw new AppError('NOT_FOUND', { message: 'Такого инструмента нет в каталоге' });
      const [existing] = await tx
        .select({ id: prokatWaitlist.id })
        .from(prokatWaitlist)
        .where(
          and(
            eq(prokatWaitlist.userId, userId),
            eq(prokatWaitlist.modelId, model.id),
            eq(prokatWaitlist.postomatId, postomat.id),
            inArray(prokatWaitlist.status, ['waiting', 'offered']),
          ),
        );
      if (existing) return { id: existing.id, created: false };
      if ((await freeUnitsAt(tx, postomat.id, model.id, now, 1, userId)).length > 0) {
        throw new AppError('WAITLIST_MODEL_FREE', { message: `«${model.name}» свободен в этом постамате сейчас: забронируйте его` });
      }
      const [live] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(prokatWaitlist)
        .where(and(eq(prokatWaitlist.userId, userId), inArray(prokatWaitlist.status, ['waiting', 'offered'])));
      if ((live?.n ?? 0) >= WAITLIST_RULES.maxLive) throw new AppError('WAITLIST_LIMIT');
      const [row] = await tx
        .insert(prokatWaitlist)
        .values({
          userId,
          modelId: model.id,
          postomatId: postomat.id,
          expiresAt: minutes(now, WAITLIST_RULES.waitDays * DAY),
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: prokatWaitlist.id });
      if (!row) throw new AppError('CONFLICT', { message: 'Вы уже в листе ожидания этого инструмента' });
      return { id: row.id, created: true };
    });
    const [entry] = await waitlistEntries(db, { userId, ids: [result.id] });
    return { entry: entry!, created: result.created };
  }

  async function leave(userId: number, id: number): Promise<WaitlistEntry> {
    const [row] = await db
      .update(prokatWaitlist)
      .set({ status: 'canceled', offeredUnitId: null, offeredUntil: null, updatedAt: clock.now() })
      .where(and(eq(prokatWaitlist.id, id), eq(prokatWaitlist.userId, userId), inArray(prokatWaitlist.status, ['waiting', 'offered'])))
      .returning({ id: prokatWaitlist.id, postomatId: prokatWaitlist.postomatId, modelId: prokatWaitlist.modelId });
    if (!row) throw new AppError('NOT_FOUND', { message: 'Такой записи в вашем листе ожидания нет' });
    // An offer given back goes to the next person at once.
    await offerQueue(row.modelId, row.postomatId, clock.now());
    return (await waitlistEntries(db, { userId, ids: [id] }))[0]!;
  }

  /** Offers the free units of a model at a locker to the people waiting there, first come first. */
  async function offerQueue(modelId: number, postomatId: number, now: Date): Promise<number> {
    return db.transaction(async (tx) => {
      const [postomat] = await tx.select().from(prokatPostomats).where(eq(prokatPostomats.id, postomatId)).for('update');
      if (!postomat?.active) return 0;
      const free = await freeUnitsAt(tx, postomatId, modelId, now, 10);
      if (free.length === 0) return 0;
      const waiting = await tx
        .select({ id: prokatWaitlist.id, userId: prokatWaitlist.userId })
        .from(prokatWaitlist)
        .where(and(eq(prokatWaitlist.modelId, modelId), eq(prokatWaitlist.postomatId, postomatId), eq(prokatWaitlist.status, 'waiting')))
        .orderBy(asc(prokatWaitlist.id))
        .limit(free.length)
        .for('update', { skipLocked: true });
      const [model] = await tx
        .select({ name: prokatModels.name, slug: prokatModels.slug, category: prokatCategories.slug })
        .from(prokatModels)
        .innerJoin(prokatCategories, eq(prokatCategories.id, prokatModels.categoryId))
        .where(eq(prokatModels.id, modelId));
      const until = minutes(now, WAITLIST_RULES.offerMinutes);
      for (const [index, person] of waiting.entries()) {
        await tx
          .update(prokatWaitlist)
          .set({ status: 'offered', offeredUnitId: free[index]!, offeredUntil: until, updatedAt: now })
          .where(eq(prokatWaitlist.id, person.id));
        await addNotification(
          tx,
          person.userId,
          {
            event: 'waitlist_offer',
            showType: 'SYSTEM',
            title: 'Инструмент освободился',
            text:
              `«${model!.name}» освободился в постамате ${postomat.number} (${postomat.address}). ` +
              `Отложили его для вас до ${formatTime(until, postomat.timeZone)}: забронируйте, пока он ваш.`,
            link: `/prokat/${postomat.id}/?book=${model!.slug}`,
          },
          now,
        );
      }
      return waiting.length;
    });
  }

  /** The job's pass: offers run out and old waits end, then every queue with someone waiting is offered what is free. */
  async function run(now: Date = clock.now()) {
    const expired = await db
      .update(prokatWaitlist)
      .set({ status: 'expired', offeredUnitId: null, updatedAt: now })
      .where(
        sql`(${prokatWaitlist.status} = 'offered' and ${prokatWaitlist.offeredUntil} <= ${now.toISOString()}::timestamptz)
          or (${prokatWaitlist.status} = 'waiting' and ${prokatWaitlist.expiresAt} <= ${now.toISOString()}::timestamptz)`,
      )
      .returning({ id: prokatWaitlist.id });
    const queues = await waitingQueues(db);
    let offered = 0;
    for (const queue of queues) {
      try {
        offered += await offerQueue(queue.modelId, queue.postomatId, now);
      } catch (error) {
        log.warn({ err: error, ...queue }, 'waitlist offer failed; the next run offers again');
      }
    }
    return { expired: expired.length, offered };
  }

  return {
    join,
    leave,
    run,
    offerQueue,
    mine: (userId: number) => waitlistEntries(db, { userId }),
    /** A unit became free (a return accepted, a booking released): the people waiting for its model there hear first. */
    async unitFreed(unitId: number): Promise<void> {
      const [where] = await unitPlace(db, unitId);
      if (where) await offerQueue(where.modelId, where.postomatId, clock.now());
    },
  };
}

/**
 * In the transaction that books units for `userId`: the offers of these units to them are used
 * (booked). The kind calls it when an order is placed.
 */
export async function claimWaitlistOffers(tx: Tx, userId: number | null, unitIds: number[], now: Date): Promise<void> {
  if (userId === null || unitIds.length === 0) return;
  await tx
    .update(prokatWaitlist)
    .set({ status: 'booked', updatedAt: now })
    .where(and(eq(prokatWaitlist.userId, userId), eq(prokatWaitlist.status, 'offered'), inArray(prokatWaitlist.offeredUnitId, unitIds)));
}

export type Waitlist = ReturnType<typeof createWaitlist>;
