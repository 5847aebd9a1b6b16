// The figures of bonus points: how long they last and what earns them. The rules pages and the
// documents quote these, so a change here changes the texts and the points together.

/** Months a credit of points lasts (expiry-rules.ts). */
export const BONUS_VALID_MONTHS = 12;
/** Points for an approved review with text; the rate with photos is not offered while the review form takes no photos (decision 0025). */
export const REVIEW_POINTS_TEXT = 100;
export const REVIEW_POINTS_WITH_PHOTO = 300;
/** The shortest review (characters) that earns points. */
export const REVIEW_MIN_CHARS_FOR_POINTS = 100;
/** The owner's points once a friend's first order by their personal code is paid. */
export const REFERRAL_OWNER_POINTS = 500;
