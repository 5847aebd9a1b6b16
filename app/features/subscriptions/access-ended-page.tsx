import type { EndedAccess } from '../../../domains/orders/access/grants-schema';
import { SmartLink } from '../../shell/smart-link';
import { dateTime, lastPaidDay } from './format';
import styles from './details.module.css';

const TITLES: Record<EndedAccess['reason'], string> = {
  revoked: 'Доступ отозван',
  expired: 'Доступ закончился',
  rental_over: 'Аренда закончилась',
};

/** «Анна закрыла…» needs the gender; the first name with «(а)» reads naturally, as «открыл(а)» does on the live page. */
function whatHappened(ended: EndedAccess): string {
  const who = ended.owner_first_name ?? 'Владелец заказа';
  if (ended.reason === 'revoked') {
    const when = ended.ended_at ? ` ${dateTime(ended.ended_at)}` : '';
    return `${who} закрыл${ended.owner_first_name ? '(а)' : ''} вам доступ к заказу № ${ended.order_id}${when}.`;
  }
  if (ended.reason === 'expired') {
    return `Доступ к заказу № ${ended.order_id}, который открыл${ended.owner_first_name ? `(а) ${who}` : ' владелец'}, действовал${
      ended.ended_at ? ` по ${lastPaidDay(ended.ended_at)}` : ''
    }.`;
  }
  return `Аренда по заказу № ${ended.order_id} закончилась${ended.ended_at ? ` ${lastPaidDay(ended.ended_at)}` : ''}, и доступ к ней тоже.`;
}

/**
 * /cabinet/subscriptions/storages/{id}/ for a person whose access to the order is over (decision 0024): what happened and
 * when, who had shared it, and where to go on. Nothing of the order itself.
 */
export function AccessEndedPage({ ended }: { ended: EndedAccess }) {
  return (
    <>
      <p className={styles.back}>
        <SmartLink to="/cabinet/subscriptions/">← Мои подписки</SmartLink>
      </p>
      <h1 className={styles.title}>{TITLES[ended.reason]}</h1>
      <p className={styles.lead} data-testid="access-ended">
        {whatHappened(ended)}
      </p>
      <div className={styles.banner}>
        <p>Если доступ снова нужен, попросите владельца пригласить вас ещё раз — придёт новое SMS со ссылкой.</p>
      </div>
      <p className={styles.actions}>
        <SmartLink to="/cabinet/subscriptions/" className="btn btn-primary">
          Мои подписки
        </SmartLink>
        <SmartLink to="/storages/" className="btn btn-secondary">
          Снять свою ячейку
        </SmartLink>
      </p>
    </>
  );
}
