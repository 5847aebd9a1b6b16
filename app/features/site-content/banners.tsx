import type { Banner } from '../../../domains/content/schema';
import { SmartLink } from '../../shell/smart-link';
import { homeStyles as shared } from '../home';
import styles from './banners.module.css';
import { readableTextColor, safeBackground } from './text-color';

function BannerLink({ link, title }: { link: string; title: string }) {
  const label = (
    <>
      Подробнее<span className="visually-hidden">: {title}</span>
    </>
  );
  if (link.startsWith('/') && !link.startsWith('//')) {
    return (
      <SmartLink to={link} className={styles.link}>
        {label}
      </SmartLink>
    );
  }
  return (
    <a href={link} className={styles.link} target="_blank" rel="noopener noreferrer">
      {label}
    </a>
  );
}

/** Offers and news of the main page: a row of cards that scrolls and snaps sideways. */
export function Banners({ banners }: { banners: Banner[] }) {
  if (banners.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="banners-title" data-testid="banners">
      <div className="container">
        <h2 id="banners-title" className={shared.title}>
          Акции и новости
        </h2>
      </div>
      <ul className={styles.row}>
        {banners.map((banner) => {
          const background = safeBackground(banner.background_color);
          return (
            <li
              key={banner.id}
              className={styles.card}
              style={{ backgroundColor: background, color: readableTextColor(background) }}
              data-testid="banner"
            >
              <div className={styles.body}>
                <h3 className={styles.title}>{banner.title}</h3>
                <p className={styles.text}>{banner.text}</p>
                {banner.link ? <BannerLink link={banner.link} title={banner.title} /> : null}
              </div>
              <img className={styles.image} src={banner.image_url} width={96} height={96} alt="" loading="lazy" decoding="async" />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
