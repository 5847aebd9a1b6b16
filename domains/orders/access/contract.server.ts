import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.server';
import type { UsersService } from '../../users/service.server';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import { siteConfig } from '../../../lib/site-config';
import type { ContractState } from './access-schema';
import { mainLineOf } from '../core/order-lines.server';
import type { ProductKinds } from '../core/product-kind';
import { orderContracts, type orders, type ContractContent } from '../tables';

type OrderRow = typeof orders.$inferSelect;
export type ContractRow = typeof orderContracts.$inferSelect;

/** The public offer the personal contract refers to. */
export const OFFER_PATH = '/documents/home-contract/';
/** Orders that have been paid and so have a contract of their own. */
const CONTRACT_STATUSES = ['active', 'cancel_requested', 'finished'];

export const contractDownloadUrl = (orderId: number) => `/api/cabinet/v2/orders/contract/download?id=${orderId}`;

/** JSON with sorted keys at every level, so a jsonb round trip hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function contentHash(content: ContractContent): string {
  return createHash('sha256').update(canonical(content)).digest('hex');
}

export function fullName(names: { lastName: string | null; firstName: string | null; middleName: string | null }): string | null {
  if (!names.lastName || !names.firstName) return null;
  return [names.lastName, names.firstName, names.middleName].filter(Boolean).join(' ');
}

/** Orders of a kind with contracts have one once paid. */
export function hasContract(order: Pick<OrderRow, 'kind' | 'status'>, kinds: ProductKinds): boolean {
  return Boolean(kinds.find(order.kind)?.contract) && CONTRACT_STATUSES.includes(order.status);
}

export interface ContractNames {
  lastName: string;
  firstName: string;
  middleName: string | null;
}

/** The owner's rental contracts: what they say, made from the order, its kind's item and the person's names. */
export function createContracts(deps: { db: Db; clock: Clock; kinds: ProductKinds; users: UsersService; publicUrl?: string }) {
  const { db } = deps;

  async function profile(userId: number) {
    const user = await deps.users.getById(userId);
    return user && { id: user.id, phone: user.phone, lastName: user.lastName, firstName: user.firstName, middleName: user.middleName };
  }

  // Every paid order's page shows its contract: prepared once per process.
  const contractOf = db
    .select()
    .from(orderContracts)
    .where(eq(orderContracts.orderId, sql.placeholder('orderId')))
    .prepare('orders_contract_of');
  async function row(orderId: number): Promise<ContractRow | undefined> {
    const [found] = await contractOf.execute({ orderId });
    return found;
  }

  /** What the contract of the order says with these names, as of now. */
  async function compose(order: OrderRow, names: ContractNames, phone: string, now: Date): Promise<ContractContent> {
    const contract = deps.kinds.find(order.kind)?.contract;
    const line = contract ? await mainLineOf(db, order.id) : null;
    const item = contract && line && (await contract.itemTerms(db, line));
    if (!item) throw new AppError('CONTRACT_NOT_READY', { message: 'У заказа нет ячейки — договор составить нельзя' });
    const base = (deps.publicUrl ?? siteConfig.siteUrl).replace(/\/$/, '');
    return {
      number: String(order.id),
      date: now.toISOString(),
      lastName: names.lastName,
      firstName: names.firstName,
      middleName: names.middleName,
      phone,
      warehouseName: item.placeName,
      warehouseAddress: item.placeAddress,
      cellNumber: item.itemNumber,
      cellArea: item.itemArea,
      startsAt: order.startsAt ? order.startsAt.toISOString() : null,
      endsAt: order.endsAt ? order.endsAt.toISOString() : null,
      periodTitle: order.price?.periodTitle ?? '',
      unitPrice: order.price?.unitPrice ?? order.total,
      total: order.price?.total ?? order.total,
      offerUrl: `${base}${OFFER_PATH}`,
    };
  }

  return {
    row,
    profile,
    compose,
    /** Whether the order has a contract: its kind makes them and it has been paid. */
    has: (order: Pick<OrderRow, 'kind' | 'status'>) => hasContract(order, deps.kinds),

    /** The contract block of the order details: null for an order that has not been paid. */
    async state(order: OrderRow): Promise<ContractState | null> {
      if (!hasContract(order, deps.kinds) || order.userId === null) return null;
      const [made, user] = await Promise.all([row(order.id), profile(order.userId)]);
      const profileName = user ? fullName(user) : null;
      const name = made ? fullName(made.content) : profileName;
      return {
        number: made?.number ?? String(order.id),
        date: made ? made.createdAt.toISOString() : null,
        full_name: name,
        needs_name: !made && profileName === null,
        signed: Boolean(made?.signedAt),
        signed_at: made?.signedAt ? made.signedAt.toISOString() : null,
        download_url: contractDownloadUrl(order.id),
      };
    },

    /**
     * Makes (or, while unsigned, remakes) the contract with these names. A signed contract is
     * never changed: CONFLICT.
     */
    async make(order: OrderRow, names: ContractNames, phone: string): Promise<ContractRow> {
      const now = deps.clock.now();
      const content = await compose(order, names, phone, now);
      const values = { number: content.number, content, contentHash: contentHash(content), createdAt: now };
      const [saved] = await db
        .insert(orderContracts)
        .values({ orderId: order.id, userId: order.userId!, ...values })
        .onConflictDoUpdate({ target: orderContracts.orderId, set: values, setWhere: sql`${orderContracts.signedAt} is null` })
        .returning();
      if (!saved) throw new AppError('CONTRACT_SIGNED');
      return saved;
    },
  };
}

export type Contracts = ReturnType<typeof createContracts>;
