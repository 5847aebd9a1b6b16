import { requestStatusTitles, stepsOf, type RequestStatus, type RequestType } from './request-graph';

export interface TimelineStep {
  status: RequestStatus;
  title: string;
  at: string | null;
  done: boolean;
  current: boolean;
}

/**
 * The client's timeline of a request from its status and its moves. A live or completed request
 * lists every step of its type; a canceled one ends at the cancellation: the steps it had reached,
 * then «Отменена» (nothing after it is coming any more). Pure.
 */
export function timelineOf(
  type: RequestType,
  status: RequestStatus,
  events: readonly { fromStatus: string | null; toStatus: string; at: Date }[],
): TimelineStep[] {
  const steps = stepsOf(type);
  // When each status was last reached (a crew taken off and another assigned reaches MOVER_ACCEPTED
  // again); a note with the status kept (a window change, another crew) reaches nothing.
  const reachedAt = new Map<string, Date>();
  for (const e of events) if (e.fromStatus !== e.toStatus) reachedAt.set(e.toStatus, e.at);

  if (status === 'CANCELED') {
    const canceled = events.findLast((e) => e.toStatus === 'CANCELED');
    const from = steps.indexOf((canceled?.fromStatus ?? steps[0]) as RequestStatus);
    const reached = steps.slice(0, Math.max(0, from) + 1).map((step) => ({
      status: step,
      title: requestStatusTitles[step],
      at: reachedAt.get(step)?.toISOString() ?? null,
      done: true,
      current: false,
    }));
    const at = reachedAt.get('CANCELED')?.toISOString() ?? null;
    return [...reached, { status: 'CANCELED', title: requestStatusTitles.CANCELED, at, done: true, current: true }];
  }

  const currentIndex = steps.indexOf(status);
  return steps.map((step, i) => {
    const reached = reachedAt.get(step) ?? null;
    const done = currentIndex >= 0 ? i < currentIndex || status === 'COMPLETED' : reached !== null;
    const current = i === currentIndex && status !== 'COMPLETED';
    return {
      status: step,
      title: requestStatusTitles[step],
      // A step the request went back from (its crew taken off) shows no time until it is reached again.
      at: done || current ? (reached?.toISOString() ?? null) : null,
      done,
      current,
    };
  });
}
