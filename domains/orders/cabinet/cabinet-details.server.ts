import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { reasonTitle } from '../cancel/cancel-rules';
import { lastDayBefore } from '../cancel/cancel-dates';
import { orderPaymentTitle } from '../core/payment-titles';
import { eventTitle, toListItem } from './cabinet-format';
import type { CabinetGroup, CabinetRepo, OrderRow } from './cabinet-repo.server';
import type { OrderDetails, OrderListItem, OrderListQuery } from './cabinet-schema';
import { effectiveStatus, type OrderStatus } from '../core/lifecycle';
import { orders } from '../tables';
import type { AccessReads } from '../access/access-code.server';
import type { Contracts } from '../access/contract.server';
import { linesOfOrders, mainLineOf } from '../core/order-lines.server';
import { depositPageUuid, depositRowOf, depositView } from '../core/deposit-rows.server';
import type { DetailedItem, ListedItem, ProductKinds } from '../core/product-kind';
import type { Db } from '../../../db/client.server';

const CONTRACT_URL = '/documents/home-contract/';

/** The access and contract reads the details add (owner only, like the details themselves), and the kinds' rules. */
export interface DetailsExtras {
  db: Db;
  access: AccessReads;
  contracts: Contracts;
  kinds: ProductKinds;
}

/** The three groups of one kind in the cabinet's lists: each group's first orders and how many it has. */
export type CabinetGroups = Record<CabinetGroup, { items: OrderListItem[]; count: number }>;

/**
 * The groups of «Мои подписки». Unpaid orders past their hold read as expired and so move from
 * "awaiting payment" to "finished" without any job: the groups are derived, not stored.
 */
function groupFilters(now: Date | Placeholder): Record<CabinetGroup, SQL> {
  return {
    active: sql`${orders.status} in ('active', 'cancel_requested')`,
    awaiting_payment: sql`${orders.status} = 'awaiting_payment' and (${orders.holdExpiresAt} is null or ${orders.holdExpiresAt} > ${now})`,
    finished: sql`(${orders.status} in ('finished', 'canceled', 'expired')
          or (${orders.status} = 'awaiting_payment' and ${orders.holdExpiresAt} <= ${now}))`,
  };
}

/** Which of the groups an order is in (null for none), as one SQL expression. */
function groupOf(filters: Record<CabinetGroup, SQL>): SQL<CabinetGroup | null> {
  return sql<CabinetGroup | null>`case
    when ${filters.active} then 'active'
    when ${filters.awaiting_payment} then 'awaiting_payment'
    when ${filters.finished} then 'finished' end`;
}

