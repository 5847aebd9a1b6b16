import type { CloudsDeps } from './deps';

// OWNER: replaced by the helper that builds this part.
export function createCloudBooking(_deps: CloudsDeps) {
  return {};
}
