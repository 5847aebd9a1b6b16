import { NavLink } from 'react-router';
import { type CabinetMenuItem } from './cabinet-menu';
import styles from './cabinet-layout.module.css';

/** The cabinet menu: a sidebar on wide screens, a scrolling top menu on narrow ones. */
const variantClass = { sidebar: styles.sidebar, top: `${styles.topMenu} ${styles.narrowOnly}`, webview: styles.topMenu };

export function CabinetNav({ items, variant }: { items: CabinetMenuItem[]; variant: 'sidebar' | 'top' | 'webview' }) {
  return (
    <nav className={variantClass[variant]} aria-label="Личный кабинет" data-testid={`cabinet-nav-${variant}`}>
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={({ isActive }) => (isActive ? styles.active : undefined)} prefetch="intent">
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
