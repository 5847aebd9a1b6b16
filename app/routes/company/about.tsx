import { AboutPage } from '../../features/company/about-page';
import { companyMeta } from '../../features/company/page-seo';
import type { Route } from './+types/about';

export const meta: Route.MetaFunction = () =>
  companyMeta({
    title: 'О компании',
    description:
      'Местечко — хранение вещей на тёплых складах, вывоз и доставка вещей, инструменты напрокат и квартиры посуточно в одном аккаунте. Как мы работаем, наши ценности и контакты.',
    path: '/about/',
  });

export default function About() {
  return <AboutPage />;
}
