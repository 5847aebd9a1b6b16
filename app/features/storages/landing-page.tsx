import type { StorageLanding } from '../../../domains/storages/schema';
import { formatRub } from '../../../lib/format/money';
import { SmartLink } from '../../shell/smart-link';
import { absoluteUrl, Breadcrumbs } from '../company';
import { JsonLd } from './json-ld';
import styles from './pages.module.css';

/** schema.org WebPage about the storage service, with its cheapest offer. */
function landingJsonLd(landing: StorageLanding, minPrice: number | null) {
  const url = absoluteUrl(`/${landing.key}/`);
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    url,
    name: landing.seo_title,
    description: landing.seo_description,
    inLanguage: 'ru-RU',
    about: {
      '@type': 'Service',
      name: landing.hero_title,
      serviceType: 'Хранение вещей',
      areaServed: ['Москва', 'Санкт-Петербург', 'Казань'],
      ...(minPrice !== null
        ? {
            offers: {
              '@type': 'AggregateOffer',
              priceCurrency: 'RUB',
              lowPrice: minPrice,
              url: absoluteUrl('/storages/'),
            },
          }
        : {}),
    },
  };
}

/** A seasonal landing: hero, the text sections, and the way to the catalogue. */
export function LandingPage({ landing, minPrice }: { landing: StorageLanding; minPrice: number | null }) {
  return (
    <div className={styles.landing}>
      <Breadcrumbs crumbs={[{ name: landing.hero_title, path: `/${landing.key}/` }]} />
      <JsonLd data={landingJsonLd(landing, minPrice)} />
      <header className={styles.banner}>
        <div className="container">
          <h1 className={styles.bannerTitle}>{landing.hero_title}</h1>
          <p className={styles.bannerLead}>{landing.hero_subtitle}</p>
          <div className={styles.bannerActions}>
            <SmartLink to="/storages/" className={styles.ctaLight} data-testid="landing-cta">
              Выбрать склад и ячейку
            </SmartLink>
            {minPrice !== null ? <span className={styles.bannerPrice}>от {formatRub(minPrice)} в месяц</span> : null}
          </div>
        </div>
      </header>
      <div className={`container ${styles.sections}`}>
        {landing.sections.map((section, i) => (
          <section key={section.title} className={styles.textSection} aria-labelledby={`landing-section-${i}`}>
            <h2 id={`landing-section-${i}`} className={styles.sectionTitle}>
              {section.title}
            </h2>
            <p className={styles.text}>{section.text}</p>
          </section>
        ))}
        <aside className={styles.closing}>
          <p className={styles.closingText}>
            Склады в Москве, Санкт-Петербурге и Казани — выберите ближайший и посмотрите свободные ячейки.
          </p>
          <SmartLink to="/storages/" className={styles.cta}>
            Перейти к складам
          </SmartLink>
          <SmartLink to="/tariffs/" className={styles.secondary}>
            Тарифы
          </SmartLink>
        </aside>
      </div>
    </div>
  );
}
