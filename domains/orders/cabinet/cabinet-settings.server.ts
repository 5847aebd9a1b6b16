import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.server';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import type { CabinetRepo, OrderRow } from './cabinet-repo.server';
import type { SettingsResult, TariffPrice } from './cabinet-schema';
import { effectiveStatus, orderStatusTitles, type OrderStatus } from '../core/lifecycle';
import { bonusLimit, renewalPrice, type TariffKind } from '../core/pricing';
import type { OrderChanges } from '../core/order-changes.server';
import type { PeriodExtensionInput } from '../core/period-extension.server';
import { spendableBonuses } from '../core/order-quote.server';
import { orders } from '../tables';
import { mainLineOf } from '../core/order-lines.server';
import { refuseInvoiceWithDeposit } from '../core/deposit';
import type { ProductKinds } from '../core/product-kind';

function statusOf(order: OrderRow, now: Date): OrderStatus {
  return effectiveStatus({ status: order.status as OrderStatus, holdExpiresAt: order.holdExpiresAt }, now);
}

/** Settings may change while an order runs or waits for payment; not after it ended or while it is being cancelled. */
function requireSettable(order: OrderRow, now: Date) {
  const status = statusOf(order, now);
  if (status === 'active' || status === 'awaiting_payment') return;
  if (status === 'cancel_requested') {
    throw new AppError('ORDER_SETTINGS_LOCKED');
  }
  throw new AppError('ORDER_SETTINGS_LOCKED', { message: `Заказ в статусе «${orderStatusTitles[status]}»: настройки больше не меняются` });
}

