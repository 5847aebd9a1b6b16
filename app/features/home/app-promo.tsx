import shared from './home.module.css';
import styles from './app-promo.module.css';
import { StoreLinks } from '../../shell/store-links';
import { AppLinkForm } from '../feedback';

const features = [
  'Код доступа к складу и постаматам всегда под рукой',
  'Продление аренды и автоплатёж в пару касаний',
  'Доставка вещей со склада по фото из описи',
  'Договоры, чеки и история всех заказов',
];

/** The cabinet and the mobile app: everything rented in one place, and the app link by SMS. */
export function AppPromo() {
  return (
    <section className={`${shared.section} ${shared.surface}`} aria-labelledby="app-title">
      <div className={`container ${styles.inner}`}>
        <div className={styles.text}>
          <h2 id="app-title" className={shared.title}>
            Личный кабинет и приложение
          </h2>
          <p className={shared.lead}>
            Всё, что вы арендовали в Местечке, собрано в одном месте — на сайте и в телефоне. Бронируйте, продлевайте и оплачивайте без
            звонков в поддержку.
          </p>
          <ul className={styles.features}>
            {features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
          <StoreLinks />
          <AppLinkForm />
        </div>
        <img
          className={styles.picture}
          src="/images/home/app.svg"
          width={360}
          height={400}
          alt="Экран приложения Местечко с кодом доступа к складу и списком заказов"
          loading="lazy"
          decoding="async"
        />
      </div>
    </section>
  );
}
