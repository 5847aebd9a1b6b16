import type { SharedOrder } from '../../../domains/orders/access/grants-schema';
import { SmartLink } from '../../shell/smart-link';
import { day, lastPaidDay } from './format';
import styles from './details.module.css';
import { AccessCard } from './access-card';

/** Who shared the order, by first name only. */
export function sharedBy(order: SharedOrder): string {
  return order.owner_first_name ? `${order.owner_first_name} открыл(а) вам доступ` : 'Вам открыли доступ';
}

/** The end of the access: its last day, or the rental's when the owner set none. */
export function accessUntil(order: SharedOrder): string {
  return order.valid_to ? lastPaidDay(order.valid_to) : lastPaidDay(order.rental_ends_at);
}

/**
 * /cabinet/subscriptions/storages/{id}/ for a person the owner gave access to: the warehouse, its hours, the cell, the way
 * in and the period of access; the gate code only when allowed. Nothing of the owner's: no payments, documents or settings.
 */
export function SharedOrderPage({ order }: { order: SharedOrder }) {
  const access = order.access;
  return (
    <>
      <p className={styles.back}>
        <SmartLink to="/cabinet/subscriptions/">← Мои подписки</SmartLink>
      </p>
      <h1 className={styles.title}>{access ? `Ячейка ${access.cell.number}` : 'Ячейка'}</h1>
      <p className={styles.lead} data-testid="shared-by">
        {sharedBy(order)} · с {day(order.valid_from)} по {accessUntil(order)}
      </p>
      {access ? (
        <AccessCard
          access={access}
          testId="shared-access-card"
          titleId="shared-access-title"
          codeLabel="Код ворот"
          codeNote="Код вам доверили на время доступа. Никому его не сообщайте."
          noCodeNote="Кода ворот в вашем доступе нет — договоритесь с арендатором, как вас встретят."
          period={`с ${day(order.valid_from)} по ${accessUntil(order)}`}
        />
      ) : (
        <p className={styles.muted}>Адрес появится, когда аренда начнёт действовать.</p>
      )}
    </>
  );
}
