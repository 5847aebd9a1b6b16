import { SmartLink } from '../../../shell/smart-link';
import { formatRub, dayOf } from '../format';
import { CancelDone } from './step-frame';
import { StepNav } from './step-nav';
import styles from './cancel.module.css';

/** The request is in: what happens next. */
export function SuccessStep({ orderId, lastDay, refund }: { orderId: number; lastDay: string | null; refund: number | null }) {
  return (
    <CancelDone>
      <p className={styles.text}>
        Заявка на расторжение договора № {orderId} принята. {lastDay ? `Последний день аренды — ${dayOf(lastDay)}.` : ''} Автопродление
        выключено.
      </p>
      <ul className={styles.conditions}>
        <li>До последнего дня вывезите вещи и сдайте ключ или карту доступа администратору склада.</li>
        {refund && refund > 0 ? (
          <li>Вернём {formatRub(refund)} на карту в течение 10 рабочих дней после последнего дня.</li>
        ) : (
          <li>Неиспользованных оплаченных дней не остаётся, возврата не будет.</li>
        )}
        <li>Передумали? До последнего дня расторжение можно отозвать на странице подписки.</li>
      </ul>
      <StepNav>
        <SmartLink to={`/cabinet/subscriptions/storages/${orderId}/`} className="btn btn-primary">
          К подписке
        </SmartLink>
        <SmartLink to="/cabinet/subscriptions/" className="btn btn-ghost">
          Все подписки
        </SmartLink>
      </StepNav>
    </CancelDone>
  );
}
