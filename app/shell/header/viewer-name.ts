import type { Viewer } from '../../../domains/auth/schema';
import { formatPhone } from '../../../lib/format/phone';

/** The visitor's name for the menu heading: first and last name, else the phone. */
export function viewerName(viewer: Viewer): string {
  const name = [viewer.first_name, viewer.last_name].filter(Boolean).join(' ').trim();
  return name || formatPhone(viewer.phone);
}
