import { data } from 'react-router';
import { CloudsPage } from '../../features/clouds/clouds-page';
import { calculatorPageData } from '../../features/clouds/page-data';
import { companyMeta } from '../../features/company';
import type { Route } from './+types/index';

/** /clouds/: storage with movers — what it is, how it works, the calculator and «Вернуть вещи». */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await calculatorPageData(request, context);
  if (!page) throw data('Хранение с доставкой пока не работает в вашем городе', { status: 404 });
  return page;
}

export const meta: Route.MetaFunction = () =>
  companyMeta({
    title: 'Хранение вещей с доставкой: вывоз грузчиками и тёплый склад',
    description:
      'Грузчики заберут вещи из дома, упакуют и отвезут на тёплый склад. Опись с фото в личном кабинете, ' +
      'вернём по запросу. Цена по объёму — рассчитайте онлайн.',
    path: '/clouds/',
  });

export default function CloudsRoute({ loaderData }: Route.ComponentProps) {
  return <CloudsPage data={loaderData} />;
}
