import { randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.server';
import { AppError } from '../../../lib/errors';
import type { OrderAccess } from './access-schema';
import type { SharedAccess } from './grants-schema';
import { orderAccessCodes, orders } from '../tables';
import type { Tx } from '../../../db/tx';
import { linesOfOrder } from '../core/order-lines.server';
import { depositBlocksAccess } from '../core/deposit-rows.server';
import type { AccessItem, IssuedCode, ProductKinds } from '../core/product-kind';

/** Six digits: 900 000 codes per warehouse, so a guess at the gate keypad is a long shot. */
export const ACCESS_CODE_DIGITS = 6;
const MAX_DRAWS = 20;

/** Statuses in which the rental is on and the code opens the gate. */
const LIVE_STATUSES = ['active', 'cancel_requested'] as const;
/** Statuses that end the rental: the code is revoked on the way in. */
export const ACCESS_ENDING_STATUSES = ['finished', 'canceled', 'expired'] as const;

/** An access item opens from its first instant up to (not including) its last. */
export function isValidAt(item: Pick<AccessItem, 'validFrom' | 'validTo'>, now: Date): boolean {
  return item.validFrom.getTime() <= now.getTime() && (item.validTo === null || now.getTime() < item.validTo.getTime());
}

function drawCode(): string {
  return String(randomInt(10 ** (ACCESS_CODE_DIGITS - 1), 10 ** ACCESS_CODE_DIGITS));
}

/**
 * Gives the storage order its gate code, once: the live code of the order is kept if it has one.
 * A drawn code taken by another live order of the warehouse is skipped by the unique index (no
 * error, so the caller's transaction goes on) and another is drawn.
 */
export async function issueAccessCode(tx: Tx, input: { orderId: number; warehouseId: number; now: Date }): Promise<string> {
  for (let draw = 0; draw < MAX_DRAWS; draw += 1) {
    const [existing] = await tx
      .select({ code: orderAccessCodes.code })
      .from(orderAccessCodes)
      .where(and(eq(orderAccessCodes.orderId, input.orderId), isNull(orderAccessCodes.revokedAt)));
    if (existing) return existing.code;
    const [inserted] = await tx
      .insert(orderAccessCodes)
      .values({ orderId: input.orderId, warehouseId: input.warehouseId, code: drawCode(), issuedAt: input.now })
      .onConflictDoNothing()
      .returning({ code: orderAccessCodes.code });
    if (inserted) return inserted.code;
  }
  throw new AppError('SERVICE_UNAVAILABLE', { message: 'Не удалось выдать код доступа. Попробуйте позже' });
}

/** Ends the live code of the order (rental over, cancelled, hold expired). */
export async function revokeAccessCodes(tx: Tx, input: { orderId: number; now: Date; reason: string }): Promise<void> {
  await tx
    .update(orderAccessCodes)
    .set({ revokedAt: input.now, revokeReason: input.reason })
    .where(and(eq(orderAccessCodes.orderId, input.orderId), isNull(orderAccessCodes.revokedAt)));
}

/** What the access reads ask of the grants: the viewer's live grant of the order, if any (checked on every call). */
export interface SharedAccessCheck {
  liveGrant(viewerId: number, orderId: number, now: Date): Promise<{ permissions: string[] } | null>;
}

/**
 * How to get in: who may read the access of an order is decided here and nowhere else: its owner, and a
 * person with a live grant of it (decision 0024), who sees the gate code only with `gate_code`.
 */
export function createAccessReads(db: Db, kinds: ProductKinds, shared?: SharedAccessCheck) {
  /**
   * The door access of an order, with no check of who asks: null for a kind without codes, while it is unpaid or over,
   * and while a deposit its kind waits for is not held.
   * A live rental that has no code yet (made before codes existed) gets one now.
   */
  async function ofOrder(order: typeof orders.$inferSelect, now: Date): Promise<OrderAccess | null> {
    const kind = kinds.find(order.kind);
    const access = kind?.access;
    if (!access) return null;
    if (!(LIVE_STATUSES as readonly string[]).includes(order.status)) return null;
    // A kind may open its doors only once the deposit is on the card.
    if (kind?.deposit?.accessAwaitsHold && (await depositBlocksAccess(db, order.id))) return null;
    const lines = await linesOfOrder(db, order.id);
    if (lines.length === 0) return null;
    const way = await access.way(db, lines[0]!);
    if (!way) return null;
    const items: OrderAccess['items'] = [];
    for (const line of lines) {
      const issued = access.personalCode ? await personalCodeOf(order.id, line.placeId, now) : null;
      for (const item of (await access.items(db, line, issued)).filter((each) => isValidAt(each, now))) {
        const [validFrom, validTo] = [item.validFrom.toISOString(), item.validTo?.toISOString() ?? null];
        items.push({ label: item.label, code: item.code, subject: line.subject, valid_from: validFrom, valid_to: validTo });
      }
    }
    const [shown] = items;
    return shown ? { code: shown.code, issued_at: shown.valid_from, items, ...way } : null;
  }

  /** The order's live personal code; a live rental that has none yet (made before codes existed) gets one now. */
  async function personalCodeOf(orderId: number, placeId: number, now: Date): Promise<IssuedCode> {
    const [live] = await db
      .select()
      .from(orderAccessCodes)
      .where(and(eq(orderAccessCodes.orderId, orderId), isNull(orderAccessCodes.revokedAt)));
    if (live) return { code: live.code, issuedAt: live.issuedAt };
    return { code: await db.transaction((tx) => issueAccessCode(tx, { orderId, warehouseId: placeId, now })), issuedAt: now };
  }

  return {
    ofOrder,
    /**
     * The door access of an order for the viewer: NOT_FOUND for a missing order and for anyone who may not read it (the same
     * answer); the code is null for a person with access but without `gate_code`.
     */
    async read(viewerId: number, orderId: number, now: Date): Promise<SharedAccess | null> {
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      if (!order) throw new AppError('NOT_FOUND', { message: 'Заказ не найден' });
      if (order.userId !== null && order.userId === viewerId) return ofOrder(order, now);
      const grant = shared ? await shared.liveGrant(viewerId, orderId, now) : null;
      if (!grant) throw new AppError('NOT_FOUND', { message: 'Заказ не найден' });
      const access = await ofOrder(order, now);
      if (!access || grant.permissions.includes('gate_code')) return access;
      return { ...access, code: null, items: access.items.map((item) => ({ ...item, code: null })) };
    },
  };
}

export type AccessReads = ReturnType<typeof createAccessReads>;
