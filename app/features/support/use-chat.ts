import { useCallback, useEffect, useRef, useState } from 'react';
import { CLIENT_RESYNC, REALTIME_EVENTS } from '../../../lib/realtime-events';
import { useRealtimeEvent } from '../../shell/realtime/realtime-provider';
import type { ChatMessage, ChatPage, ChatTransport } from './chat-types';

export interface PendingMessage {
  clientId: string;
  text: string;
  file: File | null;
  failed: boolean;
}

const TYPING_SHOWN_MS = 6000;

function merge(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * The state of one chat view: its messages (server's, in id order), the ones still being sent,
 * the other side typing, and read receipts; kept live by the socket and read again after a reconnect.
 */
export function useChat(transport: ChatTransport, initial: ChatPage | null) {
  const [messages, setMessages] = useState<ChatMessage[]>(initial?.items ?? []);
  const [hasMore, setHasMore] = useState(initial?.has_more ?? false);
  const [loaded, setLoaded] = useState(initial !== null);
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [otherTyping, setOtherTyping] = useState(false);
  const [conversationId, setConversationId] = useState<number | null>(
    transport.conversationId ?? initial?.items[0]?.conversation_id ?? null,
  );
  const typingTimer = useRef<number | undefined>(undefined);
  const readTimer = useRef<number | undefined>(undefined);

  const reloadNewest = useCallback(async () => {
    const page = await transport.load();
    setMessages((current) => merge(current, page.items));
    if (page.items[0]) setConversationId(page.items[0].conversation_id);
    setLoaded(true);
    return page;
  }, [transport]);

  useEffect(() => {
    if (initial !== null) return;
    reloadNewest().then(
      (page) => setHasMore(page.has_more),
      () => setLoaded(true),
    );
  }, [initial, reloadNewest]);

  const ours = (conversation: unknown) => transport.side === 'user' || conversation === transport.conversationId;

  useRealtimeEvent(REALTIME_EVENTS.chatMessage, (payload) => {
    const message = payload as ChatMessage;
    if (!ours(message.conversation_id)) return;
    setConversationId(message.conversation_id);
    setMessages((current) => merge(current, [message]));
    setPending((current) => current.filter((p) => p.clientId !== message.client_id));
    if (message.author !== transport.side) {
      setOtherTyping(false);
      // Seen while the view is open: read it (the newest page marks it read on the server).
      window.clearTimeout(readTimer.current);
      readTimer.current = window.setTimeout(() => {
        if (document.visibilityState === 'visible') void reloadNewest().catch(() => undefined);
      }, 400);
    }
  });

  useRealtimeEvent(REALTIME_EVENTS.chatTyping, (payload) => {
    const { from, typing, conversation_id: id } = payload as { from: string; typing: boolean; conversation_id: number };
    if (from === transport.side || !ours(id)) return;
    setOtherTyping(typing);
    window.clearTimeout(typingTimer.current);
    if (typing) typingTimer.current = window.setTimeout(() => setOtherTyping(false), TYPING_SHOWN_MS);
  });

  useRealtimeEvent(REALTIME_EVENTS.chatRead, (payload) => {
    const read = payload as { conversation_id: number; user_read_up_to: number; staff_read_up_to: number };
    if (!ours(read.conversation_id)) return;
    const upTo = transport.side === 'user' ? read.staff_read_up_to : read.user_read_up_to;
    setMessages((current) => current.map((m) => (m.author === transport.side && m.id <= upTo && !m.is_read ? { ...m, is_read: true } : m)));
  });

  useRealtimeEvent(CLIENT_RESYNC, () => void reloadNewest().catch(() => undefined));

  useEffect(
    () => () => {
      window.clearTimeout(typingTimer.current);
      window.clearTimeout(readTimer.current);
    },
    [],
  );

  async function loadOlder() {
    const oldest = messages[0];
    if (!oldest) return;
    const page = await transport.load(oldest.id);
    setMessages((current) => merge(current, page.items));
    setHasMore(page.has_more);
  }

  /** Sends; a failed send stays in the list with its text, to be sent again or removed. */
  async function send(item: PendingMessage) {
    setPending((current) => [...current.filter((p) => p.clientId !== item.clientId), { ...item, failed: false }]);
    try {
      const stored = item.file
        ? await transport.sendFile(item.file, item.text, item.clientId)
        : await transport.send(item.text, item.clientId);
      setConversationId(stored.conversation_id);
      setMessages((current) => merge(current, [stored]));
      setPending((current) => current.filter((p) => p.clientId !== item.clientId));
    } catch (error) {
      setPending((current) => current.map((p) => (p.clientId === item.clientId ? { ...p, failed: true } : p)));
      throw error;
    }
  }

  const discard = (clientId: string) => setPending((current) => current.filter((p) => p.clientId !== clientId));

  return { messages, hasMore, loaded, pending, otherTyping, conversationId, loadOlder, send, discard };
}
