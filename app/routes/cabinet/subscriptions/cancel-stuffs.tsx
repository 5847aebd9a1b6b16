import { data } from 'react-router';
import { loadCancelStep } from '../../../features/subscriptions/cancel/guard';
import { CancelFrame } from '../../../features/subscriptions/cancel/steps';
import { StuffsStep } from '../../../features/subscriptions/cancel/stuffs-step';
import { noStore } from '../../../features/subscriptions/load';
import type { Route } from './+types/cancel-stuffs';

/** Cancel flow, step 5: the things are out, the reason, and the request. */
export async function loader(args: Route.LoaderArgs) {
  const step = await loadCancelStep('stuffs', args);
  return data(
    {
      orderId: step.order.id,
      state: { ...step.state, date: step.state.date! },
      saved: { reason: step.order.reason, comment: step.order.comment },
    },
    noStore,
  );
}

export const meta: Route.MetaFunction = () => [
  { title: 'Подтверждение — Расторжение договора' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function CancelStuffsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <CancelFrame orderId={loaderData.orderId} step="stuffs" state={loaderData.state} title="Вещи и причина">
      <StuffsStep orderId={loaderData.orderId} state={loaderData.state} saved={loaderData.saved} />
    </CancelFrame>
  );
}
