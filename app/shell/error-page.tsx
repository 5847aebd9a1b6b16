import { isRouteErrorResponse, useRouteError } from 'react-router';
import { SmartLink } from './smart-link';
import styles from './error-page.module.css';

function hintFor(status: number): string {
  if (status === 404) return 'Возможно, ссылка устарела или в адресе опечатка.';
  if (status === 401 || status === 403) return 'Нужен вход в аккаунт.';
  return 'Мы уже знаем о проблеме. Попробуйте ещё раз через минуту.';
}

/** The page of every error: its status, the message and a way home. */
export function ErrorPage({ status, message }: { status: number; message: string }) {
  return (
    <main className={styles.page} id="main">
      <title>{`${message} — ${status}`}</title>
      <meta name="robots" content="noindex" />
      <div className={styles.card}>
        <p className={styles.status} aria-hidden="true">
          {status}
        </p>
        <h1 className={styles.message}>{message}</h1>
        <p className={styles.hint}>{hintFor(status)}</p>
        <SmartLink to="/" className="btn btn-primary" reloadDocument={status >= 500}>
          На главную
        </SmartLink>
      </div>
    </main>
  );
}

/** The status and message of the error a route boundary caught (500 unless it says otherwise). */
export function useRouteErrorPage(): { status: number; message: string } {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 404) return { status, message: 'Страница не найдена' };
  const message =
    isRouteErrorResponse(error) && typeof error.data === 'string' && error.data
      ? error.data
      : 'Что-то пошло не так. Попробуйте обновить страницу';
  if (!isRouteErrorResponse(error)) console.error(error);
  return { status, message };
}
