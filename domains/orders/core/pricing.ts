import { formatDate } from '../../../lib/format/dates';
import { formatRub, roundRub } from '../../../lib/format/money';
import type { KindPrice, PriceLine, PriceSnapshot } from '../tables';
import { FIRST_MONTH_PERCENT, firstMonthDiscount, referralProblem, welcomeLine } from './promo-rules';

/** Bonus points pay at most this share of what is left after discounts (1 point = 1 ₽). */
export const BONUS_MAX_SHARE = 0.5;

/** The bonus share as the texts state it: 50 (per cent). */
export function bonusSharePercent(): number {
  return Math.round(BONUS_MAX_SHARE * 100);
}

export type TariffKind = 'monthly' | 'daily' | 'guest';

export interface PeriodInfo {
  code: string;
  title: string;
  tariffKind: TariffKind;
  /** months for monthly, days otherwise */
  length: number;
  discountPercent: number;
}

export interface PromoRule {
  code: string;
  discountType: string;
  value: number;
  kinds: string[];
  minTotal: number;
  firstOrderOnly: boolean;
  ownerUserId: number | null;
  /** A user's code to share (decision 0025): a friend's first order only, never its owner's. */
  referrerUserId?: number | null;
  validFrom: Date | null;
  validTo: Date | null;
  maxUses: number | null;
  usedCount: number;
  active: boolean;
}

export interface PromoContext {
  now: Date;
  /** order kind: storage, cloud… */
  kind: string;
  /** the sum the promo applies to (after the period discount) */
  subtotal: number;
  userId: number | null;
  /** the user has no paid order yet */
  isFirstOrder: boolean;
  /** the user has a paid order with this very code (the moving discount is one per account) */
  usedBefore?: boolean;
}

/** Why a promo code cannot be applied (Russian, for fields.promo_code), or null when it can. */
export function promoProblem(promo: PromoRule | undefined, ctx: PromoContext): string | null {
  if (!promo) return 'Такого промокода нет. Проверьте написание';
  if (!promo.active) return 'Промокод больше не действует';
  if (promo.validFrom && promo.validFrom.getTime() > ctx.now.getTime()) return `Промокод начнёт действовать ${formatDate(promo.validFrom)}`;
  if (promo.validTo && promo.validTo.getTime() <= ctx.now.getTime()) return 'Срок действия промокода истёк';
  if (promo.maxUses !== null && promo.usedCount >= promo.maxUses) return 'Промокод уже использован максимальное число раз';
  if (promo.kinds.length > 0 && !promo.kinds.includes(ctx.kind)) return 'Промокод не подходит для этой услуги';
  const referral = referralProblem(promo, ctx);
  if (referral) return referral;
  if (promo.discountType === FIRST_MONTH_PERCENT) {
    if (ctx.userId === null) return 'Скидку на переезд можно применить после входа в аккаунт';
    if (ctx.usedBefore) return 'Скидка на переезд уже использована: она одна на аккаунт и номер телефона';
  }
  if (promo.ownerUserId !== null) {
    if (ctx.userId === null) return 'Это персональный промокод: войдите в аккаунт, чтобы применить его';
    if (ctx.userId !== promo.ownerUserId) return 'Это персональный промокод другого пользователя';
  }
  if (promo.firstOrderOnly) {
    if (ctx.userId === null) return 'Промокод на первый заказ можно применить после входа в аккаунт';
    if (!ctx.isFirstOrder) return 'Промокод действует только на первый заказ';
  }
  if (ctx.subtotal < promo.minTotal) return `Промокод действует для заказов от ${formatRub(promo.minTotal)}`;
  return null;
}

/**
 * The discount of a valid promo code on a sum: a percent or a fixed sum, or a percent of the first
 * period up to a cap (the moving discount, which needs the kind's `firstPeriodAmount`), never more than the sum.
 */
export function promoDiscount(promo: Pick<PromoRule, 'discountType' | 'value'>, subtotal: number, firstPeriod = subtotal): number {
  if (promo.discountType === FIRST_MONTH_PERCENT) return Math.min(firstMonthDiscount(promo.value, firstPeriod), subtotal);
  const raw = promo.discountType === 'percent' ? (subtotal * Math.min(Math.max(promo.value, 0), 100)) / 100 : promo.value;
  return Math.min(Math.max(roundRub(raw), 0), subtotal);
}

/** The most bonus points an order may use: a share of the sum and the balance. */
export function bonusLimit(remaining: number, balance: number): number {
  return Math.max(0, Math.min(Math.floor(remaining * BONUS_MAX_SHARE), Math.floor(balance)));
}

