import { SmartLink } from '../../shell/smart-link';
import type { CloudItem } from './api';
import { day, itemStatusTitle, itemsCount, type CabinetBase } from './format';
import { useLiveCloudRequests } from './live';
import { PhotoStrip } from './photos';
import styles from './cloud-cabinet.module.css';

/** One stored item: its photos (a tap opens them larger), title, description and since when it is stored. */
export function ItemCard({ item, chosen = false, children }: { item: CloudItem; chosen?: boolean; children?: React.ReactNode }) {
  return (
    <li className={chosen ? `${styles.item} ${styles.itemChosen}` : styles.item} data-testid={`cloud-item-${item.id}`}>
      <PhotoStrip title={item.title} photos={item.photos} />
      <div className={styles.itemBody}>
        <p className={styles.itemTitle}>{item.title}</p>
        {item.description ? <p className={styles.itemText}>{item.description}</p> : null}
        <p className={styles.itemText}>
          {item.status !== 'stored' && itemStatusTitle[item.status] ? `${itemStatusTitle[item.status]} · ` : ''}
          {item.stored_at ? `На складе с ${day(item.stored_at)}` : null}
        </p>
        {children}
      </div>
    </li>
  );
}

/** Groups items by order, in the order they come. */
export function byOrder(items: CloudItem[]): { orderId: number; items: CloudItem[] }[] {
  const groups = new Map<number, CloudItem[]>();
  for (const item of items) groups.set(item.order_id ?? 0, [...(groups.get(item.order_id ?? 0) ?? []), item]);
  return [...groups].map(([orderId, list]) => ({ orderId, items: list }));
}

/** /cabinet/cloud/: what is stored, item by item with photos, grouped by order, «Вернуть вещи» per order. */
export function CloudItemsPage({ items, base = '/cabinet/' }: { items: CloudItem[]; base?: CabinetBase }) {
  useLiveCloudRequests();
  const groups = byOrder(items);
  return (
    <>
      <h1 className={styles.title}>Облако</h1>
      <p className={styles.lead}>Вещи на хранении: у каждой — фото, которые сделал кладовщик при приёмке.</p>
      {groups.length === 0 ? (
        <section className={styles.empty} data-testid="cloud-empty">
          <p>На хранении пока ничего нет. Грузчики приедут в удобное время, упакуют и увезут вещи на склад.</p>
          <SmartLink to="/clouds/" className="btn btn-primary">
            Заказать вывоз
          </SmartLink>
        </section>
      ) : (
        groups.map((group) => {
          const returnable = group.orderId > 0 && group.items.some((item) => item.status === 'stored');
          return (
            <section
              key={group.orderId}
              className={styles.group}
              aria-labelledby={`cloud-order-${group.orderId}`}
              data-testid={`cloud-order-${group.orderId}`}
            >
              <div className={styles.groupHead}>
                <div>
                  <h2 id={`cloud-order-${group.orderId}`} className={styles.groupTitle}>
                    {group.orderId > 0 ? (
                      <SmartLink to={`${base}subscriptions/clouds/${group.orderId}/`}>Заказ № {group.orderId}</SmartLink>
                    ) : (
                      'Вещи'
                    )}
                  </h2>
                  <p className={styles.muted}>{itemsCount(group.items.length)}</p>
                </div>
                {returnable ? (
                  <SmartLink to={`${base}subscriptions/clouds/${group.orderId}/return/`} className="btn btn-primary">
                    Вернуть вещи
                  </SmartLink>
                ) : null}
              </div>
              <ul className={styles.items}>
                {group.items.map((item) => (
                  <ItemCard key={item.id} item={item} />
                ))}
              </ul>
            </section>
          );
        })
      )}
    </>
  );
}
