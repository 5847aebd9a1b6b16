import { pluralRu } from '../../../lib/format/plural';
import { siteConfig } from '../../../lib/site-config';
import { useShellData } from '../../shell/shell-data';
import { SmartLink } from '../../shell/smart-link';
import { joinRu } from '../home';
import { Breadcrumbs } from './breadcrumbs';
import styles from './company.module.css';
import { SupportContacts } from './support-contacts';

const services = [
  { to: '/storages/', title: 'Хранение вещей', text: 'Личные ячейки на тёплых охраняемых складах с доступом по коду.' },
  { to: '/clouds/', title: 'Хранение с доставкой', text: 'Грузчики упакуют и увезут вещи на склад, а потом привезут обратно.' },
  { to: '/prokat/', title: 'Инструменты напрокат', text: 'Перфораторы, пылесосы и лестницы из постаматов рядом с домом.' },
  { to: '/kvartiry/', title: 'Квартиры посуточно', text: 'Проверенные квартиры с заселением по инструкции в приложении.' },
] as const;

const steps = [
  { title: 'Один вход', text: 'Аккаунт создаётся по номеру телефона — без паролей. Он общий для сайта и приложения.' },
  {
    title: 'Онлайн от начала до конца',
    text: 'Выбираете услугу, видите цену, платите картой или через СБП и подписываете договор на своё имя кодом из SMS в личном кабинете.',
  },
  { title: 'Всё в личном кабинете', text: 'Подписки, коды доступа, договоры, чеки, бонусы и чат с поддержкой — в одном месте.' },
] as const;

const values = [
  {
    title: 'Честные цены без залога',
    text: 'Цена на сайте — это цена в договоре. Не берём залог за ячейку и не прячем платежи в мелкий шрифт.',
  },
  {
    title: 'Договор и чеки онлайн',
    text: 'Договор, акты и чеки приходят в личный кабинет сразу после оплаты — их не нужно ждать или распечатывать.',
  },
  { title: 'Поддержка круглосуточно', text: 'Отвечают люди, а не бот: в чате, по телефону и почте — днём, ночью и в праздники.' },
] as const;

/** The /about/ page: who we are, how it works, figures, values, contacts and the way to the services. */
export function AboutPage() {
  const { cities, year } = useShellData();
  const cityNames = cities.map((city) => city.name);
  const years = Math.max(1, year - siteConfig.foundedYear);
  const figures = [
    { value: '4 сервиса', label: 'в одном аккаунте' },
    ...(cityNames.length > 0
      ? [{ value: `${cityNames.length} ${pluralRu(cityNames.length, ['город', 'города', 'городов'])}`, label: joinRu(cityNames) }]
      : []),
    { value: `${years} ${pluralRu(years, ['год', 'года', 'лет'])}`, label: `работаем с ${siteConfig.foundedYear} года` },
    { value: '24/7', label: 'поддержка и доступ к складам' },
  ];

  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs crumbs={[{ name: 'О компании', path: '/about/' }]} />
      <header className={styles.hero}>
        <p className={styles.eyebrow}>О компании</p>
        <h1 className={styles.title}>Местечко — место для ваших вещей, дел и поездок</h1>
        <p className={styles.lead}>
          Мы помогаем, когда дома стало тесно, начался ремонт или переезд, понадобился инструмент на выходные или квартира на пару ночей.
          Четыре сервиса — один аккаунт: хранение вещей, вывоз с доставкой, прокат инструментов и аренда квартир.
        </p>
      </header>

      <section className={styles.section} aria-labelledby="about-how">
        <h2 id="about-how" className={styles.sectionTitle}>
          Как это устроено
        </h2>
        <ol className={styles.steps}>
          {steps.map((step) => (
            <li key={step.title} className={styles.step}>
              <h3 className={styles.stepTitle}>{step.title}</h3>
              <p className={styles.stepText}>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className={styles.section} aria-labelledby="about-figures">
        <h2 id="about-figures" className={styles.sectionTitle}>
          Местечко в цифрах
        </h2>
        <ul className={styles.figures}>
          {figures.map((figure) => (
            <li key={figure.value} className={styles.figure}>
              <span className={styles.figureValue}>{figure.value}</span>
              <span className={styles.figureLabel}>{figure.label}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="about-values">
        <h2 id="about-values" className={styles.sectionTitle}>
          Во что мы верим
        </h2>
        <ul className={styles.grid}>
          {values.map((value) => (
            <li key={value.title} className={styles.card}>
              <h3 className={styles.cardTitle}>{value.title}</h3>
              <p className={styles.cardText}>{value.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="about-services">
        <h2 id="about-services" className={styles.sectionTitle}>
          Наши сервисы
        </h2>
        <ul className={styles.grid} data-columns="4">
          {services.map((service) => (
            <li key={service.to} className={styles.card}>
              <h3 className={styles.cardTitle}>{service.title}</h3>
              <p className={styles.cardText}>{service.text}</p>
              <SmartLink to={service.to} className={styles.cardLink}>
                Перейти
                <span className="visually-hidden"> в раздел «{service.title}»</span> →
              </SmartLink>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="about-contacts">
        <h2 id="about-contacts" className={styles.sectionTitle}>
          Связаться с нами
        </h2>
        <SupportContacts />
        <p className={styles.legal}>
          {siteConfig.legalName}, ИНН {siteConfig.inn}, ОГРН {siteConfig.ogrn}. {siteConfig.legalAddress}.
        </p>
      </section>

      <section className={styles.section} aria-labelledby="about-more">
        <h2 id="about-more" className={styles.sectionTitle}>
          Ещё о нас
        </h2>
        <ul className={styles.links}>
          <li>
            <SmartLink to="/vacancies/">Вакансии</SmartLink>
          </li>
          <li>
            <SmartLink to="/rules/">Правила и акции</SmartLink>
          </li>
          <li>
            <SmartLink to="/documents/">Документы</SmartLink>
          </li>
        </ul>
      </section>
    </div>
  );
}
