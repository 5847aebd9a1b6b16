import type { ReactNode } from 'react';
import { SmartLink } from '../../../shell/smart-link';
import { cancelSteps, stepSkipped, stepTitles, type CancelStep, type CancelUrlState } from './state';
import styles from './cancel.module.css';

/**
 * The frame of every step: the back link, the title and the named steps («1. Условия · 2. Фото ·
 * …»), the current one marked with aria-current; a skipped photo step says so.
 */
export function CancelFrame({
  orderId,
  step,
  title,
  state,
  children,
}: {
  orderId: number;
  step: CancelStep;
  title: string;
  state?: Pick<CancelUrlState, 'used'>;
  children: ReactNode;
}) {
  const at = cancelSteps.indexOf(step as (typeof cancelSteps)[number]);
  const used = state ?? { used: true };
  return (
    <div className={styles.frame}>
      <p className={styles.back}>
        <SmartLink to={`/cabinet/subscriptions/storages/${orderId}/`}>← К подписке</SmartLink>
      </p>
      <h1 className={styles.title}>Расторжение договора № {orderId}</h1>
      {at >= 0 ? (
        <ol className={styles.steps} aria-label="Шаги расторжения" data-testid="cancel-steps">
          {cancelSteps.map((s, i) => {
            const skipped = stepSkipped(s, used);
            const className = skipped ? styles.skipped : i < at ? styles.done : i === at ? styles.current : undefined;
            return (
              <li key={s} className={className} aria-current={i === at ? 'step' : undefined} data-step={s}>
                <span className={styles.stepNumber} aria-hidden="true">
                  {i + 1}
                </span>
                <span className={styles.stepTitle}>
                  <span className="visually-hidden">{`Шаг ${i + 1}: `}</span>
                  {stepTitles[s]}
                  {skipped ? <span className="visually-hidden"> — не нужен</span> : null}
                </span>
              </li>
            );
          })}
        </ol>
      ) : null}
      <h2 className={styles.stepHeading} data-testid={`cancel-step-${step}`}>
        {title}
      </h2>
      {children}
    </div>
  );
}
