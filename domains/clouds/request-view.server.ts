import type { Tx } from '../../db/tx';
import { AppError } from '../../lib/errors';
import type { RequestSummary, RequestView } from './request-schema';

// OWNER: the requests helper replaces the bodies, keeping the signatures.

/** The client's view of their request; NOT_FOUND for another user's or a missing one (userId null: staff, no owner check). */
export async function requestView(_tx: Tx, _requestId: number, _userId: number | null, _now: Date): Promise<RequestView> {
  throw new AppError('NOT_FOUND');
}

/** Summaries of these requests, in the given order (one read for a list). */
export async function requestSummaries(_tx: Tx, _requestIds: number[], _now: Date): Promise<RequestSummary[]> {
  return [];
}
