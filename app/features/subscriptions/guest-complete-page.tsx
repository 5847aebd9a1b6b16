import { formatPeriod } from '../../../lib/format/dates';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SmartLink } from '../../shell/smart-link';
import { useSnackbar } from '../../shell/snackbar/snackbar';
import { subscriptionsApi } from './api';
import { formatRub } from './format';
import styles from './subscriptions.module.css';

interface GuestOrder {
  id: number;
  status_title: string;
  warehouse_name: string | null;
  cell_number: string | null;
  starts_at: string | null;
  ends_at: string | null;
  total: number;
}

/** Guest bookings paid with the user's phone: attach them to the account with one button. */
export function GuestCompletePage({ orders }: { orders: GuestOrder[] }) {
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const claim = async () => {
    setBusy(true);
    try {
      const { order_ids } = await subscriptionsApi.claimGuestOrders();
      snackbar.show({ text: `Добавили в кабинет: ${order_ids.length}`, color: 'success', icon: 'success' });
      navigate('/cabinet/subscriptions/');
    } catch (error) {
      snackbar.showError(error);
      setBusy(false);
    }
  };
  return (
    <>
      <p>
        <SmartLink to="/cabinet/subscriptions/">← Мои подписки</SmartLink>
      </p>
      <h1 className={styles.title}>Заказы, оплаченные без входа</h1>
      {orders.length === 0 ? (
        <section className={styles.lineEmpty} data-testid="guest-empty">
          <p>Заказов без входа на ваш номер телефона нет. Всё, что вы оформили, уже в разделе «Мои подписки».</p>
          <SmartLink to="/cabinet/subscriptions/" className="btn btn-secondary">
            К подпискам
          </SmartLink>
        </section>
      ) : (
        <>
          <p className={styles.muted}>
            Эти заказы оформлены на ваш номер телефона без входа в аккаунт. Добавьте их в кабинет, чтобы управлять арендой.
          </p>
          <ul className={styles.list} data-testid="guest-orders">
            {orders.map((o) => (
              <li key={o.id} className={styles.card}>
                <div className={styles.cardHead}>
                  <span className={`${styles.badge} ${styles.ok}`}>{o.status_title}</span>
                  <span className={styles.number}>№ {o.id}</span>
                </div>
                <h3 className={styles.cardTitle}>{o.cell_number ? `Ячейка ${o.cell_number}` : 'Ячейка'}</h3>
                {o.warehouse_name ? <p className={styles.muted}>{o.warehouse_name}</p> : null}
                <dl className={styles.facts}>
                  <div>
                    <dt>Период</dt>
                    <dd>{o.starts_at && o.ends_at ? formatPeriod(o.starts_at, o.ends_at) : '—'}</dd>
                  </div>
                  <div>
                    <dt>Оплачено</dt>
                    <dd>{formatRub(o.total)}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
          <p>
            <button type="button" className="btn btn-primary" onClick={claim} disabled={busy} data-testid="guest-claim">
              {busy ? 'Добавляем…' : 'Добавить в мой кабинет'}
            </button>
          </p>
        </>
      )}
    </>
  );
}
