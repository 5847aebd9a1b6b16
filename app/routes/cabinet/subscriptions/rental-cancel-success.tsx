import { data } from 'react-router';
import { EarlyEndFrame } from '../../../features/rental-cabinet/cancel/frame';
import { loadEarlyEndStep } from '../../../features/rental-cabinet/cancel/guard';
import { EarlyEndSuccessStep } from '../../../features/rental-cabinet/cancel/success-step';
import { noStore } from '../../../features/subscriptions';
import type { Route } from './+types/rental-cancel-success';

/** Ending a tool rental early: done, the refund is on its way. */
export async function loader(args: Route.LoaderArgs) {
  const step = await loadEarlyEndStep('success', args);
  return data({ orderId: step.orderId, ended: step.ended }, noStore);
}

export const meta: Route.MetaFunction = () => [
  { title: 'Готово — Досрочное завершение проката' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function RentalCancelSuccessRoute({ loaderData }: Route.ComponentProps) {
  return (
    <EarlyEndFrame orderId={loaderData.orderId} step="success" title="Прокат завершён">
      <EarlyEndSuccessStep ended={loaderData.ended} />
    </EarlyEndFrame>
  );
}
