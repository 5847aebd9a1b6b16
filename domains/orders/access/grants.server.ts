import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.server';
import type { Tx } from '../../../db/tx';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import { formatPhone } from '../../../lib/format/phone';
import { orderAccessGrants, orders } from '../tables';
import type { AccessReads } from './access-code.server';
import { grantLive, grantPeriod, grantState, type GrantedRental } from './grants-rules';
import { mainLineOf } from '../core/order-lines.server';
import {
  ACCESS_RULES,
  type AccessPermission,
  type AccessUser,
  type EndedAccess,
  type GrantCreate,
  type GrantUpdate,
  type SharedOrder,
} from './grants-schema';
import { createGrantInvites, type GrantInviteDeps } from './grants-invite.server';

type GrantRow = typeof orderAccessGrants.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

/** Statuses in which an order can be shared and a grant opens it (the gate code's statuses). */
const SHAREABLE = ['active', 'cancel_requested'] as const;
const DAY_MS = 24 * 3600_000;

/** The people of the users domain the grants need: phones and first names. */
export interface GrantPeople {
  getById(id: number): Promise<{ phone: string | null; firstName: string | null; deactivatedAt: Date | null } | undefined>;
  findByPhone(phone: string): Promise<{ id: number } | undefined>;
}

const notFound = () => new AppError('NOT_FOUND', { message: 'Доступ не найден' });
const orderNotFound = () => new AppError('NOT_FOUND', { message: 'Заказ не найден' });

