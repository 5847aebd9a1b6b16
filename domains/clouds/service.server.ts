import { createCloudBooking } from './booking/booking.server';
import { createCloudCabinet } from './cabinet/cabinet.server';
import type { CloudsDeps } from './deps';
import { createCloudRequests } from './requests/requests.server';
import { bringRequestToToday } from './sandbox.server';

export type { CloudsDeps } from './deps';
export { createCloudKind, type CloudOrderView } from './order-kind/cloud-kind.server';

/**
 * The clouds line: choosing and booking (windows, tariffs, the checkout), the requests' lifecycle
 * and the staff's screens, and the client's cabinet (items, acts, returns, ratings).
 */
export function createCloudsService(deps: CloudsDeps) {
  const booking = createCloudBooking(deps);
  const requests = createCloudRequests(deps);
  const cabinet = createCloudCabinet(deps);
  /** For the sandbox's routes only (never registered in production). */
  const sandbox = { bringRequestToToday: (requestId: number) => bringRequestToToday(deps.db, requestId, deps.clock.now()) };
  return { booking, requests, cabinet, sandbox };
}

export type CloudsService = ReturnType<typeof createCloudsService>;
