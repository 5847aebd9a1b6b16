import type { Db } from '../../db/client.server';
import type { Tx } from '../../db/tx';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { writeAudit, type StaffActor } from '../staff/service.server';

/** A row shown on the main page from a start until an end (none: until ended), while active. */
export interface ScheduledRow {
  id: number;
  startsAt: Date;
  endsAt: Date | null;
  active: boolean;
}

export type ScheduledState = 'scheduled' | 'shown' | 'ended';

export function stateAt(row: ScheduledRow, at: Date): ScheduledState {
  if (!row.active || (row.endsAt !== null && row.endsAt.getTime() <= at.getTime())) return 'ended';
  return row.startsAt.getTime() > at.getTime() ? 'scheduled' : 'shown';
}

/** When "end now" is pressed: an item not started yet ends before it ever shows. */
function endedNow(row: ScheduledRow, at: Date) {
  return { endsAt: at, startsAt: row.startsAt.getTime() > at.getTime() ? at : row.startsAt };
}

/** One kind of scheduled item (the notices, the banners): its table's reads and writes and its words. */
export interface ScheduledKind<Row extends ScheduledRow, Out, Input, Values> {
  /** What the main page forgets and other processes are told when one changes. */
  what: 'banners' | 'notices';
  /** The audit's entity and the prefix of its actions (`<prefix>.create`, `.update`, `.end`). */
  entity: string;
  actionPrefix: string;
  notFound: string;
  out(row: Row, at: Date): Out;
  /** The columns an input writes; a new item without a start begins `startsAt`. */
  values(input: Input, startsAt: Date): Values;
  list(db: Db): Promise<Row[]>;
  lock(tx: Tx, id: number): Promise<Row | undefined>;
  insert(tx: Tx, values: Values): Promise<Row>;
  update(tx: Tx, id: number, values: Values | ReturnType<typeof endedNow>): Promise<Row>;
}

/**
 * List, create, edit (schedule) and end now for one kind of scheduled item. Each change locks the
 * row, writes its audit record and announces itself in its transaction, then makes this process
 * read the rows again (`forget`).
 */
export function scheduledItems<Row extends ScheduledRow, Out, Input, Values>(
  kind: ScheduledKind<Row, Out, Input, Values>,
  deps: {
    db: Db;
    clock: Clock;
    announce: (tx: Tx, what: 'banners' | 'notices') => Promise<void>;
    forget: (what: 'banners' | 'notices') => void;
  },
) {
  const { db, clock } = deps;

  async function change(actor: StaffActor, work: (tx: Tx, at: Date) => Promise<{ before?: Row; after: Row; action: string }>) {
    const at = clock.now();
    const saved = await db.transaction(async (tx) => {
      const { before, after, action } = await work(tx, at);
      if (after === before) return after;
      await writeAudit(tx, {
        actorUserId: actor.actorUserId,
        action: `${kind.actionPrefix}.${action}`,
        entity: kind.entity,
        entityId: after.id,
        before: before ? kind.out(before, at) : null,
        after: kind.out(after, at),
        ip: actor.ip,
      });
      await deps.announce(tx, kind.what);
      return after;
    });
    deps.forget(kind.what);
    return kind.out(saved, at);
  }

  async function locked(tx: Tx, id: number): Promise<Row> {
    const row = await kind.lock(tx, id);
    if (!row) throw new AppError('NOT_FOUND', { message: kind.notFound });
    return row;
  }

  return {
    async list(): Promise<Out[]> {
      const at = clock.now();
      return (await kind.list(db)).map((row) => kind.out(row, at));
    },

    save: (id: number | null, input: Input, actor: StaffActor): Promise<Out> =>
      change(actor, async (tx, at) => {
        const before = id === null ? undefined : await locked(tx, id);
        const values = kind.values(input, before?.startsAt ?? at);
        const after = before ? await kind.update(tx, before.id, values) : await kind.insert(tx, values);
        return { before, after, action: before ? 'update' : 'create' };
      }),

    end: (id: number, actor: StaffActor): Promise<Out> =>
      change(actor, async (tx, at) => {
        const before = await locked(tx, id);
        if (stateAt(before, at) === 'ended') return { before, after: before, action: 'end' };
        return { before, after: await kind.update(tx, id, endedNow(before, at)), action: 'end' };
      }),
  };
}
