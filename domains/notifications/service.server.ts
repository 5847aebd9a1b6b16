import { and, count, desc, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.server';
import type { Tx } from '../../db/tx';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { addDays, moscowDayStart } from '../../lib/moscow-calendar';
import { USER_EVENTS_CHANNEL, type UserEventSignal } from '../../lib/realtime-events';
import type { NotificationListQuery, NotificationShowType, NotificationView } from './schema';
import { notifications } from './tables';

type Row = typeof notifications.$inferSelect;

function viewOf(row: Row): NotificationView {
  return {
    id: row.id,
    title: row.title,
    text: row.text,
    link: row.link,
    order_id: row.orderId,
    show_type: row.showType,
    is_read: row.readAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}

export interface NewNotification {
  title: string;
  text: string;
  orderId?: number;
  link?: string;
  showType?: NotificationShowType;
  /** What happened (`booked`, `payment_failed`, `hold_expiring`…): picks the delivery category. */
  event?: string;
}

/** Tells every process, once the caller's transaction commits, that this user's notifications changed. */
export async function signalUserEvent(tx: Tx, signal: UserEventSignal): Promise<void> {
  await tx.execute(sql`select pg_notify(${USER_EVENTS_CHANNEL}, ${JSON.stringify(signal)})`);
}

/**
 * Writes a notification in the caller's transaction, so that it commits with the event it tells of;
 * the open sockets of its owner hear of it only if that transaction commits.
 */
export async function addNotification(tx: Tx, userId: number, message: NewNotification, now: Date): Promise<number> {
  const [row] = await tx
    .insert(notifications)
    .values({
      userId,
      title: message.title,
      text: message.text,
      orderId: message.orderId,
      link: message.link,
      showType: message.showType ?? 'SYSTEM',
      event: message.event,
      createdAt: now,
    })
    .returning({ id: notifications.id });
  await signalUserEvent(tx, { type: 'notification', userId, id: row!.id });
  return row!.id;
}

/** Whether an order's owner was already told of this event (a job that tells once per order asks first). */
export async function orderWasTold(tx: Tx, userId: number, orderId: number, event: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.orderId, orderId), eq(notifications.event, event)))
    .limit(1);
  return row !== undefined;
}

/** A user's notifications: written by the domains' events, listed, read and hidden by their owner only. */
export function createNotificationsService(db: Db, clock: Clock) {
  const visible = (userId: number) => and(eq(notifications.userId, userId), isNull(notifications.hiddenAt));
  // The list unfiltered, as the page opens: statements prepared once per process.
  const everyVisible = and(eq(notifications.userId, sql.placeholder('userId')), isNull(notifications.hiddenAt));
  const everyPage = db
    .select()
    .from(notifications)
    .where(everyVisible)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .offset(sql.placeholder('offset'))
    .limit(sql.placeholder('limit'))
    .prepare('notifications_page');
  const everyCount = db.select({ n: count() }).from(notifications).where(everyVisible).prepare('notifications_count');

  async function unreadCount(userId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(notifications)
      .where(and(visible(userId), isNull(notifications.readAt)));
    return row?.n ?? 0;
  }

  /** Refuses the whole call when one id is not a visible notification of this user: nothing is changed. */
  async function requireOwn(userId: number, ids: number[]): Promise<number[]> {
    const unique = [...new Set(ids)];
    const own = await db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(visible(userId), inArray(notifications.id, unique)));
    if (own.length !== unique.length) throw new AppError('NOT_FOUND', { message: 'Уведомление не найдено' });
    return unique;
  }

  return {
    unreadCount,
    /** One notification of its owner, as the list shows it (null when hidden or not theirs). */
    async view(userId: number, id: number): Promise<NotificationView | null> {
      const [row] = await db
        .select()
        .from(notifications)
        .where(and(visible(userId), eq(notifications.id, id)));
      return row ? viewOf(row) : null;
    },
    async notify(userId: number, message: NewNotification): Promise<void> {
      await addNotification(db, userId, message, clock.now());
    },
    /** Newest first; `start` and `end` are Moscow days, both included. */
    async list(userId: number, query: NotificationListQuery): Promise<{ items: NotificationView[]; count: number }> {
      if (query.order_id === undefined && !query.show_type && !query.start && !query.end) {
        const window = { userId, offset: query.offset, limit: query.limit };
        const [rows, [total]] = await Promise.all([everyPage.execute(window), everyCount.execute({ userId })]);
        return { items: rows.map(viewOf), count: total?.n ?? 0 };
      }
      const filters: (SQL | undefined)[] = [visible(userId)];
      if (query.order_id !== undefined) filters.push(eq(notifications.orderId, query.order_id));
      if (query.show_type) filters.push(eq(notifications.showType, query.show_type));
      if (query.start) filters.push(gte(notifications.createdAt, moscowDayStart(query.start)));
      if (query.end) filters.push(lt(notifications.createdAt, moscowDayStart(addDays(query.end, 1))));
      const where = and(...filters);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(where)
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .offset(query.offset)
          .limit(query.limit),
        db.select({ n: count() }).from(notifications).where(where),
      ]);
      return { items: rows.map(viewOf), count: total?.n ?? 0 };
    },
    /** Marks some of the user's notifications read, or all of them; answers the unread count left. */
    async markRead(userId: number, target: { ids?: number[]; all?: boolean }): Promise<number> {
      const now = clock.now();
      if (target.all) {
        await db
          .update(notifications)
          .set({ readAt: now })
          .where(and(visible(userId), isNull(notifications.readAt)));
      } else {
        const ids = await requireOwn(userId, target.ids ?? []);
        await db
          .update(notifications)
          .set({ readAt: now })
          .where(and(visible(userId), isNull(notifications.readAt), inArray(notifications.id, ids)));
      }
      await signalUserEvent(db, { type: 'notifications:changed', userId });
      return unreadCount(userId);
    },
    /** Hides some of the user's notifications from the list (and the count); answers the unread count left. */
    async hide(userId: number, ids: number[]): Promise<number> {
      const own = await requireOwn(userId, ids);
      await db
        .update(notifications)
        .set({ hiddenAt: clock.now() })
        .where(and(visible(userId), inArray(notifications.id, own)));
      await signalUserEvent(db, { type: 'notifications:changed', userId });
      return unreadCount(userId);
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;

/** The user's unread, not hidden notifications as a count subquery for the one-statement viewer. */
export function unreadCountSql(userId: SQL): SQL<number> {
  const unread = sql`${notifications.readAt} is null and ${notifications.hiddenAt} is null`;
  return sql<number>`(select count(*) from ${notifications} where ${notifications.userId} = ${userId} and ${unread})`;
}
