import { Link } from 'react-router';
import styles from './error-page.module.css';

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
        <p className={styles.hint}>
          {status === 404
            ? 'Возможно, ссылка устарела или в адресе опечатка.'
            : 'Мы уже знаем о проблеме. Попробуйте ещё раз через минуту.'}
        </p>
        <Link to="/" className="btn btn-primary" reloadDocument={status >= 500}>
          На главную
        </Link>
      </div>
    </main>
  );
}
