import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './dialog.module.css';

export const SLIDE_CLOSE_DISTANCE_PX = 120;

export type DialogSize = 'login' | 'popup' | 'personal-data' | 'bonus';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  size?: DialogSize;
  children: ReactNode;
  footer?: ReactNode;
  testId?: string;
}

/**
 * A modal on the native <dialog>: focus is trapped and restored by the browser, Esc closes.
 * On phones it is a bottom sheet that closes when dragged down more than 120 px.
 */
export function Dialog({ open, onClose, title, size = 'popup', children, footer, testId }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const drag = useRef<{ startY: number; dy: number } | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const onTouchStart = (event: React.TouchEvent) => {
    drag.current = { startY: event.touches[0]!.clientY, dy: 0 };
  };
  const onTouchMove = (event: React.TouchEvent) => {
    if (!drag.current || !ref.current) return;
    drag.current.dy = Math.max(0, event.touches[0]!.clientY - drag.current.startY);
    ref.current.style.transform = `translateY(${drag.current.dy}px)`;
  };
  const onTouchEnd = () => {
    if (!drag.current || !ref.current) return;
    const { dy } = drag.current;
    drag.current = null;
    ref.current.style.transform = '';
    if (dy > SLIDE_CLOSE_DISTANCE_PX) onClose();
  };

  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${styles[size.replace('-', '')] ?? ''}`}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
      data-testid={testId}
    >
      <div className={styles.sheet}>
        <div className={styles.handle} onTouchStart={onTouchStart} onTouchMove={onTouchMove} onTouchEnd={onTouchEnd} aria-hidden="true">
          <span />
        </div>
        {/* Plain blocks, not header/footer: dialogs open from the page header, which may hold no header or footer. */}
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label="Закрыть">
            ×
          </button>
        </div>
        <div className={styles.content}>{open ? children : null}</div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </dialog>
  );
}
