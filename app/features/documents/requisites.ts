import { formatPhone } from '../../../lib/format/phone';
import { siteConfig } from '../../../lib/site-config';
import { bonusSharePercent } from '../../../domains/orders/core/pricing';
import { formatRub } from '../../../lib/format/money';
import {
  BONUS_VALID_MONTHS,
  MOVING_DISCOUNT_PERCENT,
  REGISTRATION_DISCOUNT_RUB,
  REGISTRATION_MIN_ORDER_RUB,
  REGISTRATION_VALID_DAYS,
  REVIEW_MODERATION_DAYS,
  RULES_CHANGE_NOTICE_DAYS,
} from '../company';

/**
 * КПП is not in lib/site-config.ts yet: a placeholder like the other requisites there,
 * to be moved into the site config with the real values.
 */
const KPP_PLACEHOLDER = '770101001';

/** The values documents may insert as {{name}}: the site config, and the promotions' figures (rules-data.ts, pricing). */
export const requisites: Record<string, string> = {
  'company.name': siteConfig.legalName,
  'company.brand': siteConfig.brandName,
  'company.inn': siteConfig.inn,
  'company.ogrn': siteConfig.ogrn,
  'company.kpp': KPP_PLACEHOLDER,
  'company.address': siteConfig.legalAddress,
  'company.email': siteConfig.email,
  'company.phone': formatPhone(siteConfig.supportPhone),
  'company.rentalPhone': formatPhone(siteConfig.rentalPhone),
  'company.site': siteConfig.siteUrl,
  'company.hours': siteConfig.hours.toLowerCase(),
  'rules.movingDiscountPercent': String(MOVING_DISCOUNT_PERCENT),
  'rules.bonusSharePercent': String(bonusSharePercent()),
  'rules.bonusValidMonths': String(BONUS_VALID_MONTHS),
  'rules.reviewModerationDays': String(REVIEW_MODERATION_DAYS),
  'rules.registrationDiscount': formatRub(REGISTRATION_DISCOUNT_RUB),
  'rules.registrationMinOrder': formatRub(REGISTRATION_MIN_ORDER_RUB),
  'rules.registrationValidDays': String(REGISTRATION_VALID_DAYS),
  'rules.changeNoticeDays': String(RULES_CHANGE_NOTICE_DAYS),
};

/** Replaces every {{name}}; an unknown name is a mistake in the text and throws. */
export function fillPlaceholders(text: string, values: Record<string, string> = requisites): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Unknown placeholder {{${name}}}`);
    return value;
  });
}