/** The settings of an order (auto renewal, bonuses, payment method, company, period) and extension. */
export function createCabinetDetails(deps: {
  db: Db;
  clock: Clock;
  kinds: ProductKinds;
  repo: CabinetRepo;
  owned: (userId: number, id: number) => Promise<OrderRow>;
  /** The order change engine: an extension is the kind's `extend` change. */
  change: OrderChanges['change'];
}) {
  const { db, clock, repo, owned } = deps;

  async function settingsOf(order: OrderRow): Promise<SettingsResult> {
    const userId = order.userId ?? 0;
    const card = order.cardId ? await repo.cardById(userId, order.cardId) : undefined;
    const company = order.companyId ? await repo.companyById(order.companyId) : undefined;
    return {
      id: order.id,
      auto_renewal: order.autoRenewal,
      using_bonuses: order.usingBonuses,
      payment_method: order.paymentMethod === 'invoice' ? 'invoice' : 'card',
      card_uuid: card?.uuid ?? null,
      company_uuid: company?.uuid ?? null,
      period_code: order.periodCode,
      comment: order.comment,
    };
  }

  async function patch(userId: number, id: number, values: Partial<typeof orders.$inferInsert>): Promise<SettingsResult> {
    const now = clock.now();
    const order = await owned(userId, id);
    requireSettable(order, now);
    const [updated] = await db
      .update(orders)
      .set({ ...values, updatedAt: now })
      .where(and(eq(orders.id, id), eq(orders.userId, userId), eq(orders.status, order.status)))
      .returning();
    if (!updated) throw new AppError('ORDER_CHANGED');
    return settingsOf(updated);
  }

  /** What an extension may spend: the points no unpaid order or payment holds, this order's extensions aside. */
  const spendableOf = (userId: number, orderId: number) =>
    db.transaction((tx) => spendableBonuses(tx, userId, clock.now(), extensionOf(orderId)));
  const extensionOf = (orderId: number) => (p: { orderId: number | null; purpose: string }) =>
    p.orderId === orderId && p.purpose === 'extension';

  /**
   * The periods this order can be renewed or extended with, priced by the orders pricing from its
   * kind's item and tariffs, as the renewal job prices them. None when the item is no longer rented out.
   */
  async function prices(order: OrderRow): Promise<TariffPrice[]> {
    const product = deps.kinds.find(order.kind);
    const periodsOfKind = product?.periods;
    const line = periodsOfKind && order.tariffKind ? await mainLineOf(db, order.id) : null;
    if (!product || !periodsOfKind || !line || !order.tariffKind) return [];
    const kind = order.tariffKind as TariffKind;
    const item = await product.item(db, line.itemId).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
      throw error;
    });
    if (!item) return [];
    const unitPrice = (await periodsOfKind.tariffs(db, item)).find((t) => t.kind === kind)?.price;
    if (unitPrice === undefined) return [];
    const periods = (await periodsOfKind.list(db)).filter((p) => p.tariffKind === kind);
    const balance = !order.usingBonuses || order.userId === null ? 0 : await spendableOf(order.userId, order.id);
    const priceOf = async (period: (typeof periods)[number]) =>
      renewalPrice(await periodsOfKind.price(db, { item, tariffKind: kind, period, unitPrice }));
    const priced = await Promise.all(periods.map(async (p) => ({ p, price: await priceOf(p) })));
    return priced.map(({ p, price }) => {
      const bonuses = bonusLimit(price.total, balance);
      return {
        code: p.code,
        title: p.title,
        length: p.length,
        // The unit of the kind's first price line: month or day for a cell, hour for a parking place, night for a flat.
        unit: price.priceLines?.[0]?.unit ?? 'period',
        discount_percent: p.discountPercent,
        base: price.base,
        bonuses,
        total: price.total - bonuses,
        current: p.code === order.periodCode,
      };
    });
  }

  return {
    setAutoRenewal: (userId: number, id: number, value: boolean) => patch(userId, id, { autoRenewal: value }),
    setUsingBonuses: (userId: number, id: number, value: boolean) => patch(userId, id, { usingBonuses: value }),
    /** The client's note to the warehouse staff ("приеду с грузчиками в субботу"); empty clears it. */
    setComment: (userId: number, id: number, comment: string) => patch(userId, id, { comment: comment || null }),

    /** Card or invoice; a chosen card must be the user's own (another's answers 404 like a missing one). */
    async setPaymentMethod(userId: number, id: number, method: 'card' | 'invoice', cardUuid: string | null | undefined) {
      if (method === 'invoice') refuseInvoiceWithDeposit(deps.kinds.get((await owned(userId, id)).kind));
      let cardId: number | null = null;
      if (method === 'card' && cardUuid) {
        const card = await repo.userCard(userId, cardUuid);
        if (!card) throw new AppError('NOT_FOUND', { message: 'Карта не найдена' });
        cardId = card.id;
      }
      return patch(userId, id, { paymentMethod: method, cardId });
    },

    async changeOrganization(userId: number, id: number, companyUuid: string | null) {
      let companyId: number | null = null;
      if (companyUuid) {
        const company = await repo.userCompany(userId, companyUuid);
        if (!company) throw new AppError('NOT_FOUND', { message: 'Компания не найдена' });
        companyId = company.id;
      }
      return patch(userId, id, { companyId });
    },

    async tariffPrices(userId: number, id: number) {
      return prices(await owned(userId, id));
    },

    /**
     * The period of the next renewal; with `extend` also pays one such period now, as the kind's
     * `extend` change: a repeated click gives the same payment, a new try after a failed one a new one.
     */
    async setTariff(userId: number, id: number, periodCode: string, extend: boolean) {
      const order = await owned(userId, id);
      const offer = (await prices(order)).find((p) => p.code === periodCode);
      if (!offer) {
        throw new AppError('VALIDATION_ERROR', { fields: { period_code: deps.kinds.get(order.kind).cabinet.periodUnavailable } });
      }
      if (!extend) {
        const settings = await patch(userId, id, { periodCode });
        return { settings, payment: null };
      }
      const input = { periodCode } satisfies PeriodExtensionInput;
      const { payment } = await deps.change({ orderId: order.id, type: 'extend', userId, input, raisePaymentError: true });
      return { settings: await settingsOf(order), payment };
    },
  };
}
