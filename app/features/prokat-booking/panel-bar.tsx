import type { ProkatTariff } from '../../../domains/prokat/catalogue-schema';
import { formatRub } from '../../../lib/format/money';
import styles from './prokat-booking.module.css';

/**
 * The panel's footer, kept in view at the bottom of the sheet on phones: the period, the price and
 * «Забронировать и оплатить», which submits the panel's form.
 */
export function PanelBar({
  formId,
  tariff,
  quantity,
  busy,
  disabled,
}: {
  formId: string;
  tariff: ProkatTariff | undefined;
  quantity: number;
  busy: boolean;
  disabled: boolean;
}) {
  return (
    <div className={styles.bar} data-testid="booking-bar">
      <p className={styles.barPrice}>
        <span className={styles.barPeriod}>{tariff ? `${tariff.title}${quantity > 1 ? ` × ${quantity}` : ''}` : 'Срок не выбран'}</span>
        <strong data-testid="booking-bar-total">{tariff ? formatRub(tariff.price_total * quantity) : '—'}</strong>
      </p>
      <button
        type="submit"
        form={formId}
        className={`btn btn-primary ${styles.barButton}`}
        disabled={disabled || busy}
        data-testid="booking-submit"
      >
        {busy ? 'Бронируем…' : 'Забронировать и оплатить'}
      </button>
    </div>
  );
}
