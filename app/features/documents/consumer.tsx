import { SmartLink } from '../../shell/smart-link';
import { formatPhone, phoneHref } from '../../../lib/format/phone';
import { siteConfig } from '../../../lib/site-config';
import { documentPath } from './documents';
import styles from './documents.module.css';
import { requisites } from './requisites';

export interface ConsumerPage {
  slug: 'consumer-protection' | 'complaints-book' | 'registration-certificate';
  title: string;
  description: string;
}

export const consumerPages: readonly ConsumerPage[] = [
  {
    slug: 'consumer-protection',
    title: 'Защита прав потребителей',
    description: 'Ваши права как клиента, куда обращаться и как направить нам претензию.',
  },
  {
    slug: 'complaints-book',
    title: 'Книга отзывов и предложений',
    description: 'Как оставить жалобу, отзыв или предложение и когда ждать ответа.',
  },
  {
    slug: 'registration-certificate',
    title: 'Свидетельство о регистрации',
    description: `Регистрационные данные ${siteConfig.legalName}: ОГРН, ИНН, КПП и адрес.`,
  },
];

export function findConsumerPage(slug: string | undefined): ConsumerPage | undefined {
  return consumerPages.find((page) => page.slug === slug);
}

export function consumerPath(slug: string): string {
  return `/consumer/${slug}/`;
}

const support = formatPhone(siteConfig.supportPhone);
const supportHref = phoneHref(siteConfig.supportPhone);

function ConsumerProtection() {
  return (
    <>
      <p>
        Отношения между {siteConfig.legalName} и клиентами — физическими лицами регулируются Законом РФ от 07.02.1992 № 2300-1 «О защите
        прав потребителей», Гражданским кодексом РФ и договорами, опубликованными в разделе{' '}
        <SmartLink to="/documents/">«Документы»</SmartLink>.
      </p>
      <h2>Ваши права</h2>
      <ul>
        <li>получить полную и достоверную информацию об услуге, её цене и условиях до оплаты;</li>
        <li>получить услугу надлежащего качества в согласованный срок;</li>
        <li>отказаться от услуги в любое время, оплатив только фактически понесённые исполнителем расходы (ст. 32 Закона);</li>
        <li>потребовать устранения недостатков, уменьшения цены или возмещения убытков, если услуга оказана с недостатками;</li>
        <li>получить возврат денег на карту, с которой была оплата, в сроки, установленные законом;</li>
        <li>на безопасность услуги для жизни, здоровья и имущества;</li>
        <li>
          на защиту персональных данных — см.{' '}
          <SmartLink to={documentPath('personal-data')}>политику обработки персональных данных</SmartLink>.
        </li>
      </ul>
      <h2>Как направить претензию компании</h2>
      <ol>
        <li>
          Опишите, что произошло: номер договора или заказа, дату, суть требования (возврат денег, устранение недостатка, возмещение ущерба)
          и способ ответа.
        </li>
        <li>Приложите фото, чеки и другие документы, если они есть.</li>
        <li>
          Отправьте претензию на <a href={`mailto:${siteConfig.email}`}>{siteConfig.email}</a> или заказным письмом по адресу:{' '}
          {siteConfig.legalAddress}, {siteConfig.legalName}.
        </li>
      </ol>
      <p>
        Мы отвечаем на претензии в течение 10 рабочих дней, а требования о возврате денег за услугу выполняем в сроки, установленные Законом
        о защите прав потребителей. Срочные вопросы решает поддержка по телефону <a href={supportHref}>{support}</a> (
        {siteConfig.hours.toLowerCase()}).
      </p>
      <h2>Куда ещё можно обратиться</h2>
      <p>
        Если спор не удалось решить с нами, вы вправе обратиться в Федеральную службу по надзору в сфере защиты прав потребителей и
        благополучия человека (Роспотребнадзор) — в территориальное управление по месту жительства или через официальный сайт и портал
        Госуслуг. Единый консультационный центр Роспотребнадзора консультирует бесплатно. Также вы можете обратиться в суд по месту своего
        жительства, месту заключения или исполнения договора; по искам о защите прав потребителей госпошлина не уплачивается в пределах,
        установленных законом.
      </p>
    </>
  );
}

