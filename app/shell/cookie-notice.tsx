import { useState } from 'react';
import { COOKIE, writeCookie } from './cookies';
import { useDialogs } from './dialogs/dialogs-provider';
import { useShellData } from './shell-data';
import styles from './cookie-notice.module.css';

/** Shown until the visitor presses Понятно; the answer is kept in the showCookies cookie. */
export function CookieNotice() {
  const { showCookies } = useShellData();
  const [visible, setVisible] = useState(showCookies);
  const { openPolicy } = useDialogs();
  if (!visible) return null;
  return (
    <section className={styles.notice} aria-label="Уведомление о cookie" data-testid="cookie-notice">
      <p className={styles.text}>
        Мы используем cookie, чтобы сайт запоминал ваш город и вход в кабинет. Продолжая пользоваться сайтом, вы
        соглашаетесь с{' '}
        <button type="button" className={styles.link} onClick={openPolicy}>
          политикой обработки персональных данных
        </button>
        .
      </p>
      <button
        type="button"
        className="btn btn-primary"
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
