import { useLiveOrderStatus } from '../../shell/realtime/use-live-order-status';

/**
 * Reloads the rental page's data when its tools move (`order:status` of kind `rental` for this
 * order: a door closed on a pickup or a return, a return checked) and after each (re)connect.
 * Answers the reload, for the page's own actions.
 */
export function useLiveRental(orderId: number): () => void {
  return useLiveOrderStatus((event) => event.kind === 'rental' && (event.id === orderId || event.order_id === orderId));
}
