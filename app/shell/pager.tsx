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

/**
 * The link to page `page` of a list with the same filter: its non-empty values and the page in the
 * query, or "." for the first page of the unfiltered list.
 */
export function filteredPageHref(filter: object, page: number): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (typeof value === 'string' && value !== '') query.set(key, value);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `?${text}` : '.';
}
