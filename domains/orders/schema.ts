// The orders domain's API shapes: placing and paying orders, and the cabinet side.
export * from './core/order-schema';
export * from './core/order-answers-schema';
export * from './cabinet/cabinet-schema';
/** The rules the site states in words (the bonus share), from where the pricing applies them. */
export { BONUS_MAX_SHARE, bonusSharePercent } from './core/pricing';
/** The promotions' figures pricing applies, quoted by the rules pages and the documents. */
export * from './core/promo-figures';
export * from './core/fine';
