import type { ChatMessageView } from './schema';
import type { supportConversations, supportFiles, supportMessages } from './tables';

export type ConversationRow = typeof supportConversations.$inferSelect;
export type MessageRow = typeof supportMessages.$inferSelect;
export type FileRow = typeof supportFiles.$inferSelect;

export const chatFileUrl = (id: number) => `/api/cabinet/v2/chat/messages/file/${id}`;

/** A message as both sides see it; `is_read` says whether the other side has read it. */
export function messageView(row: MessageRow, conversation: ConversationRow, file: FileRow | null): ChatMessageView {
  const readUpTo = row.author === 'user' ? conversation.staffReadUpTo : conversation.userReadUpTo;
  return {
    id: row.id,
    conversation_id: row.conversationId,
    author: row.author === 'staff' ? 'staff' : 'user',
    text: row.text,
    file: file ? { id: file.id, name: file.name, mime: file.mime, size: file.size, url: chatFileUrl(file.id) } : null,
    created_at: row.createdAt.toISOString(),
    is_read: row.id <= readUpTo,
    client_id: row.clientId,
  };
}

/** A short line of a message for lists and notifications. */
export function preview(text: string, hasFile: boolean): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (!line) return hasFile ? 'Файл' : '';
  return line.length > 120 ? `${line.slice(0, 119)}…` : line;
}
