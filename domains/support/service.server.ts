import { and, count, desc, eq, gt, inArray, lt, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.server';
import type { Tx } from '../../db/tx';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { REALTIME_EVENTS } from '../../lib/realtime-events';
import type { RealtimeHub } from '../../lib/realtime-hub';
import { addNotification } from '../notifications/service.server';
import type { ChatFileStore, PreparedFile } from './files.server';
import { SUPPORT_ROLES, SUPPORT_RULES, type ChatMessageView, type HistoryQuery, type InboxQuery } from './schema';
import { supportConversations, supportFiles, supportMessages } from './tables';
import { createTypingGate } from './typing-gate';
import { messageView, preview, type ConversationRow, type FileRow, type MessageRow } from './views';

export type Side = 'user' | 'staff';

export interface OutgoingMessage {
  text: string;
  clientId?: string;
  file?: PreparedFile;
}

/**
 * The support chat: one conversation per user. Users write from the cabinet, the webview and the
 * widget; staff answer from the console. Every message reaches the user's open sockets and the
 * support staff's at once, and waits in the history for whoever is offline.
 */
export function createSupportService(deps: { db: Db; clock: Clock; realtime: RealtimeHub; files: ChatFileStore }) {
  const { db, clock, realtime, files } = deps;
  const typingGate = createTypingGate(SUPPORT_RULES.typingEveryMs);

  // The chat page and the console's conversation ask these on every view: prepared once per process.
  const conversationId = sql.placeholder('conversationId');
  const conversationOfUserStatement = db
    .select()
    .from(supportConversations)
    .where(eq(supportConversations.userId, sql.placeholder('userId')))
    .prepare('support_conversation_of_user');
  const unreadStatement = db
    .select({ n: count() })
    .from(supportMessages)
    .where(
      and(
        eq(supportMessages.conversationId, conversationId),
        eq(supportMessages.author, sql.placeholder('author')),
        gt(supportMessages.id, sql.placeholder('after')),
      ),
    )
    .prepare('support_unread');
  const newestPageStatement = db
    .select()
    .from(supportMessages)
    .where(eq(supportMessages.conversationId, conversationId))
    .orderBy(desc(supportMessages.id))
    .limit(sql.placeholder('limit'))
    .prepare('support_newest_page');
  const newestIdStatement = db
    .select({ id: max(supportMessages.id) })
    .from(supportMessages)
    .where(eq(supportMessages.conversationId, conversationId))
    .prepare('support_newest_id');

  // The console's inbox, every filter a parameter (a status of null is every status).
  const inboxStatus = sql.placeholder('status');
  const inboxAssigned = sql.placeholder('assigned');
  const inboxWhere = and(
    sql`(${inboxStatus}::text is null or ${supportConversations.status} = ${inboxStatus})`,
    sql`(${inboxAssigned}::text not in ('me', 'none')
      or (${inboxAssigned}::text = 'me' and ${supportConversations.assignedTo} = ${sql.placeholder('staffUserId')})
      or (${inboxAssigned}::text = 'none' and ${supportConversations.assignedTo} is null))`,
  );
  // Qualified by hand: inside the subqueries a bare "id" would be the message's own.
  const outerId = sql.raw('"support_conversations"."id"');
  const outerRead = sql.raw('"support_conversations"."staff_read_up_to"');
  const inboxUnread = sql<number>`(select count(*)::int from ${supportMessages} m
    where m.conversation_id = ${outerId} and m.author = 'user' and m.id > ${outerRead})`;
  const inboxLast = sql<string | null>`(select case when m.text <> '' then m.text when m.file_id is not null then 'Файл' end
    from ${supportMessages} m where m.conversation_id = ${outerId} order by m.id desc limit 1)`;
  const inboxLastAuthor = sql<
    string | null
  >`(select m.author from ${supportMessages} m where m.conversation_id = ${outerId} order by m.id desc limit 1)`;
  /** Conversations with unread messages first, the longest waiting first among them, then the latest. */
  const inboxPageStatement = db
    .select({ conversation: supportConversations, unread: inboxUnread, last: inboxLast, lastAuthor: inboxLastAuthor })
    .from(supportConversations)
    .where(inboxWhere)
    .orderBy(
      sql`${inboxUnread} > 0 desc`,
      sql`${supportConversations.waitingSince} asc nulls last`,
      sql`${supportConversations.lastMessageAt} desc nulls last`,
      desc(supportConversations.id),
    )
    .offset(sql.placeholder('offset'))
    .limit(sql.placeholder('limit'))
    .prepare('support_inbox_page');
  const inboxCountStatement = db.select({ n: count() }).from(supportConversations).where(inboxWhere).prepare('support_inbox_count');

  async function conversationOfUser(userId: number): Promise<ConversationRow | null> {
    const [row] = await conversationOfUserStatement.execute({ userId });
    return row ?? null;
  }

  async function conversationById(id: number): Promise<ConversationRow> {
    const [row] = await db.select().from(supportConversations).where(eq(supportConversations.id, id));
    if (!row) throw new AppError('NOT_FOUND', { message: 'Переписка не найдена' });
    return row;
  }

  async function openConversation(tx: Tx, userId: number, now: Date): Promise<ConversationRow> {
    const [row] = await tx
      .insert(supportConversations)
      .values({ userId, createdAt: now })
      .onConflictDoUpdate({ target: supportConversations.userId, set: { userId: sql`excluded.user_id` } })
      .returning();
    return row!;
  }

  async function filesOf(rows: MessageRow[]): Promise<Map<number, FileRow>> {
    const ids = rows.map((r) => r.fileId).filter((id): id is number => id !== null);
    if (ids.length === 0) return new Map();
    const found = await db.select().from(supportFiles).where(inArray(supportFiles.id, ids));
    return new Map(found.map((f) => [f.id, f]));
  }

  /** Messages newest page first, returned oldest to newest. */
  async function page(conversation: ConversationRow, query: HistoryQuery) {
    const rows = query.before_id
      ? await db
          .select()
          .from(supportMessages)
          .where(and(eq(supportMessages.conversationId, conversation.id), lt(supportMessages.id, query.before_id)))
          .orderBy(desc(supportMessages.id))
          .limit(query.limit + 1)
      : await newestPageStatement.execute({ conversationId: conversation.id, limit: query.limit + 1 });
    const hasMore = rows.length > query.limit;
    const shown = rows.slice(0, query.limit).reverse();
    const fileRows = await filesOf(shown);
    return { rows: shown, hasMore, files: fileRows };
  }

  async function unreadFor(conversation: ConversationRow, side: Side): Promise<number> {
    const [row] = await unreadStatement.execute({
      conversationId: conversation.id,
      author: side === 'user' ? 'staff' : 'user',
      after: side === 'user' ? conversation.userReadUpTo : conversation.staffReadUpTo,
    });
    return row?.n ?? 0;
  }

  /** Moves a side's read mark to the newest message and tells both sides (read receipts, counts). */
  async function markRead(conversation: ConversationRow, side: Side): Promise<ConversationRow> {
    const [newest] = await newestIdStatement.execute({ conversationId: conversation.id });
    const upTo = Number(newest?.id ?? 0);
    const current = side === 'user' ? conversation.userReadUpTo : conversation.staffReadUpTo;
    if (upTo <= current) return conversation;
    const column = side === 'user' ? supportConversations.userReadUpTo : supportConversations.staffReadUpTo;
    const [updated] = await db
      .update(supportConversations)
      .set(side === 'user' ? { userReadUpTo: sql`greatest(${column}, ${upTo})` } : { staffReadUpTo: sql`greatest(${column}, ${upTo})` })
      .where(eq(supportConversations.id, conversation.id))
      .returning();
    tellRead(updated!);
    if (side === 'user') realtime.toUser(updated!.userId, REALTIME_EVENTS.chatUnread, { unread: 0 });
    return updated!;
  }

  function tellRead(conversation: ConversationRow) {
    realtime.toUserAndStaff(conversation.userId, SUPPORT_ROLES, REALTIME_EVENTS.chatRead, {
      conversation_id: conversation.id,
      user_read_up_to: conversation.userReadUpTo,
      staff_read_up_to: conversation.staffReadUpTo,
    });
  }

  async function write(
    userId: number,
    side: Side,
    authorUserId: number,
    message: OutgoingMessage,
    inTx?: (tx: Tx, conversation: ConversationRow, stored: MessageRow) => Promise<void>,
  ): Promise<ChatMessageView> {
    const now = clock.now();
    const storageKey = message.file ? await files.save(message.file.bytes, message.file.mime) : null;
    const result = await db.transaction(async (tx) => {
      const conversation = await openConversation(tx, userId, now);
      if (message.clientId) {
        const [existing] = await tx
          .select()
          .from(supportMessages)
          .where(and(eq(supportMessages.conversationId, conversation.id), eq(supportMessages.clientId, message.clientId)));
        if (existing) return { conversation, stored: existing, repeated: true };
      }
      let fileId: number | null = null;
      if (message.file && storageKey) {
        const [file] = await tx
          .insert(supportFiles)
          .values({
            conversationId: conversation.id,
            uploadedBy: authorUserId,
            mime: message.file.mime,
            name: message.file.name,
            size: message.file.bytes.length,
            storageKey,
            createdAt: now,
          })
          .returning({ id: supportFiles.id });
        fileId = file!.id;
      }
      const [stored] = await tx
        .insert(supportMessages)
        .values({
          conversationId: conversation.id,
          author: side,
          authorUserId,
          text: message.text,
          fileId,
          clientId: message.clientId ?? null,
          createdAt: now,
        })
        .returning();
      const [updated] = await tx
        .update(supportConversations)
        .set(
          side === 'user'
            ? {
                status: 'open',
                closedAt: null,
                lastMessageAt: now,
                waitingSince: sql`coalesce(${supportConversations.waitingSince}, ${now.toISOString()}::timestamptz)`,
                userReadUpTo: stored!.id,
              }
            : { lastMessageAt: now, waitingSince: null, staffReadUpTo: stored!.id },
        )
        .where(eq(supportConversations.id, conversation.id))
        .returning();
      await inTx?.(tx, updated!, stored!);
      return { conversation: updated!, stored: stored!, repeated: false };
    });
    const fileRows = await filesOf([result.stored]);
    const view = messageView(result.stored, result.conversation, fileRows.get(result.stored.fileId ?? -1) ?? null);
    if (!result.repeated) {
      realtime.toUserAndStaff(userId, SUPPORT_ROLES, REALTIME_EVENTS.chatMessage, view);
      tellRead(result.conversation);
      if (side === 'staff') {
        realtime.toUser(userId, REALTIME_EVENTS.chatUnread, { unread: await unreadFor(result.conversation, 'user') });
      }
    }
    return view;
  }

  function typing(conversation: { id: number; userId: number }, from: Side, isTyping: boolean): boolean {
    if (!typingGate.pass(`${conversation.id}:${from}`, isTyping, clock.now().getTime())) return false;
    const payload = { from, typing: isTyping, conversation_id: conversation.id };
    if (from === 'user') realtime.toStaff(SUPPORT_ROLES, REALTIME_EVENTS.chatTyping, payload);
    else realtime.toUserAndStaff(conversation.userId, SUPPORT_ROLES, REALTIME_EVENTS.chatTyping, payload);
    return true;
  }

  return {
    /** The user's history; reading it marks the staff's messages read. */
    async history(userId: number, query: HistoryQuery) {
      const conversation = await conversationOfUser(userId);
      if (!conversation) return { items: [], has_more: false, unread: 0 };
      const unread = await unreadFor(conversation, 'user');
      const { rows, hasMore, files: fileRows } = await page(conversation, query);
      const marked = query.before_id ? conversation : await markRead(conversation, 'user');
      return {
        items: rows.map((r) => messageView(r, marked, fileRows.get(r.fileId ?? -1) ?? null)),
        has_more: hasMore,
        unread,
      };
    },
    async unreadForUser(userId: number): Promise<number> {
      const conversation = await conversationOfUser(userId);
      return conversation ? unreadFor(conversation, 'user') : 0;
    },
    send: (userId: number, message: OutgoingMessage) => write(userId, 'user', userId, message),
    /** The user is typing (or stopped); passed on to staff at most every 2 s. */
    async userTyping(userId: number, isTyping: boolean): Promise<void> {
      const conversation = await conversationOfUser(userId);
      if (conversation) typing(conversation, 'user', isTyping);
    },

    /** A file of a conversation, for its user or for support staff; anything else is «not found». */
    async readFile(viewer: { userId: number; isSupportStaff: boolean }, fileId: number) {
      const [file] = await db.select().from(supportFiles).where(eq(supportFiles.id, fileId));
      if (!file) throw new AppError('NOT_FOUND', { message: 'Файл не найден' });
      if (!viewer.isSupportStaff) {
        const conversation = await conversationOfUser(viewer.userId);
        if (conversation?.id !== file.conversationId) throw new AppError('NOT_FOUND', { message: 'Файл не найден' });
      }
      return { ...file, bytes: await files.read(file.storageKey) };
    },

    staff: {
      conversation: conversationById,
      /** Conversations with unread messages first, the longest waiting first among them, then the latest. */
      async inbox(query: InboxQuery, staffUserId: number) {
        const values = {
          status: query.status === 'all' ? null : query.status,
          assigned: query.assigned,
          staffUserId,
        };
        const [rows, [total]] = await Promise.all([
          inboxPageStatement.execute({ ...values, offset: query.offset, limit: query.limit }),
          inboxCountStatement.execute(values),
        ]);
        return {
          items: rows.map((r) => ({
            conversation: r.conversation,
            unread: Number(r.unread),
            last: r.last === null ? null : preview(r.last, false),
            lastAuthor: r.lastAuthor,
          })),
          count: total?.n ?? 0,
        };
      },
      unreadFor,
      /** A conversation's history for staff; opening the newest page marks the user's messages read. */
      async history(conversationId: number, query: HistoryQuery) {
        const conversation = await conversationById(conversationId);
        const { rows, hasMore, files: fileRows } = await page(conversation, query);
        const marked = query.before_id ? conversation : await markRead(conversation, 'staff');
        return {
          conversation: marked,
          items: rows.map((r) => messageView(r, marked, fileRows.get(r.fileId ?? -1) ?? null)),
          has_more: hasMore,
        };
      },
      /** A staff reply: written with its audit record and a notification to the user, in one transaction. */
      async reply(
        staffUserId: number,
        conversationId: number,
        message: OutgoingMessage,
        audit: (tx: Tx, stored: MessageRow) => Promise<unknown>,
      ): Promise<ChatMessageView> {
        const conversation = await conversationById(conversationId);
        return write(conversation.userId, 'staff', staffUserId, message, async (tx, updated, stored) => {
          if (updated.assignedTo === null) {
            await tx.update(supportConversations).set({ assignedTo: staffUserId }).where(eq(supportConversations.id, updated.id));
          }
          await addNotification(
            tx,
            updated.userId,
            {
              title: 'Ответ поддержки',
              text: preview(message.text, Boolean(message.file)),
              link: '/cabinet/support/',
              showType: 'SUPPORT',
              event: 'support_reply',
            },
            clock.now(),
          );
          await audit(tx, stored);
        });
      },
      async typing(conversationId: number, isTyping: boolean): Promise<void> {
        typing(await conversationById(conversationId), 'staff', isTyping);
      },
      /** Changes a conversation in a transaction with its audit record; answers the row after. */
      async update(
        conversationId: number,
        patch: Partial<Pick<ConversationRow, 'assignedTo' | 'status' | 'closedAt' | 'waitingSince'>>,
        audit: (tx: Tx, before: ConversationRow, after: ConversationRow) => Promise<unknown>,
      ): Promise<ConversationRow> {
        return db.transaction(async (tx) => {
          const [before] = await tx.select().from(supportConversations).where(eq(supportConversations.id, conversationId)).for('update');
          if (!before) throw new AppError('NOT_FOUND', { message: 'Переписка не найдена' });
          const [after] = await tx.update(supportConversations).set(patch).where(eq(supportConversations.id, conversationId)).returning();
          await audit(tx, before, after!);
          return after!;
        });
      },
    },
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
