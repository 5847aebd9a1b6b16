import { formatPhone } from '../../../lib/format/phone';
import { siteConfig } from '../../../lib/site-config';
import { jsonForScript } from '../../../lib/json-for-script';

/** schema.org Organization of the company, for search engines. */
export const organizationData = {
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: siteConfig.brandName,
  legalName: siteConfig.legalName,
  url: `${siteConfig.siteUrl}/`,
  logo: `${siteConfig.siteUrl}/favicon.svg`,
  email: siteConfig.email,
  foundingDate: String(siteConfig.foundedYear),
  sameAs: [siteConfig.social.url],
  contactPoint: {
    '@type': 'ContactPoint',
    telephone: formatPhone(siteConfig.supportPhone),
    contactType: 'customer support',
    areaServed: 'RU',
    availableLanguage: 'Russian',
  },
};

export function OrganizationJsonLd() {
  return (
    <script
      type="application/ld+json"
      // The content is our own constant data, escaped above.
      dangerouslySetInnerHTML={{ __html: jsonForScript(organizationData) }}
    />
  );
}
