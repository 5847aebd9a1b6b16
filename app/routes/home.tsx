import { AppPromo } from '../features/home/app-promo';
import { Business } from '../features/home/business';
import { Hero } from '../features/home/hero';
import { HowItWorks } from '../features/home/how-it-works';
import { siteConfig } from '../../lib/site-config';
import { OrganizationJsonLd } from '../features/home/organization-jsonld';
import { Services } from '../features/home/services';
import { Trust } from '../features/home/trust';
import type { Route } from './+types/home';

const TITLE = 'Местечко — хранение вещей, инструменты напрокат и аренда квартир';
const DESCRIPTION =
  'Личные ячейки на тёплых складах, хранение с вывозом и доставкой вещей, инструменты напрокат из постаматов и квартиры посуточно. Бронирование и оплата онлайн в одном аккаунте.';

export const meta: Route.MetaFunction = () => [
  { title: TITLE },
  { name: 'description', content: DESCRIPTION },
  { tagName: 'link', rel: 'canonical', href: `${siteConfig.siteUrl}/` },
  { property: 'og:title', content: TITLE },
  { property: 'og:description', content: DESCRIPTION },
  { property: 'og:type', content: 'website' },
  { property: 'og:url', content: `${siteConfig.siteUrl}/` },
  { property: 'og:locale', content: 'ru_RU' },
  { property: 'og:site_name', content: siteConfig.brandName },
];

/** The main page: the four service lines, how they work, the app and the offer for business. */
export default function Home() {
  return (
    <>
      <OrganizationJsonLd />
      <Hero />
      <Services />
      <HowItWorks />
      <Trust />
      <AppPromo />
      <Business />
    </>
  );
}
