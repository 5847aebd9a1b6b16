import { useState } from 'react';
import { useLocation } from 'react-router';
import { formatPhone, phoneHref } from '../../../lib/format/phone';
import { siteConfig } from '../../../lib/site-config';
import { isRentalRoute } from '../shell-data';
import styles from './support-launcher.module.css';

/**
 * The message widget: a round launcher in the corner (the bottom stack places it). Until the
 * support chat lands it offers the support phone (the rental line on rental pages) and e-mail.
 */
export function SupportLauncher({ className = '' }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const phone = isRentalRoute(pathname) ? siteConfig.rentalPhone : siteConfig.supportPhone;
  return (
    <div className={`${styles.root} ${className}`}>
      {open ? (
        <div className={styles.panel} id="support-panel" role="dialog" aria-label="Поддержка" data-testid="support-panel">
          <p className={styles.title}>Поддержка {siteConfig.hours.toLowerCase()}</p>
          <a className="btn btn-primary" href={phoneHref(phone)}>
            Позвонить {formatPhone(phone)}
          </a>
          <a className="btn btn-secondary" href={`mailto:${siteConfig.email}`}>
            Написать на {siteConfig.email}
          </a>
        </div>
      ) : null}
      <button
        type="button"
        className={styles.launcher}
        aria-expanded={open}
        aria-controls="support-panel"
        aria-label={open ? 'Закрыть поддержку' : 'Связаться с поддержкой'}
        onClick={() => setOpen(!open)}
      >
        {open ? (
          <span aria-hidden="true" className={styles.cross}>
            ×
          </span>
        ) : (
          <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true">
            <path fill="currentColor" d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2Z" />
          </svg>
        )}
      </button>
    </div>
  );
}
