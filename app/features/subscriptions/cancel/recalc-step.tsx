import { SmartLink } from '../../../shell/smart-link';
import type { CancelCalculationOut } from '../../../../domains/orders/cabinet/cabinet-schema';
import { CalculationTable } from './calculation-table';
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
      <div className={styles.nav}>
        <SmartLink to={stepPath(orderId, 'quality', state)} className="btn btn-ghost">
          Назад
        </SmartLink>
        <SmartLink to={stepPath(orderId, 'stuffs', state)} className="btn btn-primary" data-testid="cancel-next">
          Всё верно
        </SmartLink>
      </div>
    </>
  );
}
