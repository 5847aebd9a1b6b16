import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useEffectEvent,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useViewer } from '../shell-data';

type Handler = (payload: unknown) => void;

interface RealtimeApi {
  /** The unread count the socket last told, or null before it has. */
  unread: number | null;
  /** Unread support chat messages, as the socket last told (0 before). */
  supportUnread: number;
  subscribe(event: string, handler: Handler): () => void;
}

const RealtimeContext = createContext<RealtimeApi>({ unread: null, supportUnread: 0, subscribe: () => () => {} });

// The socket and everything it does are a chunk loaded for signed-in viewers only.
const RealtimeConnection = lazy(() => import('./realtime-connection').then((module) => ({ default: module.RealtimeConnection })));

/**
 * The live counts and the socket's listeners. The socket is opened for a signed-in viewer only,
 * after the page has hydrated, so no guest page ever downloads its client. A new notification shows
 * a snackbar on any page but the notifications list, which reloads itself.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const viewer = useViewer();
  const [unread, setUnread] = useState<number | null>(null);
  const [supportUnread, setSupportUnread] = useState(0);
  const handlers = useRef(new Map<string, Set<Handler>>());

  const onCount = useCallback((of: 'notifications' | 'support', count: number | null) => {
    if (of === 'notifications') setUnread(count);
    else setSupportUnread(count ?? 0);
  }, []);
  const handlersOf = useCallback((event: string) => handlers.current.get(event) ?? [], []);
  const subscribe = useCallback((event: string, handler: Handler) => {
    const set = handlers.current.get(event) ?? new Set<Handler>();
    set.add(handler);
    handlers.current.set(event, set);
    return () => void set.delete(handler);
  }, []);
  const api = useMemo<RealtimeApi>(() => ({ unread, supportUnread, subscribe }), [unread, supportUnread, subscribe]);
  return (
    <RealtimeContext.Provider value={api}>
      {children}
      {viewer ? (
        <Suspense fallback={null}>
          <RealtimeConnection key={viewer.id} onCount={onCount} handlersOf={handlersOf} />
        </Suspense>
      ) : null}
    </RealtimeContext.Provider>
  );
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
