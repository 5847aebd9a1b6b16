import { formatPhone } from '../../../lib/format/phone';
import { siteConfig } from '../../../lib/site-config';

/**
 * КПП is not in lib/site-config.ts yet: a placeholder like the other requisites there,
 * to be moved into the site config with the real values.
 */
const KPP_PLACEHOLDER = '770101001';

/** The values documents may insert as {{name}}; all come from the site config. */
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
};

/** Replaces every {{name}}; an unknown name is a mistake in the text and throws. */
export function fillPlaceholders(text: string, values: Record<string, string> = requisites): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Unknown placeholder {{${name}}}`);
    return value;
  });
}
