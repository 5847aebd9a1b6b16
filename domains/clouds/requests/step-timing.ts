import { moscowDate } from '../../../lib/moscow-calendar';
import type { RequestStatus, RequestType } from './request-graph';

/**
 * When the crew's steps may be pressed, and how an ETA stands against the window the client was
 * promised. Pure: the console's calls decide with these and the clock.
 */

/**
 * The steps done at the client's door or on the way to and from it happen on the window's Moscow
 * day, never before: a mover pressing «Еду к клиенту» for tomorrow's pickup is a mistake, not a
 * trip. The storekeeper may gather a return's things the evening before (they are ready when the
 * crew comes), so that step is not tied to the day.
 */
export function stepBeforeWindowDay(type: RequestType, to: RequestStatus, windowDay: string, now: Date): boolean {
  if (type === 'return' && to === 'STATUS_STOREKEEPER_RETURNS_STUFFS') return false;
  return moscowDate(now) < windowDay;
}

export type EtaAgainstWindow = 'in_window' | 'early' | 'late';

/** Whether the crew arrives inside the window (its end included), before it or after it. */
export function etaAgainstWindow(etaAt: Date, window: { startsAt: Date; endsAt: Date }): EtaAgainstWindow {
  if (etaAt.getTime() < window.startsAt.getTime()) return 'early';
  if (etaAt.getTime() > window.endsAt.getTime()) return 'late';
  return 'in_window';
}
