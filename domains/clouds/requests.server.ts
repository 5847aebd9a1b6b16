import type { CloudsDeps } from './deps';

// OWNER: replaced by the helper that builds this part.
export function createCloudRequests(_deps: CloudsDeps) {
  return {};
}
