import { formatRub } from '../../../lib/format/money';
import styles from './booking.module.css';
import type { PeriodOption } from './cell-page-data';
import { useBottomBar } from './use-bottom-bar';

/** The bar kept at the bottom of the screen: the chosen period, its price and the form's submit button. */
export function BookingStickyBar({
  formId,
  period,
  quotedTotal,
  label,
  disabled,
}: {
  formId: string;
  period: PeriodOption | undefined;
  /** The live price's total, when it has come. */
  quotedTotal: number | null;
  label: string;
  disabled: boolean;
}) {
  const barRef = useBottomBar();
  return (
    <div className={styles.stickyBar} ref={barRef} data-testid="sticky-bar">
      <p className={styles.stickyPrice}>
        <span className={styles.stickyPeriod}>{period ? period.title : 'Срок не выбран'}</span>
        <strong data-testid="sticky-total">{quotedTotal !== null ? formatRub(quotedTotal) : period ? formatRub(period.total) : '—'}</strong>
      </p>
      <button
        type="submit"
        form={formId}
        className={`btn btn-primary ${styles.stickyButton}`}
        disabled={disabled}
        data-testid="sticky-submit"
      >
        {label}
      </button>
    </div>
  );
}
