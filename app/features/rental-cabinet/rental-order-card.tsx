import { SmartLink } from '../../shell/smart-link';
import { HoldCountdown, listStyles, PayButton, formatRub, statusTone } from '../subscriptions';
import { toolsTitle } from './format';
import { PeriodText } from './period-text';
import type { RentalListItem } from './types';
import s from './rental-cabinet.module.css';

/** A rental in «Мои подписки»: the first tool (and how many more), the locker, the period in its time zone, the status. */
export function RentalOrderCard({ order }: { order: RentalListItem }) {
  return (
    <li className={listStyles.card} data-testid={`order-${order.id}`}>
      <div className={listStyles.cardHead}>
        <span className={`${listStyles.badge} ${listStyles[statusTone[order.status] ?? 'off']}`}>{order.status_title}</span>
        <span className={listStyles.number}>№ {order.id}</span>
      </div>
      <h3 className={listStyles.cardTitle}>
        <SmartLink to={order.path} data-testid="rental-title">
          {toolsTitle(order.title, order.tool_count)}
        </SmartLink>
      </h3>
      {order.warehouse ? (
        <p className={listStyles.muted} data-testid="rental-locker">
          {order.warehouse.name}, {order.warehouse.address}
        </p>
      ) : null}
      <dl className={listStyles.facts}>
        <div className={s.wideFact}>
          <dt>Период</dt>
          <dd data-testid="rental-period">
            <PeriodText from={order.starts_at} to={order.ends_at} timeZone={order.time_zone} />
          </dd>
        </div>
        <div>
          <dt>Стоимость</dt>
          <dd>{formatRub(order.total)}</dd>
        </div>
      </dl>
      {order.status === 'awaiting_payment' && order.hold_expires_at ? (
        <div className={listStyles.payRow}>
          <p className={listStyles.hold}>
            <HoldCountdown expiresAt={order.hold_expires_at} />
          </p>
          <PayButton orderId={order.id} />
        </div>
      ) : (
        <SmartLink to={order.path} className={`btn btn-secondary ${listStyles.more}`}>
          Подробнее
        </SmartLink>
      )}
    </li>
  );
}
