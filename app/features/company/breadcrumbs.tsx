import { useNonce } from '../../shell/nonce';
import { SmartLink } from '../../shell/smart-link';
import styles from './breadcrumbs.module.css';
import { breadcrumbList, type Crumb, jsonForScript, withHome } from './page-seo';

/**
 * The visible trail "Главная › …" and the same trail as BreadcrumbList JSON-LD for search engines.
 * `crumbs` go after "Главная"; the last one is the current page.
 */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const nonce = useNonce();
  const trail = withHome(crumbs);
  return (
    <>
      <script
        type="application/ld+json"
        nonce={nonce || undefined}
        // Our own constant data, escaped by jsonForScript.
        dangerouslySetInnerHTML={{ __html: jsonForScript(breadcrumbList(trail)) }}
      />
      <nav aria-label="Навигационная цепочка" className={styles.nav}>
        <ol className={styles.list}>
          {trail.map((crumb, index) =>
            index === trail.length - 1 ? (
              <li key={crumb.path} className={styles.item} aria-current="page">
                {crumb.name}
              </li>
            ) : (
              <li key={crumb.path} className={styles.item}>
                <SmartLink to={crumb.path} className={styles.link}>
                  {crumb.name}
                </SmartLink>
              </li>
            ),
          )}
        </ol>
      </nav>
    </>
  );
}
