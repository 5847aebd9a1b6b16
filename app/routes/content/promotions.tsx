import { companyMeta } from '../../features/company/page-seo';
import { PROMOTIONS_SUMMARY, promoRules } from '../../features/company/rules-data';
import { PromotionsPage } from '../../features/promotions/promotions-page';
import { orEmpty } from '../../features/site-content/or-empty';
import type { Route } from './+types/promotions';

/** The promo rules are constant; the banners come from the content service, and a failed read shows just the rules. */
export async function loader({ context }: Route.LoaderArgs) {
  return { banners: await orEmpty(() => context.services.content.listBanners()) };
}

export const meta: Route.MetaFunction = () =>
  companyMeta({
    title: 'Акции',
    description: `Действующие акции Местечка: ${PROMOTIONS_SUMMARY} и спецпредложения на хранение, вывоз вещей и прокат.`,
    path: '/promotions/',
  });

export default function Promotions({ loaderData }: Route.ComponentProps) {
  return <PromotionsPage rules={promoRules} banners={loaderData.banners} />;
}
