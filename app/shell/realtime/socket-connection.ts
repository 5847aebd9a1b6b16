import { io, type Socket } from 'socket.io-client';
import { CLIENT_RESYNC, REALTIME_EVENTS } from '../../../lib/realtime-events';
import { refreshSession } from '../api-client';
import { getDeviceId } from '../device-id';

export type RealtimeListener = (event: string, payload: unknown) => void;

const RETRYABLE = new Set(['TOKEN_EXPIRED']);

/**
 * The signed-in page's socket. The cookie signs it in; an ended access token (at the handshake or
 * while connected) is refreshed through the API client's shared refresh, then the socket connects
 * again. After any reconnect the listeners hear CLIENT_RESYNC.
 */
export async function openRealtime(listener: RealtimeListener): Promise<() => void> {
  const socket: Socket = io({
    path: '/socket.io/',
    transports: ['websocket'],
    auth: { device_type: 'WEB_CLIENT', device_id: await getDeviceId() },
    reconnectionDelay: 1000,
    reconnectionDelayMax: 15_000,
  });
  let connectedBefore = false;
  let closed = false;

  const reconnectAfterRefresh = async () => {
    if (closed) return;
    const ok = await refreshSession();
    if (ok && !closed) socket.connect();
  };

  socket.on('connect', () => {
    if (connectedBefore) listener(CLIENT_RESYNC, null);
    connectedBefore = true;
  });
  socket.on('connect_error', (error: Error & { data?: { code?: string; details?: { retry_after?: number } } }) => {
    const code = error.data?.code;
    if (code && RETRYABLE.has(code)) void reconnectAfterRefresh();
    // Too many handshakes from this address: the server says when to try again.
    if (code === 'TOO_MANY_REQUESTS') {
      const seconds = Math.min(300, Math.max(1, Number(error.data?.details?.retry_after) || 30));
      setTimeout(() => !closed && socket.connect(), seconds * 1000);
    }
    // Any other refusal (signed out elsewhere, a foreign page) stops here: the page still works.
  });
  socket.on(REALTIME_EVENTS.sessionExpired, () => void reconnectAfterRefresh());
  socket.onAny((event: string, payload: unknown) => {
    if (event !== REALTIME_EVENTS.sessionExpired) listener(event, payload);
  });

  return () => {
    closed = true;
    socket.offAny();
    socket.disconnect();
  };
}

interface NotificationPayload {
  title?: unknown;
  text?: unknown;
  show_type?: unknown;
}

/**
 * The snackbar of a new notification, or null where the news already shows: on the notifications
 * list, and for support replies on the chat pages.
 */
export function snackOf(event: string, pathname: string, payload: unknown): { title?: string; text: string } | null {
  if (event !== REALTIME_EVENTS.notification) return null;
  const { title, text, show_type: showType } = (payload ?? {}) as NotificationPayload;
  if (typeof text !== 'string' || pathname.startsWith('/cabinet/notifications/')) return null;
  const onChat = pathname.startsWith('/cabinet/support/') || pathname.startsWith('/webview/cabinet/support/');
  if (onChat && showType === 'SUPPORT') return null;
  return { title: typeof title === 'string' ? title : undefined, text };
}

/** The counts the shell keeps: unread notifications (the bell) and unread support replies (the widget). */
export function countOf(event: string, payload: unknown): { of: 'notifications' | 'support'; unread: number } | null {
  const unread = (payload as { unread?: unknown } | null)?.unread;
  if (typeof unread !== 'number') return null;
  if (event === REALTIME_EVENTS.notificationsCount) return { of: 'notifications', unread };
  if (event === REALTIME_EVENTS.chatUnread) return { of: 'support', unread };
  return null;
}
