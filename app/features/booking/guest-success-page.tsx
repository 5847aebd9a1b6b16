import { SmartLink } from '../../shell/smart-link';
import type { StorageOrderView } from '../../../domains/storages/service.server';
import { formatRub } from '../../../lib/format/money';
import { formatPhoneInput } from '../auth';
import styles from './booking.module.css';
import { formatNumber } from '../../../lib/format/number';

/** /guest/storages/success/: the guest's order after payment, and how to manage it. */
export function GuestSuccessPage({ order }: { order: StorageOrderView | null }) {
  if (!order || !order.cell || !order.warehouse) {
    return (
      <div className={`container ${styles.page}`}>
        <h1 className={styles.title}>Заказ не найден</h1>
        <p className={styles.lead}>
          Эта страница открывается в том браузере, где оформлен заказ. Войдите с номером телефона, который вы подтвердили, — заказ будет в
          личном кабинете.
        </p>
        <SmartLink to="/cabinet/subscriptions/guest/complete/" className="btn btn-primary">
          Войти и найти заказ
        </SmartLink>
      </div>
    );
  }
  const paid = order.status === 'active';
  const facts: [string, string][] = [
    ['Ячейка', `${order.cell.size_code} №${order.cell.number}, ${formatNumber(order.cell.area)} м², ${order.cell.floor} этаж`],
    ['Склад', order.warehouse.name],
    ['Адрес', order.warehouse.address],
    ['Срок', `${order.period_title ?? ''}${order.period_text ? `: ${order.period_text}` : ''}`],
    ['Доступ к ячейке', order.warehouse.access],
    ['Оплачено', formatRub(order.total)],
  ];
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title} data-testid="guest-success-title">
        {paid
          ? 'Ячейка ваша — заказ оплачен'
          : order.status === 'awaiting_payment'
            ? 'Ждём подтверждения оплаты'
            : `Заказ: ${order.status_title.toLowerCase()}`}
      </h1>
      <p className={styles.lead}>
        Заказ №{order.id}
        {order.guest_phone ? ` оформлен на номер ${formatPhoneInput(`+${order.guest_phone}`)}` : ''}.
      </p>
      <div className={styles.layout}>
        <section className={styles.card} aria-labelledby="guest-order">
          <h2 id="guest-order" className={styles.cardTitle}>
            Ваш заказ
          </h2>
          <dl className={styles.facts}>
            {facts.map(([name, value]) => (
              <div key={name} className={styles.fact}>
                <dt>{name}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section className={styles.form} aria-labelledby="guest-manage">
          <h2 id="guest-manage" className={styles.cardTitle}>
            Как управлять заказом
          </h2>
          <p>
            Войдите на сайт с тем же номером телефона и завершите оформление в личном кабинете — там можно продлить аренду, расторгнуть её и
            получить документы.
          </p>
          <SmartLink to="/cabinet/subscriptions/guest/complete/" className="btn btn-primary" data-testid="guest-complete-link">
            Войти и управлять заказом
          </SmartLink>
          <SmartLink to={`/storages/${order.warehouse.slug}/`} className={styles.smallLink}>
            О складе
          </SmartLink>
        </section>
      </div>
    </div>
  );
}
