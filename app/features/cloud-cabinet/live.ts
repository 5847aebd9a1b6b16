import { useLiveOrderStatus } from '../../shell/realtime/use-live-order-status';

/**
 * Reloads the page's data when a cloud request moves: `order:status` of kind `cloud_request`
 * matching the request or the order (all of them without a match), and after each (re)connect.
 */
export function useLiveCloudRequests(match: { requestId?: number; orderId?: number } = {}) {
  useLiveOrderStatus((event) => {
    if (event.kind !== 'cloud_request') return false;
    if (match.requestId !== undefined) return event.id === match.requestId || event.order_id === match.orderId;
    return match.orderId === undefined || event.order_id === match.orderId;
  });
}
