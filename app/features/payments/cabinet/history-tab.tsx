import { Pager } from '../../../shell/pager';
import { formatDate } from '../../../../lib/format/dates';
import { formatRub } from '../../../../lib/format/money';
import styles from './cabinet-payments.module.css';

export interface HistoryItem {
  id: string;
  date: string;
  description: string;
  amount: number;
  title: string;
  status: string;
  state: string;
  status_title: string;
  order_id: number | null;
  order_link: string | null;
  card_last4: string | null;
  refunded_amount: number;
  refund_reason: string | null;
  receipt_url: string | null;
  refund_receipt_urls: string[];
}

export const PAGE_SIZE = 10;

export function statusClass(status: string): string {
  if (status === 'succeeded' || status === 'paid') return styles.ok!;
  if (status === 'canceled') return styles.bad!;
  return styles.wait!;
}

/** The colour of a history state: money moved, money did not move, still open. */
export function stateClass(state: string): string {
  if (state === 'paid' || state === 'refunded' || state === 'partially_refunded') return styles.ok!;
  if (state === 'failed' || state === 'expired') return styles.bad!;
  return styles.wait!;
}

/** The pager of a payments tab: its pages under `?tab=`. */
export function TabPager({ page, count, tab }: { page: number; count: number; tab: string }) {
  return <Pager page={page} pages={Math.max(1, Math.ceil(count / PAGE_SIZE))} hrefOf={(n) => `?tab=${tab}&page=${n}`} />;
}

/** «Платежи»: the user's payments, newest first. */
export function HistoryTab({ items, count, page }: { items: HistoryItem[]; count: number; page: number }) {
  if (count === 0) {
    return (
      <div className={styles.empty} data-testid="history-empty">
        <p>Платежей пока нет. Здесь появятся оплаты аренды, продления и счетов.</p>
        <a className="btn btn-primary" href="/storages/">
          Арендовать бокс
        </a>
      </div>
    );
  }
  return (
    <>
      <ul className={styles.list} data-testid="history-list">
        {items.map((item) => (
          <li key={item.id} className={styles.item} data-testid="history-item" data-state={item.state}>
            <p className={styles.itemTitle}>{item.title}</p>
            <span className={styles.amount} data-testid="history-amount">
              {formatRub(item.amount)}
            </span>
            <p className={styles.meta}>{item.description}</p>
            <span className={`${styles.status} ${stateClass(item.state)}`} data-testid="history-state">
              {item.status_title}
            </span>
            <p className={`${styles.meta} ${styles.wide}`}>
              {formatDate(item.date)}
              {item.card_last4 ? ` · карта •• ${item.card_last4}` : ''}
              {item.order_id != null && (
                <>
                  {' · '}
                  {item.order_link ? <a href={item.order_link}>заказ № {item.order_id}</a> : `заказ № ${item.order_id}`}
                </>
              )}
            </p>
            {item.refunded_amount > 0 && (
              <p className={`${styles.meta} ${styles.wide}`}>
                Возврат {formatRub(item.refunded_amount)}
                {item.refund_reason ? `: ${item.refund_reason}` : ''}
              </p>
            )}
            {(item.receipt_url || item.refund_receipt_urls.length > 0) && (
              <p className={styles.receipts}>
                {item.receipt_url && (
                  <a href={item.receipt_url} data-testid="receipt-link">
                    Чек
                  </a>
                )}
                {item.refund_receipt_urls.map((url, index) => (
                  <a key={url} href={url} data-testid="refund-receipt-link">
                    {item.refund_receipt_urls.length > 1 ? `Чек возврата ${index + 1}` : 'Чек возврата'}
                  </a>
                ))}
              </p>
            )}
          </li>
        ))}
      </ul>
      <TabPager page={page} count={count} tab="history" />
    </>
  );
}
