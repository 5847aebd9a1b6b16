import { data } from 'react-router';
import { loadCancelStep } from '../../../features/subscriptions/cancel/guard';
import { PhotoStep } from '../../../features/subscriptions/cancel/photo-step';
import { CancelFrame } from '../../../features/subscriptions/cancel/steps';
import { noStore } from '../../../features/subscriptions/load';
import type { Route } from './+types/cancel-photo';

/** Cancel flow, step 2: photos of the empty cell. */
export async function loader(args: Route.LoaderArgs) {
  const step = await loadCancelStep('photo', args);
  return data({ orderId: step.order.id, state: step.state, files: step.files ?? [] }, noStore);
}

export const meta: Route.MetaFunction = () => [
  { title: 'Фото ячейки — Расторжение договора' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function CancelPhotoRoute({ loaderData }: Route.ComponentProps) {
  return (
    <CancelFrame orderId={loaderData.orderId} step="photo" state={loaderData.state} title="Фото пустой ячейки">
      <PhotoStep orderId={loaderData.orderId} state={loaderData.state} files={loaderData.files} />
    </CancelFrame>
  );
}
