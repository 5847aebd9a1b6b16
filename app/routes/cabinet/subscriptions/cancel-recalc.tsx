import { data } from 'react-router';
import { loadCancelStep } from '../../../features/subscriptions/cancel/guard';
import { RecalcStep } from '../../../features/subscriptions/cancel/recalc-step';
import { CancelFrame } from '../../../features/subscriptions/cancel/steps';
import { noStore } from '../../../features/subscriptions/load';
import type { Route } from './+types/cancel-recalc';

/** Cancel flow, step 4: the final calculation. */
export async function loader(args: Route.LoaderArgs) {
  const step = await loadCancelStep('recalc', args);
  return data({ orderId: step.order.id, state: step.state, calculation: step.calculation! }, noStore);
}

export const meta: Route.MetaFunction = () => [
  { title: 'Расчёт — Расторжение договора' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function CancelRecalcRoute({ loaderData }: Route.ComponentProps) {
  return (
    <CancelFrame orderId={loaderData.orderId} step="recalc" state={loaderData.state} title="Итоговый расчёт">
      <RecalcStep orderId={loaderData.orderId} state={loaderData.state} calculation={loaderData.calculation} />
    </CancelFrame>
  );
}
