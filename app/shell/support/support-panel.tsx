import { lazy, Suspense } from 'react';
import { loginDialogHref } from '../../features/auth/safe-redirect';
import { formatPhone, phoneHref } from '../../../lib/format/phone';
import { siteConfig } from '../../../lib/site-config';
import { SmartLink } from '../smart-link';
import styles from './support-launcher.module.css';

// The chat is a chunk of its own, loaded when a signed-in visitor first opens the widget.
const WidgetChat = lazy(() => import('./widget-chat').then((module) => ({ default: module.WidgetChat })));

interface SupportPanelProps {
  signedIn: boolean;
  phone: string;
  pathname: string;
  search: string;
  onLeave: () => void;
}

/** The widget's open panel: the chat for a signed-in visitor; sign-in, the phone and e-mail for a guest. */
export function SupportPanel({ signedIn, phone, pathname, search, onLeave }: SupportPanelProps) {
  return (
    <div
      className={`${styles.panel} ${signedIn ? styles.chatPanel : ''}`}
      id="support-panel"
      role="dialog"
      aria-label="Поддержка"
      data-testid="support-panel"
    >
      <div className={styles.head}>
        <p className={styles.title}>Поддержка {siteConfig.hours.toLowerCase()}</p>
        {signedIn ? (
          <SmartLink to="/cabinet/support/" className={styles.full} onClick={onLeave}>
            Открыть в кабинете
          </SmartLink>
        ) : null}
      </div>
      {signedIn ? (
        <Suspense fallback={<p className={styles.loading}>Загружаем чат…</p>}>
          <WidgetChat />
        </Suspense>
      ) : (
        <>
          <SmartLink className="btn btn-primary" to={loginDialogHref(pathname, search)} data-testid="support-login">
            Войти и написать в чат
          </SmartLink>
          <a className="btn btn-secondary" href={phoneHref(phone)}>
            Позвонить {formatPhone(phone)}
          </a>
          <a className={styles.mail} href={`mailto:${siteConfig.email}`}>
            {siteConfig.email}
          </a>
        </>
      )}
    </div>
  );
}
