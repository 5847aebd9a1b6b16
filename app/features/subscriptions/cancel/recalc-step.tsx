import type { CancelCalculationOut } from '../../../../domains/orders/cabinet/cabinet-schema';
import { CalculationTable } from './calculation-table';
import { NextLink, StepNav } from './step-nav';
import { stepPath, type CancelUrlState } from './state';
import styles from './cancel.module.css';

/** Step 4: the final calculation for the chosen day, counted again on the server now. */
export function RecalcStep({ orderId, state, calculation }: { orderId: number; state: CancelUrlState; calculation: CancelCalculationOut }) {
  return (
    <>
      <CalculationTable calculation={calculation} />
      <p className={styles.text}>
        {calculation.refund > 0
          ? 'Деньги вернём на карту, с которой была оплата, в течение 10 рабочих дней после последнего дня аренды.'
          : 'Возврата нет: неиспользованных дней после срока уведомления не остаётся.'}{' '}
        Доплачивать ничего не нужно.
      </p>
      <StepNav back={stepPath(orderId, 'quality', state)}>
        <NextLink to={stepPath(orderId, 'stuffs', state)}>Всё верно</NextLink>
      </StepNav>
    </>
  );
}
