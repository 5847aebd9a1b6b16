import type { OrderDetails } from '../../../domains/orders/cabinet/cabinet-schema';
import { paymentState, paymentStateTitles } from '../../../domains/payments/payment-states';
import { useSnackbar } from '../../shell/snackbar/snackbar';
import { downloadInvoice } from './api';
import { dateTime, formatRub } from './format';
import styles from './details.module.css';

/** The payment's state in the words of the payments history (an abandoned one has expired). */
export function paymentStateTitle(
  p: OrderDetails['documents']['payments'][number],
  order: Pick<OrderDetails, 'status' | 'hold_expires_at'>,
): string {
  const state = paymentState(
    {
      status: p.status,
      purpose: p.purpose,
      amount: p.amount,
      refundedAmount: 0,
      createdAt: new Date(p.created_at),
      order: { status: order.status, holdExpiresAt: order.hold_expires_at ? new Date(order.hold_expires_at) : null },
    },
    new Date(),
  );
  return paymentStateTitles[state];
}

/** The contract, the invoices (PDF) and the payments of the order. */
export function DocumentsCard({ order }: { order: OrderDetails }) {
  const snackbar = useSnackbar();
  return (
    <section className={styles.card} aria-labelledby="docs-title">
      <h2 id="docs-title" className={styles.cardTitle}>
        Документы и платежи
      </h2>
      <ul className={styles.docs}>
        <li>
          {order.contract?.needs_name ? (
            <a href="#contract-title">Договор аренды № {order.contract.number}: укажите ФИО и подпишите</a>
          ) : order.contract ? (
            <a href={order.documents.contract_url} download>
              Договор аренды № {order.contract.number} (PDF){order.contract.signed ? ', подписан' : ''}
            </a>
          ) : (
            <a href={order.documents.contract_url} target="_blank" rel="noreferrer">
              Договор аренды ячейки (образец)
            </a>
          )}
        </li>
        {order.documents.invoices.map((invoice) => (
          <li key={invoice.id}>
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => downloadInvoice(invoice.id, invoice.number).catch((error: unknown) => snackbar.showError(error))}
            >
              Счёт № {invoice.number} на {formatRub(invoice.amount)} (PDF)
            </button>
          </li>
        ))}
      </ul>
      {order.documents.payments.length > 0 ? (
        <table className={styles.lines}>
          <tbody>
            {order.documents.payments.map((p) => (
              <tr key={p.id}>
                <th scope="row">
                  {p.title}
                  <small>
                    {dateTime(p.paid_at ?? p.created_at)} · {paymentStateTitle(p, order)}
                  </small>
                </th>
                <td>{formatRub(p.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className={styles.muted}>Платежей по договору пока нет.</p>
      )}
    </section>
  );
}

/** The order's events, oldest first. */
export function TimelineCard({ events }: { events: OrderDetails['events'] }) {
  if (events.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby="events-title">
      <h2 id="events-title" className={styles.cardTitle}>
        История
      </h2>
      <ol className={styles.timeline} data-testid="timeline">
        {events.map((e, index) => (
          <li key={index}>
            <time dateTime={e.at}>{dateTime(e.at)}</time>
            <span>{e.title}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
