import type { WarehouseCard as Card } from '../../../domains/storages/schema';
import { formatRub } from '../../../lib/format/money';
import { pluralRu } from '../../../lib/format/plural';
import { SmartLink } from '../../shell/smart-link';
import { PHOTO_HEIGHT, PHOTO_WIDTH, photoSrcSet } from './photo-variants';
import { warehousePath } from './storages-seo';
import styles from './storages.module.css';

/** What the list cards' counts are for: the default rental of the booking page. */
export const DEFAULT_STAY_TEXT = 'на месяц с сегодня';

/** «Свободно 3 ячейки», with what it is counted for when given («… на месяц с сегодня»). */
export function freeCellsText(count: number, when?: string): string {
  const text = count > 0 ? `Свободно ${count} ${pluralRu(count, ['ячейка', 'ячейки', 'ячеек'])}` : 'Нет свободных ячеек';
  return when ? `${text} ${when}` : text;
}

/**
 * The photo's rendered width: the card's width on phones (the page's 16 px gutters and the card's
 * border), from 560 px a 220 px column that the photo covers at up to about 360 px.
 */
const CARD_PHOTO_SIZES = '(min-width: 560px) 360px, calc(100vw - 34px)';

/**
 * A warehouse in a list: photo, number (as on the map), name, address, metro, hours, price from, free cells.
 * `priority`: the first card, whose photo is the largest thing on a phone's first screen, loads it at
 * once and first (React preloads it in <head> with the same srcset); the others wait until scrolled near.
 */
export function WarehouseCard({ card, badge, priority = false }: { card: Card; badge?: string; priority?: boolean }) {
  return (
    <li className={styles.card} id={`w-${card.id}`} data-testid="warehouse-card">
      <div className={styles.photoWrap}>
        {card.photo ? (
          <img
            className={styles.photo}
            src={card.photo}
            srcSet={photoSrcSet(card.photo)}
            sizes={CARD_PHOTO_SIZES}
            width={PHOTO_WIDTH}
            height={PHOTO_HEIGHT}
            alt={`${card.name}: фото склада`}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding={priority ? undefined : 'async'}
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
