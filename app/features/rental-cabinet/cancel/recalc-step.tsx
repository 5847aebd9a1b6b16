import { pointsWord } from '../../../../lib/format/plural';
import { SmartLink } from '../../../shell/smart-link';
import { cancelStyles as styles, formatRub } from '../../subscriptions';
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
  return (
    <>
      <div className={styles.calc} data-testid="cancel-calculation">
        <table className={styles.table}>
          <tbody>
            {calculation.lines.map((line, i) => (
              <tr key={i} className={i === calculation.lines.length - 1 ? styles.total : undefined}>
                <th scope="row">{line.title}</th>
                <td>{formatRub(line.amount)}</td>
              </tr>
            ))}
            {calculation.points > 0 ? (
              <tr data-testid="recalc-points">
                <th scope="row">Оплачено баллами — вернём баллами</th>
                <td>
                  {calculation.points} {pointsWord(calculation.points)}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
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
      <div className={styles.nav}>
        <SmartLink to={earlyEndPath(orderId, 'quality', state)} className="btn btn-ghost">
          Назад
        </SmartLink>
        <SmartLink to={earlyEndPath(orderId, 'stuffs', state)} className="btn btn-primary" data-testid="cancel-next">
          Всё верно
        </SmartLink>
      </div>
    </>
  );
}
