import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Viewer } from '../../../domains/auth/schema';
import { pluralRu } from '../../../lib/format/plural';
import { siteConfig } from '../../../lib/site-config';
import { preloadLoginDialog } from '../../features/auth/login-dialog-gate';
import { loginDialogHref } from '../../features/auth/safe-redirect';
import { CityQuestion } from '../city/city-question';
import { CitySelector } from '../city/city-selector';
import { brandVariantFor, useViewer } from '../shell-data';
import { SmartLink } from '../smart-link';
import { AccountMenu } from './account-menu';
import styles from './header.module.css';
import { BellIcon, CoinIcon } from './header-icons';
import { Logo } from './logo';
import { servicesMenu } from './services-menu';
import { SupportPhone } from './support-phone';
import { useUnreadCount } from '../realtime/realtime-provider';

// Loaded when first opened: the mobile menu (with the signed-in cabinet links and Выйти) and the
// guest's bonus explainer. The server renders neither (both are closed native dialogs).
const MobileMenu = lazy(() => import('./mobile-menu').then((module) => ({ default: module.MobileMenu })));
const BonusInfoDialog = lazy(() => import('../../features/auth/bonus-info-dialog').then((module) => ({ default: module.BonusInfoDialog })));

/** The address that opens the login dialog over this page and comes back to it. */
export const loginHref = loginDialogHref;

/** The bell's accessible name: "Уведомления: 3 непрочитанных". */
export function notificationsLabel(count: number): string {
  if (count <= 0) return 'Уведомления, непрочитанных нет';
  return `Уведомления: ${count} ${pluralRu(count, ['непрочитанное', 'непрочитанных', 'непрочитанных'])}`;
}

function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

function ViewerTools({ viewer }: { viewer: Viewer }) {
  const count = useUnreadCount(viewer.unread_notifications_count);
  return (
    <>
      <SmartLink
        to="/cabinet/bonuses/"
        className={styles.bonus}
        aria-label={`Бонусы: ${viewer.short_bonuses}`}
        data-testid="header-bonuses"
      >
        <CoinIcon />
        <span>{viewer.short_bonuses}</span>
      </SmartLink>
      <SmartLink
        to="/cabinet/notifications/"
        className={styles.bell}
        aria-label={notificationsLabel(count)}
        data-testid="header-notifications"
      >
        <BellIcon />
        {count > 0 ? (
          <span className={styles.badge} aria-hidden="true">
            {badgeText(count)}
          </span>
        ) : null}
      </SmartLink>
      <AccountMenu viewer={viewer} className={styles.account} />
    </>
  );
}

/** The 64 px header of every default and cabinet page, and on phones the city question under it. */
export function Header() {
  const location = useLocation();
  const navigate = useNavigate();
  const viewer = useViewer();
  const variant = brandVariantFor(location.pathname);
  const [menuOpen, setMenuOpen] = useState(false);
  const [bonusOpen, setBonusOpen] = useState(false);
  // Once opened, the lazily loaded dialogs stay mounted (closed), as they were before loading.
  const [menuLoaded, setMenuLoaded] = useState(false);
  const [bonusLoaded, setBonusLoaded] = useState(false);
  const loginTo = loginHref(location.pathname, location.search);

  useEffect(() => setMenuOpen(false), [location.pathname]);
  useEffect(() => {
    if (menuOpen) setMenuLoaded(true);
  }, [menuOpen]);
  useEffect(() => {
    if (bonusOpen) setBonusLoaded(true);
  }, [bonusOpen]);

  return (
    <>
      <header className={styles.header} data-brand={variant} data-signed-in={viewer ? '' : undefined}>
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
            <a
              className={styles.social}
              href={siteConfig.social.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={siteConfig.social.name}
            >
              <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
                <path
                  fill="currentColor"
                  d={
                    'M12.8 17.5c-5.5 0-8.6-3.8-8.8-10h2.8c.1 4.6 2.1 6.5 3.7 6.9V7.5h2.6v3.9c1.6-.2 3.3-2 ' +
                    '3.8-3.9h2.6a7.7 7.7 0 0 1-3.5 5 7.9 7.9 0 0 1 4.1 5h-2.9a5 5 0 0 0-4.1-3.6v3.6h-.3Z'
                  }
                />
              </svg>
            </a>
            {viewer?.has_companies ? null : (
              <a className={styles.business} href="/redirect/bisiness/header/">
                Аренда для бизнеса
              </a>
            )}
            {viewer ? (
              <ViewerTools viewer={viewer} />
            ) : (
              <>
                <button
                  type="button"
                  className={styles.bonus}
                  onClick={() => setBonusOpen(true)}
                  aria-haspopup="dialog"
                  aria-label="Бонусные баллы: что это"
                  title="Бонусные баллы"
                  data-testid="header-bonuses"
                >
                  <CoinIcon size={24} />
                </button>
                <SmartLink
                  to={loginTo}
                  className={`btn btn-primary ${styles.login}`}
                  preventScrollReset
                  onMouseEnter={preloadLoginDialog}
                  onFocus={preloadLoginDialog}
                  onTouchStart={preloadLoginDialog}
                >
                  Войти
                </SmartLink>
              </>
            )}
            <button
              type="button"
              className={styles.burger}
              aria-label="Открыть меню"
              aria-expanded={menuOpen}
              aria-controls={menuLoaded ? 'mobile-menu' : undefined}
              onClick={() => setMenuOpen(true)}
            >
              <span />
              <span />
              <span />
            </button>
          </div>
        </div>
        {menuOpen || menuLoaded ? (
          <Suspense fallback={null}>
            <MobileMenu
              open={menuOpen}
              onClose={() => setMenuOpen(false)}
              loginTo={loginTo}
              viewer={viewer}
              onBonusInfo={() => {
                setMenuOpen(false);
                setBonusOpen(true);
              }}
            />
          </Suspense>
        ) : null}
        {viewer || !(bonusOpen || bonusLoaded) ? null : (
          <Suspense fallback={null}>
            <BonusInfoDialog
              open={bonusOpen}
              onClose={() => setBonusOpen(false)}
              onLogin={() => {
                setBonusOpen(false);
                void navigate(loginTo, { preventScrollReset: true });
              }}
            />
          </Suspense>
        )}
      </header>
      <CityQuestion />
    </>
  );
}
