import { SmartLink } from '../../shell/smart-link';
import shared from './home.module.css';
import styles from './business.module.css';
import { BusinessLeadForm } from '../feedback';

const offers = [
  'Склад для товаров маркетплейсов и интернет-магазинов',
  'Архив документов и сезонное оборудование',
  'Инструмент для бригад и выездных сотрудников',
];

/**
 * The offer for companies; the link goes through the tracked redirect to the business site, and the
 * "Больше 100 м² или много ячеек?" lead form asks for a personal offer.
 */
export function Business() {
  return (
    <section className={shared.section} aria-labelledby="business-title">
      <div className="container">
        <div className={styles.card}>
          <div className={styles.text}>
            <p className={styles.kicker}>Для бизнеса</p>
            <h2 id="business-title" className={`${shared.title} ${styles.title}`}>
              Местечко для компаний и&nbsp;ИП
            </h2>
            <p className={styles.lead}>
              Договор с юрлицом, оплата по счёту и закрывающие документы каждый месяц. Персональный менеджер подберёт ячейки под объём и
              поможет с перевозкой.
            </p>
            <ul className={styles.offers}>
              {offers.map((offer) => (
                <li key={offer}>{offer}</li>
              ))}
            </ul>
            {/* A server redirect to the business site, not an app route: a full page load, no discovery. */}
            <SmartLink to="/redirect/bisiness/header/" reloadDocument prefetch="none" discover="none" className={`btn ${styles.link}`}>
              Условия для бизнеса
            </SmartLink>
          </div>
          <img className={styles.picture} src="/images/home/business.svg" width={320} height={240} alt="" loading="lazy" decoding="async" />
          <div className={styles.lead100}>
            <BusinessLeadForm />
          </div>
        </div>
      </div>
    </section>
  );
}
