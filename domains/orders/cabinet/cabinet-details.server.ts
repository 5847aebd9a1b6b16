import { type SQL, sql } from 'drizzle-orm';
import { addDays, moscowDay, reasonTitle } from '../cancel/cancel-rules';
import { cellFeatureTitles, eventTitle, paymentPurposeTitles, toListItem } from './cabinet-format';
import type { CabinetRepo, OrderRow } from './cabinet-repo.server';
import type { OrderDetails, OrderListItem, OrderListQuery } from './cabinet-schema';
import { effectiveStatus, type OrderStatus } from '../core/lifecycle';
import { orders } from '../tables';
import type { AccessReads } from '../access/access-code.server';
import type { Contracts } from '../access/contract.server';
import type { ProductKinds } from '../core/product-kind';

const CONTRACT_URL = '/documents/home-contract/';

/** The access and contract reads the details add (owner only, like the details themselves), and the kinds' rules. */
export interface DetailsExtras {
  access: AccessReads;
  contracts: Contracts;
  kinds: ProductKinds;
}

/** Lists and details of the cabinet (read side). */
export function createCabinetReads(repo: CabinetRepo, extras: DetailsExtras) {
  async function decorate(rows: OrderRow[], now: Date): Promise<OrderListItem[]> {
    const [warehouses, cells, sizeTitles] = await Promise.all([
      repo.warehousesByIds([...new Set(rows.map((r) => r.warehouseId).filter((v): v is number => v !== null))]),
      repo.cellsByIds([...new Set(rows.map((r) => r.cellId).filter((v): v is number => v !== null))]),
      repo.sizeTitles(),
    ]);
    const w = new Map(warehouses.map((x) => [x.id, x]));
    const c = new Map(cells.map((x) => [x.id, x]));
    return rows.map((r) =>
      toListItem(r, r.warehouseId ? w.get(r.warehouseId) : undefined, r.cellId ? c.get(r.cellId) : undefined, sizeTitles, now),
    );
  }

  return {
    /**
     * One group of the user's orders. Unpaid orders past their hold read as expired and so move
     * from "awaiting payment" to "finished" without any job: the filter is by the derived group.
     */
    async list(userId: number, query: OrderListQuery, now: Date): Promise<{ items: OrderListItem[]; count: number }> {
      let where: SQL | undefined;
      if (query.group === 'awaiting_payment') {
        where = sql`${orders.status} = 'awaiting_payment' and (${orders.holdExpiresAt} is null or ${orders.holdExpiresAt} > ${now})`;
      } else if (query.group === 'finished') {
        where = sql`(${orders.status} in ('finished', 'canceled', 'expired')
          or (${orders.status} = 'awaiting_payment' and ${orders.holdExpiresAt} <= ${now}))`;
      } else if (query.group === 'active') {
        where = sql`${orders.status} in ('active', 'cancel_requested')`;
      }
      const page = await repo.listOrders(userId, query.kind, where, query.offset, query.limit);
      return { items: await decorate(page.items, now), count: page.count };
    },

    async details(order: OrderRow, now: Date): Promise<OrderDetails> {
      const [[item], cells, warehouses, sizeTitles, events, payments, invoices, access, contract] = await Promise.all([
        decorate([order], now),
        repo.cellsByIds(order.cellId ? [order.cellId] : []),
        repo.warehousesByIds(order.warehouseId ? [order.warehouseId] : []),
        repo.sizeTitles(),
        repo.events(order.id),
        repo.orderPayments(order.id),
        repo.orderInvoices(order.id),
        order.userId !== null ? extras.access.read(order.userId, order.id, now) : null,
        extras.contracts.state(order),
      ]);
      if (!item) throw new Error('order vanished');
      const cell = cells[0];
      const warehouse = warehouses[0];
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
      return {
        ...item,
        cell: cell
          ? {
              id: cell.id,
              number: cell.number,
              floor: cell.floor,
              size_code: cell.sizeCode,
              size_title: sizeTitles.get(cell.sizeCode) ?? cell.sizeCode,
              area: cell.area,
              volume: cell.volume,
              dimensions: { width_cm: cell.widthCm, depth_cm: cell.depthCm, height_cm: cell.heightCm },
              features: cell.features.map((code) => ({ code, title: cellFeatureTitles[code] ?? code })),
            }
          : null,
        warehouse: warehouse
          ? {
              id: warehouse.id,
              name: warehouse.name,
              address: warehouse.address,
              slug: warehouse.slug,
              metro: warehouse.metro,
              timetable: warehouse.timetable,
              latitude: warehouse.latitude,
              longitude: warehouse.longitude,
            }
          : null,
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
            title: paymentPurposeTitles[p.purpose] ?? p.description,
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
                last_day: addDays(moscowDay(order.cancelDate), -1),
                reason: order.cancelReason,
                reason_title: reasonTitle(order.cancelReason),
                comment: order.cancelComment,
              }
            : null,
        events: events.map((e) => ({ at: e.at.toISOString(), status: e.toStatus, title: eventTitle(e.reason, e.toStatus) })),
        access,
        contract,
      };
    },
  };
}
