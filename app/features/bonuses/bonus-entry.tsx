import { formatDate } from '../../../lib/format/dates';
import { formatNumber } from '../../../lib/format/number';
import { SmartLink } from '../../shell/smart-link';
import type { BonusHistoryItem } from './bonuses-data';
import styles from './bonuses.module.css';

/** One entry of the wallet: date, why, the order, and the signed points. */
export function BonusEntry({ item, linkOrders = true }: { item: BonusHistoryItem; linkOrders?: boolean }) {
  const credit = item.points > 0;
  return (
    <li className={styles.entry} data-testid="bonus-entry" data-kind={item.kind}>
      <div className={styles.entryMain}>
        <p className={styles.entryReason}>{item.reason}</p>
        <p className={styles.entryMeta}>
          <time dateTime={item.created_at}>{formatDate(item.created_at)}</time>
          {' · '}
          {item.kind_title}
          {item.order_id !== null && item.order_link && linkOrders ? (
            <>
              {' · '}
              <SmartLink to={item.order_link}>Заказ №{item.order_id}</SmartLink>
            </>
          ) : item.order_id !== null ? (
            ` · Заказ №${item.order_id}`
          ) : null}
        </p>
        {item.expires_at && credit ? <p className={styles.entryMeta}>Действуют до {formatDate(item.expires_at)}</p> : null}
      </div>
      <p className={credit ? `${styles.points} ${styles.plus}` : `${styles.points} ${styles.minus}`}>
        {credit ? '+' : '−'}
        {formatNumber(Math.abs(item.points))}
      </p>
    </li>
  );
}
