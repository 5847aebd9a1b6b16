import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { Viewer } from '../../../domains/auth/schema';
import { formatPhone } from '../../../lib/format/phone';
import { cabinetMenu } from '../cabinet/cabinet-menu';
import { SmartLink } from '../smart-link';
import styles from './account-menu.module.css';
import { AccountIcon } from './header-icons';

/** The visitor's name for the menu heading: first and last name, else the phone. */
export function viewerName(viewer: Viewer): string {
  const name = [viewer.first_name, viewer.last_name].filter(Boolean).join(' ').trim();
  return name || formatPhone(viewer.phone);
}

/** The account icon with the cabinet menu and Выйти (a menu button: arrows, Home/End, Esc). */
export function AccountMenu({ viewer, onLogout, className }: { viewer: Viewer; onLogout: () => void; className?: string }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const items = cabinetMenu(viewer.has_companies);

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const first = menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]');
    first?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

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
      setOpen(false);
      buttonRef.current?.focus();
      return;
    } else if (event.key === 'Tab') {
      setOpen(false);
      return;
    }
    if (next !== null) {
      event.preventDefault();
      entries[next]?.focus();
    }
  };

  return (
    <div className={`${styles.wrap} ${className ?? ''}`}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-label="Личный кабинет"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
        data-testid="account-menu-button"
      >
        <AccountIcon />
      </button>
      {open ? (
        <div
          ref={menuRef}
          id={menuId}
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
              onClick={() => setOpen(false)}
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
              setOpen(false);
              onLogout();
            }}
          >
            Выйти
          </button>
        </div>
      ) : null}
    </div>
  );
}
