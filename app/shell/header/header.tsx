import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { siteConfig } from '../../../lib/site-config';
import { CitySelector } from '../city/city-selector';
import { brandVariantFor } from '../shell-data';
import { SmartLink } from '../smart-link';
import styles from './header.module.css';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { servicesMenu } from './services-menu';
import { SupportPhone } from './support-phone';

export function loginHref(pathname: string, search: string): string {
  const params = new URLSearchParams({ login: 'dialog' });
  const back = `${pathname}${search}`;
  if (back !== '/') params.set('redirect_back', back);
  return `${pathname}?${params.toString()}`;
}

/** The 64 px header of every default and cabinet page. */
export function Header() {
  const location = useLocation();
  const variant = brandVariantFor(location.pathname);
  const [menuOpen, setMenuOpen] = useState(false);

  useEffect(() => setMenuOpen(false), [location.pathname]);

  return (
    <header className={styles.header} data-brand={variant}>
      <div className={`container ${styles.inner}`}>
        <Logo variant={variant} />
        <nav className={styles.nav} aria-label="Услуги">
          <ul className={styles.navList}>
            {servicesMenu.map((item) => (
              <li key={item.to}>
                <SmartLink
                  to={item.to}
                  className={styles.navLink}
                  aria-current={location.pathname.startsWith(item.to) ? 'page' : undefined}
                >
                  {item.label}
                </SmartLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.city}>
          <CitySelector variant="desktop" />
        </div>
        <div className={styles.end}>
          <SupportPhone className={styles.phone} />
          <a className={styles.social} href={siteConfig.social.url} target="_blank" rel="noopener noreferrer" aria-label={siteConfig.social.name}>
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
              <path
                fill="currentColor"
                d="M12.8 17.5c-5.5 0-8.6-3.8-8.8-10h2.8c.1 4.6 2.1 6.5 3.7 6.9V7.5h2.6v3.9c1.6-.2 3.3-2 3.8-3.9h2.6a7.7 7.7 0 0 1-3.5 5 7.9 7.9 0 0 1 4.1 5h-2.9a5 5 0 0 0-4.1-3.6v3.6h-.3Z"
              />
            </svg>
          </a>
          <a className={styles.business} href="/redirect/bisiness/header/">
            Аренда для бизнеса
          </a>
          <SmartLink to={loginHref(location.pathname, location.search)} className={`btn btn-primary ${styles.login}`} preventScrollReset>
            Войти
          </SmartLink>
          <button
            type="button"
            className={styles.burger}
            aria-label="Открыть меню"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen(true)}
          >
            <span />
            <span />
            <span />
          </button>
        </div>
      </div>
      <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} loginTo={loginHref(location.pathname, location.search)} />
    </header>
  );
}
