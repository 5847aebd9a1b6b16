import type { ReactNode } from 'react';
import { CancelStepFrame } from './step-frame';
import { cancelSteps, stepSkipped, stepTitles, type CancelStep, type CancelUrlState } from './state';

/** The frame of every step of cancelling a storage; a skipped photo step says so. */
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
  const used = state ?? { used: true };
  return (
    <CancelStepFrame
      back={{ to: `/cabinet/subscriptions/storages/${orderId}/`, text: '← К подписке' }}
      title={`Расторжение договора № ${orderId}`}
      stepsLabel="Шаги расторжения"
      steps={cancelSteps.map((s) => ({ key: s, title: stepTitles[s], skipped: stepSkipped(s, used) }))}
      current={step}
      heading={title}
    >
      {children}
    </CancelStepFrame>
  );
}
