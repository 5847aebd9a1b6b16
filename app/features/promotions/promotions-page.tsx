import type { Banner } from '../../../domains/content/schema';
import { SmartLink } from '../../shell/smart-link';
import { Breadcrumbs, type PromoRule } from '../company';
import { readableTextColor, safeBackground } from '../site-content';
import styles from './promotions.module.css';

function OfferLink({ link, title }: { link: string; title: string }) {
  const label = (
    <>
      Подробнее<span className="visually-hidden">: {title}</span> →
    </>
  );
  if (link.startsWith('/') && !link.startsWith('//')) {
    return (
      <SmartLink to={link} className={styles.offerLink}>
        {label}
      </SmartLink>
    );
  }
  return (
    <a href={link} className={styles.offerLink} target="_blank" rel="noopener noreferrer">
      {label}
    </a>
  );
}

/** /promotions/: the promotions with rules pages, then the offers currently on the banners. */
export function PromotionsPage({ rules, banners }: { rules: readonly PromoRule[]; banners: readonly Banner[] }) {
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs crumbs={[{ name: 'Акции', path: '/promotions/' }]} />
      <header className={styles.hero}>
        <h1 className={styles.title}>Акции</h1>
        <p className={styles.lead}>
          Скидки, баллы и специальные предложения Местечка, которые действуют сейчас. Условия каждой акции — на её странице.
        </p>
      </header>

      <section className={styles.section} aria-labelledby="promotions-rules">
        <h2 id="promotions-rules" className={styles.sectionTitle}>
          Скидки и баллы
        </h2>
        <ul className={styles.grid}>
          {rules.map((rule) => (
            <li key={rule.slug} className={styles.card} data-testid="promotion-rule">
              <span className={styles.badge}>{rule.badge}</span>
              <h3 className={styles.cardTitle}>{rule.title}</h3>
              <p className={styles.cardText}>{rule.summary}</p>
              <SmartLink to={`/rules/${rule.slug}/`} className={styles.cardLink}>
                Условия акции<span className="visually-hidden"> «{rule.title}»</span> →
              </SmartLink>
            </li>
          ))}
        </ul>
      </section>

      {banners.length > 0 ? (
        <section className={styles.section} aria-labelledby="promotions-offers">
          <h2 id="promotions-offers" className={styles.sectionTitle}>
            Спецпредложения
          </h2>
          <ul className={styles.grid}>
            {banners.map((banner) => {
              const background = safeBackground(banner.background_color);
              return (
                <li
                  key={banner.id}
                  className={styles.offer}
                  style={{ backgroundColor: background, color: readableTextColor(background) }}
                  data-testid="promotion-offer"
                >
                  <div className={styles.offerBody}>
                    <h3 className={styles.cardTitle}>{banner.title}</h3>
                    <p className={styles.offerText}>{banner.text}</p>
                    {banner.link ? <OfferLink link={banner.link} title={banner.title} /> : null}
                  </div>
                  <img className={styles.offerImage} src={banner.image_url} width={72} height={72} alt="" loading="lazy" decoding="async" />
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}

      <section className={styles.section} aria-labelledby="promotions-more">
        <h2 id="promotions-more" className={styles.sectionTitle}>
          Полезно знать
        </h2>
        <p className={styles.more}>
          Общий порядок проведения акций описан в <SmartLink to="/documents/">документах</SmartLink>, а советы о хранении, переездах и
          прокате — в <SmartLink to="/blog/">блоге</SmartLink>.
        </p>
      </section>
    </div>
  );
}
