import { pointsWord } from '../../../../lib/format/plural';
import { NextLink, RefundTable, StepNav, cancelStyles as styles, refundLineRows } from '../../subscriptions';
import type { EarlyEndCalculation } from '../types';
import { earlyEndPath, type EarlyEndUrlState } from './state';

/**
 * Step 2: what comes back, counted on the server now, and how: whole unused hours or days of the
 * paid time after the return, each at the price of an hour or a day of its period; a tool never
 * taken — everything paid for it.
 */
export function EarlyEndRecalcStep({
  orderId,
  state,
  calculation,
}: {
  orderId: number;
  state: EarlyEndUrlState;
  calculation: EarlyEndCalculation;
}) {
  const pointsRow = {
    title: 'Оплачено баллами — вернём баллами',
    value: `${calculation.points} ${pointsWord(calculation.points)}`,
    testId: 'recalc-points',
  };
  return (
    <>
      <RefundTable rows={[...refundLineRows(calculation.lines), ...(calculation.points > 0 ? [pointsRow] : [])]} />
      <p className={styles.text}>
        {calculation.never_taken
          ? 'Инструмент вы не забирали — вернём всё, что за него оплачено, а бронь отменим.'
          : 'Возвращаем целые часы или сутки оплаченного времени, которые остаются после возврата инструмента: каждый — по цене ' +
            'часа или суток вашего тарифа с учётом скидки. Неполный час не возвращается, продления считаются первыми.'}
      </p>
      {!calculation.all_back ? (
        <p className={styles.text} data-testid="recalc-preview">
          Пока инструмент у вас, это расчёт на сейчас: итог посчитаем в момент возврата — чем раньше вернёте, тем больше вернём.
        </p>
      ) : null}
      {calculation.time_over ? <p className={styles.text}>Оплаченное время уже закончилось: возвращать нечего.</p> : null}
      <StepNav back={earlyEndPath(orderId, 'quality', state)}>
        <NextLink to={earlyEndPath(orderId, 'stuffs', state)}>Всё верно</NextLink>
      </StepNav>
    </>
  );
}
