// The promotions' figures and their one-line summary, apart from the rules' texts (rules-data.ts): the
// documents and other pages quote the figures without loading every rule (rules-data builds its
// texts with function calls at load time, which the bundler has to keep wherever it is imported).
// The figures the prices and the points apply belong to their domains (orders' promotions, bonuses'
// points); they come from those small modules rather than the schema barrels, whose zod schemas
// the bundler would keep on every page that quotes a figure.
import { REGISTRATION_DISCOUNT_RUB, MOVING_DISCOUNT_PERCENT } from '../../../domains/orders/core/promo-figures';

export * from '../../../domains/orders/core/promo-figures';
export * from '../../../domains/bonuses/earning-figures';

/** Working days a review waits for moderation. */
export const REVIEW_MODERATION_DAYS = 3;
/** Days of notice before the terms of a promotion change. */
export const RULES_CHANGE_NOTICE_DAYS = 14;

const nbsp = '\u00a0';

/** The promotions in one line, for the descriptions of /rules/, /promotions/ and the documents list. */
export const PROMOTIONS_SUMMARY =
  `скидка ${MOVING_DISCOUNT_PERCENT}${nbsp}% на переезд, баллы за отзывы и ` + `скидка ${REGISTRATION_DISCOUNT_RUB}${nbsp}₽ за регистрацию`;
