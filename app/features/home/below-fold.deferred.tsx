import type { Banner, FaqItem } from '../../../domains/content/schema';
import { Banners, CallbackLead, Faq } from '../site-content';
import { AppPromo } from './app-promo';
import { Business } from './business';
import { HowItWorks } from './how-it-works';
import { Trust } from './trust';

/**
 * The main page under its first screen: banners, how the lines work, the figures, the app (with its
 * link form), the offer for business (with its lead form), frequent questions and the call-back
 * request. The server renders it with the page; the browser loads it after the page
 * (shell/deferred.tsx), forms and phone mask included.
 */
export default function BelowFold({ banners, faq }: { banners: Banner[]; faq: FaqItem[] }) {
  return (
    <>
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
