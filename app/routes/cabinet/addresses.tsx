import { data, redirect, useLoaderData } from 'react-router';
import { AddressesPage } from '../../features/addresses';
import { guestRedirect } from '../../features/auth/safe-redirect';
import { useShellData } from '../../shell/shell-data';
import type { Route } from './+types/addresses';

/** /cabinet/addresses/ «Адреса». The cabinet layout guards it; the loader checks again. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!context.viewer) throw redirect(guestRedirect(request));
  const addresses = await context.services.addresses.list(context.viewer.id);
  return data(
    { addresses, yandexMapsKey: context.services.env.YANDEX_MAPS_KEY ?? null },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

export const meta: Route.MetaFunction = () => [{ title: 'Адреса — Местечко' }, { name: 'robots', content: 'noindex, nofollow' }];

export default function CabinetAddressesRoute() {
  const { addresses, yandexMapsKey } = useLoaderData<typeof loader>();
  const { cities, cityId } = useShellData();
  return <AddressesPage addresses={addresses} pick={{ cities, cityId, yandexMapsKey }} />;
}
