import type { ReactNode } from 'react';
import { SmartLink } from '../../../shell/smart-link';
import { cancelStyles as styles } from '../../subscriptions';
import { earlyEndSteps, earlyEndStepTitles, type EarlyEndStep } from './state';

/** The frame of every step of ending a rental early: the way back, the title and the named steps, the current one marked. */
export function EarlyEndFrame({
  orderId,
  step,
  title,
  children,
}: {
  orderId: number;
  step: EarlyEndStep;
  title: string;
  children: ReactNode;
}) {
  const at = earlyEndSteps.indexOf(step as (typeof earlyEndSteps)[number]);
  return (
    <div className={styles.frame}>
      <p className={styles.back}>
        <SmartLink to={`/cabinet/subscriptions/rental/${orderId}/`}>← К прокату</SmartLink>
      </p>
      <h1 className={styles.title}>Досрочное завершение проката № {orderId}</h1>
      {at >= 0 ? (
        <ol className={styles.steps} aria-label="Шаги завершения" data-testid="cancel-steps">
          {earlyEndSteps.map((s, i) => (
            <li
              key={s}
              className={i < at ? styles.done : i === at ? styles.current : undefined}
              aria-current={i === at ? 'step' : undefined}
              data-step={s}
            >
              <span className={styles.stepNumber} aria-hidden="true">
                {i + 1}
              </span>
              <span className={styles.stepTitle}>
                <span className="visually-hidden">{`Шаг ${i + 1}: `}</span>
                {earlyEndStepTitles[s]}
              </span>
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
