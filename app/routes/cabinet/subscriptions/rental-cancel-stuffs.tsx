import { data } from 'react-router';
import { EarlyEndFrame } from '../../../features/rental-cabinet/cancel/frame';
import { loadEarlyEndStep, returnStepData } from '../../../features/rental-cabinet/cancel/guard';
import { EarlyEndStuffsStep } from '../../../features/rental-cabinet/cancel/stuffs-step';
import { noStore } from '../../../features/subscriptions';
import type { Route } from './+types/rental-cancel-stuffs';

/** Ending a tool rental early, step 3: the tool back in any locker, then the end. */
export async function loader(args: Route.LoaderArgs) {
  const step = await loadEarlyEndStep('stuffs', args);
  const { tools, lockers } = await returnStepData(args.context, step.orderId);
  return data({ orderId: step.orderId, state: step.state, calculation: step.calculation!, tools, lockers }, noStore);
}

export const meta: Route.MetaFunction = () => [
  { title: 'Возврат инструмента — Досрочное завершение проката' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function RentalCancelStuffsRoute({ loaderData }: Route.ComponentProps) {
  const { orderId, state, calculation, tools, lockers } = loaderData;
  return (
    <EarlyEndFrame orderId={orderId} step="stuffs" title="Верните инструмент в любой постамат">
      <EarlyEndStuffsStep orderId={orderId} state={state} calculation={calculation} tools={tools} lockers={lockers} />
    </EarlyEndFrame>
  );
}
