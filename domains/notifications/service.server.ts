import { and, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.server';
import { notifications } from './tables';

export function createNotificationsService(db: Db) {
  return {
    async unreadCount(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), isNull(notifications.hiddenAt)));
      return row?.n ?? 0;
    },
    async notify(userId: number, message: { title: string; text: string; orderId?: number }): Promise<void> {
      await db.insert(notifications).values({ userId, title: message.title, text: message.text, orderId: message.orderId });
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;

/** The user's unread, not hidden notifications as a count subquery for the one-statement viewer. */
export function unreadCountSql(userId: SQL): SQL<number> {
  const unread = sql`${notifications.readAt} is null and ${notifications.hiddenAt} is null`;
  return sql<number>`(select count(*) from ${notifications} where ${notifications.userId} = ${userId} and ${unread})`;
}
