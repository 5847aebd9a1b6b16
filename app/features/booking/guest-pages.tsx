import { SmartLink } from '../../shell/smart-link';
import { formatRub } from '../../../lib/format/money';
import { Breadcrumbs } from '../company';
import styles from './booking.module.css';

const STEPS: [string, string][] = [
  ['Выберите склад', 'Склады с гостевым тарифом — в списке по городам.'],
  ['Выберите ячейку и срок', 'От одних суток до двух недель, с любой даты в ближайшие 60 дней.'],
  ['Подтвердите телефон', 'Пришлём код по SMS — регистрироваться не нужно.'],
  ['Оплатите картой', 'Ячейка закреплена за вами 15 минут до оплаты. После оплаты — адрес и часы доступа.'],
];

/** /guest/: what guest booking is and how it works. */
export function GuestLandingPage() {
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs crumbs={[{ name: 'Гостевое бронирование', path: '/guest/' }]} />
      <h1 className={styles.title}>Ячейка для хранения без регистрации</h1>
      <p className={styles.lead}>
        Гостевое бронирование — для тех, кому ячейка нужна на несколько дней: переезд, ремонт, поездка. Без личного кабинета и договора на
        месяцы: подтвердите телефон кодом, оплатите картой и пользуйтесь ячейкой.
      </p>
      <section className={styles.section} aria-labelledby="guest-how">
        <h2 id="guest-how" className={styles.sectionTitle}>
          Как это работает
        </h2>
        <ol className={styles.steps}>
          {STEPS.map(([title, text]) => (
            <li key={title} className={styles.step}>
              <h3 className={styles.stepTitle}>{title}</h3>
              <p className={styles.stepText}>{text}</p>
            </li>
          ))}
        </ol>
        <SmartLink to="/guest/storages/" className="btn btn-primary" data-testid="guest-to-list">
          Выбрать склад
        </SmartLink>
      </section>
      <section className={styles.section} aria-labelledby="guest-manage">
        <h2 id="guest-manage" className={styles.sectionTitle}>
          Как управлять заказом
        </h2>
        <p className={styles.lead}>
          Войдите на сайт с тем же номером телефона — гостевой заказ появится в личном кабинете: там его можно продлить, расторгнуть и
          посмотреть документы. Нужна ячейка надолго? Помесячная аренда дешевле — <SmartLink to="/storages/">смотрите склады</SmartLink>.
        </p>
      </section>
    </div>
  );
}

export interface GuestListData {
  /** What the free counts are for: «на 3 дня с сегодня». */
  stayText: string;
  cities: {
    id: number;
    name: string;
    warehouses: { id: number; name: string; address: string; metro: string | null; access: string; minPrice: number; freeCells: number }[];
  }[];
}

/** /guest/storages/: warehouses with the guest tariff, by city. */
export function GuestListPage({ data }: { data: GuestListData }) {
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs
        crumbs={[
          { name: 'Гостевое бронирование', path: '/guest/' },
          { name: 'Склады', path: '/guest/storages/' },
        ]}
      />
      <h1 className={styles.title}>Склады с гостевым тарифом</h1>
      <p className={styles.lead}>Посуточная аренда ячейки без регистрации: выберите склад, затем размер и срок.</p>
      {data.cities.length === 0 ? (
        <p className={styles.warning}>Сейчас нет складов с гостевым тарифом. Загляните позже или выберите помесячную аренду.</p>
      ) : null}
      {data.cities.map((city) => (
        <section key={city.id} aria-labelledby={`city-${city.id}`}>
          <h2 id={`city-${city.id}`} className={styles.cityTitle}>
            {city.name}
          </h2>
          <ul className={styles.houses}>
            {city.warehouses.map((w) => (
              <li key={w.id} className={styles.house} data-testid="guest-warehouse">
                <h3 className={styles.houseName}>
                  <SmartLink to={`/guest/storages/${w.id}/`}>{w.name}</SmartLink>
                </h3>
                <p className={styles.muted}>
                  {w.address}
                  {w.metro ? ` · м. ${w.metro}` : ''}
                </p>
                <p className={styles.muted}>Доступ: {w.access}</p>
                <p>
                  от <strong>{formatRub(w.minPrice)}</strong> в сутки ·{' '}
                  <span data-testid="guest-free">
                    {w.freeCells > 0
                      ? `свободных ячеек${data.stayText ? ` ${data.stayText}` : ''}: ${w.freeCells}`
                      : `свободных ячеек${data.stayText ? ` ${data.stayText}` : ''} нет`}
                  </span>
                </p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
