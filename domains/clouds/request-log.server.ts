import type { Tx } from '../../db/tx';
import type { RequestActor, RequestStatus } from './request-graph';

// OWNER: the requests helper replaces the bodies; the signatures are what the other parts call.

export interface RequestMove {
  requestId: number;
  to: RequestStatus;
  actor: RequestActor;
  /** Null for `system`. */
  actorUserId: number | null;
  now: Date;
  note?: string | null;
  data?: Record<string, unknown>;
}

/**
 * Writes the first event of a new request (from null to its status, by `system` or the client who
 * made it), inside the caller's transaction.
 */
export async function recordRequestCreated(
  _tx: Tx,
  _input: { requestId: number; status: RequestStatus; actor: RequestActor; actorUserId: number | null; now: Date },
): Promise<void> {}

/**
 * Moves a request along the graph inside the caller's transaction: refuses a move the graph does not
 * allow to the actor (CLOUD_REQUEST_MOVE_REFUSED), locks the row, writes the event and the client's
 * notification. The caller sends `order:status` after commit with `announceRequestStatus`.
 */
export async function moveRequest(_tx: Tx, _move: RequestMove): Promise<void> {}
