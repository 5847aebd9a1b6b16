import type { CancelCalculationOut } from '../../../../domains/orders/cabinet/cabinet-schema';
import { dayOf, formatRub } from '../format';
import { RefundTable, refundLineRows } from './refund-table';

/** The refund for the chosen last day, line by line. */
export function CalculationTable({ calculation }: { calculation: CancelCalculationOut }) {
  return (
    <RefundTable
      lead={
        <>
          Последний день аренды — <strong>{dayOf(calculation.date)}</strong>.
          {calculation.notice_applied ? ` С учётом срока уведомления аренда оплачивается по ${dayOf(calculation.billed_last_day)}.` : ''}
        </>
      }
      rows={[
        { title: 'Дней в оплаченном периоде', value: calculation.period_days },
        { title: 'Стоимость дня', value: formatRub(calculation.day_price) },
        ...refundLineRows(calculation.lines),
      ]}
    />
  );
}
