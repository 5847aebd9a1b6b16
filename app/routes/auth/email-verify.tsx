import { data, useLoaderData } from 'react-router';
import { confirmEmailFromLink, SECRET_PAGE_HEADERS } from '../../features/profile/email-confirm-loader';
import { EmailConfirmResult } from '../../features/profile/email-confirm-result';
import type { Route } from './+types/email-verify';

/** /app/email-verify/?key=: the app's link of the confirmation letter; the result points back to the app. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const key = new URL(request.url).searchParams.get('key');
  const outcome = await confirmEmailFromLink(context, key);
  return data({ outcome, signedIn: context.viewer !== null }, { headers: SECRET_PAGE_HEADERS });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: loaded?.outcome.ok ? 'Почта подтверждена — Местечко' : 'Подтверждение почты — Местечко' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function EmailVerifyRoute() {
  const { outcome, signedIn } = useLoaderData<typeof loader>();
  return <EmailConfirmResult outcome={outcome} target="app" signedIn={signedIn} />;
}