export interface PriceInput {
  /** The kind's own lines and figures for the customer's choice. */
  kindPrice: KindPrice;
  /** A promo code already checked with promoProblem, or null. */
  promo: Pick<PromoRule, 'code' | 'discountType' | 'value'> | null;
  /** Bonus points to use; null for guests and when not asked. */
  bonuses: { balance: number } | null;
  /** The registration discount (roubles) when it applies instead of a promo code; 0 or absent otherwise. */
  welcome?: number;
}

/** The units of the discount lines the core adds on top of a kind's price (a promo code, the registration discount, points). */
const CORE_UNITS = new Set(['promo', 'welcome', 'point']);

/**
 * The kind's price a stored snapshot was made from: its lines without the core's discounts, so an
 * unpaid order is priced again (another promo code) without asking the kind. A snapshot older than
 * the structured lines gives one charge of its base and its period discount.
 */
export function kindPriceOf(snapshot: PriceSnapshot): KindPrice {
  const { tariffKind, periodCode, periodTitle, unitPrice, units, periodDiscountPercent } = snapshot;
  const summary = { tariffKind, periodCode, periodTitle, unitPrice, units, periodDiscountPercent };
  const firstPeriodAmount = snapshot.firstPeriodAmount ?? snapshot.base - snapshot.periodDiscount;
  if (snapshot.priceLines) {
    return { lines: snapshot.priceLines.filter((line) => !CORE_UNITS.has(line.unit)), firstPeriodAmount, summary };
  }
  const title = snapshot.lines[0]?.title ?? periodTitle;
  const lines: PriceLine[] = [{ title, unit: 'period', quantity: 1, unit_price: snapshot.base, amount: snapshot.base, type: 'charge' }];
  if (snapshot.periodDiscount > 0) lines.push(discountLine('Скидка за срок', 'period', snapshot.periodDiscount));
  return { lines, firstPeriodAmount, summary };
}

/** A discount line of the core (a promo code, the registration discount): one unit of a negative sum. */
function discountLine(title: string, unit: string, off: number): PriceLine {
  return { title, unit, quantity: 1, unit_price: -off, amount: -off, type: 'discount' };
}

const sum = (lines: PriceLine[]) => lines.reduce((total, line) => total + line.amount, 0);

/**
 * The price of an order: the kind's lines (charges, fees and its own discounts, in its own units),
 * then a promo code or the registration discount and bonus points on top, as discount lines, and the
 * total. Pure: the server stores the result as is; `lines` ({title, amount}) are derived for the answers.
 */
export function priceOrder(input: PriceInput): PriceSnapshot {
  const own = input.kindPrice.lines;
  const base = sum(own.filter((line) => line.type !== 'discount'));
  const periodDiscount = own.filter((line) => line.type === 'discount').reduce((total, line) => total - line.amount, 0);
  const afterPeriod = base - periodDiscount;
  const firstPeriod = Math.max(0, input.kindPrice.firstPeriodAmount);
  const welcomeOff = input.promo ? 0 : Math.min(Math.max(input.welcome ?? 0, 0), afterPeriod);
  const promoOff = input.promo ? promoDiscount(input.promo, afterPeriod, firstPeriod) : welcomeOff;
  const afterPromo = afterPeriod - promoOff;
  const bonusesUsed = input.bonuses ? bonusLimit(afterPromo, input.bonuses.balance) : 0;
  const total = Math.max(0, afterPromo - bonusesUsed);

  const priceLines: PriceLine[] = [...own];
  if (input.promo && promoOff > 0) priceLines.push(discountLine(`Промокод ${input.promo.code}`, 'promo', promoOff));
  if (welcomeOff > 0) priceLines.push(discountLine(welcomeLine(welcomeOff).title, 'welcome', welcomeOff));
  if (bonusesUsed > 0) {
    priceLines.push({
      title: 'Оплата бонусами',
      unit: 'point',
      quantity: bonusesUsed,
      unit_price: -1,
      amount: -bonusesUsed,
      type: 'discount',
    });
  }

  return {
    ...input.kindPrice.summary,
    base,
    periodDiscount,
    promoCode: input.promo && promoOff > 0 ? input.promo.code : (input.promo?.code ?? null),
    promoDiscount: promoOff,
    bonusesUsed,
    total,
    firstPeriodAmount: firstPeriod,
    priceLines,
    lines: [...priceLines.map(({ title, amount }) => ({ title, amount })), { title: 'Итого к оплате', amount: total }],
  };
}

/** The price of one more period of a running rental (auto renewal, extension): no promo, no bonuses. */
export function renewalPrice(kindPrice: KindPrice): PriceSnapshot {
  return priceOrder({ kindPrice, promo: null, bonuses: null });
}
