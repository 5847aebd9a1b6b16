import type { WarehouseCard as Card } from '../../../domains/storages/schema';
import { formatRub } from '../../../lib/format/money';
import { pluralRu } from '../../../lib/format/plural';
import { SmartLink } from '../../shell/smart-link';
import { warehousePath } from './storages-seo';
import styles from './storages.module.css';

/** What the list cards' counts are for: the default rental of the booking page. */
export const DEFAULT_STAY_TEXT = 'на месяц с сегодня';

/** «Свободно 3 ячейки», with what it is counted for when given («… на месяц с сегодня»). */
export function freeCellsText(count: number, when?: string): string {
  const text = count > 0 ? `Свободно ${count} ${pluralRu(count, ['ячейка', 'ячейки', 'ячеек'])}` : 'Нет свободных ячеек';
  return when ? `${text} ${when}` : text;
}

/** A warehouse in a list: photo, number (as on the map), name, address, metro, hours, price from, free cells. */
export function WarehouseCard({ card, badge, eager = false }: { card: Card; badge?: string; eager?: boolean }) {
  return (
    <li className={styles.card} id={`w-${card.id}`} data-testid="warehouse-card">
      <div className={styles.photoWrap}>
        {card.photo ? (
          <img
            className={styles.photo}
            src={card.photo}
            width={960}
            height={640}
            alt={`${card.name}: фото склада`}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : null}
        {badge ? (
          <span className={styles.badge} aria-hidden="true">
            {badge}
          </span>
        ) : null}
      </div>
      <div className={styles.cardBody}>
        <h2 className={styles.cardTitle}>
          <SmartLink to={warehousePath(card.slug)} className={styles.cardLink}>
            {card.name}
          </SmartLink>
        </h2>
        <p className={styles.address}>{card.address}</p>
        {card.metro ? (
          <p className={styles.metro}>
            <span className={styles.metroMark} aria-hidden="true">
              М
            </span>
            <span className="visually-hidden">Метро </span>
            {card.metro}
          </p>
        ) : null}
        <p className={styles.hours}>
          <span className={styles.label}>Доступ к ячейкам:</span> {card.timetable.access}
        </p>
        <div className={styles.cardFoot}>
          {card.min_price !== null ? (
            <p className={styles.price} data-testid="warehouse-price">
              от {formatRub(card.min_price)}
              <span className={styles.per}>/мес</span>
            </p>
          ) : null}
          <p className={card.free_cells > 0 ? styles.free : styles.busy} data-testid="warehouse-free">
            {freeCellsText(card.free_cells, DEFAULT_STAY_TEXT)}
          </p>
        </div>
      </div>
    </li>
  );
}
