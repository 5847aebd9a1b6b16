import { data, redirect, useLoaderData } from 'react-router';
import { guestRedirect } from '../../features/auth/safe-redirect';
import { SupportPage } from '../../features/support';
import type { Route } from './+types/support';

/** /cabinet/support/: the chat with support; opening it reads the replies. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!context.viewer) throw redirect(guestRedirect(request));
  const page = await context.services.support.history(context.viewer.id, { limit: 30 });
  return data({ items: page.items, has_more: page.has_more }, { headers: { 'Cache-Control': 'private, no-store' } });
}

export const meta: Route.MetaFunction = () => [{ title: 'Поддержка — Местечко' }, { name: 'robots', content: 'noindex, nofollow' }];

export default function CabinetSupportRoute() {
  return <SupportPage initial={useLoaderData<typeof loader>()} variant="site" />;
}
