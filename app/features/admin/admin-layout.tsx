import type { ReactNode } from 'react';
import { STAFF_ROLE_TITLES, type StaffRole } from '../../../domains/staff/schema';
import { formatPhone } from '../../../lib/format/phone';
import { siteConfig } from '../../../lib/site-config';
import { isCurrentPath, MenuLink, useMenuPath } from '../../shell/menu-link';
import { sectionsFor } from './sections';
import styles from './admin.module.css';

export interface AdminViewer {
  phone: string;
  name: string | null;
  roles: StaffRole[];
}

/** The staff console's own frame: a bar with who is signed in, the sections they may open, the page. */
export function AdminLayout({ viewer, children }: { viewer: AdminViewer; children: ReactNode }) {
  const sections = sectionsFor(viewer.roles);
  const pathname = useMenuPath();
  return (
    <div className={styles.shell}>
      <a className="skip-link" href="#main">
        К содержимому
      </a>
      <header className={styles.bar}>
        <a className={styles.brand} href="/admin/">
          {siteConfig.brandName} · Консоль
        </a>
        <p className={styles.who} data-testid="admin-viewer">
          <span>{viewer.name ?? formatPhone(viewer.phone)}</span>
          <span className={styles.roles}>{viewer.roles.map((role) => STAFF_ROLE_TITLES[role]).join(', ')}</span>
        </p>
        <a className={styles.toSite} href="/">
          На сайт
        </a>
      </header>
      <div className={styles.body}>
        <nav className={styles.nav} aria-label="Разделы консоли" data-testid="admin-nav">
          <ul>
            {sections.map((section) => (
              <li key={section.path}>
                <MenuLink
                  to={section.path}
                  current={isCurrentPath(pathname, section.path, section.path === '/admin/')}
                  activeClassName={styles.active!}
                  prefetch="none"
                  discover="none"
                >
                  {section.title}
                </MenuLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" className={styles.main}>
          {children}
        </main>
      </div>
    </div>
  );
}
