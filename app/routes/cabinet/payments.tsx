import { data, redirect, useLoaderData } from 'react-router';
import { guestRedirect } from '../../features/auth/safe-redirect';
import { CabinetPaymentsPage, type CabinetPaymentsData } from '../../features/payments/cabinet/cabinet-payments-page';
import { PAGE_SIZE } from '../../features/payments/cabinet/history-tab';
import type { Route } from './+types/payments';

/** /cabinet/payments/?tab=history|documents|cards&page=N */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!context.viewer) throw redirect(guestRedirect(request));
  const url = new URL(request.url);
  const tabParam = url.searchParams.get('tab');
  const tab = tabParam === 'documents' || tabParam === 'cards' ? tabParam : 'history';
  const page = Math.max(1, Math.min(10_000, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1));
  const userId = context.viewer.id;
  const { payments } = context.services;
  const window = { offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE };
  let result: CabinetPaymentsData;
  if (tab === 'cards') result = { tab, cards: (await payments.cards.listView(userId)).data };
  else if (tab === 'documents') {
    // Closing acts of company-paid orders show under the invoices: the latest 50 of them.
    const acts = await payments.acts.list(userId, { offset: 0, limit: 50 });
    result = { tab, page, ...(await payments.invoices.list(userId, window)), acts: acts.items };
  } else result = { tab, page, ...(await payments.history.list(userId, window)) };
  return data(result, { headers: { 'Cache-Control': 'private, no-store' } });
}

export const meta: Route.MetaFunction = () => [
  { title: 'Платежи и документы — Местечко' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function CabinetPaymentsRoute() {
  return <CabinetPaymentsPage data={useLoaderData<typeof loader>()} />;
}
