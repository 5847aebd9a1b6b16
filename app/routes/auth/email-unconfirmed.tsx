import { data, useLoaderData } from 'react-router';
import { type EmailStatus, EmailUnconfirmed } from '../../features/profile/email-unconfirmed';
import type { Route } from './+types/email-unconfirmed';

/** /auth/email/unconfirmed/: where the site sends a visitor whose e-mail still waits for its link. */
export async function loader({ context }: Route.LoaderArgs) {
  let status: EmailStatus | null = null;
  if (context.viewer) {
    const profile = await context.services.profile.getProfile(context.viewer.id);
    status = {
      waiting: profile.pending_email ?? (profile.email && !profile.email_confirmed ? profile.email : null),
      confirmed: profile.email_confirmed ? profile.email : null,
    };
  }
  return data({ status }, { headers: { 'Cache-Control': 'private, no-store' } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = () => [
  { title: 'Почта не подтверждена — Местечко' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function EmailUnconfirmedRoute() {
  const { status } = useLoaderData<typeof loader>();
  return <EmailUnconfirmed status={status} />;
}
