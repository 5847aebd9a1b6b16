import { pointsWord } from '../../../../lib/format/plural';
import { SmartLink } from '../../../shell/smart-link';
import { CancelDone, StepNav, cancelStyles as styles, formatRub } from '../../subscriptions';
import type { EarlyEndState } from '../types';

/** Done: the rental ended early, the refund is on its way, the deposit comes free with the end. */
export function EarlyEndSuccessStep({ ended }: { ended: EarlyEndState }) {
  const finished = ended.status === 'finished' || ended.status === 'canceled';
  return (
    <CancelDone>
      <p className={styles.text}>Прокат № {ended.order_id} завершён досрочно.</p>
      <ul className={styles.conditions}>
        {ended.refund && ended.refund > 0 ? (
          <li data-testid="success-refund">
            Вернём {formatRub(ended.refund)} на карту, с которой платили: обычно деньги приходят за 1–10 рабочих дней.
          </li>
        ) : (
          <li>Неиспользованных целых часов или суток не осталось — возврата не будет.</li>
        )}
        {ended.points && ended.points > 0 ? (
          <li data-testid="success-points">
            {ended.points} {pointsWord(ended.points)} за неиспользованное время вернулись на бонусный счёт.
          </li>
        ) : null}
        <li>
          {finished
            ? 'Блокировку залога на карте снимаем — деньги снова доступны.'
            : 'Залог разблокируем, как только проверим инструмент в постамате; если найдём повреждения — напишем.'}
        </li>
      </ul>
      <StepNav>
        <SmartLink to={`/cabinet/subscriptions/rental/${ended.order_id}/`} className="btn btn-primary">
          К прокату
        </SmartLink>
        <SmartLink to="/prokat/katalog/" className="btn btn-ghost">
          Выбрать инструмент
        </SmartLink>
      </StepNav>
    </CancelDone>
  );
}
