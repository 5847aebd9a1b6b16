import { formatPeriod } from '../../../lib/format/dates';
import { SmartLink } from '../../shell/smart-link';
import type { OrderListItem } from '../../../domains/orders/cabinet/cabinet-schema';
import { HoldCountdown } from './hold-countdown';
import { PayButton } from './pay-button';
import { day, formatRub, lastPaidDay, statusTone } from './format';
import styles from './subscriptions.module.css';

/** One subscription in the list, titled by its kind (its page under `basePath`, the site's or the webview's). */
export function OrderCard({ order, basePath = '/cabinet/subscriptions/' }: { order: OrderListItem; basePath?: string }) {
  // The page comes with the order (its kind's registration); a webview list keeps its own base.
  const href = order.path.replace(/^\/cabinet\/subscriptions\//, basePath);
  return (
    <li className={styles.card} data-testid={`order-${order.id}`}>
      <div className={styles.cardHead}>
        <span className={`${styles.badge} ${styles[statusTone[order.status] ?? 'off']}`}>{order.status_title}</span>
        <span className={styles.number}>№ {order.id}</span>
      </div>
      <h3 className={styles.cardTitle}>
        <SmartLink to={href}>{order.title}</SmartLink>
      </h3>
      {order.subtitle ? <p className={styles.size}>{order.subtitle}</p> : null}
      {order.warehouse ? (
        <p className={styles.muted}>
          {order.warehouse.name}, {order.warehouse.address}
        </p>
      ) : null}
      <dl className={styles.facts}>
        {order.period ? (
          <div>
            <dt>Срок</dt>
            <dd>{order.period.title}</dd>
          </div>
        ) : null}
        <div>
          <dt>Период</dt>
          <dd>{order.starts_at && order.ends_at ? formatPeriod(order.starts_at, order.ends_at) : '—'}</dd>
        </div>
        <div>
          <dt>Стоимость</dt>
          <dd>{formatRub(order.total)}</dd>
        </div>
        {order.next_charge_at ? (
          <div>
            <dt>Следующее списание</dt>
            <dd>{day(order.next_charge_at)}</dd>
          </div>
        ) : null}
        {order.cancel_date ? (
          <div>
            <dt>Договор до</dt>
            <dd>{lastPaidDay(order.cancel_date)}</dd>
          </div>
        ) : null}
      </dl>
      {order.status === 'awaiting_payment' && order.hold_expires_at ? (
        <div className={styles.payRow}>
          <p className={styles.hold}>
            <HoldCountdown expiresAt={order.hold_expires_at} />
          </p>
          <PayButton orderId={order.id} />
        </div>
      ) : (
        <SmartLink to={href} className={`btn btn-secondary ${styles.more}`}>
          Подробнее
        </SmartLink>
      )}
    </li>
  );
}
