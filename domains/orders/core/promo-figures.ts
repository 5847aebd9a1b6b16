// The figures of the promotions that pricing applies (promo-rules.ts): the rules pages, the documents
// and the prices quote these, so a change here changes the texts and the prices together.

/** The registration discount: a new account's first order from the minimum, within its days. */
export const REGISTRATION_DISCOUNT_RUB = 500;
export const REGISTRATION_MIN_ORDER_RUB = 2000;
export const REGISTRATION_VALID_DAYS = 30;
/** The moving code ПЕРЕЕЗД: a percent of the first month, up to the cap. */
export const MOVING_DISCOUNT_PERCENT = 25;
export const MOVING_DISCOUNT_MAX_RUB = 5000;
/** The personal code to share: the friend's discount on their first order from the sum. */
export const REFERRAL_FRIEND_DISCOUNT_RUB = 700;
export const REFERRAL_MIN_ORDER_RUB = 2000;
