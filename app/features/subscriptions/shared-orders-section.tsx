import type { SharedOrder } from '../../../domains/orders/access/grants-schema';
import { SmartLink } from '../../shell/smart-link';
import { accessUntil, sharedBy } from './shared-order-page';
import styles from './subscriptions.module.css';

/** «Доступ по приглашению»: orders other people shared with the viewer (only what the grant shows). */
export function SharedOrdersSection({ orders }: { orders: SharedOrder[] }) {
  if (orders.length === 0) return null;
  return (
    <section className={styles.group} aria-labelledby="group-shared" data-testid="group-shared">
      <h2 id="group-shared" className={styles.groupTitle}>
        Доступ по приглашению <span className={styles.count}>{orders.length}</span>
      </h2>
      <ul className={styles.list}>
        {orders.map((order) => {
          const href = `/cabinet/subscriptions/storages/${order.order_id}/`;
          return (
            <li key={order.order_id} className={styles.card} data-testid={`shared-${order.order_id}`}>
              <h3 className={styles.cardTitle}>
                <SmartLink to={href}>{order.access ? `Ячейка ${order.access.cell.number}` : 'Ячейка'}</SmartLink>
              </h3>
              {order.access ? (
                <p className={styles.muted}>
                  {order.access.warehouse.name}, {order.access.warehouse.address}
                </p>
              ) : null}
              <p className={styles.size}>
                {sharedBy(order)} по {accessUntil(order)}
              </p>
              <SmartLink to={href} className={`btn btn-secondary ${styles.more}`}>
                Как попасть
              </SmartLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