export function accessUserOf(row: GrantRow, now: Date): AccessUser {
  return {
    id: row.uuid,
    phone: row.phone,
    formatted_phone: formatPhone(row.phone),
    name: row.name,
    permissions: row.permissions.filter((p): p is AccessPermission => p === 'gate_code'),
    valid_from: row.validFrom.toISOString(),
    valid_to: row.validTo ? row.validTo.toISOString() : null,
    state: grantState(row, now),
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Access to one order given by its owner to another phone (decision 0024). Every read checks the grant again: revoking
 * or the end of its period takes effect on the next request. The caps of an order are counted under its row lock.
 */
export function createAccessGrants(deps: { db: Db; clock: Clock; people: GrantPeople; access: AccessReads; invites: GrantInviteDeps }) {
  const { db, clock, people } = deps;
  const invites = createGrantInvites(deps.invites);

  /** The owner's order, locked for the rest of the transaction: another owner's or a missing one is 404. */
  async function lockOwnedOrder(tx: Tx, ownerId: number, orderId: number): Promise<OrderRow> {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, ownerId)))
      .for('update');
    if (!order) throw orderNotFound();
    if (!(SHAREABLE as readonly string[]).includes(order.status)) throw new AppError('ACCESS_ORDER_NOT_LIVE');
    return order;
  }

  /** The order's paid end and the time zone of its place, whose days the owner picks. */
  async function grantedRental(tx: Tx, order: OrderRow): Promise<GrantedRental> {
    const line = await mainLineOf(tx, order.id);
    if (!line) throw orderNotFound();
    return { endsAt: order.endsAt, timeZone: line.range.timeZone };
  }

  async function counts(tx: Tx, orderId: number, now: Date) {
    const at = sql`${now.toISOString()}::timestamptz`;
    const since = sql`${new Date(now.getTime() - DAY_MS).toISOString()}::timestamptz`;
    const { revokedAt, validTo } = orderAccessGrants;
    const live = sql`${revokedAt} is null and (${validTo} is null or ${validTo} > ${at})`;
    const [row] = await tx
      .select({
        live: sql<number>`(count(*) filter (where ${live}))::int`,
        invites: sql<number>`(count(*) filter (where ${orderAccessGrants.createdAt} > ${since}))::int`,
      })
      .from(orderAccessGrants)
      .where(eq(orderAccessGrants.orderId, orderId));
    return { live: row?.live ?? 0, invites: row?.invites ?? 0 };
  }

  const limit = (reason: string, message: string, max: number) =>
    new AppError('ACCESS_LIMIT_REACHED', { message, details: { reason, limit: max } });

  /** The viewer's current phone: a grant follows the number, so a changed number loses it. */
  async function phoneOf(userId: number): Promise<string | null> {
    const user = await people.getById(userId);
    return user && !user.deactivatedAt ? user.phone : null;
  }

  /** Grants to a phone live at `at` (of live orders not the viewer's own), oldest first; of one order or of all. */
  function liveGrantsStatement(oneOrder: boolean) {
    const at = sql`${sql.placeholder('at')}::timestamptz`;
    return db
      .select({ grant: orderAccessGrants, order: orders })
      .from(orderAccessGrants)
      .innerJoin(orders, eq(orders.id, orderAccessGrants.orderId))
      .where(
        and(
          eq(orderAccessGrants.phone, sql.placeholder('phone')),
          oneOrder ? eq(orderAccessGrants.orderId, sql.placeholder('orderId')) : undefined,
          isNull(orderAccessGrants.revokedAt),
          lte(orderAccessGrants.validFrom, at),
          or(isNull(orderAccessGrants.validTo), gt(orderAccessGrants.validTo, at)),
          inArray(orders.status, [...SHAREABLE]),
          sql`${orders.userId} is distinct from ${sql.placeholder('viewerId')}`,
        ),
      )
      .orderBy(asc(orderAccessGrants.createdAt))
      .prepare(oneOrder ? 'orders_live_grants_of_order_for' : 'orders_live_grants_for');
  }
  // «Мои подписки» and every shared order's page ask: prepared once per process.
  const liveGrantsOfAll = liveGrantsStatement(false);
  const liveGrantsOfOne = liveGrantsStatement(true);

  /** The viewer's live grants (of live orders not their own), newest first; one order when `orderId` is given. */
  async function liveGrants(viewerId: number, now: Date, orderId?: number): Promise<{ grant: GrantRow; order: OrderRow }[]> {
    const phone = await phoneOf(viewerId);
    if (!phone) return [];
    const values = { phone, viewerId, at: now.toISOString() };
    const found = orderId === undefined ? await liveGrantsOfAll.execute(values) : await liveGrantsOfOne.execute({ ...values, orderId });
    return found.filter((f) => grantLive(f.grant, now));
  }

  async function sharedOf(grant: GrantRow, order: OrderRow, now: Date): Promise<SharedOrder> {
    const owner = await people.getById(grant.ownerUserId);
    const access = await deps.access.ofOrder(order, now);
    const permissions = accessUserOf(grant, now).permissions;
    return {
      order_id: order.id,
      owner_first_name: owner?.firstName?.trim() || null,
      permissions,
      valid_from: grant.validFrom.toISOString(),
      valid_to: grant.validTo ? grant.validTo.toISOString() : null,
      rental_ends_at: order.endsAt ? order.endsAt.toISOString() : null,
      access: access && !permissions.includes('gate_code') ? { ...access, code: null } : access,
    };
  }

  // Every order's page lists them: prepared once per process.
  const liveGrantsOfOrder = db
    .select()
    .from(orderAccessGrants)
    .where(and(eq(orderAccessGrants.orderId, sql.placeholder('orderId')), isNull(orderAccessGrants.revokedAt)))
    .orderBy(asc(orderAccessGrants.createdAt), asc(orderAccessGrants.id))
    .prepare('orders_live_grants_of_order');

  return {
    /** The owner's access users of an order, not revoked, oldest first (the order details list them). */
    async listForOrder(orderId: number): Promise<AccessUser[]> {
      const now = clock.now();
      const rows = await liveGrantsOfOrder.execute({ orderId });
      return rows.map((r) => accessUserOf(r, now));
    },

    /** Gives a phone access to the owner's live order; the person gets an SMS with the link, and a notification if they have an account. */
    async create(ownerId: number, input: GrantCreate): Promise<AccessUser & { sms_sent: boolean }> {
      const now = clock.now();
      const owner = await people.getById(ownerId);
      if (owner?.phone === input.phone) {
        throw new AppError('VALIDATION_ERROR', { fields: { phone: 'Это ваш номер: к своему заказу у вас уже есть доступ' } });
      }
      const grantee = await people.findByPhone(input.phone);
      const { row, order } = await db.transaction(async (tx) => {
        const order = await lockOwnedOrder(tx, ownerId, input.order_id);
        const period = grantPeriod(input, await grantedRental(tx, order), now);
        // A grant past its period still holds the one live place of its phone: it ends for good now.
        await tx
          .update(orderAccessGrants)
          .set({ revokedAt: now, updatedAt: now })
          .where(
            and(
              eq(orderAccessGrants.orderId, order.id),
              eq(orderAccessGrants.phone, input.phone),
              isNull(orderAccessGrants.revokedAt),
              lte(orderAccessGrants.validTo, now),
            ),
          );
        const [same] = await tx
          .select({ id: orderAccessGrants.id })
          .from(orderAccessGrants)
          .where(
            and(eq(orderAccessGrants.orderId, order.id), eq(orderAccessGrants.phone, input.phone), isNull(orderAccessGrants.revokedAt)),
          );
        if (same) throw new AppError('ACCESS_ALREADY_GRANTED');
        const counted = await counts(tx, order.id, now);
        if (counted.live >= ACCESS_RULES.maxLiveGrants) {
          throw limit('live_grants', `Доступ можно дать не больше чем ${ACCESS_RULES.maxLiveGrants} людям`, ACCESS_RULES.maxLiveGrants);
        }
        if (counted.invites >= ACCESS_RULES.maxInvitesPerDay) {
          throw limit(
            'invites_per_day',
            `По одному заказу — не больше ${ACCESS_RULES.maxInvitesPerDay} приглашений в сутки. Попробуйте завтра`,
            ACCESS_RULES.maxInvitesPerDay,
          );
        }
        const [row] = await tx
          .insert(orderAccessGrants)
          .values({
            uuid: randomUUID(),
            orderId: order.id,
            ownerUserId: ownerId,
            phone: input.phone,
            name: input.name ?? null,
            permissions: input.permissions,
            validFrom: period.validFrom,
            validTo: period.validTo,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (grantee) await invites.notify(tx, grantee.id, { orderId: order.id, ownerFirstName: owner?.firstName ?? null }, now);
        return { row: row!, order };
      });
      const sent = await invites.sms({
        phone: row.phone,
        orderId: order.id,
        ownerFirstName: owner?.firstName ?? null,
        validTo: row.validTo,
      });
      return { ...accessUserOf(row, now), sms_sent: sent };
    },

    /** Changes a grant's name, period or permissions; a grant of another owner, or revoked, is 404. */
    async update(ownerId: number, input: GrantUpdate): Promise<AccessUser> {
      const now = clock.now();
      const [found] = await db
        .select()
        .from(orderAccessGrants)
        .where(and(eq(orderAccessGrants.uuid, input.id), eq(orderAccessGrants.ownerUserId, ownerId), isNull(orderAccessGrants.revokedAt)));
      if (!found) throw notFound();
      const row = await db.transaction(async (tx) => {
        const order = await lockOwnedOrder(tx, ownerId, found.orderId);
        const [current] = await tx
          .select()
          .from(orderAccessGrants)
          .where(and(eq(orderAccessGrants.id, found.id), isNull(orderAccessGrants.revokedAt)));
        if (!current) throw notFound();
        const period = grantPeriod(input, await grantedRental(tx, order), now, current);
        const wasLive = grantState(current, now) !== 'expired';
        const willBeLive = period.validTo === null || period.validTo > now;
        if (!wasLive && willBeLive && (await counts(tx, order.id, now)).live >= ACCESS_RULES.maxLiveGrants) {
          throw limit('live_grants', `Доступ можно дать не больше чем ${ACCESS_RULES.maxLiveGrants} людям`, ACCESS_RULES.maxLiveGrants);
        }
        const [updated] = await tx
          .update(orderAccessGrants)
          .set({
            name: input.name === undefined ? current.name : input.name,
            permissions: input.permissions ?? current.permissions,
            validFrom: period.validFrom,
            validTo: period.validTo,
            updatedAt: now,
          })
          .where(eq(orderAccessGrants.id, current.id))
          .returning();
        return updated!;
      });
      return accessUserOf(row, now);
    },

    /** Revokes a grant by its id and phone (spec): from the next request the person no longer sees the order. */
    async revoke(ownerId: number, id: string, phone: string): Promise<{ id: string; revoked_at: string }> {
      const now = clock.now();
      const [row] = await db
        .update(orderAccessGrants)
        .set({ revokedAt: now, updatedAt: now })
        .where(
          and(
            eq(orderAccessGrants.uuid, id),
            eq(orderAccessGrants.phone, phone),
            eq(orderAccessGrants.ownerUserId, ownerId),
            isNull(orderAccessGrants.revokedAt),
          ),
        )
        .returning({ uuid: orderAccessGrants.uuid });
      if (!row) throw notFound();
      return { id: row.uuid, revoked_at: now.toISOString() };
    },

    /** The viewer's live grant of the order, or null: what the access reads ask on every call. */
    async liveGrant(viewerId: number, orderId: number, now: Date): Promise<{ permissions: string[] } | null> {
      const [found] = await liveGrants(viewerId, now, orderId);
      return found ? { permissions: found.grant.permissions } : null;
    },

    /** Orders shared with the viewer now («Доступ по приглашению»). */
    async sharedWithMe(viewerId: number): Promise<SharedOrder[]> {
      const now = clock.now();
      const found = await liveGrants(viewerId, now);
      const seen = new Set<number>();
      const out: SharedOrder[] = [];
      for (const { grant, order } of found) {
        if (seen.has(order.id)) continue;
        seen.add(order.id);
        out.push(await sharedOf(grant, order, now));
      }
      return out;
    },

    /**
     * Why the viewer no longer sees an order once shared with them: the newest grant of their phone
     * for it, when it is no longer live; null when the order was never shared with them (or still is).
     */
    async endedAccess(viewerId: number, orderId: number): Promise<EndedAccess | null> {
      const now = clock.now();
      const phone = await phoneOf(viewerId);
      if (!phone) return null;
      const [found] = await db
        .select({ grant: orderAccessGrants, order: orders })
        .from(orderAccessGrants)
        .innerJoin(orders, eq(orders.id, orderAccessGrants.orderId))
        .where(and(eq(orderAccessGrants.phone, phone), eq(orderAccessGrants.orderId, orderId)))
        .orderBy(desc(orderAccessGrants.createdAt), desc(orderAccessGrants.id))
        .limit(1);
      if (!found || found.order.userId === viewerId) return null;
      const { grant, order } = found;
      const shareable = (SHAREABLE as readonly string[]).includes(order.status);
      if (grantLive(grant, now) && shareable) return null;
      const owner = await people.getById(grant.ownerUserId);
      const ended = grant.revokedAt
        ? { reason: 'revoked' as const, at: grant.revokedAt }
        : !shareable
          ? { reason: 'rental_over' as const, at: order.endsAt && order.endsAt <= now ? order.endsAt : null }
          : grant.validTo && grant.validTo <= now
            ? { reason: 'expired' as const, at: grant.validTo }
            : null;
      // A grant that has not begun yet is not an ended one.
      if (!ended) return null;
      return {
        order_id: order.id,
        reason: ended.reason,
        ended_at: ended.at ? ended.at.toISOString() : null,
        owner_first_name: owner?.firstName?.trim() || null,
      };
    },

    /** One order shared with the viewer, or 404 (not shared, revoked, expired, or the rental is over). */
    async sharedOrder(viewerId: number, orderId: number): Promise<SharedOrder> {
      const now = clock.now();
      const [found] = await liveGrants(viewerId, now, orderId);
      if (!found) throw orderNotFound();
      return sharedOf(found.grant, found.order, now);
    },
  };
}

export type AccessGrants = ReturnType<typeof createAccessGrants>;
