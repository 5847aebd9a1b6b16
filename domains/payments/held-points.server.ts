import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/tx';
import { PAYMENT_CONFIRMATION_WINDOW_MS } from './payment-states';
import { payments } from './tables';

/** An unpaid payment that will spend bonus points when it succeeds (`metadata.bonuses`). */
export interface PointsHeldByPayment {
  paymentId: number;
  uuid: string;
  orderId: number | null;
  purpose: string;
  points: number;
  metadata: Record<string, unknown>;
  createdAt: Date;
}

/** Which of the user's payments a caller does not count: the earlier tries of the very payment it is making. */
export type HeldPaymentFilter = (payment: PointsHeldByPayment) => boolean;

/**
 * The user's payments that still may succeed and then spend points: pending (or authorized) and
 * not applied, within the payer's time on the provider's page. Their points are held as an unpaid
 * order's `bonuses_used` are: another payment or order counts only on what is left.
 */
export async function pointsHeldByPayments(tx: Tx, userId: number, now: Date): Promise<PointsHeldByPayment[]> {
  const since = new Date(now.getTime() - PAYMENT_CONFIRMATION_WINDOW_MS);
  const rows = await tx
    .select({
      paymentId: payments.id,
      uuid: payments.uuid,
      orderId: payments.orderId,
      purpose: payments.purpose,
      metadata: payments.metadata,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        inArray(payments.status, ['pending', 'waiting_for_capture']),
        isNull(payments.appliedAt),
        gt(payments.createdAt, since),
        sql`(${payments.metadata} ->> 'bonuses') is not null`,
      ),
    );
  return rows
    .map((row) => ({ ...row, points: Math.max(0, Math.floor(Number(row.metadata.bonuses) || 0)) }))
    .filter((row) => row.points > 0);
}

/** The points the user's unpaid payments hold, less those `except` names. */
export async function heldBonusPoints(tx: Tx, userId: number, now: Date, except?: HeldPaymentFilter): Promise<number> {
  const held = await pointsHeldByPayments(tx, userId, now);
  return held.filter((p) => !except?.(p)).reduce((sum, p) => sum + p.points, 0);
}
