import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';
import type { Viewer } from '../../../domains/auth/schema';
import { useLogout } from '../../features/auth/logout';
import { cabinetMenu } from '../cabinet/cabinet-menu';
import { SmartLink } from '../smart-link';
import styles from './account-menu.module.css';
import { viewerName } from './viewer-name';

interface AccountMenuPopupProps {
  viewer: Viewer;
  id: string;
  /** The menu button: a tap on it is not a tap outside, and Esc gives it the focus back. */
  buttonRef: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}

/**
 * The open account menu: the cabinet sections and Выйти, arrows, Home/End, Esc and Tab. Loaded
 * when the menu is first opened (account-menu.tsx), with the logout.
 */
export function AccountMenuPopup({ viewer, id, buttonRef, onClose }: AccountMenuPopupProps) {
  const menuRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const logout = useLogout();
  const items = cabinetMenu(viewer.has_companies);

  useEffect(() => {
    const first = menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]');
    first?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) onClose();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [buttonRef, onClose]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    const entries = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = entries.indexOf(document.activeElement as HTMLElement);
    let next: number | null = null;
    if (event.key === 'ArrowDown') next = (index + 1) % entries.length;
    else if (event.key === 'ArrowUp') next = (index - 1 + entries.length) % entries.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = entries.length - 1;
    else if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      buttonRef.current?.focus();
      return;
    } else if (event.key === 'Tab') {
      onClose();
      return;
    }
    if (next !== null) {
      event.preventDefault();
      entries[next]?.focus();
    }
  };

  return (
    <div
      ref={menuRef}
      id={id}
      role="menu"
      aria-label="Личный кабинет"
      className={styles.menu}
      onKeyDown={onKeyDown}
      data-testid="account-menu"
    >
      <p className={styles.who} aria-hidden="true">
        {viewerName(viewer)}
      </p>
      {items.map((item) => (
        <SmartLink
          key={item.to}
          to={item.to}
          role="menuitem"
          tabIndex={-1}
          className={styles.item}
          aria-current={pathname === item.to ? 'page' : undefined}
          onClick={onClose}
        >
          {item.label}
        </SmartLink>
      ))}
      <button
        type="button"
        role="menuitem"
        tabIndex={-1}
        className={`${styles.item} ${styles.logout}`}
        onClick={() => {
          onClose();
          void logout();
        }}
      >
        Выйти
      </button>
    </div>
  );
}
