import { formatPhone } from '../../lib/format/phone';
import type { Db } from '../../db/client.server';
import { userSummaries, type UserSummary } from '../users/service.server';
import type { InboxItem, InboxQuery, UserContext } from './schema';
import type { SupportService } from './service.server';
import type { ConversationRow } from './views';

export interface SupportContextReads {
  /** The user's latest orders of every line, for the inbox's side panel. */
  orders(userId: number): Promise<{ items: UserContext['orders']; count: number }>;
  payments(userId: number): Promise<UserContext['payments']>;
}

/** A customer without a name is «Без имени» beside their phone; a staff member is known by the phone. */
const person = (summary: UserSummary | undefined, id: number, namelessAs: 'nameless' | 'phone' = 'nameless') => ({
  id,
  name: summary
    ? (summary.name ?? (namelessAs === 'phone' && summary.phone ? formatPhone(summary.phone) : 'Без имени'))
    : 'Удалённый пользователь',
  phone: summary?.phone ?? null,
});

type InboxRow = { conversation: ConversationRow; unread: number; last: string | null; lastAuthor: string | null };

/** What the console shows of conversations: the inbox page and one conversation with the user's context. */
export function createInboxReads(deps: { db: Db; support: SupportService; context: SupportContextReads }) {
  const { db, support, context } = deps;

  async function itemsOf(rows: InboxRow[]): Promise<InboxItem[]> {
    const people = await userSummaries(
      db,
      rows.flatMap((r) => [r.conversation.userId, ...(r.conversation.assignedTo ? [r.conversation.assignedTo] : [])]),
    );
    return rows.map(({ conversation: c, unread, last, lastAuthor }) => ({
      id: c.id,
      user: person(people.get(c.userId), c.userId),
      status: c.status === 'closed' ? 'closed' : 'open',
      assigned_to: c.assignedTo ? person(people.get(c.assignedTo), c.assignedTo, 'phone') : null,
      unread,
      waiting_since: c.waitingSince?.toISOString() ?? null,
      last_message_at: c.lastMessageAt?.toISOString() ?? null,
      last_message: last,
      last_author: lastAuthor === 'staff' ? 'staff' : lastAuthor === 'user' ? 'user' : null,
    }));
  }

  async function item(conversation: ConversationRow): Promise<InboxItem> {
    const unread = await support.staff.unreadFor(conversation, 'staff');
    const [one] = await itemsOf([{ conversation, unread, last: null, lastAuthor: null }]);
    return one!;
  }

  return {
    item,
    async list(query: InboxQuery, staffUserId: number) {
      const page = await support.staff.inbox(query, staffUserId);
      return { items: await itemsOf(page.items), count: page.count };
    },
    /** The conversation, the user's profile, orders and payments, and the newest messages (which it marks read). */
    async detail(conversationId: number) {
      const history = await support.staff.history(conversationId, { limit: 50 });
      const userId = history.conversation.userId;
      const [people, orders, payments] = await Promise.all([userSummaries(db, [userId]), context.orders(userId), context.payments(userId)]);
      const profile = people.get(userId);
      return {
        conversation: await item(history.conversation),
        context: {
          profile: {
            id: userId,
            name: profile ? (profile.name ?? 'Без имени') : 'Удалённый пользователь',
            phone: profile?.phone ?? null,
            email: profile?.email ?? null,
            registered_at: (profile?.createdAt ?? history.conversation.createdAt).toISOString(),
            deactivated: profile?.deactivated ?? true,
          },
          orders: orders.items,
          orders_count: orders.count,
          payments,
        },
        messages: { items: history.items, has_more: history.has_more },
      };
    },
  };
}

export type InboxReads = ReturnType<typeof createInboxReads>;