/** Lists and details of the cabinet (read side). */
export function createCabinetReads(repo: CabinetRepo, extras: DetailsExtras) {
  const noItem: ListedItem = { warehouse: null, cell: null, title: 'Заказ', subtitle: null };
  const groupedOrders = repo.groupedOrders(groupOf(groupFilters(sql.placeholder('now'))));

  /** What each order's kind shows of its (first line's) item and place, one read per kind on the page. */
  async function shownOf(rows: OrderRow[]): Promise<ListedItem[]> {
    const shown: ListedItem[] = rows.map(() => noItem);
    const lines = await linesOfOrders(
      extras.db,
      rows.map((r) => r.id),
    );
    const firstLine = (r: OrderRow) => lines.get(r.id)?.[0];
    for (const kind of new Set(rows.map((r) => r.kind))) {
      const cabinet = extras.kinds.find(kind)?.cabinet;
      if (!cabinet) continue;
      const indexes = rows.flatMap((r, i) => (r.kind === kind && firstLine(r) ? [i] : []));
      if (indexes.length === 0) continue;
      const listed = await cabinet.listed(
        extras.db,
        indexes.map((i) => firstLine(rows[i]!)!),
      );
      indexes.forEach((rowIndex, i) => (shown[rowIndex] = listed[i] ?? noItem));
    }
    return shown;
  }

  async function decorate(rows: OrderRow[], now: Date): Promise<OrderListItem[]> {
    const shown = await shownOf(rows);
    // The order's page comes from its kind's registration (the list when the kind is no longer sold).
    const pathOf = (r: OrderRow) => extras.kinds.find(r.kind)?.cabinet.path(r.id) ?? '/cabinet/subscriptions/';
    return rows.map((r, i) => ({ ...toListItem(r, shown[i] ?? noItem, now), path: pathOf(r) }));
  }

  async function detailedOf(order: OrderRow): Promise<DetailedItem> {
    const cabinet = extras.kinds.find(order.kind)?.cabinet;
    const line = cabinet ? await mainLineOf(extras.db, order.id) : null;
    return cabinet && line ? cabinet.detailed(extras.db, line) : { warehouse: null, cell: null };
  }

  return {
    /** What the orders' kinds show of their items and places, in the order of `rows`. */
    shown: shownOf,

    /** One group of the user's orders (groupFilters). */
    async list(userId: number, query: OrderListQuery, now: Date): Promise<{ items: OrderListItem[]; count: number }> {
      const where = query.group ? groupFilters(now)[query.group] : undefined;
      const page = await repo.listOrders(userId, query.kind, where, query.offset, query.limit);
      return { items: await decorate(page.items, now), count: page.count };
    },

    /**
     * The first `limit` orders of each group of each of `kinds`, as `list` answers them group by
     * group, read at once: one statement for the orders, then one per kind for what they show.
     */
    async listGroups<K extends string>(userId: number, kinds: K[], limit: number, now: Date): Promise<Record<K, CabinetGroups>> {
      const rows = await groupedOrders(userId, kinds, limit, now);
      const items = await decorate(
        rows.map((r) => r.order),
        now,
      );
      const empty = (): CabinetGroups => ({
        active: { items: [], count: 0 },
        awaiting_payment: { items: [], count: 0 },
        finished: { items: [], count: 0 },
      });
      const out = Object.fromEntries(kinds.map((kind) => [kind, empty()])) as Record<K, CabinetGroups>;
      rows.forEach((row, i) => {
        const list = out[row.order.kind as K][row.group!];
        list.items.push(items[i]!);
        list.count = Number(row.total);
      });
      return out;
    },

    /** The newest orders of every line (the console's view of a customer). */
    async listEveryKind(userId: number, limit: number, now: Date): Promise<{ items: OrderListItem[]; count: number }> {
      const page = await repo.listOrders(userId, null, undefined, 0, limit);
      return { items: await decorate(page.items, now), count: page.count };
    },

    async details(order: OrderRow, now: Date): Promise<Omit<OrderDetails, 'access_users' | 'rating' | 'can_rate'>> {
      const [[item], shown, events, payments, invoices, access, contract, depositRow] = await Promise.all([
        decorate([order], now),
        detailedOf(order),
        repo.events(order.id),
        repo.orderPayments(order.id),
        repo.orderInvoices(order.id),
        extras.access.ofOrder(order, now),
        extras.contracts.state(order),
        depositRowOf(extras.db, order.id),
      ]);
      if (!item) throw new Error('order vanished');
      const status = effectiveStatus({ status: order.status as OrderStatus, holdExpiresAt: order.holdExpiresAt }, now);
      const userId = order.userId ?? 0;
      let card: OrderDetails['card'] = null;
      if (order.paymentMethod === 'card') {
        const attached = order.cardId ? await repo.cardById(userId, order.cardId) : undefined;
        const chosen = attached ?? (await repo.defaultCard(userId));
        if (chosen) card = { uuid: chosen.uuid, brand: chosen.brand, last4: chosen.last4, attached: Boolean(attached) };
      }
      const company = order.companyId ? await repo.companyById(order.companyId) : undefined;
      const price = order.price;
      const live = status === 'active' || status === 'awaiting_payment';
      const depositTitle = extras.kinds.find(order.kind)?.deposit?.title ?? 'Залог';
      // The page the customer confirms a hold on: the first hold's while it awaits, a renewal's while the deposit is held.
      const pageUuid = depositRow ? depositPageUuid(depositRow) : null;
      const holdPage = payments.find((p) => p.uuid === pageUuid && p.status === 'pending')?.confirmationUrl ?? null;
      return {
        ...item,
        ...shown,
        tariff_kind: order.tariffKind,
        price: price
          ? {
              period_title: price.periodTitle,
              base: price.base,
              discounts: price.periodDiscount + price.promoDiscount,
              bonuses_used: price.bonusesUsed,
              total: price.total,
              lines: price.lines,
            }
          : null,
        using_bonuses: order.usingBonuses,
        payment_method: order.paymentMethod === 'invoice' ? 'invoice' : 'card',
        card,
        company: company && !company.deletedAt ? { uuid: company.uuid, name: company.name } : null,
        comment: order.comment,
        documents: {
          contract_url: contract ? contract.download_url : CONTRACT_URL,
          invoices: invoices.map((i) => ({
            id: i.id,
            number: i.number,
            amount: i.amount,
            status: i.status,
            issued_at: i.issuedAt.toISOString(),
            due_at: i.dueAt.toISOString(),
          })),
          payments: payments.map((p) => ({
            id: p.uuid,
            purpose: p.purpose,
            title: p.purpose === 'deposit' ? depositTitle : orderPaymentTitle(extras.kinds, p.purpose, order.kind),
            amount: p.amount,
            status: p.status,
            created_at: p.createdAt.toISOString(),
            paid_at: p.paidAt ? p.paidAt.toISOString() : null,
          })),
        },
        actions: {
          pay: status === 'awaiting_payment',
          extend: status === 'active' && order.endsAt !== null,
          cancel: status === 'active' && Boolean(extras.kinds.find(order.kind)?.cancellation),
          withdraw_cancellation: status === 'cancel_requested' && (!order.cancelDate || order.cancelDate > now),
          settings: live,
        },
        cancel:
          status === 'cancel_requested' && order.cancelDate
            ? {
                date: order.cancelDate.toISOString(),
                last_day: lastDayBefore(order.cancelDate, (await mainLineOf(extras.db, order.id))?.range.timeZone ?? 'Europe/Moscow'),
                reason: order.cancelReason,
                reason_title: reasonTitle(order.cancelReason),
                comment: order.cancelComment,
              }
            : null,
        events: events.map((e) => ({ at: e.at.toISOString(), status: e.toStatus, title: eventTitle(e.reason, e.toStatus) })),
        access,
        contract,
        deposit: depositRow ? depositView(depositRow, depositTitle, holdPage) : null,
      };
    },
  };
}
