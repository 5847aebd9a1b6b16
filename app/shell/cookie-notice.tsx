import { useState } from 'react';
import { COOKIE, writeCookie } from './cookies';
import { useDialogs } from './dialogs/dialogs-provider';
import { useShellData } from './shell-data';
import styles from './cookie-notice.module.css';

const POLICY_PATH = '/documents/personal-data/';

/**
 * Shown until the visitor presses Понятно; the answer is kept in the showCookies cookie. It sits in
 * the bottom stack (see BottomStack), which places it.
 */
export function CookieNotice({ className = '' }: { className?: string }) {
  const { showCookies } = useShellData();
  const [visible, setVisible] = useState(showCookies);
  const { openPolicy } = useDialogs();
  if (!visible) return null;
  return (
    <section className={`${styles.notice} ${className}`} aria-label="Уведомление о cookie" data-testid="cookie-notice">
      <p className={styles.text}>
        Сайт использует cookie, чтобы запоминать ваш город и вход в кабинет. Оставаясь на сайте, вы соглашаетесь с{' '}
        {/* A real link (it works before the scripts load), opened as the policy dialog once they have. */}
        <a
          href={POLICY_PATH}
          className={styles.link}
          onClick={(event) => {
            event.preventDefault();
            openPolicy();
          }}
        >
          политикой обработки персональных данных
        </a>
        .
      </p>
      <button
        type="button"
        className={`btn btn-primary ${styles.ok}`}
        onClick={() => {
          writeCookie(COOKIE.showCookies, 'false');
          setVisible(false);
        }}
      >
        Понятно
      </button>
    </section>
  );
}
