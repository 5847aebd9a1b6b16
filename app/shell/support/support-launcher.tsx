import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { loginDialogHref } from '../../features/auth/safe-redirect';
import { formatPhone, phoneHref } from '../../../lib/format/phone';
import { pluralRu } from '../../../lib/format/plural';
import { siteConfig } from '../../../lib/site-config';
import { useSupportUnread } from '../realtime/realtime-provider';
import { isRentalRoute, useViewer } from '../shell-data';
import { SmartLink } from '../smart-link';
import styles from './support-launcher.module.css';

// The chat is a chunk of its own, loaded when a signed-in visitor first opens the widget.
const WidgetChat = lazy(() => import('./widget-chat').then((module) => ({ default: module.WidgetChat })));

function Contacts({ phone }: { phone: string }) {
  return (
    <>
      <a className="btn btn-secondary" href={phoneHref(phone)}>
        Позвонить {formatPhone(phone)}
      </a>
      <a className={styles.mail} href={`mailto:${siteConfig.email}`}>
        {siteConfig.email}
      </a>
    </>
  );
}

/**
 * The message widget: a round launcher in the corner (the bottom stack places it). A signed-in
 * visitor gets the support chat in its panel, with the unread replies on the launcher; a guest is
 * offered to sign in to write, and the phone (the rental line on rental pages) and e-mail.
 */
export function SupportLauncher({ className = '' }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const { pathname, search } = useLocation();
  const viewer = useViewer();
  const unread = useSupportUnread();
  const phone = isRentalRoute(pathname) ? siteConfig.rentalPhone : siteConfig.supportPhone;
  if (pathname.startsWith('/cabinet/support/')) return null;
  const label = open
    ? 'Закрыть поддержку'
    : unread > 0
      ? `Поддержка: ${unread} ${pluralRu(unread, ['новый ответ', 'новых ответа', 'новых ответов'])}`
      : 'Связаться с поддержкой';
  return (
    <div className={`${styles.root} ${className}`}>
      {open ? (
        <div
          className={`${styles.panel} ${viewer ? styles.chatPanel : ''}`}
          id="support-panel"
          role="dialog"
          aria-label="Поддержка"
          data-testid="support-panel"
        >
          <div className={styles.head}>
            <p className={styles.title}>Поддержка {siteConfig.hours.toLowerCase()}</p>
            {viewer ? (
              <SmartLink to="/cabinet/support/" className={styles.full} onClick={() => setOpen(false)}>
                Открыть в кабинете
              </SmartLink>
            ) : null}
          </div>
          {viewer ? (
            <Suspense fallback={<p className={styles.loading}>Загружаем чат…</p>}>
              <WidgetChat />
            </Suspense>
          ) : (
            <>
              <SmartLink className="btn btn-primary" to={loginDialogHref(pathname, search)} data-testid="support-login">
                Войти и написать в чат
              </SmartLink>
              <Contacts phone={phone} />
            </>
          )}
        </div>
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
