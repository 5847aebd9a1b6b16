import type { ReactNode } from 'react';
import { SmartLink } from '../../shell/smart-link';
import type { CloudAct, CloudOrder } from './api';
import { ActCard } from './act-card';
import { day, formatRub, itemsCount, requestTone, requestTypeTitle, volume, windowText, type CabinetBase } from './format';
import { useLiveCloudRequests } from './live';
import styles from './cloud-cabinet.module.css';

/** The next charge of the order, when the order core knows it (its details loaded on the server). */
export interface OrderExtras {
  next_charge_at: string | null;
  /** The settings card of the subscriptions feature (auto renewal, card, bonuses), rendered by the route. */
  settings: ReactNode;
  /** «Оцените заказ» of the subscriptions feature once the order is finished, rendered by the route. */
  rating?: ReactNode;
}

/**
 * /cabinet/subscriptions/clouds/{id}/: the volume booked and measured, the plan, the next payment,
 * auto renewal and the card, the order's requests, its items and its acts.
 */
export function CloudOrderPage({
  cloud,
  acts,
  extras,
  base = '/cabinet/',
}: {
  cloud: CloudOrder;
  acts: CloudAct[];
  extras: OrderExtras | null;
  base?: CabinetBase;
}) {
  useLiveCloudRequests({ orderId: cloud.order.id });
  const { order, space } = cloud;
  const active = order.status === 'active' || order.status === 'cancel_requested';
  const listPath = base === '/cabinet/' ? '/cabinet/subscriptions/?line=clouds' : `${base}subscriptions/clouds/`;
  return (
    <>
      <p className={styles.back}>
        <SmartLink to={listPath}>← Мои подписки</SmartLink>
      </p>
      <div className={styles.head}>
        <h1 className={styles.title}>Облако, {volume(space.volume)}</h1>
        <span
          className={`${styles.badge} ${styles[order.status === 'active' ? 'ok' : order.status === 'awaiting_payment' ? 'wait' : 'off']}`}
          data-testid="order-status"
        >
          {order.status_title}
        </span>
      </div>
      <p className={styles.lead}>
        Заказ № {order.id} · {space.warehouse.name}, {space.warehouse.address}
      </p>
      {acts.some((act) => act.state !== 'accepted' && act.state !== 'disputed') ? (
        <div className={styles.banner} data-testid="act-waiting">
          <p>Кладовщик принял вещи и составил акт. Проверьте вещи и объём и примите акт.</p>
          <a href="#acts">К акту</a>
        </div>
      ) : null}
      <div className={styles.grid}>
        <section className={styles.card} aria-labelledby="cloud-plan-title">
          <h2 id="cloud-plan-title" className={styles.cardTitle}>
            Подписка
          </h2>
          <dl className={styles.facts}>
            <div>
              <dt>Забронировано</dt>
              <dd data-testid="booked-volume">{volume(space.booked_volume)}</dd>
            </div>
            <div>
              <dt>Измерено на складе</dt>
              <dd data-testid="measured-volume">{space.measured_volume == null ? 'ещё не измерено' : volume(space.measured_volume)}</dd>
            </div>
            {order.period_title ? (
              <div>
                <dt>Тариф</dt>
                <dd>{order.period_title}</dd>
              </div>
            ) : null}
            {space.monthly_price != null ? (
              <div>
                <dt>В месяц</dt>
                <dd data-testid="monthly-price">{formatRub(space.monthly_price)}</dd>
              </div>
            ) : null}
            <div>
              <dt>Оплачено за период</dt>
              <dd data-testid="period-total">{formatRub(order.total)}</dd>
            </div>
            <div>
              <dt>Период</dt>
              <dd data-testid="order-period">{order.period_text ?? '—'}</dd>
            </div>
            <div>
              <dt>Следующий платёж</dt>
              <dd>
                {extras?.next_charge_at ? day(extras.next_charge_at) : order.auto_renewal ? day(order.ends_at) : 'автопродление выключено'}
              </dd>
            </div>
          </dl>
        </section>
        <section className={styles.card} aria-labelledby="cloud-items-title">
          <h2 id="cloud-items-title" className={styles.cardTitle}>
            Вещи на хранении
          </h2>
          <p data-testid="items-count">{cloud.items_count > 0 ? itemsCount(cloud.items_count) : 'Пока ничего нет'}</p>
          <div className={styles.actions}>
            {cloud.items_count > 0 ? (
              <SmartLink
                to={`${base === '/cabinet/' ? '/cabinet/cloud/' : `${base}subscriptions/clouds/${order.id}/return/`}`}
                className="btn btn-secondary"
              >
                {base === '/cabinet/' ? 'Смотреть вещи' : 'Вещи и возврат'}
              </SmartLink>
            ) : null}
            {cloud.items_count > 0 && active ? (
              <SmartLink to={`${base}subscriptions/clouds/${order.id}/return/`} className="btn btn-primary" data-testid="order-return">
                Вернуть вещи
              </SmartLink>
            ) : null}
          </div>
        </section>
        {extras?.rating ? <div className={styles.wide}>{extras.rating}</div> : null}
        {extras?.settings ? <div className={styles.wide}>{extras.settings}</div> : null}
        <section className={`${styles.card} ${styles.wide}`} aria-labelledby="cloud-requests-title">
          <h2 id="cloud-requests-title" className={styles.cardTitle}>
            Заявки
          </h2>
          {cloud.requests.length === 0 ? (
            <p className={styles.muted}>Заявок нет.</p>
          ) : (
            <ul className={styles.requests}>
              {cloud.requests.map((request) => (
                <li key={request.id} className={styles.requestRow} data-testid={`order-request-${request.id}`}>
                  <div className={styles.cardHead}>
                    <SmartLink to={`${base}requests/${request.id}/`}>
                      {requestTypeTitle[request.type]} № {request.id}
                    </SmartLink>
                    <span className={`${styles.badge} ${styles[requestTone(request.status)]}`}>{request.status_title}</span>
                  </div>
                  <p className={styles.muted}>{windowText(request.window)}</p>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section id="acts" className={`${styles.wide} ${styles.group}`} aria-labelledby="cloud-acts-title" data-testid="acts">
          <h2 id="cloud-acts-title" className={styles.groupTitle}>
            Акты приёма
          </h2>
          {acts.length === 0 ? (
            <p className={styles.muted}>Акт появится, когда кладовщик примет вещи на складе.</p>
          ) : (
            acts.map((act) => <ActCard key={act.id} act={act} />)
          )}
        </section>
      </div>
    </>
  );
}
