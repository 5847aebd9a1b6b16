import { SmartLink } from '../../shell/smart-link';
import { StoreLinks } from '../../shell/store-links';
import styles from './email-pages.module.css';

export type EmailConfirmOutcome = { ok: true; email: string; already?: boolean } | { ok: false; message: string; conflict?: boolean };

/**
 * The page a confirmation link opens: the site's (/auth/email/confirm/) or the app's
 * (/app/email-verify/), which sends the visitor back to the app.
 */
export function EmailConfirmResult({
  outcome,
  target,
  signedIn,
}: {
  outcome: EmailConfirmOutcome;
  target: 'site' | 'app';
  signedIn: boolean;
}) {
  if (outcome.ok) {
    return (
      <div className={styles.page}>
        <section className={styles.card} data-testid="email-confirmed" aria-labelledby="email-result-title">
          <span className={styles.ok} aria-hidden="true">
            ✓
          </span>
          <h1 id="email-result-title" className={styles.title}>
            {outcome.already ? 'Почта уже подтверждена' : 'Почта подтверждена'}
          </h1>
          <p className={styles.text}>
            Теперь на <strong>{outcome.email}</strong> будут приходить чеки и документы, а ещё по ней можно получить код для входа.
          </p>
          {target === 'app' ? (
            <>
              <p className={styles.text}>
                <strong>Откройте приложение Местечко</strong> — почта там уже подтверждена. Если приложения нет, его можно установить:
              </p>
              <StoreLinks />
              <SmartLink to="/cabinet/profile/" className="btn btn-secondary">
                Открыть профиль на сайте
              </SmartLink>
            </>
          ) : (
            <div className={styles.cta}>
              <SmartLink to="/cabinet/profile/" className="btn btn-primary">
                Перейти в профиль
              </SmartLink>
              <SmartLink to="/" className="btn btn-secondary">
                На главную
              </SmartLink>
            </div>
          )}
        </section>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <section className={styles.card} data-testid="email-confirm-failed" aria-labelledby="email-result-title">
        <span className={styles.fail} aria-hidden="true">
          !
        </span>
        <h1 id="email-result-title" className={styles.title}>
          Не удалось подтвердить почту
        </h1>
        <p className={styles.text}>{outcome.message}</p>
        <p className={styles.text}>
          {outcome.conflict
            ? 'Укажите в профиле другую почту.'
            : target === 'app'
              ? 'Откройте приложение Местечко и отправьте письмо ещё раз из профиля, или сделайте это на сайте.'
              : 'Отправьте письмо ещё раз из профиля — ссылка из нового письма будет действовать 24 часа.'}
        </p>
        <div className={styles.cta}>
          <SmartLink to="/cabinet/profile/" className="btn btn-primary">
            {signedIn ? 'Отправить письмо ещё раз' : 'Войти и отправить письмо ещё раз'}
          </SmartLink>
        </div>
      </section>
    </div>
  );
}
