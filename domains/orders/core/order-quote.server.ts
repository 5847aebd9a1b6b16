import { and, count, eq, gt, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { bonusLedgerMoves } from '../../bonuses/service.server';
import { heldBonusPoints, type HeldPaymentFilter } from '../../payments/service.server';
import type { Tx } from '../../../db/tx';
import { AppError } from '../../../lib/errors';
import { orders, promoCodes, type KindPrice, type PriceSnapshot } from '../tables';
import { priceOrder, promoProblem, type PromoRule, type TariffKind } from './pricing';
import type { BookedItem, Chosen, ProductKind } from './product-kind';
import { FIRST_MONTH_PERCENT, welcomeDiscount, type RegistrationFacts } from './promo-rules';

/** When a user registered and whether the phone was used before (the users domain answers; the registration discount reads it). */
export type RegistrationLookup = (userId: number, tx: Tx) => Promise<RegistrationFacts | null>;

export interface QuoteInput {
  /** The customer's choice in the kind's own terms (`ProductKind.choose`). */
  choice: Record<string, unknown>;
  promoCode?: string | null;
  useBonuses?: boolean;
  userId: number | null;
  /** True when the order is being placed (the kind may refuse there what a quote shows). */
  placing?: boolean;
}

export interface Quote<Item extends BookedItem = BookedItem> extends Omit<Chosen<Item>, 'kindPrice'> {
  price: PriceSnapshot;
  promo: PromoRule | null;
}

export function normalizePromo(code: string | null | undefined): string | null {
  const value = code?.trim().toUpperCase();
  return value ? value : null;
}

/**
 * The code with `usedCount` as the limit sees it: its paid uses and the unpaid orders holding it
 * while their hold runs (a use is kept for an order from the moment it is placed).
 */
export async function findPromo(tx: Tx, code: string, now: Date): Promise<PromoRule | undefined> {
  const [row] = await tx.select().from(promoCodes).where(eq(promoCodes.code, code));
  return row && { ...row, usedCount: row.usedCount + (await heldPromoUses(tx, code, now)) };
}

async function heldPromoUses(tx: Tx, code: string, now: Date): Promise<number> {
  const [row] = await tx
    .select({ held: count() })
    .from(orders)
    .where(
      and(
        eq(orders.promoCode, code),
        eq(orders.status, 'awaiting_payment'),
        or(isNull(orders.holdExpiresAt), gt(orders.holdExpiresAt, now)),
      ),
    );
  return row?.held ?? 0;
}

/**
 * Just before an order holding the code is written: the code's row locked until the transaction
 * ends, so parallel checkouts with one code count one after the other, and refused when its uses
 * (paid and held) have reached the limit meanwhile. Taken after the item's locks, as a payment
 * settling takes them before it counts the code as used.
 */
export async function assertPromoUseLeft(tx: Tx, code: string, now: Date): Promise<void> {
  if (await promoUseLeft(tx, code, now)) return;
  const message = 'Промокод уже использован максимальное число раз';
  throw new AppError('PROMO_NOT_APPLICABLE', { message, fields: { promo_code: message } });
}

/**
 * Whether the code has a use left for one more order, its row locked until the transaction ends:
 * its paid uses and the unpaid orders holding it are below its limit (a code without a limit, or
 * gone, has one). Also asked by a payment that comes after its order's hold ended.
 */
export async function promoUseLeft(tx: Tx, code: string, now: Date): Promise<boolean> {
  const [row] = await tx
    .select({ maxUses: promoCodes.maxUses, usedCount: promoCodes.usedCount })
    .from(promoCodes)
    .where(eq(promoCodes.code, code))
    .for('update');
  if (!row || row.maxUses === null) return true;
  return row.usedCount + (await heldPromoUses(tx, code, now)) < row.maxUses;
}

/** The user has no paid order yet (one paid and then canceled with its money back does not count). */
export async function isFirstOrder(tx: Tx, userId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), isNotNull(orders.paidAt), ne(orders.status, 'canceled')))
    .limit(1);
  return rows.length === 0;
}

/** The user has a paid order (not canceled) with this code. */
export async function usedCodeBefore(tx: Tx, userId: number, code: string): Promise<boolean> {
  const rows = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.promoCode, code), isNotNull(orders.paidAt), ne(orders.status, 'canceled')))
    .limit(1);
  return rows.length > 0;
}

/**
 * Everything the server knows about a rental before it is placed: what the kind makes of the
 * customer's choice (lines, range, its price) and the price with discounts. Refusals are Russian field errors.
 */
export async function quoteOrder<Item extends BookedItem>(
  tx: Tx,
  kind: ProductKind<Item>,
  input: QuoteInput,
  now: Date,
  registration?: RegistrationLookup,
): Promise<Quote<Item>> {
  const { kindPrice, ...chosen } = await kind.choose(tx, input.choice, { now, userId: input.userId, placing: input.placing ?? false });
  return { ...chosen, ...(await discountedPrice(tx, kind.kind, kindPrice, input, now, registration)) };
}

