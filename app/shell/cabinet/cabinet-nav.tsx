import { isCurrentPath, MenuLink, useMenuPath } from '../menu-link';
import { type CabinetMenuItem } from './cabinet-menu';
import styles from './cabinet-layout.module.css';

/** The cabinet menu: on the site a sidebar on wide screens and a scrolling top menu on narrow ones (one menu, styled by width). */
const variantClass = { site: `${styles.topMenu} ${styles.menu}`, webview: styles.topMenu };

export function CabinetNav({ items, variant }: { items: CabinetMenuItem[]; variant: 'site' | 'webview' }) {
  const pathname = useMenuPath();
  return (
    <nav className={variantClass[variant]} aria-label="Личный кабинет" data-testid={`cabinet-nav-${variant}`}>
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <MenuLink to={item.to} current={isCurrentPath(pathname, item.to)} activeClassName={styles.active!}>
              {item.label}
            </MenuLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
