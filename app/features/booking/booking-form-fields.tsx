import { FieldError } from '../../shell/forms/field-error';
import type { BookingChoices } from './booking-choices';
import styles from './booking.module.css';
import type { CellPageData } from './cell-page-data';
import { formatNumber } from '../../../lib/format/number';

/** The cell's number among the other free ones of its size; choosing another opens its page with the same choices. */
export function CellNumberSelect({
  id,
  cell,
  others,
  onPick,
}: {
  id: string;
  cell: CellPageData['cell'];
  others: CellPageData['others'];
  onPick: (cellId: string) => void;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={`${id}-cell-select`} className={styles.label}>
        Номер ячейки
      </label>
      <select
        id={`${id}-cell-select`}
        className={styles.input}
        value={cell.id}
        onChange={(event) => {
          onPick(event.target.value);
        }}
      >
        <option value={cell.id}>
          №{cell.number}, {cell.floor} этаж, {formatNumber(cell.area)} м²
        </option>
        {others.map((other) => (
          <option key={other.id} value={other.id}>
            №{other.number}, {other.floor} этаж, {formatNumber(other.area)} м²
          </option>
        ))}
      </select>
    </div>
  );
}

/** Monthly or daily, when the cell has both tariffs. */
export function TariffSwitch({
  tariff,
  onChange,
}: {
  tariff: BookingChoices['tariff'];
  onChange: (tariff: BookingChoices['tariff']) => void;
}) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.label}>Тариф</legend>
      <div className={styles.segmented}>
        {(['monthly', 'daily'] as const).map((kind) => (
          <label key={kind} className={`${styles.segment} ${tariff === kind ? styles.segmentOn : ''}`}>
            <input type="radio" name="tariff" value={kind} checked={tariff === kind} onChange={() => onChange(kind)} />
            {kind === 'monthly' ? 'Помесячно' : 'Посуточно'}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The first day of the rent, from today to the last day a booking may start. */
export function StartDateField({
  id,
  min,
  max,
  value,
  onChange,
  error,
}: {
  id: string;
  min: string;
  max: string;
  value: string;
  onChange: (start: string) => void;
  error?: string;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={`${id}-start`} className={styles.label}>
        Дата начала
      </label>
      <input
        id={`${id}-start`}
        type="date"
        className={styles.input}
        min={min}
        max={max}
        value={value}
        onChange={(event) => event.target.value && onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-start-error` : undefined}
        data-testid="booking-start"
      />
      <FieldError id={`${id}-start-error`} text={error} />
    </div>
  );
}

/** Card online ('') or an invoice to one of the viewer's companies (its uuid). */
export function PaymentMethodField({
  id,
  companies,
  value,
  onChange,
  error,
}: {
  id: string;
  companies: CellPageData['companies'];
  value: string;
  onChange: (invoiceTo: string) => void;
  error?: string;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={`${id}-pay`} className={styles.label}>
        Способ оплаты
      </label>
      <select
        id={`${id}-pay`}
        className={styles.input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        data-testid="booking-payment-method"
      >
        <option value="">Картой онлайн</option>
        {companies.map((company) => (
          <option key={company.uuid} value={company.uuid}>
            Счёт на {company.name}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-pay-error`} text={error} />
    </div>
  );
}
