import { siteConfig } from '../../../lib/site-config';

/** The footer's copyright: the founding year, or the span up to this year. */
export function copyrightLine(year: number): string {
  const first = siteConfig.foundedYear;
  return year > first ? `© ${first}–${year} ${siteConfig.brandName}` : `© ${first} ${siteConfig.brandName}`;
}