/**
 * The kind's price with a promo code or the registration discount and points on top: the price of a
 * new choice, or of an unpaid order priced again with another code.
 */
export async function discountedPrice(
  tx: Tx,
  kindName: string,
  kindPrice: KindPrice,
  input: Pick<QuoteInput, 'promoCode' | 'useBonuses' | 'userId'>,
  now: Date,
  registration?: RegistrationLookup,
): Promise<{ price: PriceSnapshot; promo: PromoRule | null }> {
  const code = normalizePromo(input.promoCode);
  const plain = priceOrder({ kindPrice, promo: null, bonuses: null });
  const subtotal = plain.base - plain.periodDiscount;
  const firstOrder = input.userId === null ? false : await isFirstOrder(tx, input.userId);
  // The registration discount applies by itself; a promo code replaces it only when it gives more (they do not add up).
  const facts = input.userId !== null && registration ? await registration(input.userId, tx) : null;
  const welcome = welcomeDiscount(facts, { now, isFirstOrder: firstOrder, subtotal });
  let promo: PromoRule | null = null;
  if (code) {
    const found = await findPromo(tx, code, now);
    const usedBefore =
      found?.discountType === FIRST_MONTH_PERCENT && input.userId !== null ? await usedCodeBefore(tx, input.userId, found.code) : false;
    const refusal = promoProblem(found, { now, kind: kindName, subtotal, userId: input.userId, isFirstOrder: firstOrder, usedBefore });
    if (refusal) throw new AppError('PROMO_NOT_APPLICABLE', { message: refusal, fields: { promo_code: refusal } });
    const withCode = priceOrder({ kindPrice, promo: found!, bonuses: null });
    if (welcome > 0 && withCode.promoDiscount <= welcome) {
      const message = `Скидка за регистрацию выгоднее промокода, и они не суммируются: применена она`;
      throw new AppError('PROMO_NOT_APPLICABLE', { message, fields: { promo_code: message } });
    }
    promo = found!;
  }
  const bonuses = input.useBonuses && input.userId !== null ? { balance: await spendableBonuses(tx, input.userId, now) } : null;
  return { price: priceOrder({ kindPrice, promo, bonuses, welcome }), promo };
}

/**
 * The points a new order or payment may count on: the balance less what the user's unpaid orders
 * whose hold still runs and unpaid payments (an extension, a delivery) have counted on. Those
 * points are spent when their order or payment is paid and free again when its hold ends, its
 * payer's time runs out or it is canceled. The account row is locked first (`balance` reads it for
 * update), so a payment settling at the same time is seen whole: spent and its order active, or
 * neither. Parallel checkouts of one account are already one after the other (`lockHolder`).
 */
export async function spendableBonuses(tx: Tx, userId: number, now: Date, except?: HeldPaymentFilter): Promise<number> {
  const balance = await bonusLedgerMoves.balance(tx, userId);
  const [row] = await tx
    .select({ reserved: sql<number>`coalesce(sum(${orders.bonusesUsed}), 0)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, 'awaiting_payment'),
        or(isNull(orders.holdExpiresAt), gt(orders.holdExpiresAt, now)),
      ),
    );
  const byPayments = await heldBonusPoints(tx, userId, now, except);
  return Math.max(0, balance - Number(row?.reserved ?? 0) - byPayments);
}

/** The periods of an item by tariff kind, each with its price (GET …/get-periods). */
export async function periodsForItem<Item extends BookedItem>(tx: Tx, kind: ProductKind<Item>, itemId: number) {
  const sold = kind.periods;
  if (!sold) throw new AppError('NOT_FOUND', { message: 'У этого вида заказа нет сроков аренды' });
  const item = await kind.item(tx, itemId);
  const prices = await sold.tariffs(tx, item);
  const periods = await sold.list(tx);
  const byKind: Record<
    TariffKind,
    { code: string; title: string; length: number; discount_percent: number; unit_price: number; base: number; total: number }[]
  > = { monthly: [], daily: [], guest: [] };
  for (const tariff of prices) {
    const tariffKind = tariff.kind;
    if (!(tariffKind in byKind)) continue;
    for (const period of periods.filter((row) => row.tariffKind === tariffKind)) {
      const kindPrice = await sold.price(tx, { item, tariffKind, period, unitPrice: tariff.price });
      const price = priceOrder({ kindPrice, promo: null, bonuses: null });
      byKind[tariffKind].push({
        code: period.code,
        title: period.title,
        length: period.length,
        discount_percent: period.discountPercent,
        unit_price: tariff.price,
        base: price.base,
        total: price.total,
      });
    }
  }
  return {
    cell: sold.card(item),
    tariffs: Object.fromEntries(prices.map((t) => [t.kind, t.price])) as Partial<Record<TariffKind, number>>,
    periods: byKind,
  };
}
