import { data, redirect, useLoaderData } from 'react-router';
import { guestRedirect } from '../../features/auth/safe-redirect';
import { BonusesPage, loadBonusesPage } from '../../features/bonuses';
import type { Route } from './+types/bonuses';

/** /cabinet/bonuses/: the wallet, what points pay for, what expires soon, the code to share. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!context.viewer) throw redirect(guestRedirect(request));
  return data(await loadBonusesPage(context.services, context.viewer.id), { headers: { 'Cache-Control': 'private, no-store' } });
}

export const meta: Route.MetaFunction = () => [{ title: 'Бонусы — Местечко' }, { name: 'robots', content: 'noindex, nofollow' }];

export default function CabinetBonusesRoute() {
  return <BonusesPage data={useLoaderData<typeof loader>()} />;
}
