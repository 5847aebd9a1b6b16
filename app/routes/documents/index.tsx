import { SmartLink } from '../../shell/smart-link';
import { siteConfig } from '../../../lib/site-config';
import { Breadcrumbs } from '../../features/documents/breadcrumbs';
import { documentPath, documentPdfPath, documentsByGroup } from '../../features/documents/documents';
import styles from '../../features/documents/documents.module.css';
import type { Route } from './+types/index';

const TITLE = 'Документы — Местечко';
const DESCRIPTION =
  'Договоры и оферты сервиса «Местечко»: аренда ячеек, облачное хранение, прокат инструмента, ' +
  'аренда квартир, политика обработки персональных данных и правила.';
const URL = `${siteConfig.siteUrl}/documents/`;

export const meta: Route.MetaFunction = () => [
  { title: TITLE },
  { name: 'description', content: DESCRIPTION },
  { tagName: 'link', rel: 'canonical', href: URL },
  { property: 'og:title', content: TITLE },
  { property: 'og:description', content: DESCRIPTION },
  { property: 'og:type', content: 'website' },
  { property: 'og:url', content: URL },
  { property: 'og:locale', content: 'ru_RU' },
  { property: 'og:site_name', content: siteConfig.brandName },
];

/** /documents/: every document by group, each with its page and its PDF. */
export default function DocumentsIndex() {
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs crumbs={[{ title: 'Главная', path: '/' }, { title: 'Документы' }]} currentPath="/documents/" />
      <h1 className={styles.title}>Документы</h1>
      <p className={styles.lead}>
        Договоры, оферты и правила, на которых работает {siteConfig.brandName}. Каждый документ можно прочитать на сайте или скачать в PDF.
        Права потребителей, книга отзывов и данные о компании — в разделе{' '}
        <SmartLink to="/consumer/">«Информация для потребителей»</SmartLink>.
      </p>
      {documentsByGroup().map(({ group, items }) => (
        <section key={group} className={styles.group} aria-labelledby={`group-${items[0]?.slug ?? group}`}>
          <h2 className={styles.groupTitle} id={`group-${items[0]?.slug ?? group}`}>
            {group}
          </h2>
          <ul className={styles.list}>
            {items.map((doc) => (
              <li key={doc.slug} data-testid="document-entry">
                <article className={styles.card}>
                  <h3 className={styles.cardTitle}>
                    <SmartLink to={documentPath(doc.slug)}>{doc.title}</SmartLink>
                  </h3>
                  <p className={styles.cardText}>{doc.description}</p>
                  <p className={styles.cardLinks}>
                    <SmartLink to={documentPath(doc.slug)} aria-label={`Открыть: ${doc.title}`}>
                      Открыть
                    </SmartLink>
                    <a href={documentPdfPath(doc.slug)} download aria-label={`Скачать PDF: ${doc.title}`}>
                      Скачать PDF
                    </a>
                  </p>
                </article>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
