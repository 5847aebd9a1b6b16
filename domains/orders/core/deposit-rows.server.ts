import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../../db/tx';
import { orderDeposits } from '../tables';
import type { DepositStatus, DepositView } from './deposit';
import { linesOfOrder } from './order-lines.server';
import type { ProductKind } from './product-kind';

export type DepositRow = typeof orderDeposits.$inferSelect;

/**
 * Opens the deposit of an order just paid, in the paying transaction, when its kind asks one for
 * these lines: it awaits its hold, which the core asks for after commit. Answers whether it opened.
 */
export async function openDeposit(tx: Tx, kind: ProductKind, orderId: number, now: Date): Promise<boolean> {
  if (!kind.deposit) return false;
  const amount = await kind.deposit.amount(tx, await linesOfOrder(tx, orderId));
  if (amount === 0) return false;
  if (!Number.isInteger(amount) || amount < 0) throw new Error(`deposit of order ${orderId} must be whole roubles, got ${amount}`);
  const opened = await tx
    .insert(orderDeposits)
    .values({ orderId, amount, status: 'awaiting', createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ orderId: orderDeposits.orderId });
  return opened.length > 0;
}

/** The order ended (in its ending transition): its deposit is to be released once this commits. */
export async function markDepositReleaseDue(tx: Tx, orderId: number, now: Date): Promise<void> {
  await tx
    .update(orderDeposits)
    .set({ releaseDueAt: now, updatedAt: now })
    .where(and(eq(orderDeposits.orderId, orderId), isNull(orderDeposits.releaseDueAt)));
}

export async function depositRowOf(tx: Tx, orderId: number): Promise<DepositRow | null> {
  const [row] = await tx.select().from(orderDeposits).where(eq(orderDeposits.orderId, orderId));
  return row ?? null;
}

/**
 * Access waits for the hold: the order has a deposit that was never held on the card. A hold the
 * provider dropped while the order runs keeps `heldAt`: what was paid for stays open while a new
 * hold is asked.
 */
export async function depositBlocksAccess(tx: Tx, orderId: number): Promise<boolean> {
  const row = await depositRowOf(tx, orderId);
  return row !== null && row.heldAt === null;
}

/** The payment whose page may wait for the customer: a renewal asked, else the hold an awaiting deposit asked. */
export function depositPageUuid(row: DepositRow): string | null {
  return row.renewalUuid ?? (row.status === 'awaiting' ? row.paymentUuid : null);
}

/**
 * What the cabinet shows of a deposit; `confirmationUrl` is the page of `depositPageUuid`'s payment,
 * when it waits for the customer (a renewal's link shows while the deposit is still held).
 */
export function depositView(row: DepositRow, title: string, confirmationUrl: string | null): DepositView {
  const asking = row.status === 'awaiting' || (row.status === 'held' && row.renewalKey !== null);
  return {
    status: row.status as DepositStatus,
    amount: row.amount,
    title,
    charged: row.status === 'charged' ? (row.chargeAmount ?? 0) : 0,
    charge_reason: row.status === 'charged' ? row.chargeReason : null,
    confirmation_url: asking ? confirmationUrl : null,
  };
}
