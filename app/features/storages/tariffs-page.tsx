import type { CellSize, RentalPeriod, TariffKind, TariffTableRow } from '../../../domains/storages/schema';
import { formatRub } from '../../../lib/format/money';
import { SmartLink } from '../../shell/smart-link';
import { absoluteUrl, Breadcrumbs } from '../company';
import { JsonLd } from './json-ld';
import { sizeBandText } from '../../../domains/storages/size-groups';
import { warehousePath } from './storages-seo';
import styles from './pages.module.css';

export interface TariffsData {
  kind: TariffKind;
  rows: TariffTableRow[];
  sizes: CellSize[];
  periods: RentalPeriod[];
}

export const TARIFF_TABS: {
  kind: TariffKind;
  path: string;
  title: string;
  unit: string;
}[] = [
  {
    kind: 'monthly',
    path: '/tariffs/monthly/',
    title: 'Помесячно',
    unit: '₽/мес',
  },
  {
    kind: 'daily',
    path: '/tariffs/daily/',
    title: 'Посуточно',
    unit: '₽/сутки',
  },
  {
    kind: 'guest',
    path: '/tariffs/guest/',
    title: 'Гостевой',
    unit: '₽/сутки',
  },
];

export const TARIFF_TEXT: Record<TariffKind, { title: string; lead: string }> = {
  monthly: {
    title: 'Помесячная аренда ячейки',
    lead:
      'Цена за месяц хранения. Чем дольше срок, тем больше скидка: оплачиваете сразу весь срок или ' +
      'включаете автопродление с привязанной карты.',
  },
  daily: {
    title: 'Посуточная аренда ячейки',
    lead:
      'Когда ячейка нужна на несколько дней: на время переезда или ремонта. Цена за сутки, от одного ' +
      'дня до трёх недель, длинные сроки со скидкой.',
  },
  guest: {
    title: 'Гостевой тариф',
    lead:
      'Бронирование без регистрации: укажите телефон, подтвердите его кодом из СМС и оплатите картой. ' +
      'Аккаунт не нужен — заказ можно привязать к кабинету позже.',
  },
};

function offerCatalog(data: TariffsData) {
  const unit = data.kind === 'monthly' ? 'MON' : 'DAY';
  return {
    '@context': 'https://schema.org',
    '@type': 'OfferCatalog',
    name: TARIFF_TEXT[data.kind].title,
    itemListElement: data.rows.flatMap((row) =>
      data.sizes.flatMap((size) => {
        const price = row.prices[size.code];
        if (price === null || price === undefined) return [];
        return [
          {
            '@type': 'Offer',
            name: `${size.title}, ${row.warehouse.name}`,
            url: absoluteUrl(warehousePath(row.warehouse.slug)),
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              price,
              priceCurrency: 'RUB',
              unitCode: unit,
            },
          },
        ];
      }),
    ),
  };
}

/** /tariffs/{kind}/: tabs, prices by city and warehouse × size, the periods with their discounts. */
export function TariffsPage({ data }: { data: TariffsData }) {
  const tab = TARIFF_TABS.find((t) => t.kind === data.kind)!;
  const text = TARIFF_TEXT[data.kind];
  const cities = [...new Map(data.rows.map((r) => [r.warehouse.city.id, r.warehouse.city])).values()];
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs
        crumbs={[{ name: 'Тарифы', path: '/tariffs/' }, ...(data.kind === 'monthly' ? [] : [{ name: tab.title, path: tab.path }])]}
      />
      <JsonLd data={offerCatalog(data)} />
      <header className={styles.hero}>
        <h1 className={styles.title}>Тарифы на хранение вещей</h1>
        <p className={styles.lead}>
          Цены зависят от города, склада и размера ячейки. Итог с учётом срока и скидок считается при бронировании.
        </p>
      </header>
      <nav className={styles.tabs} aria-label="Виды тарифов">
        {TARIFF_TABS.map((t) => (
          <SmartLink
            key={t.kind}
            to={t.path}
            className={t.kind === data.kind ? styles.tabActive : styles.tab}
            aria-current={t.kind === data.kind ? 'page' : undefined}
            data-testid="tariff-tab"
          >
            {t.title}
          </SmartLink>
        ))}
      </nav>
      <section className={styles.textSection} aria-labelledby="tariff-kind-title">
        <h2 id="tariff-kind-title" className={styles.sectionTitle}>
          {text.title}
        </h2>
        <p className={styles.text}>{text.lead}</p>
        {data.kind === 'guest' ? (
          <ol className={styles.steps}>
            <li>Выберите склад и ячейку, укажите дату начала и срок.</li>
            <li>Введите номер телефона и код из СМС — так мы убедимся, что номер ваш.</li>
            <li>Оплатите картой. Код доступа к складу придёт по СМС.</li>
            <li>Захотите управлять арендой из кабинета — войдите по тому же номеру, заказ уже будет там.</li>
          </ol>
        ) : null}
      </section>
      <section className={styles.textSection} aria-labelledby="periods-title">
        <h2 id="periods-title" className={styles.sectionTitle}>
          Сроки и скидки
        </h2>
        <ul className={styles.periods} data-testid="tariff-periods">
          {data.periods.map((p) => (
            <li key={p.code} className={styles.period}>
              <span className={styles.periodTitle}>{p.title}</span>
              <span className={p.discount_percent > 0 ? styles.discount : styles.noDiscount}>
                {p.discount_percent > 0 ? `скидка ${p.discount_percent} %` : 'без скидки'}
              </span>
            </li>
          ))}
        </ul>
      </section>
      {cities.map((city) => (
        <section key={city.id} className={styles.textSection} aria-labelledby={`tariffs-${city.slug}`}>
          <h2 id={`tariffs-${city.slug}`} className={styles.sectionTitle}>
            {city.name}
          </h2>
          <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={`Цены, ${city.name}`}>
            <table className={styles.table} data-testid="tariff-table">
              <caption className="visually-hidden">
                {text.title}, {city.name}, {tab.unit}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Склад</th>
                  {data.sizes.map((size) => (
                    <th key={size.code} scope="col" data-size={size.code}>
                      {size.code}
                      <span className={styles.thArea} data-testid="size-band">
                        {sizeBandText(size)}
                      </span>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.rows
                  .filter((r) => r.warehouse.city.id === city.id)
                  .map((row) => (
                    <tr key={row.warehouse.id}>
                      <th scope="row">
                        <SmartLink to={warehousePath(row.warehouse.slug)}>{row.warehouse.name}</SmartLink>
                      </th>
                      {data.sizes.map((size) => {
                        const price = row.prices[size.code];
                        return <td key={size.code}>{price === null || price === undefined ? '—' : formatRub(price)}</td>;
                      })}
                    </tr>
                  ))}
              </tbody>
            </table>
          </div>
          <p className={styles.note}>Цены в {tab.unit}.</p>
        </section>
      ))}
    </div>
  );
}
