import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import { REALTIME_EVENTS } from '../../../lib/realtime-events';
import { useRealtimeEvent } from './realtime-provider';

/** What `order:status` says: the kind of thing that moved, its id, and its order. */
export interface OrderStatusEvent {
  kind?: string;
  id?: number;
  order_id?: number;
}

/**
 * Reloads the page's data (no page reload) on each `order:status` the page cares about, and
 * whenever the socket has joined its rooms (on the first connect and after a reconnect), so a move
 * made between the page's read and then shows too. News that comes while a reload is in flight
 * (which may have read before the move) reloads once more after it. Answers the reload, for the
 * page's own actions.
 */
export function useLiveOrderStatus(matches: (event: OrderStatusEvent) => boolean): () => void {
  const revalidator = useRevalidator();
  const again = useRef(false);
  const reload = () => {
    if (revalidator.state === 'idle') void revalidator.revalidate();
    else again.current = true;
  };
  useEffect(() => {
    if (revalidator.state !== 'idle' || !again.current) return;
    again.current = false;
    void revalidator.revalidate();
  }, [revalidator]);
  useRealtimeEvent(REALTIME_EVENTS.orderStatus, (payload) => {
    if (matches((payload ?? {}) as OrderStatusEvent)) reload();
  });
  useRealtimeEvent(REALTIME_EVENTS.roomsJoined, reload);
  return reload;
}
