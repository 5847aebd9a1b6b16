import { data } from 'react-router';
import { ConditionsStep } from '../../../features/subscriptions/cancel/conditions-step';
import { loadCancelStep } from '../../../features/subscriptions/cancel/guard';
import { CancelFrame } from '../../../features/subscriptions/cancel/steps';
import { noStore } from '../../../features/subscriptions/load';
import type { Route } from './+types/cancel';

/** Cancel flow, step 1: conditions, the last day and the calculation. */
export async function loader(args: Route.LoaderArgs) {
  const step = await loadCancelStep('conditions', args);
  return data({ orderId: step.order.id, conditions: step.conditions!, date: step.state.date, used: step.state.used }, noStore);
}

export const meta: Route.MetaFunction = () => [
  { title: 'Расторжение договора — Местечко' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function CancelConditionsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <CancelFrame orderId={loaderData.orderId} step="conditions" title="Условия расторжения" state={{ used: loaderData.used }}>
      <ConditionsStep
        orderId={loaderData.orderId}
        conditions={loaderData.conditions}
        initialDate={loaderData.date}
        initialUsed={loaderData.used}
      />
    </CancelFrame>
  );
}
