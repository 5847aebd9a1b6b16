import { companyMeta } from '../../features/company/page-seo';
import { promoRules } from '../../features/company/rules-data';
import { RulesPage } from '../../features/company/rules-page';
import type { Route } from './+types/rules';

export const meta: Route.MetaFunction = () =>
  companyMeta({
    title: 'Правила и акции',
    description:
      'Акции Местечка: скидка 25 % на переезд, баллы за отзывы и скидка 500 ₽ за регистрацию. Условия, сроки и как получить.',
    path: '/rules/',
  });

export default function Rules() {
  return <RulesPage rules={promoRules} />;
}
