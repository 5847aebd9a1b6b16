import { formatPhone, phoneHref } from '../../../lib/format/phone';
import { siteConfig } from '../../../lib/site-config';
import { SmartLink } from '../../shell/smart-link';
import { Breadcrumbs } from './breadcrumbs';
import styles from './company.module.css';
import { SupportContacts } from './support-contacts';

const kinds = [
  { title: 'Коды для входа', text: 'Четыре цифры для входа в аккаунт или подтверждения номера. Код действует несколько минут.' },
  { title: 'Напоминания о бронировании', text: 'Когда приедут грузчики, когда заканчивается аренда ячейки, инструмента или квартиры.' },
  { title: 'Оплаты и чеки', text: 'Об успешной оплате, автопродлении подписки и о том, что платёж не прошёл.' },
  { title: 'Акции', text: 'Новости и скидки — только если вы дали согласие на рекламные рассылки.' },
] as const;

/** The /sms/ page: what our SMS messages are, how to tell them from fraud and how to stop the promotional ones. */
export function SmsPage() {
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs crumbs={[{ name: 'SMS от Местечка', path: '/sms/' }]} />
      <header className={styles.hero}>
        <p className={styles.eyebrow}>Ссылка из SMS</p>
        <h1 className={styles.title}>SMS от Местечка</h1>
        <p className={styles.lead}>
          Вы перешли по ссылке из сообщения от отправителя «{siteConfig.brandName}». Рассказываем, какие SMS мы присылаем и как отличить их
          от мошеннических.
        </p>
      </header>

      <section className={styles.section} aria-labelledby="sms-kinds">
        <h2 id="sms-kinds" className={styles.sectionTitle}>
          Какие SMS мы отправляем
        </h2>
        <ul className={styles.grid} data-columns="4">
          {kinds.map((kind) => (
            <li key={kind.title} className={styles.card}>
              <h3 className={styles.cardTitle}>{kind.title}</h3>
              <p className={styles.cardText}>{kind.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="sms-safety">
        <h2 id="sms-safety" className={styles.sectionTitle}>
          Никому не сообщайте код
        </h2>
        <div className={styles.notice}>
          <p>
            Сотрудники Местечка <strong>никогда не просят назвать код из SMS</strong> — ни по телефону, ни в мессенджерах, ни в чате. Если
            кто-то спрашивает код, прекратите разговор и позвоните нам по номеру{' '}
            <a href={phoneHref(siteConfig.supportPhone)}>{formatPhone(siteConfig.supportPhone)}</a>.
          </p>
        </div>
        <p className={styles.legal}>
          Наши ссылки ведут только на сайт {new URL(siteConfig.siteUrl).host} и в официальные магазины приложений.
        </p>
      </section>

      <section className={styles.section} aria-labelledby="sms-stop">
        <h2 id="sms-stop" className={styles.sectionTitle}>
          Как отписаться от рекламных SMS
        </h2>
        <ol className={styles.steps}>
          <li className={styles.step}>
            <h3 className={styles.stepTitle}>Откройте профиль</h3>
            <p className={styles.stepText}>
              Войдите в <SmartLink to="/cabinet/profile/">личный кабинет → Мои данные</SmartLink>.
            </p>
          </li>
          <li className={styles.step}>
            <h3 className={styles.stepTitle}>Раздел «Рассылки»</h3>
            <p className={styles.stepText}>Снимите согласие на рекламные сообщения и сохраните изменения.</p>
          </li>
          <li className={styles.step}>
            <h3 className={styles.stepTitle}>Готово</h3>
            <p className={styles.stepText}>
              Акции приходить перестанут. Коды входа, напоминания и сообщения об оплатах останутся — они нужны для ваших заказов.
            </p>
          </li>
        </ol>
        <div className={styles.actions}>
          <SmartLink to="/cabinet/profile/" className="btn btn-primary">
            Открыть профиль
          </SmartLink>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="sms-support">
        <h2 id="sms-support" className={styles.sectionTitle}>
          Если SMS пришло по ошибке
        </h2>
        <p className={styles.text}>Не бронировали у нас ничего или получили чужой код — напишите или позвоните, мы разберёмся.</p>
        <SupportContacts />
      </section>
    </div>
  );
}
