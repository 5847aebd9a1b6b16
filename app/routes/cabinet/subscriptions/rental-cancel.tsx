import { redirect } from 'react-router';
import { orderIdParam } from '../../../features/subscriptions';
import type { Route } from './+types/rental-cancel';

/** /cabinet/subscriptions/rental/{id}/cancel/: the rentals' cancel flow starts at its first step. */
export function loader({ params }: Route.LoaderArgs) {
  throw redirect(`/cabinet/subscriptions/rental/${orderIdParam(params.id)}/cancel/quality/`);
}

export default function RentalCancelRoute() {
  return null;
}
