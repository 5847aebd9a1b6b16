import { SmartLink } from './smart-link';
import styles from './pager.module.css';

/** «← Назад · Страница N из M · Дальше →» for a paged list; nothing when it fits on one page. */
export function Pager({ page, pages, hrefOf }: { page: number; pages: number; hrefOf: (page: number) => string }) {
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label="Страницы">
      {page > 1 ? (
        <SmartLink className="btn btn-secondary" to={hrefOf(page - 1)} data-testid="pager-prev">
          ← Назад
        </SmartLink>
      ) : (
        <span />
      )}
      <span>
        Страница {page} из {pages}
      </span>
      {page < pages ? (
        <SmartLink className="btn btn-secondary" to={hrefOf(page + 1)} data-testid="pager-next">
          Дальше →
        </SmartLink>
      ) : (
        <span />
      )}
    </nav>
  );
}
