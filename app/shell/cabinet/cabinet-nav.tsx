import { isCurrentPath, MenuLink, useMenuPath } from '../menu-link';
import { type CabinetMenuItem } from './cabinet-menu';
import styles from './cabinet-layout.module.css';

/** The cabinet menu: a sidebar on wide screens, a scrolling top menu on narrow ones. */
const variantClass = { sidebar: styles.sidebar, top: `${styles.topMenu} ${styles.narrowOnly}`, webview: styles.topMenu };

export function CabinetNav({ items, variant }: { items: CabinetMenuItem[]; variant: 'sidebar' | 'top' | 'webview' }) {
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
