import type { ProductCard as Card } from '../../../domains/prokat/catalogue-schema';
import { formatRub } from '../../../lib/format/money';
import { SmartLink } from '../../shell/smart-link';
import { availabilityText } from './catalog-text';
import { cardPath } from './catalog-seo';
import { MODEL_PHOTO_HEIGHT, MODEL_PHOTO_WIDTH, modelPhotoSrcSet } from './model-photo';
import styles from './product-card.module.css';

/** A model in a list, with the number of lockers holding it when the page counted them. */
export type CatalogCard = Card & { lockers?: number | null };

/**
 * The picture's rendered width: a 112 px thumbnail beside the text on phones; from 640 px a tile
 * of the grid (two, three, then four columns of the page's width).
 */
const CARD_PHOTO_SIZES = '(min-width: 1200px) 320px, (min-width: 900px) 30vw, (min-width: 640px) 46vw, 112px';

/**
 * A model card: picture, brand, name (the link, stretched over the card), «от N ₽», «N ₽/сутки» and
 * whether it lies in a locker. `priority`: the first card of a first screen loads its picture at once.
 */
export function ProductCard({ card, priority = false }: { card: CatalogCard; priority?: boolean }) {
  const photo = card.files[0]?.url;
  const inStock = card.lockers === undefined || card.lockers === null ? card.available > 0 : card.lockers > 0;
  return (
    <li className={styles.card} data-testid="product-card">
      <div className={styles.photoWrap}>
        {photo ? (
          <img
            className={styles.photo}
            src={photo}
            srcSet={modelPhotoSrcSet(photo)}
            sizes={CARD_PHOTO_SIZES}
            width={MODEL_PHOTO_WIDTH}
            height={MODEL_PHOTO_HEIGHT}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding={priority ? undefined : 'async'}
          />
        ) : null}
      </div>
      <div className={styles.body}>
        <p className={styles.brand}>{card.brand_code}</p>
        <h3 className={styles.name}>
          <SmartLink to={cardPath(card)} className={styles.link}>
            {card.name}
          </SmartLink>
        </h3>
        <div className={styles.prices}>
          <p className={styles.from} data-testid="product-price-from">
            от {formatRub(card.price_min)}
          </p>
          <p className={styles.day} data-testid="product-price-day">
            {formatRub(card.price_day)}/сутки
          </p>
        </div>
        <p className={inStock ? styles.inStock : styles.outOfStock} data-testid="product-availability">
          {availabilityText(card.available, card.lockers)}
        </p>
      </div>
    </li>
  );
}

/** A list of model cards: one column on phones, a grid from 640 px. */
export function ProductGrid({ cards, label, priorityFirst = false }: { cards: CatalogCard[]; label?: string; priorityFirst?: boolean }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {cards.map((card, i) => (
        <ProductCard key={card.id} card={card} priority={priorityFirst && i === 0} />
      ))}
    </ul>
  );
}
