import { and, count, eq, isNull } from 'drizzle-orm';
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
