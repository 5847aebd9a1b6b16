import { and, eq, gte, inArray, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.server';
import type { MessageSender } from '../integrations/registry.server';
import { DELIVERY_CHANNELS, EVENT_CATEGORIES, MAX_ATTEMPTS, nextAttemptAt, planChannel, type DeliveryChannel } from './delivery-policy';
import type { NotificationPreferences } from './preferences.server';
import { notificationDeliveries, notifications } from './tables';

const PLAN_WINDOW_MS = 24 * 3600_000;
const BATCH = 200;

export interface DeliveryReach {
  contacts(userId: number): Promise<{ phone: string | null; confirmedEmail: string | null } | null>;
  pushTokens(userId: number): Promise<string[]>;
  /** A token the push service reported as no longer installed. */
  forgetPushToken(token: string): Promise<void>;
}

export interface DeliveryLog {
  warn(obj: object, msg?: string): void;
}

type Notice = Pick<typeof notifications.$inferSelect, 'userId' | 'title' | 'text' | 'link'>;

export interface DeliveryRun {
  planned: number;
  sent: number;
  retrying: number;
  failed: number;
}

/**
 * SMS, e-mail and push beside the site: one row per (notification, channel), planned from the user's
 * choices and contacts, then sent. A row is claimed by raising its attempt count from the value read,
 * so two runs (two processes, a re-run after a crash) never send the same attempt; a sent row is
 * never sent again. A failed send waits `retryDelayMs` and is given up after MAX_ATTEMPTS.
 */
export function createDeliveries(deps: {
  db: Db;
  preferences: NotificationPreferences;
  reach: DeliveryReach;
  senders: { sms: MessageSender; mail: MessageSender; push: MessageSender };
  publicUrl: string;
  log: DeliveryLog;
}) {
  const { db } = deps;

  async function plan(now: Date): Promise<number> {
    const events = Object.keys(EVENT_CATEGORIES);
    const unplanned = await db
      .select({ id: notifications.id, userId: notifications.userId, event: notifications.event, createdAt: notifications.createdAt })
      .from(notifications)
      .where(
        and(
          inArray(notifications.event, events),
          gte(notifications.createdAt, new Date(now.getTime() - PLAN_WINDOW_MS)),
          notExists(
            db
              .select({ one: sql`1` })
              .from(notificationDeliveries)
              .where(eq(notificationDeliveries.notificationId, notifications.id)),
          ),
        ),
      )
      // Oldest first: a person reads them in the order they happened.
      .orderBy(notifications.id)
      .limit(BATCH);
    let planned = 0;
    for (const notice of unplanned) {
      const event = notice.event!;
      const choice = await deps.preferences.choiceOf(notice.userId, EVENT_CATEGORIES[event]!);
      const contacts = await deps.reach.contacts(notice.userId);
      const devices = (await deps.reach.pushTokens(notice.userId)).length;
      const reach = { phone: Boolean(contacts?.phone), confirmedEmail: Boolean(contacts?.confirmedEmail), devices };
      const rows = DELIVERY_CHANNELS.map((channel) => {
        const decision = planChannel(channel, event, choice, reach);
        return {
          notificationId: notice.id,
          channel,
          status: decision.status,
          lastError: decision.status === 'skipped' ? decision.reason : null,
          createdAt: notice.createdAt,
        };
      });
      await db.insert(notificationDeliveries).values(rows).onConflictDoNothing();
      planned += rows.filter((row) => row.status === 'pending').length;
    }
    return planned;
  }

  async function deliver(channel: DeliveryChannel, notice: Notice): Promise<void> {
    const text = `${notice.title}. ${notice.text}`;
    const link = notice.link ? new URL(notice.link, deps.publicUrl).toString() : undefined;
    if (channel === 'sms') {
      const contacts = await deps.reach.contacts(notice.userId);
      if (!contacts?.phone) throw new Error('the user has no phone now');
      await deps.senders.sms.send({ channel: 'SMS', to: contacts.phone, text });
    } else if (channel === 'email') {
      const contacts = await deps.reach.contacts(notice.userId);
      if (!contacts?.confirmedEmail) throw new Error('the user has no confirmed e-mail now');
      const body = link ? `${notice.text}\n\n${link}` : notice.text;
      await deps.senders.mail.send({
        channel: 'EMAIL',
        to: contacts.confirmedEmail,
        text: body,
        payload: { subject: `${notice.title} — Местечко` },
      });
    } else {
      const tokens = await deps.reach.pushTokens(notice.userId);
      const recipient = (await deps.reach.contacts(notice.userId))?.phone ?? undefined;
      let delivered = 0;
      let lastError: unknown;
      for (const token of tokens) {
        try {
          await deps.senders.push.send({
            channel: 'PUSH',
            to: token,
            text: notice.text,
            payload: { title: notice.title, ...(link ? { link } : {}), ...(recipient ? { recipient } : {}) },
          });
          delivered += 1;
        } catch (error) {
          lastError = error;
          if ((error as { unregistered?: unknown }).unregistered === true) await deps.reach.forgetPushToken(token);
        }
      }
      if (delivered === 0) throw lastError ?? new Error('the user has no device now');
    }
  }

  /** Sends one pending delivery if its attempt is due; false when it was not (already sent, taken, or not due). */
  async function sendOne(id: number, now: Date): Promise<'sent' | 'retrying' | 'failed' | 'not due'> {
    const [row] = await db
      .select({ delivery: notificationDeliveries, notice: notifications })
      .from(notificationDeliveries)
      .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
      .where(eq(notificationDeliveries.id, id));
    if (!row || row.delivery.status !== 'pending') return 'not due';
    if (nextAttemptAt(row.delivery.createdAt, row.delivery.attempts) > now) return 'not due';
    const [claimed] = await db
      .update(notificationDeliveries)
      .set({ attempts: row.delivery.attempts + 1 })
      .where(
        and(
          eq(notificationDeliveries.id, id),
          eq(notificationDeliveries.status, 'pending'),
          eq(notificationDeliveries.attempts, row.delivery.attempts),
        ),
      )
      .returning({ attempts: notificationDeliveries.attempts });
    if (!claimed) return 'not due';
    try {
      await deliver(row.delivery.channel as DeliveryChannel, row.notice);
    } catch (error) {
      const gaveUp = claimed.attempts >= MAX_ATTEMPTS;
      const message = error instanceof Error ? error.message : String(error);
      await db
        .update(notificationDeliveries)
        .set({ status: gaveUp ? 'failed' : 'pending', lastError: message.slice(0, 500) })
        .where(eq(notificationDeliveries.id, id));
      deps.log.warn(
        { err: error, delivery: id, channel: row.delivery.channel, attempts: claimed.attempts },
        'notification delivery failed',
      );
      return gaveUp ? 'failed' : 'retrying';
    }
    await db.update(notificationDeliveries).set({ status: 'sent', sentAt: now, lastError: null }).where(eq(notificationDeliveries.id, id));
    return 'sent';
  }

  return {
    plan,
    sendOne,
    /** One pass of the delivery job: plans new notifications, then sends every pending delivery that is due. */
    async run(now: Date): Promise<DeliveryRun> {
      const result: DeliveryRun = { planned: await plan(now), sent: 0, retrying: 0, failed: 0 };
      const pending = await db
        .select({ id: notificationDeliveries.id })
        .from(notificationDeliveries)
        .where(eq(notificationDeliveries.status, 'pending'))
        .orderBy(notificationDeliveries.id)
        .limit(BATCH);
      for (const { id } of pending) {
        const outcome = await sendOne(id, now);
        if (outcome !== 'not due') result[outcome] += 1;
      }
      return result;
    },
  };
}

export type Deliveries = ReturnType<typeof createDeliveries>;
