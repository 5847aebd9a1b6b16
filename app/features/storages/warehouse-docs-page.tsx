import type { WarehouseDetails } from '../../../domains/storages/schema';
import { formatDate } from '../../../lib/format/dates';
import { SmartLink } from '../../shell/smart-link';
import { Breadcrumbs } from '../company';
import { warehouseDocsPath, warehousePath } from './storages-seo';
import styles from './pages.module.css';

export type DocsKind = 'external-links' | 'licenses';

export const DOCS_TITLES: Record<DocsKind, string> = {
  'external-links': 'Как добраться и отзывы',
  licenses: 'Лицензии и документы',
};

/** /storages/{slug}/{id}/external-links/ and …/licenses/: the warehouse's outside links or its documents. */
export function WarehouseDocsPage({ warehouse: w, kind }: { warehouse: WarehouseDetails; kind: DocsKind }) {
  const title = DOCS_TITLES[kind];
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs
        crumbs={[
          { name: 'Склады хранения', path: '/storages/' },
          { name: w.name, path: warehousePath(w.slug) },
          { name: title, path: warehouseDocsPath(w.slug, w.id, kind) },
        ]}
      />
      <header className={styles.hero}>
        <h1 className={styles.title}>
          {title}: {w.name}
        </h1>
        <p className={styles.lead}>{w.address}</p>
      </header>
      {kind === 'external-links' ? (
        w.external_links.length === 0 ? (
          <p className={styles.text}>Ссылок пока нет.</p>
        ) : (
          <ul className={styles.linkList} data-testid="external-links">
            {w.external_links.map((link) => (
              <li key={link.url}>
                <a href={link.url} target="_blank" rel="noopener noreferrer nofollow" className={styles.outLink}>
                  {link.title}
                  <span className="visually-hidden"> (откроется в новой вкладке)</span>
                </a>
              </li>
            ))}
          </ul>
        )
      ) : w.licenses.length === 0 ? (
        <p className={styles.text}>Документы склада скоро появятся здесь.</p>
      ) : (
        <ul className={styles.docs} data-testid="licenses">
          {w.licenses.map((license) => (
            <li key={license.number} className={styles.doc}>
              <h2 className={styles.docTitle}>{license.title}</h2>
              <p className={styles.docMeta}>
                № {license.number} от {formatDate(license.issued_at)}
              </p>
              <p className={styles.docMeta}>Выдан: {license.issued_by}</p>
              {license.file_url ? (
                <a href={license.file_url} className={styles.outLink} download>
                  Скачать копию
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <p className={styles.back}>
        <SmartLink to={warehousePath(w.slug)} className={styles.cta}>
          ← К складу и ячейкам
        </SmartLink>
      </p>
    </div>
  );
}
