import { data, useLoaderData } from 'react-router';
import { CabinetPaymentsPage } from '../../../features/payments/cabinet/cabinet-payments-page';
import { loadCabinetPayments } from '../../../features/payments/cabinet/load-payments';
import type { Route } from './+types/payments';

/** /webview/cabinet/payments/: payments, documents and cards inside the mobile app, the same tabs as the site's. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!context.viewer) {
    throw data('Сессия приложения закончилась. Вернитесь в приложение и откройте раздел снова', { status: 401 });
  }
  return data(await loadCabinetPayments(request, context.services, context.viewer.id), {
    headers: { 'Cache-Control': 'private, no-store' },
  });
}

export const meta: Route.MetaFunction = () => [
  { title: 'Платежи и документы — Местечко' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function WebviewPaymentsRoute() {
  return <CabinetPaymentsPage data={useLoaderData<typeof loader>()} />;
}
