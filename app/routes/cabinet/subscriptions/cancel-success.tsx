import { data } from 'react-router';
import { loadCancelStep } from '../../../features/subscriptions/cancel/guard';
import { CancelFrame } from '../../../features/subscriptions/cancel/steps';
import { SuccessStep } from '../../../features/subscriptions/cancel/success-step';
import { noStore } from '../../../features/subscriptions/load';
import type { Route } from './+types/cancel-success';

/** Cancel flow: the request is in. */
export async function loader(args: Route.LoaderArgs) {
  const step = await loadCancelStep('success', args);
  return data({ orderId: step.order.id, lastDay: step.cancelState?.last_day ?? null, refund: step.cancelState?.refund ?? null }, noStore);
}

export const meta: Route.MetaFunction = () => [
  { title: 'Заявка принята — Расторжение договора' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function CancelSuccessRoute({ loaderData }: Route.ComponentProps) {
  return (
    <CancelFrame orderId={loaderData.orderId} step="success" title="Заявка на расторжение принята">
      <SuccessStep orderId={loaderData.orderId} lastDay={loaderData.lastDay} refund={loaderData.refund} />
    </CancelFrame>
  );
}
