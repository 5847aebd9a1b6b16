import { formatPhone } from '../../../lib/format/phone';
import { siteConfig } from '../../../lib/site-config';

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

/** JSON for a script element: "<" is escaped so no string in the data can close the tag. */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export function OrganizationJsonLd() {
  return (
    <script
      type="application/ld+json"
      // The content is our own constant data, escaped above.
      dangerouslySetInnerHTML={{ __html: jsonForScript(organizationData) }}
    />
  );
}
