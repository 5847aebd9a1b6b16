import { formatDate } from '../../../lib/format/dates';
import { formatRub, roundRub } from '../../../lib/format/money';
import { pluralRu } from '../../../lib/format/plural';
import type { PriceSnapshot } from '../tables';
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
 * month up to a cap (the moving discount, which needs `firstMonth`), never more than the sum.
 */
export function promoDiscount(promo: Pick<PromoRule, 'discountType' | 'value'>, subtotal: number, firstMonth = subtotal): number {
  if (promo.discountType === FIRST_MONTH_PERCENT) return Math.min(firstMonthDiscount(promo.value, firstMonth), subtotal);
  const raw = promo.discountType === 'percent' ? (subtotal * Math.min(Math.max(promo.value, 0), 100)) / 100 : promo.value;
  return Math.min(Math.max(roundRub(raw), 0), subtotal);
}

/** The most bonus points an order may use: a share of the sum and the balance. */
export function bonusLimit(remaining: number, balance: number): number {
  return Math.max(0, Math.min(Math.floor(remaining * BONUS_MAX_SHARE), Math.floor(balance)));
}

export function unitWord(kind: TariffKind, count: number): string {
  return kind === 'monthly' ? pluralRu(count, ['месяц', 'месяца', 'месяцев']) : pluralRu(count, ['день', 'дня', 'дней']);
}

export interface PriceInput {
  tariffKind: TariffKind;
  /** RUB per month (monthly) or per day (daily, guest) */
  unitPrice: number;
  /** "ячейка S (2 м²)" for the first line */
  subject: string;
  period: PeriodInfo;
  /** A promo code already checked with promoProblem, or null. */
  promo: Pick<PromoRule, 'code' | 'discountType' | 'value'> | null;
  /** Bonus points to use; null for guests and when not asked. */
  bonuses: { balance: number } | null;
  /** The registration discount (roubles) when it applies instead of a promo code; 0 or absent otherwise. */
  welcome?: number;
}

/** The price of a rental, with its lines in Russian. Pure: the server stores the result as is. */
export function priceOrder(input: PriceInput): PriceSnapshot {
  const units = input.period.length;
  const unitPrice = Math.max(0, roundRub(input.unitPrice));
  const base = unitPrice * units;
  const percent = Math.min(Math.max(input.period.discountPercent, 0), 100);
  const periodDiscount = roundRub((base * percent) / 100);
  const afterPeriod = base - periodDiscount;
  const firstMonth = firstMonthPrice(input.tariffKind, unitPrice, units, percent);
  const welcomeOff = input.promo ? 0 : Math.min(Math.max(input.welcome ?? 0, 0), afterPeriod);
  const promoOff = input.promo ? promoDiscount(input.promo, afterPeriod, firstMonth) : welcomeOff;
  const afterPromo = afterPeriod - promoOff;
  const bonusesUsed = input.bonuses ? bonusLimit(afterPromo, input.bonuses.balance) : 0;
  const total = Math.max(0, afterPromo - bonusesUsed);

  const lines: PriceSnapshot['lines'] = [
    { title: `Аренда: ${input.subject}, ${formatRub(unitPrice)} × ${units} ${unitWord(input.tariffKind, units)}`, amount: base },
  ];
  if (periodDiscount > 0) lines.push({ title: `Скидка за период «${input.period.title}» (${percent} %)`, amount: -periodDiscount });
  if (input.promo && promoOff > 0) lines.push({ title: `Промокод ${input.promo.code}`, amount: -promoOff });
  if (welcomeOff > 0) lines.push(welcomeLine(welcomeOff));
  if (bonusesUsed > 0) lines.push({ title: 'Оплата бонусами', amount: -bonusesUsed });
  lines.push({ title: 'Итого к оплате', amount: total });

  return {
    tariffKind: input.tariffKind,
    periodCode: input.period.code,
    periodTitle: input.period.title,
    unitPrice,
    units,
    base,
    periodDiscountPercent: percent,
    periodDiscount,
    promoCode: input.promo && promoOff > 0 ? input.promo.code : (input.promo?.code ?? null),
    promoDiscount: promoOff,
    bonusesUsed,
    total,
    lines,
  };
}

/** What the first month of a rental costs after the period discount: a month's price, or up to 30 days of a daily one. */
export function firstMonthPrice(kind: TariffKind, unitPrice: number, units: number, periodPercent: number): number {
  const first = kind === 'monthly' ? unitPrice : unitPrice * Math.min(units, 30);
  return roundRub((first * (100 - periodPercent)) / 100);
}

/** The price of one more period of a running rental (auto renewal, extension): no promo, no bonuses. */
export function renewalPrice(input: Omit<PriceInput, 'promo' | 'bonuses'>): PriceSnapshot {
  return priceOrder({ ...input, promo: null, bonuses: null });
}
