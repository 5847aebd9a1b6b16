import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import { REALTIME_EVENTS } from '../../../lib/realtime-events';
import { useRealtimeEvent } from '../../shell/realtime/realtime-provider';

interface OrderStatusEvent {
  kind?: string;
  id?: number;
  order_id?: number;
}

/**
 * Reloads the page's data (no page reload) when a cloud request moves: `order:status` of kind
 * `cloud_request` matching the request or the order, and whenever the socket has joined its rooms
 * (on the first connect and after a reconnect): a move made between the page's read and then shows too.
 * News that comes while a reload is in flight (which may have read before the move) reloads once more after it.
 */
export function useLiveCloudRequests(match: { requestId?: number; orderId?: number } = {}) {
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
    const event = (payload ?? {}) as OrderStatusEvent;
    if (event.kind !== 'cloud_request') return;
    if (match.requestId !== undefined && event.id !== match.requestId && event.order_id !== match.orderId) return;
    if (match.requestId === undefined && match.orderId !== undefined && event.order_id !== match.orderId) return;
    reload();
  });
  useRealtimeEvent(REALTIME_EVENTS.roomsJoined, reload);
}
