import type { FineView, OrderFinesView } from '../../../domains/orders/schema';
import { apiRequest } from '../../shell/api-client';
import { SmartLink } from '../../shell/smart-link';
import { dateTime, formatRub } from './format';
import { useGoToPayment } from './use-go-to-payment';
import d from './details.module.css';
import l from './subscriptions.module.css';
import s from './fines.module.css';

/** An unpaid fine paid by a new payment link (POST /api/cabinet/v2/orders/penalties/pay), then the provider's page. */
function PayFineButton({ fine }: { fine: FineView }) {
  const { busy, go } = useGoToPayment();
  const pay = () =>
    go(() =>
      apiRequest<{ confirmation_url: string | null; payment_id: string }>('/api/cabinet/v2/orders/penalties/pay', {
        method: 'POST',
        body: { uuid: fine.uuid },
      }),
    );
  return (
    <button type="button" className="btn btn-primary" onClick={pay} disabled={busy} data-testid={`pay-fine-${fine.uuid}`}>
      {busy ? 'Переходим к оплате…' : `Оплатить ${formatRub(fine.amount)}`}
    </button>
  );
}

const TONE: Record<FineView['status'], string> = {
  proposed: l.wait!,
  due: l.wait!,
  charging: l.wait!,
  unpaid: l.warn!,
  paid: l.ok!,
  waived: l.off!,
};

/**
 * The order's fines (POST /api/cabinet/v2/orders/penalties): what for, how much, where each stands,
 * what is left to pay; an unpaid one is paid from here. Absent while the order has none.
 */
export function FinesCard({ fines, termsPath }: { fines: OrderFinesView; termsPath: string }) {
  if (fines.items.length === 0) return null;
  return (
    <section className={d.card} aria-labelledby="order-fines-title" data-testid="order-fines">
      <h2 id="order-fines-title" className={d.cardTitle}>
        Штрафы
      </h2>
      <ul className={s.list}>
        {fines.items.map((fine) => (
          <li key={fine.uuid} className={s.fine} data-testid={`fine-${fine.code}`}>
            <div className={s.head}>
              <p className={s.title}>{fine.title}</p>
              <p className={s.amount}>{formatRub(fine.amount)}</p>
            </div>
            <p className={d.muted}>{fine.reason}</p>
            <p className={s.meta}>
              <span className={`${l.badge} ${TONE[fine.status]}`}>{fine.status_title}</span>
              <span>{dateTime(fine.paid_at ?? fine.created_at)}</span>
            </p>
            {fine.status === 'waived' && fine.decision_reason ? <p className={d.muted}>Причина: {fine.decision_reason}</p> : null}
            {fine.can_pay ? <PayFineButton fine={fine} /> : null}
          </li>
        ))}
      </ul>
      {fines.open_total > 0 ? (
        <p className={d.strong} data-testid="fines-open-total">
          К оплате: {formatRub(fines.open_total)}
        </p>
      ) : null}
      <p className={d.muted}>
        Как считаются штрафы — в <SmartLink to={termsPath}>таблице штрафов</SmartLink>.
      </p>
    </section>
  );
}
