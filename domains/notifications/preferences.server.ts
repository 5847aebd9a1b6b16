import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.server';
import type { Clock } from '../../lib/clock';
import { DEFAULT_CHOICES, NOTIFICATION_CATEGORIES, type ChannelChoice, type NotificationCategory } from './delivery-policy';
import { notificationPreferences } from './tables';

type ChannelChoices = Record<NotificationCategory, ChannelChoice>;

/** The channels a user chose per category; a category never chosen keeps its defaults. */
export function createNotificationPreferences(db: Db, clock: Clock) {
  // The profile page shows them on every view: prepared once per process.
  const allOfUser = db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, sql.placeholder('userId')))
    .prepare('notification_preferences_of_user');
  async function choiceOf(userId: number, category: NotificationCategory): Promise<ChannelChoice> {
    const [row] = await db
      .select()
      .from(notificationPreferences)
      .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.category, category)));
    return row ? { sms: row.sms, email: row.email, push: row.push } : DEFAULT_CHOICES[category];
  }

  async function all(userId: number): Promise<ChannelChoices> {
    const rows = await allOfUser.execute({ userId });
    const choices = { ...DEFAULT_CHOICES };
    for (const row of rows) {
      if ((NOTIFICATION_CATEGORIES as readonly string[]).includes(row.category)) {
        choices[row.category as NotificationCategory] = { sms: row.sms, email: row.email, push: row.push };
      }
    }
    return choices;
  }

  return {
    choiceOf,
    all,
    /** Stores the categories given (each whole), leaves the others as they are; answers every category. */
    async update(userId: number, changes: Partial<ChannelChoices>): Promise<ChannelChoices> {
      const now = clock.now();
      for (const category of NOTIFICATION_CATEGORIES) {
        const choice = changes[category];
        if (!choice) continue;
        await db
          .insert(notificationPreferences)
          .values({ userId, category, ...choice, updatedAt: now })
          .onConflictDoUpdate({
            target: [notificationPreferences.userId, notificationPreferences.category],
            set: { ...choice, updatedAt: now },
          });
      }
      return all(userId);
    },
  };
}

export type NotificationPreferences = ReturnType<typeof createNotificationPreferences>;
