import { useLoaderData } from 'react-router';
import { AppPromo } from '../features/home/app-promo';
import { Business } from '../features/home/business';
import { Hero } from '../features/home/hero';
import { HowItWorks } from '../features/home/how-it-works';
import { siteConfig } from '../../lib/site-config';
import { OrganizationJsonLd } from '../features/home/organization-jsonld';
import { Services } from '../features/home/services';
import { Trust } from '../features/home/trust';
import { Banners } from '../features/site-content/banners';
import { CallbackLead } from '../features/site-content/callback-lead';
import { Faq } from '../features/site-content/faq';
import { orEmpty } from '../features/site-content/or-empty';
import { PublicNotices } from '../features/site-content/public-notices';
import { EMPTY_STORAGE_FACTS, type StorageFacts } from '../../domains/storages/facts';
import type { Route } from './+types/home';

const TITLE = 'Местечко — хранение вещей, инструменты напрокат и аренда квартир';
const DESCRIPTION =
  'Личные ячейки на тёплых складах, хранение с вывозом и доставкой вещей, инструменты напрокат из ' +
  'постаматов и квартиры посуточно. Бронирование и оплата онлайн в одном аккаунте.';

/**
 * Notices, banners, the general questions and the storage line's figures; a failed read leaves its
 * block empty (the figures: unstated), never the page.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const content = context.services.content;
  const [notices, banners, faq, storage] = await Promise.all([
    orEmpty(() => content.listPublicNotifications()),
    orEmpty(() => content.listBanners()),
    orEmpty(async () => (await content.listFaq({ section: 'general' })).items),
    context.services.storageFacts.facts().catch((): StorageFacts => EMPTY_STORAGE_FACTS),
  ]);
  return { notices, banners, faq, storage };
}

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

/**
 * The main page: public notices, the four service lines, banners, how they work, the app, the offer
 * for business, frequent questions and the call-back request.
 */
export default function Home() {
  const { notices, banners, faq } = useLoaderData<typeof loader>();
  return (
    <>
      <OrganizationJsonLd />
      <PublicNotices notices={notices} />
      <Hero />
      <Services />
      <Banners banners={banners} />
      <HowItWorks />
      <Trust />
      <AppPromo />
      <Business />
      <Faq items={faq} />
      <CallbackLead />
    </>
  );
}
