import type { ReactNode } from 'react';
import { SmartLink } from '../../../shell/smart-link';
import styles from './cancel.module.css';

/** A named step of a cancel flow, as the step list shows it. */
export interface FlowStep {
  key: string;
  title: string;
  /** Struck through, and a screen reader hears that it is not needed. */
  skipped?: boolean;
}

/**
 * The frame of every step of a cancel flow: the way back, the title, the named steps («1. Условия ·
 * 2. Фото · …», the current one marked with aria-current) and the step's heading. A step that is
 * not in the list (the success) shows no list.
 */
export function CancelStepFrame({
  back,
  title,
  stepsLabel,
  steps,
  current,
  heading,
  children,
}: {
  back: { to: string; text: string };
  title: string;
  stepsLabel: string;
  steps: readonly FlowStep[];
  current: string;
  heading: string;
  children: ReactNode;
}) {
  const at = steps.findIndex((s) => s.key === current);
  return (
    <div className={styles.frame}>
      <p className={styles.back}>
        <SmartLink to={back.to}>{back.text}</SmartLink>
      </p>
      <h1 className={styles.title}>{title}</h1>
      {at >= 0 ? (
        <ol className={styles.steps} aria-label={stepsLabel} data-testid="cancel-steps">
          {steps.map((s, i) => {
            const className = s.skipped ? styles.skipped : i < at ? styles.done : i === at ? styles.current : undefined;
            return (
              <li key={s.key} className={className} aria-current={i === at ? 'step' : undefined} data-step={s.key}>
                <span className={styles.stepNumber} aria-hidden="true">
                  {i + 1}
                </span>
                <span className={styles.stepTitle}>
                  <span className="visually-hidden">{`Шаг ${i + 1}: `}</span>
                  {s.title}
                  {s.skipped ? <span className="visually-hidden"> — не нужен</span> : null}
                </span>
              </li>
            );
          })}
        </ol>
      ) : null}
      <h2 className={styles.stepHeading} data-testid={`cancel-step-${current}`}>
        {heading}
      </h2>
      {children}
    </div>
  );
}

/** The last screen of a cancel flow: a check mark, then what happens next. */
export function CancelDone({ children }: { children: ReactNode }) {
  return (
    <div className={styles.success} data-testid="cancel-success">
      <p className={styles.successIcon} aria-hidden="true">
        ✓
      </p>
      {children}
    </div>
  );
}
