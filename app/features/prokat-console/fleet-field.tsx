import { useId, useState, type ReactNode } from 'react';
import { adminStyles as styles } from '../admin';
import fleetCss from './fleet.module.css';
import css from './prokat-console.module.css';
import type { FormProblem } from './use-fleet-form';

/**
 * A labelled control with its error under it: `children` gets the control's id and its ARIA
 * attributes, so the label, the message and the control stay tied together.
 */
export function Field({
  label,
  error,
  children,
}: {
  label: string;
  error?: string;
  children: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children({ id, ...(error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {}) })}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The refusal of a form, next to it (announced to screen readers). */
export function Problem({ problem, testId }: { problem: FormProblem | null; testId: string }) {
  return (
    <div role="alert" className={css.alert} data-testid={testId}>
      {problem ? <p className={styles.error}>{problem.message}</p> : null}
    </div>
  );
}

/** A button that shows its panel under it (a form, a choice); the panel closes itself with `close`. */
export function Toggle({
  label,
  testId,
  primary = false,
  disabled = false,
  children,
}: {
  label: string;
  testId: string;
  primary?: boolean;
  disabled?: boolean;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const panel = useId();
  return (
    <>
      <button
        type="button"
        className={`btn ${primary && !open ? 'btn-primary' : 'btn-secondary'} ${styles.small}`}
        aria-expanded={open}
        aria-controls={open ? panel : undefined}
        disabled={disabled}
        onClick={() => setOpen(!open)}
        data-testid={testId}
      >
        {label}
      </button>
      {open ? (
        <div id={panel} className={fleetCss.panel}>
          {children(() => setOpen(false))}
        </div>
      ) : null}
    </>
  );
}
