import { SmartLink } from '../smart-link';
import { siteConfig } from '../../../lib/site-config';
import type { BrandVariant } from '../shell-data';
import styles from './header.module.css';

const subtitles: Record<BrandVariant, string | null> = {
  main: null,
  storages: 'Хранение',
  prokat: 'Прокат',
  apartment: 'Квартиры',
};

/** The logo, with the section name in the brand variants of storages, prokat and apartments. */
export function Logo({ variant }: { variant: BrandVariant }) {
  const subtitle = subtitles[variant];
  return (
    // The name starts with the visible words (brand and section), so voice control finds the link by them.
    <SmartLink
      to="/"
      className={styles.logo}
      aria-label={`${siteConfig.brandName}${subtitle ? ` ${subtitle}` : ''} — на главную`}
      data-variant={variant}
    >
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" className={styles.logoMark}>
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path d="M8 23V10l8 6 8-6v13" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className={styles.logoText}>
        {siteConfig.brandName}
        {subtitle ? <span className={styles.logoSub}> {subtitle}</span> : null}
      </span>
    </SmartLink>
  );
}
