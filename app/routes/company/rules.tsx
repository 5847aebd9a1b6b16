import { useLoaderData } from 'react-router';
import { companyMeta } from '../../features/company/page-seo';
import { Faq } from '../../features/site-content/faq';
import { orEmpty } from '../../features/site-content/or-empty';
import { PROMOTIONS_SUMMARY, promoRules } from '../../features/company/rules-data';
import { RulesPage } from '../../features/company/rules-page';
import type { Route } from './+types/rules';

export const meta: Route.MetaFunction = () =>
  companyMeta({
    title: 'Правила и акции',
    description: `Акции Местечка: ${PROMOTIONS_SUMMARY}. Условия, сроки и как получить.`,
    path: '/rules/',
  });

/** The bonus questions sit under the promotions: that is where people ask how points work. */
export async function loader({ context }: Route.LoaderArgs) {
  return { faq: await orEmpty(async () => (await context.services.content.listFaq({ section: 'bonuses' })).items) };
}

export default function Rules() {
  const { faq } = useLoaderData<typeof loader>();
  return (
    <>
      <RulesPage rules={promoRules} />
      <Faq items={faq} />
    </>
  );
}
