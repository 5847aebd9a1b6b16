import { data, redirect, useLoaderData } from 'react-router';
import { guestRedirect } from '../../features/auth/safe-redirect';
import { CabinetPaymentsPage } from '../../features/payments/cabinet/cabinet-payments-page';
import { loadCabinetPayments } from '../../features/payments/cabinet/load-payments';
import type { Route } from './+types/payments';

/** /cabinet/payments/?tab=history|documents|cards&page=N */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!context.viewer) throw redirect(guestRedirect(request));
  return data(await loadCabinetPayments(request, context.services, context.viewer.id), {
    headers: { 'Cache-Control': 'private, no-store' },
  });
}

export const meta: Route.MetaFunction = () => [
  { title: 'Платежи и документы — Местечко' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function CabinetPaymentsRoute() {
  return <CabinetPaymentsPage data={useLoaderData<typeof loader>()} />;
}
