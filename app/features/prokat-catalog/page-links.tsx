import { SmartLink } from '../../shell/smart-link';
import styles from './page-links.module.css';

/** The numbered pages of a list: «1 2 3 4», the current one marked; nothing when it fits on one page. */
export function PageLinks({
  page,
  pages,
  hrefOf,
  label,
}: {
  page: number;
  pages: number;
  hrefOf: (page: number) => string;
  label: string;
}) {
  if (pages <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={label} data-testid="page-links">
      <ul className={styles.pages}>
        {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            {n === page ? (
              <span className={styles.current} aria-current="page">
                <span className="visually-hidden">Страница </span>
                {n}
              </span>
            ) : (
              <SmartLink to={hrefOf(n)} className={styles.link} rel={n === page + 1 ? 'next' : n === page - 1 ? 'prev' : undefined}>
                <span className="visually-hidden">Страница </span>
                {n}
              </SmartLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
