// The promotions' figures and their one-line summary, apart from the rules' texts (rules-data.ts): the
// documents and other pages quote the figures without loading every rule (rules-data builds its
// texts with function calls at load time, which the bundler has to keep wherever it is imported).

export const REGISTRATION_DISCOUNT_RUB = 500;
export const REGISTRATION_MIN_ORDER_RUB = 2000;
export const MOVING_DISCOUNT_PERCENT = 25;
export const MOVING_DISCOUNT_MAX_RUB = 5000;
/** The rate of a review with photos: not offered while the review form takes no photos (decision 0025). */
export const REVIEW_POINTS_WITH_PHOTO = 300;
export const REVIEW_POINTS_TEXT = 100;
/** The shortest review (characters) that earns points. */
export const REVIEW_MIN_CHARS_FOR_POINTS = 100;
/** Working days a review waits for moderation, days a registration discount lasts, months bonus points last. */
export const REVIEW_MODERATION_DAYS = 3;
export const REGISTRATION_VALID_DAYS = 30;
export const BONUS_VALID_MONTHS = 12;
/** The personal code to share: the friend's discount on their first order from the sum, the owner's points once it is paid. */
export const REFERRAL_FRIEND_DISCOUNT_RUB = 700;
export const REFERRAL_MIN_ORDER_RUB = 2000;
export const REFERRAL_OWNER_POINTS = 500;
/** Days of notice before the terms of a promotion change. */
export const RULES_CHANGE_NOTICE_DAYS = 14;

const nbsp = '\u00a0';

/** The promotions in one line, for the descriptions of /rules/, /promotions/ and the documents list. */
export const PROMOTIONS_SUMMARY =
  `скидка ${MOVING_DISCOUNT_PERCENT}${nbsp}% на переезд, баллы за отзывы и ` + `скидка ${REGISTRATION_DISCOUNT_RUB}${nbsp}₽ за регистрацию`;
