import type { CloudsDeps } from './deps';

// OWNER: replaced by the helper that builds this part.
export function createCloudCabinet(_deps: CloudsDeps) {
  return {};
}
