import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { errorSnackText, shouldNotify } from '../api-error';
import styles from './snackbar.module.css';

export const SNACKBAR_TIMEOUT_MS = 4000;

export interface Snack {
  id: number;
  text: string;
  title?: string;
  color: 'error' | 'success' | 'info';
  icon?: 'error' | 'success' | 'info';
}

interface SnackbarApi {
  show(snack: Omit<Snack, 'id'>): void;
  /** Shows an API error: nothing for a 401, else a snack titled Ошибка. */
  showError(error: unknown, title?: string): void;
}

const SnackbarContext = createContext<SnackbarApi | null>(null);

export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [snack, setSnack] = useState<Snack | null>(null);
  const counter = useRef(0);

  const show = useCallback((next: Omit<Snack, 'id'>) => {
    counter.current += 1;
    setSnack({ ...next, id: counter.current });
  }, []);

  const showError = useCallback(
    (error: unknown, title = 'Ошибка') => {
      if (!shouldNotify(error)) return;
      show({ text: errorSnackText(error), title, color: 'error', icon: 'error' });
    },
    [show],
  );

  useEffect(() => {
    if (!snack) return;
    const timer = window.setTimeout(() => setSnack(null), SNACKBAR_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [snack]);

  const api = useMemo(() => ({ show, showError }), [show, showError]);

  return (
    <SnackbarContext.Provider value={api}>
      {children}
      <div className={styles.region} role="status" aria-live="polite">
        {snack ? (
          <div key={snack.id} className={`${styles.snack} ${styles[snack.color]}`} data-testid="snackbar">
            <span className={styles.icon} aria-hidden="true">
              {snack.color === 'error' ? '!' : snack.color === 'success' ? '✓' : 'i'}
            </span>
            <div className={styles.body}>
              {snack.title ? <strong className={styles.title}>{snack.title}</strong> : null}
              <span className={styles.text}>{snack.text}</span>
            </div>
            <button type="button" className={styles.close} onClick={() => setSnack(null)} aria-label="Закрыть">
              ×
            </button>
          </div>
        ) : null}
      </div>
    </SnackbarContext.Provider>
  );
}

export function useSnackbar(): SnackbarApi {
  const api = useContext(SnackbarContext);
  if (!api) throw new Error('useSnackbar must be used inside SnackbarProvider');
  return api;
}
