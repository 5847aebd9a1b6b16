import { createContext, useCallback, useContext, useEffect, useEffectEvent, useMemo, useRef, useState, type ReactNode } from 'react';
import { REALTIME_EVENTS } from '../../../lib/realtime-events';
import { useViewer } from '../shell-data';
import { useSnackbar } from '../snackbar/snackbar';
import { useLocation } from 'react-router';

type Handler = (payload: unknown) => void;

interface RealtimeApi {
  /** The unread count the socket last told, or null before it has. */
  unread: number | null;
  /** Unread support chat messages, as the socket last told (0 before). */
  supportUnread: number;
  subscribe(event: string, handler: Handler): () => void;
}

const RealtimeContext = createContext<RealtimeApi>({ unread: null, supportUnread: 0, subscribe: () => () => {} });

interface NotificationPayload {
  title?: unknown;
  text?: unknown;
  show_type?: unknown;
}

/** No snackbar where the news already shows: on the notifications list, and for support replies on the chat pages. */
function quietFor(pathname: string, payload: unknown): boolean {
  if (pathname.startsWith('/cabinet/notifications/')) return true;
  const onChat = pathname.startsWith('/cabinet/support/') || pathname.startsWith('/webview/cabinet/support/');
  return onChat && (payload as NotificationPayload | null)?.show_type === 'SUPPORT';
}

/**
 * Opens the socket for a signed-in viewer only: its client is a chunk of its own, loaded after the
 * page has hydrated, so no guest page ever downloads it. A new notification shows a snackbar on any
 * page but the notifications list, which reloads itself.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const viewer = useViewer();
  const userId = viewer?.id ?? null;
  const [unread, setUnread] = useState<number | null>(null);
  const [supportUnread, setSupportUnread] = useState(0);
  const handlers = useRef(new Map<string, Set<Handler>>());
  const snackbar = useSnackbar();
  const { pathname } = useLocation();
  const pathRef = useRef(pathname);
  useEffect(() => {
    pathRef.current = pathname;
  }, [pathname]);

  useEffect(() => {
    if (userId === null) return;
    let close: (() => void) | null = null;
    let cancelled = false;
    void import('./socket-connection').then(async ({ openRealtime }) => {
      const stop = await openRealtime((event, payload) => {
        if (event === REALTIME_EVENTS.notificationsCount) {
          const count = (payload as { unread?: unknown })?.unread;
          if (typeof count === 'number') setUnread(count);
        }
        if (event === REALTIME_EVENTS.chatUnread) {
          const count = (payload as { unread?: unknown })?.unread;
          if (typeof count === 'number') setSupportUnread(count);
        }
        if (event === REALTIME_EVENTS.notification && !quietFor(pathRef.current, payload)) {
          const { title, text } = (payload ?? {}) as NotificationPayload;
          if (typeof text === 'string') {
            snackbar.show({ title: typeof title === 'string' ? title : undefined, text, color: 'info', icon: 'info' });
          }
        }
        for (const handler of handlers.current.get(event) ?? []) handler(payload);
      });
      if (cancelled) stop();
      else close = stop;
    });
    return () => {
      cancelled = true;
      close?.();
      setUnread(null);
      setSupportUnread(0);
    };
  }, [userId, snackbar]);

  const subscribe = useCallback((event: string, handler: Handler) => {
    const set = handlers.current.get(event) ?? new Set<Handler>();
    set.add(handler);
    handlers.current.set(event, set);
    return () => void set.delete(handler);
  }, []);
  const api = useMemo<RealtimeApi>(() => ({ unread, supportUnread, subscribe }), [unread, supportUnread, subscribe]);
  return <RealtimeContext.Provider value={api}>{children}</RealtimeContext.Provider>;
}

/** The unread notifications count: live from the socket once it has spoken, else the page's. */
export function useUnreadCount(fromPage: number): number {
  return useContext(RealtimeContext).unread ?? fromPage;
}

/** Calls the handler for every payload of a socket event (and CLIENT_RESYNC after a reconnect). */
export function useRealtimeEvent(event: string, handler: Handler): void {
  const { subscribe } = useContext(RealtimeContext);
  const onEvent = useEffectEvent(handler);
  useEffect(() => subscribe(event, (payload) => onEvent(payload)), [subscribe, event]);
}

/** Unread support messages, live (0 for guests and before the socket has spoken). */
export function useSupportUnread(): number {
  return useContext(RealtimeContext).supportUnread;
}
