import { memo } from 'react';
import { useLoaderData } from 'react-router';
import { Hero } from '../features/home/hero';
import { siteConfig } from '../../lib/site-config';
import { OrganizationJsonLd } from '../features/home/organization-jsonld';
import { Services } from '../features/home/services';
import { orEmpty } from '../features/site-content/or-empty';
import { PublicNotices } from '../features/site-content/public-notices';
import { EMPTY_STORAGE_FACTS, type StorageFacts } from '../../domains/storages/facts';
import type { Banner, FaqItem } from '../../domains/content/schema';
import { Deferred, deferredPart } from '../shell/deferred';
import type { Route } from './+types/home';
import { GUEST_PAGE_CACHE } from '../shell/guest-page-cache';

// Everything under the first screen (the three forms and the phone mask among it) is not in the
// page's first load: the server renders it, the browser hydrates it once the page is used (shell/deferred.tsx).
const BelowFold = deferredPart(() => import('../features/home/below-fold.deferred'));

/** Memoised: the page's own updates reach the part only when the banners or questions change. */
const DeferredBelowFold = memo(function DeferredBelowFold({ banners, faq }: { banners: Banner[]; faq: FaqItem[] }) {
  return (
    <Deferred>
      <BelowFold banners={banners} faq={faq} />
    </Deferred>
  );
});

const TITLE = 'Местечко — хранение вещей, инструменты напрокат и аренда квартир';
const DESCRIPTION =
  'Личные ячейки на тёплых складах, хранение с вывозом и доставкой вещей, инструменты напрокат из ' +
  'постаматов и квартиры посуточно. Бронирование и оплата онлайн в одном аккаунте.';

export const handle = GUEST_PAGE_CACHE;

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
      <DeferredBelowFold banners={banners} faq={faq} />
    </>
  );
}
