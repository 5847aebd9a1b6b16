import { useEffect, useState } from 'react';
import type { OrderAccess } from '../../../domains/orders/access/access-schema';
import { formatDateTime } from '../../../lib/format/dates';
import { formatRub } from '../../../lib/format/money';
import { apiCreate, apiRequest } from '../../shell/api-client';
import { useViewer } from '../../shell/shell-data';
import { AccessCard, accessStyles } from '../subscriptions';
import { useSnackbar } from '../../shell/snackbar/snackbar';
import { useHydrated } from '../../shell/use-hydrated';
import styles from './payments.module.css';

export interface PaymentPage {
  id: string;
  status: string;
  order_id: number | null;
  kind: string | null;
  amount: number;
  paid_at: string | null;
  purpose: string;
  description: string;
  status_title: string;
  failure_reason: string | null;
  can_retry: boolean;
  card_last4: string | null;
  refunded_amount: number;
  /** What the payment was for, in the words its purpose's owner registered. */
  title: string;
  /** The paid order gives a door code: the page shows it (or where to find it). */
  shows_access: boolean;
  links: { order: string | null; payments: string | null; order_title: string };
}

function Summary({ page }: { page: PaymentPage }) {
  return (
    <dl className={styles.summary}>
      <div>
        <dt>Назначение</dt>
        <dd>{page.title}</dd>
      </div>
      <div className={styles.wide}>
        <dt>Описание</dt>
        <dd>{page.description}</dd>
      </div>
      {page.order_id != null && (
        <div>
          <dt>Заказ</dt>
          <dd>№ {page.order_id}</dd>
        </div>
      )}
      <div>
        <dt>Сумма</dt>
        <dd data-testid="payment-amount">{formatRub(page.amount)}</dd>
      </div>
      {page.paid_at && (
        <div>
          <dt>Оплачено</dt>
          <dd>{formatDateTime(page.paid_at)}</dd>
        </div>
      )}
      {page.card_last4 && (
        <div>
          <dt>Карта</dt>
          <dd>•• {page.card_last4}</dd>
        </div>
      )}
      {page.refunded_amount > 0 && (
        <div>
          <dt>Возвращено</dt>
          <dd>{formatRub(page.refunded_amount)}</dd>
        </div>
      )}
    </dl>
  );
}

/**
 * «Как попасть на склад» after a storage order is paid: the gate code is read by the owner's own
 * cabinet call, so a guest or anyone else sees nothing here (they find it in the cabinet).
 */
function StorageAccess({ orderId }: { orderId: number }) {
  const [access, setAccess] = useState<OrderAccess | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'none'>('loading');
  useEffect(() => {
    let gone = false;
    apiRequest<OrderAccess | null>('/api/cabinet/v2/orders/access', { query: { id: orderId } })
      .then((answer) => {
        if (gone) return;
        setAccess(answer);
        setState(answer ? 'ready' : 'none');
      })
      .catch(() => {
        if (!gone) setState('none');
      });
    return () => {
      gone = true;
    };
  }, [orderId]);
  if (state === 'ready' && access) {
    return (
      <div className={accessStyles.wrap}>
        <AccessCard access={access} />
        <p className={styles.lead}>
          Код, адрес и договор всегда есть в личном кабинете, в подписке. Там же подпишите договор аренды кодом из SMS.
        </p>
      </div>
    );
  }
  if (state === 'loading') return <p className={styles.lead}>Готовим код доступа на склад…</p>;
  return null;
}

export function SuccessPage({ page }: { page: PaymentPage }) {
  const binding = page.purpose === 'card_binding';
  const viewer = useViewer();
  const storageOrder = page.shows_access && page.order_id != null;
  return (
    <div className={styles.page} data-testid="payment-success">
      <div className={`${styles.icon} ${styles.iconSuccess}`} aria-hidden>
        ✓
      </div>
      <h1 className={styles.title}>{binding ? 'Карта привязана' : 'Оплата прошла'}</h1>
      <p className={styles.lead}>
        {binding
          ? 'Проверочный 1 ₽ возвращается на карту.'
          : page.links.payments
            ? 'Спасибо! Платёж сохранён в разделе «Платежи и документы».'
            : 'Спасибо! Оплата зачислена.'}
      </p>
      <Summary page={page} />
      {storageOrder && viewer ? <StorageAccess orderId={page.order_id!} /> : null}
      {storageOrder && !viewer ? (
        <p className={styles.lead}>
          Личный код для входа на склад и договор — в личном кабинете: войдите по номеру телефона, с которого бронировали.
        </p>
      ) : null}
      <div className={styles.actions}>
        {page.links.order && (
          <a className="btn btn-primary" href={page.links.order}>
            {page.links.order_title}
          </a>
        )}
        {binding && (
          <a className="btn btn-primary" href="/cabinet/payments/?tab=cards">
            К моим картам
          </a>
        )}
        {page.links.payments && !binding && (
          <a className="btn btn-secondary" href={page.links.payments}>
            Мои платежи
          </a>
        )}
        {!page.links.order && !page.links.payments && (
          <a className="btn btn-secondary" href="/">
            На главную
          </a>
        )}
      </div>
    </div>
  );
}

interface RetryAnswer {
  confirmation_url?: string | null;
  payment?: { confirmation_url?: string | null; id?: string };
}

export function FailedPage({ page }: { page: PaymentPage }) {
  const { showError } = useSnackbar();
  const live = useHydrated();
  const [busy, setBusy] = useState(false);
  async function retry() {
    setBusy(true);
    try {
      const answer = await apiCreate<RetryAnswer>('/api/cabinet/v2/placeOrder', { order_id: page.order_id });
      const url = answer.payment?.confirmation_url ?? answer.confirmation_url;
      window.location.assign(url ?? `/payments/status/?id=${answer.payment?.id ?? page.id}`);
    } catch (error) {
      showError(error);
      setBusy(false);
    }
  }
  const back = page.links.order ?? (page.purpose === 'card_binding' ? '/cabinet/payments/?tab=cards' : (page.links.payments ?? '/'));
  return (
    <div className={styles.page} data-testid="payment-failed">
      <div className={`${styles.icon} ${styles.iconFailed}`} aria-hidden>
        ✕
      </div>
      <h1 className={styles.title}>Оплата не прошла</h1>
      <p className={styles.lead} data-testid="payment-failed-reason">
        {page.failure_reason ?? 'Платёж не прошёл'}. Деньги не списаны.
      </p>
      <Summary page={page} />
      <div className={styles.actions}>
        {page.can_retry && (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => void retry()}
            disabled={!live || busy}
            data-testid="payment-retry"
          >
            {busy ? 'Создаём платёж…' : 'Попробовать снова'}
          </button>
        )}
        <a className={page.can_retry ? 'btn btn-secondary' : 'btn btn-primary'} href={back}>
          {page.purpose === 'card_binding' ? 'Вернуться к картам' : page.links.order ? 'Вернуться к заказу' : 'Вернуться'}
        </a>
      </div>
    </div>
  );
}
