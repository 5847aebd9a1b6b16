import { data, useLoaderData } from 'react-router';
import { AddressesPage } from '../../../features/addresses';
import { useShellData } from '../../../shell/shell-data';
import type { Route } from './+types/addresses';

/** /webview/cabinet/addresses/: «Адреса» inside the mobile app, the same page as the site's. */
export async function loader({ context }: Route.LoaderArgs) {
  if (!context.viewer) {
    throw data('Сессия приложения закончилась. Вернитесь в приложение и откройте раздел снова', { status: 401 });
  }
  const addresses = await context.services.addresses.list(context.viewer.id);
  return data(
    { addresses, yandexMapsKey: context.services.env.YANDEX_MAPS_KEY ?? null },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

export const meta: Route.MetaFunction = () => [{ title: 'Адреса — Местечко' }, { name: 'robots', content: 'noindex, nofollow' }];

export default function WebviewAddressesRoute() {
  const { addresses, yandexMapsKey } = useLoaderData<typeof loader>();
  const { cities, cityId } = useShellData();
  return <AddressesPage addresses={addresses} pick={{ cities, cityId, yandexMapsKey }} />;
}
