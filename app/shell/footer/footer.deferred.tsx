import { formatPhone, phoneHref } from '../../../lib/format/phone';
import { siteConfig } from '../../../lib/site-config';
import { useDialogs } from '../dialogs/dialogs-provider';
import { useShellData } from '../shell-data';
import { copyrightLine } from './copyright';
import { StoreLinks } from '../store-links';
import styles from './footer.module.css';

/** The city landing of the storages line (the same path as app/features/storages' cityLandingPath; the shell imports no feature). */
const cityLandingHref = (slug: string) => `/${slug}/kladovki/`;

/** Pages about the company and its rules. */
const companyLinks = [
  { href: '/about/', label: 'О компании' },
  { href: '/promotions/', label: 'Акции' },
  { href: '/rules/', label: 'Правила и акции' },
  { href: '/blog/', label: 'Блог' },
  { href: '/vacancies/', label: 'Вакансии' },
  { href: '/prokat-fines/', label: 'Штрафы проката' },
  { href: '/sms/', label: 'SMS от Местечка' },
];

/** Offer documents of each service line and the personal data policy (pages under /documents/). */
export const offerDocuments = [
  { href: '/documents/home-contract/', label: 'Договор аренды ячейки для физических лиц' },
  { href: '/documents/oferta-storage-organisation/', label: 'Оферта для юридических лиц' },
  { href: '/documents/cloud-contract/', label: 'Договор облачного хранения' },
  { href: '/documents/prokat-contract/', label: 'Договор проката' },
  { href: '/documents/apartments-tenant-offer/', label: 'Оферта для арендаторов квартир' },
  { href: '/documents/personal-data/', label: 'Персональные данные' },
] as const;

/**
 * The site's footer: the apps, the company's pages, the documents, the contacts and the requisites.
 * Hydrated once the page is used (footer.tsx); its links are plain links meanwhile, and a tap on the
 * policy button is held until the footer is live (shell/deferred-input.ts).
 */
export function SiteFooter() {
  const { year, cities } = useShellData();
  const { openPolicy } = useDialogs();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section aria-labelledby="footer-apps">
          <h2 id="footer-apps" className={styles.heading}>
            Приложение
          </h2>
          <StoreLinks tone="dark" />
          <h2 id="footer-company" className={`${styles.heading} ${styles.headingSpaced}`}>
            Компания
          </h2>
          <ul className={styles.links} aria-labelledby="footer-company">
            {companyLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
          <h2 id="footer-cities" className={`${styles.heading} ${styles.headingSpaced}`}>
            Склады в городах
          </h2>
          <ul className={styles.links} aria-labelledby="footer-cities" data-testid="footer-cities">
            {cities.map((city) => (
              <li key={city.id}>
                <a href={cityLandingHref(city.slug)}>Кладовки в {city.declensions.prepositional}</a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-docs">
          <h2 id="footer-docs" className={styles.heading}>
            Документы
          </h2>
          <ul className={styles.links}>
            {offerDocuments.map((doc) => (
              <li key={doc.href}>
                <a href={doc.href}>{doc.label}</a>
              </li>
            ))}
            <li>
              <button type="button" className={styles.linkButton} onClick={openPolicy}>
                Политика обработки персональных данных
              </button>
            </li>
            <li className={styles.more}>
              <a href="/documents/">Все документы</a>
            </li>
            <li>
              <a href="/consumer/">Информация для потребителей</a>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-contacts">
          <h2 id="footer-contacts" className={styles.heading}>
            Контакты
          </h2>
          <a className={styles.phone} href={phoneHref(siteConfig.supportPhone)}>
            {formatPhone(siteConfig.supportPhone)}
          </a>
          <p className={styles.muted}>Поддержка: {siteConfig.hours.toLowerCase()}</p>
          <a href={`mailto:${siteConfig.email}`}>{siteConfig.email}</a>
          <p>
            <a href={siteConfig.social.url} target="_blank" rel="noopener noreferrer">
              Мы во {siteConfig.social.name}
            </a>
          </p>
          <p>
            <a href="/redirect/bisiness/footer/">Аренда для бизнеса</a>
          </p>
        </section>
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>{copyrightLine(year)}</p>
        <p className={styles.muted}>
          {siteConfig.legalName}, ИНН {siteConfig.inn}, ОГРН {siteConfig.ogrn}
        </p>
      </div>
    </footer>
  );
}

// The rest of a guest page's chrome comes in the same chunk, at the visitor's first use of the page:
// the header (with the city selector and the account menus) and the bottom stack (support, cookies).
export { Header } from '../header/header';
export { BottomStack } from '../bottom-stack';
