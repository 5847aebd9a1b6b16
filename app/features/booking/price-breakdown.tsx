import { formatRub } from '../../../lib/format/money';
import type { PriceSnapshotView } from './booking-api';
import styles from './booking.module.css';
import { summaryLines } from './price-lines';

/** The price of the current choices: the rent, every discount and the bonuses as named lines, and the total they add up to. */
export function PriceBreakdown({ price, loading }: { price: PriceSnapshotView | null; loading: boolean }) {
  if (!price) {
    return (
      <div className={styles.breakdown} aria-busy={loading} data-testid="price-breakdown">
        <p className={styles.muted}>{loading ? 'Считаем стоимость…' : 'Выберите срок, чтобы увидеть стоимость'}</p>
      </div>
    );
  }
  const lines = summaryLines(price);
  return (
    <div className={styles.breakdown} aria-busy={loading} aria-live="polite" data-testid="price-breakdown">
      <dl className={styles.lines}>
        {lines.map((line, index) => (
          <div key={`${index}-${line.title}`} className={styles.line} data-testid="price-line">
            <dt>{line.title}</dt>
            <dd className={line.amount < 0 ? styles.discount : undefined} data-amount={line.amount}>
              {line.amount < 0 ? `−${formatRub(-line.amount)}` : formatRub(line.amount)}
            </dd>
          </div>
        ))}
      </dl>
      <p className={styles.total}>
        <span>Итого к оплате</span>
        <strong data-testid="price-total" data-amount={price.total}>
          {formatRub(price.total)}
        </strong>
      </p>
    </div>
  );
}
