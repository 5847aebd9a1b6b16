// What other features may import from company; the rest of the folder is its own (project/feature-boundaries).
export { Breadcrumbs } from './breadcrumbs';
export { absoluteUrl, companyMeta, jsonForScript } from './page-seo';
export {
  BONUS_VALID_MONTHS,
  MOVING_DISCOUNT_PERCENT,
  PROMOTIONS_SUMMARY,
  REGISTRATION_DISCOUNT_RUB,
  REGISTRATION_MIN_ORDER_RUB,
  REGISTRATION_VALID_DAYS,
  REVIEW_MODERATION_DAYS,
  RULES_CHANGE_NOTICE_DAYS,
} from './rules-figures';
export type { PromoRule } from './rules-data';
