import { data } from 'react-router';
import { EarlyEndFrame } from '../../../features/rental-cabinet/cancel/frame';
import { loadEarlyEndStep } from '../../../features/rental-cabinet/cancel/guard';
import { EarlyEndRecalcStep } from '../../../features/rental-cabinet/cancel/recalc-step';
import { noStore } from '../../../features/subscriptions';
import type { Route } from './+types/rental-cancel-recalc';

/** Ending a tool rental early, step 2: what comes back and how it is counted. */
export async function loader(args: Route.LoaderArgs) {
  const step = await loadEarlyEndStep('recalc', args);
  return data({ orderId: step.orderId, state: step.state, calculation: step.calculation! }, noStore);
}

export const meta: Route.MetaFunction = () => [
  { title: 'Расчёт — Досрочное завершение проката' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function RentalCancelRecalcRoute({ loaderData }: Route.ComponentProps) {
  return (
    <EarlyEndFrame orderId={loaderData.orderId} step="recalc" title="Сколько вернём">
      <EarlyEndRecalcStep orderId={loaderData.orderId} state={loaderData.state} calculation={loaderData.calculation} />
    </EarlyEndFrame>
  );
}
