import { useEffect, useRef } from 'react';
import type { Viewer } from '../../../domains/auth/schema';
import { siteConfig } from '../../../lib/site-config';
import { useLogout } from '../../features/auth/logout';
import { cabinetMenu, isCabinetSectionBuilt } from '../cabinet/cabinet-menu';
import { CitySelector } from '../city/city-selector';
import { SmartLink } from '../smart-link';
import { CoinIcon } from './header-icons';
import styles from './mobile-menu.module.css';
import { servicesMenu } from './services-menu';
import { SupportPhone } from './support-phone';
import { viewerName } from './viewer-name';
import { useUnreadCount } from '../realtime/realtime-provider';

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  loginTo: string;
  viewer: Viewer | null;
  /** A guest's "Бонусные баллы": the explainer dialog. */
  onBonusInfo: () => void;
}

/**
 * The services menu as a full-screen sheet on small screens: the login button, or the cabinet and
 * Выйти. The header loads it when the menu button is first pressed (the desktop header shows the
 * same services, city and phone).
 */
export function MobileMenu({ open, onClose, loginTo, viewer, onBonusInfo }: MobileMenuProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const logout = useLogout();
  const unread = useUnreadCount(viewer?.unread_notifications_count ?? 0);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      id="mobile-menu"
      className={styles.menu}
      aria-label="Меню"
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      data-testid="mobile-menu"
    >
      <div className={styles.top}>
        <span className={styles.title}>Меню</span>
        <button type="button" className={styles.close} onClick={onClose} aria-label="Закрыть меню">
          ×
        </button>
      </div>
      <nav aria-label="Услуги (мобильное меню)">
        <ul className={styles.links}>
          {servicesMenu.map((item) => (
            <li key={item.to}>
              <SmartLink to={item.to} onClick={onClose}>
                {item.label}
              </SmartLink>
            </li>
          ))}
          {viewer?.has_companies ? null : (
            <li>
              <a href="/redirect/bisiness/header/">Аренда для бизнеса</a>
            </li>
          )}
        </ul>
      </nav>
      {viewer ? (
        <nav aria-label="Личный кабинет (мобильное меню)" className={styles.block} data-testid="mobile-account">
          <p className={styles.who}>
            <span>{viewerName(viewer)}</span>
            {isCabinetSectionBuilt('/cabinet/bonuses/') ? (
              <SmartLink to="/cabinet/bonuses/" onClick={onClose} className={styles.bonuses}>
                Бонусы: {viewer.short_bonuses}
              </SmartLink>
            ) : (
              <span className={styles.bonuses}>Бонусы: {viewer.short_bonuses}</span>
            )}
          </p>
          <ul className={styles.account}>
            {cabinetMenu(viewer.has_companies).map((item) => (
              <li key={item.to}>
                <SmartLink to={item.to} onClick={onClose}>
                  {item.label}
                  {item.to === '/cabinet/notifications/' && unread > 0 ? <span className={styles.count}> ({unread})</span> : null}
                </SmartLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : (
        <button type="button" className={styles.bonusInfo} onClick={onBonusInfo} aria-haspopup="dialog">
          <CoinIcon />
          Бонусные баллы: что это
        </button>
      )}
      <div className={styles.block}>
        <CitySelector variant="mobile" />
      </div>
      <div className={styles.block}>
        <SupportPhone className={styles.phone} />
        <a href={siteConfig.social.url} target="_blank" rel="noopener noreferrer" className={styles.social}>
          Мы во {siteConfig.social.name}
        </a>
      </div>
      {viewer ? (
        <button
          type="button"
          className={`btn btn-secondary ${styles.login}`}
          onClick={() => {
            onClose();
            void logout();
          }}
        >
          Выйти
        </button>
      ) : (
        <SmartLink to={loginTo} className={`btn btn-primary ${styles.login}`} onClick={onClose}>
          Войти
        </SmartLink>
      )}
    </dialog>
  );
}
