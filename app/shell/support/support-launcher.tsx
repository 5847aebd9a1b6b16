import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { siteConfig } from '../../../lib/site-config';
import { useSupportUnread } from '../realtime/realtime-provider';
import { isRentalRoute, useViewer } from '../shell-data';
import styles from './support-launcher.module.css';

// The panel (and in it the chat) is loaded when the launcher is first pressed: no page pays for it before.
const SupportPanel = lazy(() => import('./support-panel').then((module) => ({ default: module.SupportPanel })));

/**
 * The message widget: a round launcher in the corner (the bottom stack places it), with the unread
 * support replies of a signed-in visitor. Its panel holds the support chat for a signed-in visitor;
 * a guest is offered to sign in to write, and the phone (the rental line on rental pages) and e-mail.
 */
export function SupportLauncher({ className = '' }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const { pathname, search } = useLocation();
  const viewer = useViewer();
  const unread = useSupportUnread();
  if (pathname.startsWith('/cabinet/support/')) return null;
  const phone = isRentalRoute(pathname) ? siteConfig.rentalPhone : siteConfig.supportPhone;
  const label = open ? 'Закрыть поддержку' : unread > 0 ? `Поддержка: непрочитанных ответов ${unread}` : 'Связаться с поддержкой';
  return (
    <div className={`${styles.root} ${className}`}>
      {open ? (
        <Suspense fallback={null}>
          <SupportPanel signedIn={viewer !== null} phone={phone} pathname={pathname} search={search} onLeave={() => setOpen(false)} />
        </Suspense>
      ) : null}
      <button
        type="button"
        className={styles.launcher}
        aria-expanded={open}
        aria-controls="support-panel"
        aria-label={label}
        onClick={() => setOpen(!open)}
        data-testid="support-launcher"
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
        {!open && unread > 0 ? (
          <span className={styles.badge} aria-hidden="true" data-testid="support-unread">
            {unread > 9 ? '9+' : unread}
          </span>
        ) : null}
      </button>
    </div>
  );
}
