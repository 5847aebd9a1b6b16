import type { ReactNode } from 'react';
import { CancelStepFrame } from '../../subscriptions';
import { earlyEndSteps, earlyEndStepTitles, type EarlyEndStep } from './state';

/** The frame of every step of ending a rental early. */
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
  return (
    <CancelStepFrame
      back={{ to: `/cabinet/subscriptions/rental/${orderId}/`, text: '← К прокату' }}
      title={`Досрочное завершение проката № ${orderId}`}
      stepsLabel="Шаги завершения"
      steps={earlyEndSteps.map((s) => ({ key: s, title: earlyEndStepTitles[s] }))}
      current={step}
      heading={title}
    >
      {children}
    </CancelStepFrame>
  );
}
