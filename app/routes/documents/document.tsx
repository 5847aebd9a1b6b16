import { data } from 'react-router';
import { siteConfig } from '../../../lib/site-config';
import { Breadcrumbs } from '../../features/documents/breadcrumbs';
import { loadDocument } from '../../features/documents/content';
import { documentPath, documentPdfPath, findDocument, formatEditionDate } from '../../features/documents/documents';
import styles from '../../features/documents/documents.module.css';
import type { Route } from './+types/document';

export function loader({ params }: Route.LoaderArgs) {
  const loaded = loadDocument(params.slug);
  if (!loaded) throw data('Документ не найден', { status: 404 });
  return { entry: loaded.entry, html: loaded.rendered.html, toc: loaded.rendered.toc };
}

export const meta: Route.MetaFunction = ({ params }) => {
  const entry = findDocument(params.slug);
  if (!entry) return [{ title: 'Документ не найден — Местечко' }];
  const title = `${entry.title} — ${siteConfig.brandName}`;
  const url = `${siteConfig.siteUrl}${documentPath(entry.slug)}`;
  return [
    { title },
    { name: 'description', content: entry.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:title', content: title },
    { property: 'og:description', content: entry.description },
    { property: 'og:type', content: 'article' },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: 'ru_RU' },
    { property: 'og:site_name', content: siteConfig.brandName },
  ];
};

/** /documents/:slug/: the text with its edition date, table of contents and PDF link. */
export default function DocumentPage({ loaderData }: Route.ComponentProps) {
  const { entry, html, toc } = loaderData;
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs
        crumbs={[{ title: 'Главная', path: '/' }, { title: 'Документы', path: '/documents/' }, { title: entry.title }]}
        currentPath={documentPath(entry.slug)}
      />
      <h1 className={styles.title}>{entry.title}</h1>
      <p className={styles.edition}>Редакция от {formatEditionDate(entry.updated)}</p>
      <p className={styles.actions}>
        <a className="btn btn-primary" href={documentPdfPath(entry.slug)} download>
          Скачать PDF
        </a>
      </p>
      <div className={styles.layout}>
        {toc.length > 1 ? (
          <nav className={styles.toc} aria-labelledby="toc-title">
            <h2 className={styles.tocTitle} id="toc-title">
              Содержание
            </h2>
            <ol>
              {toc.map((item) => (
                <li key={item.id}>
                  <a href={`#${item.id}`}>{item.title.replace(/^\d+\.\s*/, '')}</a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        <article
          className={styles.prose}
          // Rendered from our own Markdown with raw HTML disabled (markdown.ts).
          dangerouslySetInnerHTML={{ __html: html }}
        />
      </div>
    </div>
  );
}
