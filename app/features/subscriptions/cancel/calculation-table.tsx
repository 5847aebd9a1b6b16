import type { CancelCalculationOut } from '../../../../domains/orders/cabinet/cabinet-schema';
import { dayOf, formatRub } from '../format';
import styles from './cancel.module.css';

/** The refund for the chosen last day, line by line. */
export function CalculationTable({ calculation }: { calculation: CancelCalculationOut }) {
  return (
    <div className={styles.calc} data-testid="cancel-calculation">
      <p className={styles.calcLead}>
        Последний день аренды — <strong>{dayOf(calculation.date)}</strong>.
        {calculation.notice_applied ? ` С учётом срока уведомления аренда оплачивается по ${dayOf(calculation.billed_last_day)}.` : ''}
      </p>
      <table className={styles.table}>
        <tbody>
          <tr>
            <th scope="row">Дней в оплаченном периоде</th>
            <td>{calculation.period_days}</td>
          </tr>
          <tr>
            <th scope="row">Стоимость дня</th>
            <td>{formatRub(calculation.day_price)}</td>
          </tr>
          {calculation.lines.map((line, i) => (
            <tr key={i} className={i === calculation.lines.length - 1 ? styles.total : undefined}>
              <th scope="row">{line.title}</th>
              <td>{formatRub(line.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
