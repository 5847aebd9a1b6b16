import { siteConfig } from '../../lib/site-config';
import styles from './store-links.module.css';

/** App Store and Google Play buttons; the marks are simple shapes, not the stores' logos. */
export function StoreLinks({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  return (
    <div className={`${styles.stores} ${tone === 'dark' ? styles.dark : ''}`}>
      <a className={styles.store} href={siteConfig.apps.appStore} target="_blank" rel="noopener noreferrer">
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
          <rect x="1" y="1" width="22" height="22" rx="6" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M8 17l4-10 4 10M9.5 13.5h5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className={styles.storeText}>
          <small>Загрузите в</small> App Store
          <span className="visually-hidden"> (откроется в новой вкладке)</span>
        </span>
      </a>
      <a className={styles.store} href={siteConfig.apps.googlePlay} target="_blank" rel="noopener noreferrer">
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M5 3.5v17a1 1 0 0 0 1.5.9l14-8.5a1 1 0 0 0 0-1.8l-14-8.5A1 1 0 0 0 5 3.5z" fill="currentColor" />
        </svg>
        <span className={styles.storeText}>
          <small>Доступно в</small> Google Play
          <span className="visually-hidden"> (откроется в новой вкладке)</span>
        </span>
      </a>
    </div>
  );
}
