import { useEffect } from 'react';
import { useSnackbar } from '../snackbar/snackbar';
import { countOf, openRealtime, snackOf } from './socket-connection';

export type RealtimeHandler = (payload: unknown) => void;

interface RealtimeConnectionProps {
  onCount(of: 'notifications' | 'support', unread: number | null): void;
  handlersOf(event: string): Iterable<RealtimeHandler>;
}

/** The open socket of a signed-in viewer (a chunk of its own): counts, the snackbar, the pages' listeners. */
export function RealtimeConnection({ onCount, handlersOf }: RealtimeConnectionProps) {
  const snackbar = useSnackbar();
  useEffect(() => {
    let close: (() => void) | null = null;
    let cancelled = false;
    void openRealtime((event, payload) => {
      const count = countOf(event, payload);
      if (count) onCount(count.of, count.unread);
      const snack = snackOf(event, window.location.pathname, payload);
      if (snack) snackbar.show({ ...snack, color: 'info', icon: 'info' });
      for (const handler of handlersOf(event)) handler(payload);
    }).then((stop) => {
      if (cancelled) stop();
      else close = stop;
    });
    return () => {
      cancelled = true;
      close?.();
      onCount('notifications', null);
      onCount('support', 0);
    };
  }, [onCount, handlersOf, snackbar]);
  return null;
}
