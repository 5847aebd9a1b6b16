import { data, redirect } from 'react-router';
import { guestRedirect } from '../../features/auth/safe-redirect';
import { CloudCheckoutPage } from '../../features/clouds/checkout-page';
import { cloudChoiceQuery } from '../../features/clouds/cloud-choice';
import { choiceWithTariffs, cloudSite, signedInQuote } from '../../features/clouds/page-data';
import { useShellData } from '../../shell/shell-data';
import type { Route } from './+types/checkout';

/** /clouds/checkout/: signed in only (a guest gets the login dialog with this page as `path`); the choice comes in the query. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!context.viewer) throw redirect(guestRedirect(request));
  const params = new URL(request.url).searchParams;
  const site = await cloudSite(request, context);
  if (site.warehouses.length === 0) throw redirect('/clouds/');
  const { choice, tariffs } = await choiceWithTariffs(params, site, context);
  const tariff = tariffs.find((t) => t.period_code === choice.period) ?? tariffs[0];
  // Without a period or a chosen window there is nothing to check out: back to the calculator with what was chosen.
  if (!tariff || !choice.window || !choice.date) throw redirect(`/clouds/${cloudChoiceQuery(choice)}#calculator`);
  const warehouse = site.warehouses.find((w) => w.id === choice.warehouse)!;
  const [addresses, companies, initialQuote] = await Promise.all([
    // The zone badges answer for this order's warehouse: another city's zone does not count.
    context.services.addresses.list(context.viewer.id, warehouse.city_id),
    context.services.companies.listForUser(context.viewer.id),
    signedInQuote(context, { warehouse_id: warehouse.id, volume: choice.volume, period_code: tariff.period_code }),
  ]);
  return data(
    {
      choice: { ...choice, period: tariff.period_code },
      warehouse: { id: warehouse.id, name: warehouse.name, address: warehouse.address },
      tariff,
      addresses,
      companies: companies.map((c) => ({ uuid: c.uuid, name: c.name })),
      yandexMapsKey: context.services.env.YANDEX_MAPS_KEY ?? null,
      initialQuote,
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

export const meta: Route.MetaFunction = () => [
  { title: 'Оформление хранения с доставкой — Местечко' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function CloudCheckoutRoute({ loaderData }: Route.ComponentProps) {
  const { cities, cityId } = useShellData();
  return <CloudCheckoutPage data={loaderData} pick={{ cities, cityId }} />;
}
