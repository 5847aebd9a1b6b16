import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { advisoryXactLock } from '../../../db/advisory-locks';
import { AppError } from '../../../lib/errors';
import { HOLD_RULES, sameCellHoldsMessage, unpaidHoldsMessage } from './hold-rules';
import { orders } from '../tables';
import { hasLineOfItem } from './order-lines.server';
import type { Tx } from '../../../db/tx';

/**
 * Who places a hold, as the caps count it: the accounts (the signed-in user, or the account of a
 * guest's phone) and the phone (the guest's, or the signed-in user's).
 */
export interface Holder {
  userIds: number[];
  phone: string | null;
}

/** What the orders domain asks of the users domain to name a holder. */
export interface HolderLookup {
  phoneOfUser(userId: number): Promise<string | null>;
  userOfPhone(phone: string): Promise<number | null>;
}

export async function resolveHolder(lookup: HolderLookup, input: { userId: number | null; guestPhone?: string | null }): Promise<Holder> {
  if (input.userId !== null) return { userIds: [input.userId], phone: await lookup.phoneOfUser(input.userId) };
  const phone = input.guestPhone ?? null;
  const owner = phone ? await lookup.userOfPhone(phone) : null;
  return { userIds: owner === null ? [] : [owner], phone };
}

/**
 * Takes the holder's advisory locks for the rest of the transaction: accounts (in id order), then
 * the phone, always in that order so two bookings never wait on each other crosswise. Parallel
 * bookings of one account or phone are thus counted one after another; taken before any write.
 */
export async function lockHolder(tx: Tx, holder: Holder): Promise<void> {
  for (const id of [...holder.userIds].sort((a, b) => a - b)) {
    await tx.execute(advisoryXactLock('orderHolder', `user:${id}`));
  }
  if (holder.phone) await tx.execute(advisoryXactLock('orderHolder', `phone:${holder.phone}`));
}

function holderOrders(holder: Holder): SQL | undefined {
  const byUser = holder.userIds.length > 0 ? inArray(orders.userId, holder.userIds) : undefined;
  const byPhone = holder.phone ? and(isNull(orders.userId), eq(orders.guestPhone, holder.phone)) : undefined;
  return or(byUser, byPhone);
}

/**
 * Refuses a new hold (409) when the holder already has `maxUnpaid` orders awaiting payment with a
 * live hold, or placed `maxSameCellPerWindow` unpaid orders of this cell in the window. Run under
 * `lockHolder`, in the transaction that then inserts the order.
 */
export async function assertMayHold(tx: Tx, holder: Holder, item: ItemOfKind, now: Date): Promise<void> {
  const mine = holderOrders(holder);
  if (!mine) return;
  const at = sql`${now.toISOString()}::timestamptz`;
  const since = sql`${new Date(now.getTime() - HOLD_RULES.sameCellWindowHours * 3600_000).toISOString()}::timestamptz`;
  const live = sql`${orders.status} = 'awaiting_payment' and (${orders.holdExpiresAt} is null or ${orders.holdExpiresAt} > ${at})`;
  const ofItem = sql`${orders.kind} = ${item.kind} and ${hasLineOfItem(orders.id, item.itemId)}`;
  const sameCell = sql`${ofItem} and ${orders.createdAt} > ${since}
    and ${orders.paidAt} is null and ${orders.status} in ('awaiting_payment', 'expired', 'canceled')`;
  const [row] = await tx
    .select({
      live: sql<number>`(count(*) filter (where ${live}))::int`,
      sameCell: sql<number>`(count(*) filter (where ${sameCell}))::int`,
    })
    .from(orders)
    .where(and(mine, or(eq(orders.status, 'awaiting_payment'), sql`${ofItem} and ${orders.createdAt} > ${since}`)));
  if ((row?.live ?? 0) >= HOLD_RULES.maxUnpaid) {
    throw new AppError('HOLD_LIMIT_REACHED', {
      message: unpaidHoldsMessage(),
      details: { reason: 'unpaid_holds_limit', limit: HOLD_RULES.maxUnpaid },
    });
  }
  if ((row?.sameCell ?? 0) >= HOLD_RULES.maxSameCellPerWindow) {
    throw new AppError('HOLD_LIMIT_REACHED', {
      message: sameCellHoldsMessage(),
      details: { reason: 'same_cell_holds_limit', limit: HOLD_RULES.maxSameCellPerWindow },
    });
  }
}

/** An item as order lines keep it: its kind and id (`item_id`), since ids of different kinds may be equal. */
export interface ItemOfKind {
  kind: string;
  itemId: number;
}

/** The holder's own order awaiting payment whose live hold of the cell overlaps the rental. */
export interface OwnUnpaidHold {
  orderId: number;
  startsAt: Date;
  endsAt: Date;
  total: number;
}

/**
 * Finds the holder's own unpaid hold of this cell overlapping [from, to): going back from the
 * checkout and booking again must lead to paying that order, not to «только что забронировали».
 */
export async function findOwnUnpaidHold(
  tx: Tx,
  holder: Holder,
  item: ItemOfKind,
  range: { from: Date; to: Date },
  now: Date,
): Promise<OwnUnpaidHold | null> {
  const mine = holderOrders(holder);
  if (!mine) return null;
  const [row] = await tx
    .select({ orderId: orders.id, startsAt: orders.startsAt, endsAt: orders.endsAt, total: orders.total })
    .from(orders)
    .where(
      and(
        mine,
        eq(orders.kind, item.kind),
        hasLineOfItem(orders.id, item.itemId),
        eq(orders.status, 'awaiting_payment'),
        sql`${orders.holdExpiresAt} > ${now.toISOString()}::timestamptz`,
        sql`${orders.startsAt} < ${range.to.toISOString()}::timestamptz and ${orders.endsAt} > ${range.from.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(sql`${orders.createdAt} desc`)
    .limit(1);
  if (!row?.startsAt || !row.endsAt) return null;
  return { orderId: row.orderId, startsAt: row.startsAt, endsAt: row.endsAt, total: row.total };
}

/** The signed-in user's own unpaid hold that keeps the cell from them for the rental (the price calculation's `own_order_id`). */
export async function ownHoldOfUser(
  tx: Tx,
  lookup: HolderLookup,
  userId: number | null,
  item: ItemOfKind,
  range: { from: Date; to: Date },
  now: Date,
): Promise<number | null> {
  if (userId === null) return null;
  const hold = await findOwnUnpaidHold(tx, await resolveHolder(lookup, { userId }), item, range, now);
  return hold?.orderId ?? null;
}
