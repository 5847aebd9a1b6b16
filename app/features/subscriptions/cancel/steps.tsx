import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cancelSteps, stepTitles, type CancelStep } from './state';
import styles from './cancel.module.css';

/** The frame of every step: the back link, the title and where the person is in the flow. */
export function CancelFrame({ orderId, step, title, children }: { orderId: number; step: CancelStep; title: string; children: ReactNode }) {
  const at = cancelSteps.indexOf(step as (typeof cancelSteps)[number]);
  return (
    <div className={styles.frame}>
      <p className={styles.back}>
        <Link to={`/cabinet/subscriptions/storages/${orderId}/`}>← К подписке</Link>
      </p>
      <h1 className={styles.title}>Расторжение договора № {orderId}</h1>
      {at >= 0 ? (
        <ol className={styles.steps} aria-label="Шаги">
          {cancelSteps.map((s, i) => (
            <li key={s} className={i < at ? styles.done : i === at ? styles.current : undefined} aria-current={i === at ? 'step' : undefined}>
              <span className={styles.stepNumber}>{i + 1}</span>
              <span className={styles.stepTitle}>{stepTitles[s]}</span>
            </li>
          ))}
        </ol>
      ) : null}
      <h2 className={styles.stepHeading} data-testid={`cancel-step-${step}`}>
        {title}
      </h2>
      {children}
    </div>
  );
}