function ComplaintsBook() {
  return (
    <>
      <p>
        Книга отзывов и предложений {siteConfig.brandName} ведётся в электронном виде. Каждое обращение регистрируется, получает номер и
        рассматривается ответственным сотрудником.
      </p>
      <h2>Как оставить жалобу, отзыв или предложение</h2>
      <ul>
        <li>
          по электронной почте <a href={`mailto:${siteConfig.email}`}>{siteConfig.email}</a> — укажите имя, телефон или номер заказа и суть
          обращения;
        </li>
        <li>
          по телефону поддержки <a href={supportHref}>{support}</a> — {siteConfig.hours.toLowerCase()}, звонок бесплатный; оператор запишет
          обращение и сообщит его номер;
        </li>
        <li>в чате поддержки на сайте и в мобильном приложении;</li>
        <li>
          письмом по адресу: {siteConfig.legalAddress}, {siteConfig.legalName}.
        </li>
      </ul>
      <h2>Сроки ответа</h2>
      <p>
        Мы отвечаем на каждое обращение в течение 10 рабочих дней со дня его получения — тем же способом, которым оно пришло, или способом,
        который вы укажете. Если для ответа нужна проверка (например, осмотр ячейки или инструмента), мы сообщим, сколько она займёт.
      </p>
      <h2>Что происходит с обращением</h2>
      <p>
        Жалобы и предложения мы разбираем на еженедельной встрече команды сервиса: по ним меняем правила складов, работу грузчиков и
        постаматов, тексты договоров. Если вы не согласны с ответом, вы можете направить претензию — порядок описан на странице{' '}
        <SmartLink to={consumerPath('consumer-protection')}>«Защита прав потребителей»</SmartLink>.
      </p>
    </>
  );
}

function RegistrationCertificate() {
  return (
    <>
      <p>
        Регистрационные данные компании, оказывающей услуги под брендом {siteConfig.brandName}, по сведениям Единого государственного
        реестра юридических лиц (ЕГРЮЛ).
      </p>
      <h2>Регистрационные данные компании</h2>
      <dl className={styles.requisites}>
        <dt>Полное наименование</dt>
        <dd>Общество с ограниченной ответственностью «{siteConfig.brandName}»</dd>
        <dt>Сокращённое наименование</dt>
        <dd>{siteConfig.legalName}</dd>
        <dt>ОГРН</dt>
        <dd>{siteConfig.ogrn}</dd>
        <dt>ИНН</dt>
        <dd>{siteConfig.inn}</dd>
        <dt>КПП</dt>
        <dd>{requisites['company.kpp']}</dd>
        <dt>Юридический адрес</dt>
        <dd>{siteConfig.legalAddress}</dd>
        <dt>Год регистрации</dt>
        <dd>{siteConfig.foundedYear}</dd>
        <dt>Электронная почта</dt>
        <dd>
          <a href={`mailto:${siteConfig.email}`}>{siteConfig.email}</a>
        </dd>
      </dl>
      <p>
        Сведения можно проверить в открытом сервисе ФНС России «Прозрачный бизнес» или получить выписку из ЕГРЮЛ по ОГРН. Копию
        свидетельства о государственной регистрации (листа записи ЕГРЮЛ) мы направим по запросу на{' '}
        <a href={`mailto:${siteConfig.email}`}>{siteConfig.email}</a>.
      </p>
    </>
  );
}

const bodies: Record<ConsumerPage['slug'], () => React.ReactElement> = {
  'consumer-protection': ConsumerProtection,
  'complaints-book': ComplaintsBook,
  'registration-certificate': RegistrationCertificate,
};

export function ConsumerPageBody({ slug }: { slug: ConsumerPage['slug'] }) {
  const Body = bodies[slug];
  return (
    <div className={styles.prose}>
      <Body />
    </div>
  );
}
