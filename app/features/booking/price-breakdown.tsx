import { formatRub } from '../../../lib/format/money';
import type { PriceSnapshotView } from './booking-api';
import styles from './booking.module.css';

/** The server's price lines: base, discounts, bonuses and the total. */
export function PriceBreakdown({ price, loading }: { price: PriceSnapshotView | null; loading: boolean }) {
  if (!price) {
    return (
      <div className={styles.breakdown} aria-busy={loading} data-testid="price-breakdown">
        <p className={styles.muted}>{loading ? 'Считаем стоимость…' : 'Выберите срок, чтобы увидеть стоимость'}</p>
      </div>
    );
  }
  const lines = price.lines.slice(0, -1);
  return (
    <div className={styles.breakdown} aria-busy={loading} aria-live="polite" data-testid="price-breakdown">
      <dl className={styles.lines}>
        {lines.map((line) => (
          <div key={line.title} className={styles.line}>
            <dt>{line.title}</dt>
            <dd className={line.amount < 0 ? styles.discount : undefined}>{line.amount < 0 ? `−${formatRub(-line.amount)}` : formatRub(line.amount)}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.total}>
        <span>Итого к оплате</span>
        <strong data-testid="price-total">{formatRub(price.total)}</strong>
      </p>
    </div>
  );
}
