import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { Viewer } from '../../../domains/auth/schema';
import styles from './account-menu.module.css';
import { AccountIcon } from './header-icons';

// The open menu (sections, keyboard, logout) loads when it is first wanted: the button alone is
// what every signed-in page renders.
const loadPopup = () => import('./account-menu-popup');
const AccountMenuPopup = lazy(() => loadPopup().then((module) => ({ default: module.AccountMenuPopup })));

/** The account icon with the cabinet menu and Выйти (a menu button: arrows, Home/End, Esc). */
export function AccountMenu({ viewer, className }: { viewer: Viewer; className?: string }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => setOpen(false), [pathname]);

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
        onPointerEnter={() => void loadPopup()}
        onFocus={() => void loadPopup()}
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
        <Suspense fallback={null}>
          <AccountMenuPopup viewer={viewer} id={menuId} buttonRef={buttonRef} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
