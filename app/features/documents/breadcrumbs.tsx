import { SmartLink } from '../../shell/smart-link';
import { siteConfig } from '../../../lib/site-config';
import { useNonce } from '../../shell/nonce';
import { jsonForScript } from '../home';
import styles from './documents.module.css';

export interface Crumb {
  title: string;
  /** Site path; the last crumb (the current page) has none. */
  path?: string;
}

/** schema.org BreadcrumbList of the trail; the current page is named by its own URL. */
export function breadcrumbData(crumbs: Crumb[], currentPath: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.title,
      item: `${siteConfig.siteUrl}${crumb.path ?? currentPath}`,
    })),
  };
}

/** Главная › … › the page, with the same trail as JSON-LD for search engines. */
export function Breadcrumbs({ crumbs, currentPath }: { crumbs: Crumb[]; currentPath: string }) {
  const nonce = useNonce();
  return (
    <>
      <nav aria-label="Хлебные крошки" className={styles.breadcrumbs}>
        <ol>
          {crumbs.map((crumb) => (
            <li key={crumb.title}>
              {crumb.path ? <SmartLink to={crumb.path}>{crumb.title}</SmartLink> : <span aria-current="page">{crumb.title}</span>}
            </li>
          ))}
        </ol>
      </nav>
      <script
        type="application/ld+json"
        nonce={nonce || undefined}
        // Our own data, escaped so no string can close the tag.
        dangerouslySetInnerHTML={{ __html: jsonForScript(breadcrumbData(crumbs, currentPath)) }}
      />
    </>
  );
}
