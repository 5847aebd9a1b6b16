import { data, redirect, useLoaderData } from 'react-router';
import { guestRedirect } from '../../features/auth/safe-redirect';
import { BonusHistoryPage, loadBonusHistoryPage } from '../../features/bonuses';
import type { Route } from './+types/bonuses-history';

/** /cabinet/bonuses/history/?filter=earn|spend&page=N: every movement of the wallet with its order. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!context.viewer) throw redirect(guestRedirect(request));
  const page = await loadBonusHistoryPage(context.services, context.viewer.id, new URL(request.url));
  return data(page, { headers: { 'Cache-Control': 'private, no-store' } });
}

export const meta: Route.MetaFunction = () => [{ title: 'История бонусов — Местечко' }, { name: 'robots', content: 'noindex, nofollow' }];

export default function CabinetBonusHistoryRoute() {
  return <BonusHistoryPage data={useLoaderData<typeof loader>()} />;
}
