import { data } from 'react-router';
import { loadCancelStep } from '../../../features/subscriptions/cancel/guard';
import { QualityStep } from '../../../features/subscriptions/cancel/quality-step';
import { CancelFrame } from '../../../features/subscriptions/cancel/steps';
import { noStore } from '../../../features/subscriptions/load';
import type { Route } from './+types/cancel-quality';

/** Cancel flow, step 3: how the storage went. */
export async function loader(args: Route.LoaderArgs) {
  const step = await loadCancelStep('quality', args);
  return data({ orderId: step.order.id, state: step.state }, noStore);
}

export const meta: Route.MetaFunction = () => [
  { title: 'Оценка — Расторжение договора' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function CancelQualityRoute({ loaderData }: Route.ComponentProps) {
  return (
    <CancelFrame orderId={loaderData.orderId} step="quality" state={loaderData.state} title="Как прошло хранение?">
      <QualityStep orderId={loaderData.orderId} state={loaderData.state} />
    </CancelFrame>
  );
}
