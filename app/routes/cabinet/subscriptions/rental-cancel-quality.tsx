import { data } from 'react-router';
import { EarlyEndFrame } from '../../../features/rental-cabinet/cancel/frame';
import { loadEarlyEndStep } from '../../../features/rental-cabinet/cancel/guard';
import { EarlyEndQualityStep } from '../../../features/rental-cabinet/cancel/quality-step';
import { noStore } from '../../../features/subscriptions';
import type { Route } from './+types/rental-cancel-quality';

/** Ending a tool rental early, step 1: how it went (optional). */
export async function loader(args: Route.LoaderArgs) {
  const step = await loadEarlyEndStep('quality', args);
  return data({ orderId: step.orderId, state: step.state }, noStore);
}

export const meta: Route.MetaFunction = () => [
  { title: 'Оценка — Досрочное завершение проката' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function RentalCancelQualityRoute({ loaderData }: Route.ComponentProps) {
  return (
    <EarlyEndFrame orderId={loaderData.orderId} step="quality" title="Как прошла аренда?">
      <EarlyEndQualityStep orderId={loaderData.orderId} state={loaderData.state} />
    </EarlyEndFrame>
  );
}
