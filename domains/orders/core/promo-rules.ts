import { MOVING_DISCOUNT_MAX_RUB, REGISTRATION_DISCOUNT_RUB, REGISTRATION_MIN_ORDER_RUB, REGISTRATION_VALID_DAYS } from './promo-figures';
import { formatRub, roundRub } from '../../../lib/format/money';

/**
 * The promotions of the rules pages as pure rules (decision 0025): the moving discount (a code whose
 * discount type is a percent of the first month up to a cap), the personal code of a user to share
 * with friends, and the registration discount that applies by itself.
 */

/** The discount type of the moving code ПЕРЕЕЗД: a percent of the first month, at most MOVING_DISCOUNT_MAX_RUB. */
export const FIRST_MONTH_PERCENT = 'first_month_percent';

export function firstMonthDiscount(percent: number, firstMonth: number): number {
  const raw = roundRub((Math.max(firstMonth, 0) * Math.min(Math.max(percent, 0), 100)) / 100);
  return Math.min(raw, MOVING_DISCOUNT_MAX_RUB);
}

/** Why a user's shared code does not apply to this person, or null (the rest of the checks still follow). */
export function referralProblem(
  promo: { referrerUserId?: number | null },
  ctx: { userId: number | null; isFirstOrder: boolean },
): string | null {
  const owner = promo.referrerUserId ?? null;
  if (owner === null) return null;
  if (ctx.userId === null) return 'Промокод друга можно применить после входа в аккаунт';
  if (ctx.userId === owner) return 'Это ваш личный промокод: он для друзей. Баллы придут, когда друг оплатит первый заказ';
  if (!ctx.isFirstOrder) return 'Промокод друга действует только на первый заказ';
  return null;
}

export interface RegistrationFacts {
  registeredAt: Date;
  /** The phone belonged to an account deleted before: a new registration gives no discount. */
  phoneReused: boolean;
}

/** Why the registration discount does not apply, or null when it does. */
export function welcomeProblem(
  facts: RegistrationFacts | null,
  ctx: { now: Date; isFirstOrder: boolean; subtotal: number },
): string | null {
  if (!facts) return 'Скидка за регистрацию — после входа в аккаунт';
  if (facts.phoneReused) return 'Скидка за регистрацию уже была у этого номера телефона';
  if (!ctx.isFirstOrder) return 'Скидка за регистрацию — только на первый заказ';
  if (ctx.now.getTime() - facts.registeredAt.getTime() >= REGISTRATION_VALID_DAYS * 86_400_000) {
    return `Скидка за регистрацию действует ${REGISTRATION_VALID_DAYS} дней после регистрации`;
  }
  if (ctx.subtotal < REGISTRATION_MIN_ORDER_RUB) return `Скидка за регистрацию — на заказ от ${formatRub(REGISTRATION_MIN_ORDER_RUB)}`;
  return null;
}

/** The registration discount on an order: the stated sum when it applies, never more than the order. */
export function welcomeDiscount(facts: RegistrationFacts | null, ctx: { now: Date; isFirstOrder: boolean; subtotal: number }): number {
  return welcomeProblem(facts, ctx) ? 0 : Math.min(REGISTRATION_DISCOUNT_RUB, ctx.subtotal);
}

export const WELCOME_LINE_TITLE = 'Скидка за регистрацию';

export function welcomeLine(amount: number): { title: string; amount: number } {
  return { title: WELCOME_LINE_TITLE, amount: -amount };
}
