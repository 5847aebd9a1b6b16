import { formatDateTime } from '../../../lib/format/dates';
import { formatRub } from '../../../lib/format/money';
import { SmartLink } from '../../shell/smart-link';
import { dayLabel, formatVolume, windowLabel } from './cloud-format';
import type { CloudOrder } from './clouds-api';
import styles from './clouds.module.css';

/** What the clouds success pages read of the payment (its page view). */
export interface PaidView {
  id: string;
  order_id: number | null;
  amount: number;
  paid_at: string | null;
  description: string;
  card_last4: string | null;
  links: { order: string | null; payments: string | null };
}

function PaymentFacts({ page }: { page: PaidView }) {
  return (
    <dl className={styles.summaryFacts}>
      {page.order_id != null ? (
        <div>
          <dt>Заказ</dt>
          <dd>№ {page.order_id}</dd>
        </div>
      ) : null}
      <div>
        <dt>Оплачено</dt>
        <dd data-testid="payment-amount">{formatRub(page.amount)}</dd>
      </div>
      {page.paid_at ? (
        <div>
          {/* Not «Когда»: next to a return, «Когда» reads as the delivery's time. */}
          <dt>Время оплаты</dt>
          <dd data-testid="payment-time">{formatDateTime(page.paid_at)}</dd>
        </div>
      ) : null}
      {page.card_last4 ? (
        <div>
          <dt>Карта</dt>
          <dd>•• {page.card_last4}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/** /payments/success/cloud/: the order is paid — the pickup window and address, what happens next, the request and the subscription. */
export function CloudPaidPage({ order, payment }: { order: CloudOrder; payment: PaidView | null }) {
  const pickup = order.requests.find((r) => r.type === 'pickup') ?? order.requests[0] ?? null;
  const waiting = order.order.status === 'awaiting_payment';
  return (
    <div className={`container ${styles.success}`} data-testid="cloud-payment-success">
      <span className={styles.successIcon} aria-hidden>
        ✓
      </span>
      <h1 className={styles.pageTitle}>{waiting ? 'Ждём подтверждения оплаты' : 'Оплата прошла — ждите грузчиков'}</h1>
      <p className={styles.lead}>
        Заказ № {order.order.id}: хранение {formatVolume(order.space.volume)}
        {order.order.period_title ? `, ${order.order.period_title.toLowerCase()}` : ''}.
      </p>
      {payment ? (
        <PaymentFacts page={payment} />
      ) : (
        <dl className={styles.summaryFacts}>
          <div>
            <dt>Сумма заказа</dt>
            <dd data-testid="payment-amount">{formatRub(order.order.total)}</dd>
          </div>
          <div>
            <dt>Статус</dt>
            <dd>{order.order.status_title}</dd>
          </div>
        </dl>
      )}
      <section className={styles.card} aria-labelledby="cloud-pickup">
        <h2 id="cloud-pickup" className={styles.cardTitle}>
          Вывоз
        </h2>
        {pickup ? (
          <dl className={styles.summaryFacts} data-testid="cloud-pickup">
            <div>
              <dt>Когда</dt>
              <dd>
                {dayLabel(pickup.window.date)}, {windowLabel(pickup.window)}
              </dd>
            </div>
            <div>
              <dt>Откуда</dt>
              <dd>{pickup.address_text}</dd>
            </div>
            <div>
              <dt>Склад</dt>
              <dd>{order.space.warehouse.name}</dd>
            </div>
          </dl>
        ) : (
          <p className={styles.hint}>Заявка на вывоз — в личном кабинете.</p>
        )}
      </section>
      <section className={styles.card} aria-labelledby="cloud-next">
        <h2 id="cloud-next" className={styles.cardTitle}>
          Что дальше
        </h2>
        <ol className={styles.nextSteps}>
          <li>Диспетчер назначит бригаду — пришлём уведомление. Когда грузчики выедут, придёт SMS со временем приезда.</li>
          <li>Грузчики упакуют и вынесут вещи. Подготовьте то, что нужно забрать, в одном месте.</li>
          <li>На складе вещи сфотографируют и обмерят — опись и акт появятся в личном кабинете, акт нужно будет подтвердить.</li>
          <li>Вернуть вещи можно в любой момент: выберите их в кабинете и время доставки.</li>
        </ol>
      </section>
      <div className={styles.actions}>
        {pickup ? (
          <SmartLink className="btn btn-primary" to={`/cabinet/requests/${pickup.id}/`} data-testid="cloud-request-link">
            Следить за заявкой
          </SmartLink>
        ) : null}
        <SmartLink
          className={pickup ? 'btn btn-secondary' : 'btn btn-primary'}
          to={`/cabinet/subscriptions/clouds/${order.order.id}/`}
          data-testid="cloud-subscription-link"
        >
          Моё хранение
        </SmartLink>
      </div>
    </div>
  );
}

/** /payments/success/cloud/request/: a return's delivery is paid — the request page. */
export function CloudRequestPaidPage({ page }: { page: PaidView }) {
  return (
    <div className={`container ${styles.success}`} data-testid="cloud-request-payment-success">
      <span className={styles.successIcon} aria-hidden>
        ✓
      </span>
      <h1 className={styles.pageTitle}>Доставка оплачена</h1>
      <p className={styles.lead}>Привезём вещи в выбранный интервал. Когда грузчики выедут, пришлём SMS со временем приезда.</p>
      <PaymentFacts page={page} />
      <div className={styles.actions}>
        {page.links.order ? (
          <SmartLink className="btn btn-primary" to={page.links.order} data-testid="cloud-request-link">
            Открыть заявку
          </SmartLink>
        ) : null}
        {page.links.payments ? (
          <SmartLink className="btn btn-secondary" to={page.links.payments}>
            Мои платежи
          </SmartLink>
        ) : null}
      </div>
    </div>
  );
}
