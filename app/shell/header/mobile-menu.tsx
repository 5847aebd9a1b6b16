import { useEffect, useRef } from 'react';
import { siteConfig } from '../../../lib/site-config';
import { CitySelector } from '../city/city-selector';
import { SmartLink } from '../smart-link';
import styles from './mobile-menu.module.css';
import { servicesMenu } from './services-menu';
import { SupportPhone } from './support-phone';

/** The services menu as a full-screen sheet on small screens, with the login button. */
export function MobileMenu({ open, onClose, loginTo }: { open: boolean; onClose: () => void; loginTo: string }) {
  const ref = useRef<HTMLDialogElement>(null);

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
          <li>
            <a href="/redirect/bisiness/header/">Аренда для бизнеса</a>
          </li>
        </ul>
      </nav>
      <div className={styles.block}>
        <CitySelector variant="mobile" />
      </div>
      <div className={styles.block}>
        <SupportPhone className={styles.phone} />
        <a href={siteConfig.social.url} target="_blank" rel="noopener noreferrer" className={styles.social}>
          Мы во {siteConfig.social.name}
        </a>
      </div>
      <SmartLink to={loginTo} className={`btn btn-primary ${styles.login}`} onClick={onClose}>
        Войти
      </SmartLink>
    </dialog>
  );
}
