import type { Db } from '../../../db/client.server';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import { orderStatusTitles } from '../core/lifecycle';
import { createCabinetDetails } from './cabinet-settings.server';
import type { OrderDetails } from './cabinet-schema';
import { createCabinetRepo, type OrderRow } from './cabinet-repo.server';
import { createCabinetReads } from './cabinet-details.server';
import { createAccessReads } from '../access/access-code.server';
import { createAccessGrants } from '../access/grants.server';
import type { GrantInviteDeps } from '../access/grants-invite.server';
import { createContracts } from '../access/contract.server';
import { createCancelFlow } from '../cancel/cancel.server';
import { createOrderFiles } from '../files/files.server';
import { createOrderRatings, ratable } from '../rating/ratings.server';
import type { OrdersService } from '../service.server';
import type { ProductKinds } from '../core/product-kind';
import type { UsersService } from '../../users/service.server';
import type { PaymentCabinetReads } from '../../payments/service.server';
import type { CompanyCabinetReads } from '../../companies/service.server';
import type { FileStorage } from '../../integrations/file-storage';

/** The cabinet side of orders: lists, details, settings, the cancel flows, order files. */
export function createOrderCabinet(deps: {
  db: Db;
  clock: Clock;
  orders: OrdersService;
  /** The product kinds: door codes, cancellation, contracts, what the cabinet shows. */
  kinds: ProductKinds;
  /** Cards, payments and invoices of orders. */
  paymentReads: PaymentCabinetReads;
  /** The companies orders are paid by. */
  companyReads: CompanyCabinetReads;
  users: UsersService;
  /** Where the order photos live (orders/<name> keys). */
  storage: FileStorage;
  publicUrl?: string;
  /** Invitations of people given access to an order: the SMS sender and the site's address for the link. */
  invites: GrantInviteDeps;
}) {
  const { db, clock } = deps;
  const repo = createCabinetRepo(db, { payments: deps.paymentReads, companies: deps.companyReads });
  // The access reads ask the grants on every call; the grants read the access of the orders they share.
  const access = createAccessReads(db, deps.kinds, { liveGrant: (viewerId, orderId, now) => grants.liveGrant(viewerId, orderId, now) });
  const grants = createAccessGrants({ db, clock, people: deps.users, access, invites: deps.invites });
  const contracts = createContracts({ db, clock, kinds: deps.kinds, users: deps.users, publicUrl: deps.publicUrl });
  const reads = createCabinetReads(repo, { db, access, contracts, kinds: deps.kinds });

  const phoneOf = async (userId: number) => (await deps.users.getById(userId))?.phone ?? null;

  /** Object-level authorisation: another user's order answers exactly like a missing one. */
  async function owned(userId: number, id: number): Promise<OrderRow> {
    const order = await repo.ownedOrder(userId, id);
    if (!order) throw new AppError('NOT_FOUND', { message: 'Заказ не найден' });
    return order;
  }

  const files = createOrderFiles({ db, clock, storage: deps.storage, owned });
  const cancel = createCancelFlow({ db, clock, kinds: deps.kinds, repo, owned, files });
  const ratings = createOrderRatings({ db, clock, owned });
  const settings = createCabinetDetails({
    db,
    clock,
    kinds: deps.kinds,
    repo,
    owned,
    change: deps.orders.change,
  });

  return {
    owned,
    list: (userId: number, query: Parameters<typeof reads.list>[1]) => reads.list(userId, query, clock.now()),
    /** Every group of «Мои подписки» of each of `kinds` at once (the first `limit` orders of each). */
    listGroups: <K extends string>(userId: number, kinds: K[], limit: number) => reads.listGroups(userId, kinds, limit, clock.now()),
    listEveryKind: (userId: number, limit: number) => reads.listEveryKind(userId, limit, clock.now()),
    async details(userId: number, id: number): Promise<OrderDetails> {
      const order = await owned(userId, id);
      const [details, accessUsers, rating] = await Promise.all([
        reads.details(order, clock.now()),
        grants.listForOrder(order.id),
        ratings.ofOrder(order.id),
      ]);
      return { ...details, access_users: accessUsers, rating, can_rate: ratable(order.status) && rating === null };
    },
    ...settings,
    /** The user's saved cards for the payment method choice. */
    async cards(userId: number) {
      const rows = await repo.userCards(userId);
      return rows.map((c) => ({ uuid: c.uuid, brand: c.brand, last4: c.last4, is_default: c.isDefault }));
    },
    cancel,
    files,
    /** Ratings of finished orders (rating/ratings.server.ts). */
    ratings,
    /** How to get in: the gate code and the way to the cell (owner only; see access-code.server.ts). */
    access: (userId: number, id: number) => access.read(userId, id, clock.now()),
    /** Access for other people: the owner's grants and the orders shared with the viewer (access/grants.server.ts). */
    grants,
    contracts,

    /** Attaches the guest orders of the user's phone to the account (the orders service does it). */
    async claimGuestOrders(userId: number): Promise<number[]> {
      const phone = await phoneOf(userId);
      if (!phone) return [];
      return deps.orders.claimGuestOrders(userId, phone);
    },

    /** Paid guest orders booked with the user's phone, not yet in any account. */
    async guestOrders(userId: number) {
      const phone = await phoneOf(userId);
      if (!phone) return [];
      const rows = await repo.guestOrders(phone);
      const shown = await reads.shown(rows);
      return rows.map((r, i) => ({
        id: r.id,
        status: r.status,
        status_title: orderStatusTitles[r.status as keyof typeof orderStatusTitles] ?? r.status,
        warehouse_name: shown[i]?.warehouse?.name ?? null,
        cell_number: shown[i]?.cell?.number ?? null,
        starts_at: r.startsAt ? r.startsAt.toISOString() : null,
        ends_at: r.endsAt ? r.endsAt.toISOString() : null,
        total: r.total,
      }));
    },
  };
}

export type OrderCabinet = ReturnType<typeof createOrderCabinet>;
