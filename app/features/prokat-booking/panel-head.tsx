import type { Product } from '../../../domains/prokat/catalogue-schema';
import type { PanelLocker } from './place';
import styles from './prokat-booking.module.css';

/** The model picture's 320 px copy shipped beside it (scripts/prokat-pictures.mjs); any other address as it is. */
const smallPicture = (url: string) => (/^\/images\/prokat\/[\w-]+\.webp$/.test(url) ? url.replace(/\.webp$/, '-320w.webp') : url);

/** What is booked where: the model with its picture, the locker with its address, place and hours. */
export function PanelHead({ product, slug, locker }: { product: Product | null; slug: string; locker: PanelLocker | null }) {
  const picture = product?.files[0]?.url;
  return (
    <div className={styles.head} data-testid="booking-head">
      {picture ? (
        <img className={styles.picture} src={smallPicture(picture)} width={72} height={54} alt="" decoding="async" />
      ) : (
        <span className={styles.picture} aria-hidden="true" />
      )}
      <div>
        <p className={styles.model} data-testid="booking-model">
          {product ? product.name : slug}
        </p>
        {locker ? (
          <p className={styles.locker} data-testid="booking-locker">
            <span className={styles.number}>{locker.number}</span> {locker.name}
            <br />
            {locker.address}
            <br />
            <span className={styles.muted}>
              {locker.place}. {locker.timetable.around24h ? 'Круглосуточно' : locker.timetable.text}
            </span>
          </p>
        ) : null}
      </div>
    </div>
  );
}
