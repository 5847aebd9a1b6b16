import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import type { OrderDetails } from '../../../domains/orders/cabinet/cabinet-schema';
import { AUTO_RENEWAL_TEXT } from '../../../domains/orders/core/renewal-date';
import { useSnackbar } from '../../shell/snackbar/snackbar';
import { subscriptionsApi } from './api';
import styles from './details.module.css';
import { day } from './format';

export interface CardOption {
  uuid: string;
  brand: string;
  last4: string;
  is_default: boolean;
}

/** Auto renewal, bonuses, payment method with the card, and the company. Each change saves at once. */
export function SettingsCard({
  order,
  cards,
  companies,
}: {
  order: OrderDetails;
  cards: CardOption[];
  companies: { uuid: string; name: string }[];
}) {
  const snackbar = useSnackbar();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<string | null>(null);
  const editable = order.actions.settings;
  // Switches move at once; a refused change puts them back.
  const [renewal, setRenewal] = useState(order.auto_renewal);
  const [bonuses, setBonuses] = useState(order.using_bonuses);
  useEffect(() => setRenewal(order.auto_renewal), [order.auto_renewal]);
  useEffect(() => setBonuses(order.using_bonuses), [order.using_bonuses]);
  const [note, setNote] = useState(order.comment ?? '');
  useEffect(() => setNote(order.comment ?? ''), [order.comment]);

  const save = async (key: string, work: () => Promise<unknown>, done: string, undo?: () => void) => {
    setBusy(key);
    try {
      await work();
      snackbar.show({ text: done, color: 'success', icon: 'success' });
      await revalidator.revalidate();
    } catch (error) {
      undo?.();
      snackbar.showError(error);
    } finally {
      setBusy(null);
    }
  };

  const cardValue = order.payment_method === 'invoice' ? 'invoice' : order.card?.attached ? order.card.uuid : 'default';
  const onMethod = (value: string) => {
    if (value === 'invoice')
      return save('method', () => subscriptionsApi.setPaymentMethod(order.id, 'invoice', null), 'Будем выставлять счёт');
    const uuid = value === 'default' ? null : value;
    return save('method', () => subscriptionsApi.setPaymentMethod(order.id, 'card', uuid), 'Способ оплаты сохранён');
  };

  return (
    <section className={styles.card} aria-labelledby="settings-title">
      <h2 id="settings-title" className={styles.cardTitle}>
        Настройки
      </h2>
      {!editable ? <p className={styles.muted}>Настройки меняются, пока договор действует.</p> : null}
      <label className={styles.switchRow}>
        <span>
          <strong>Автопродление</strong>
          <small data-testid="auto-renewal-note">
            {AUTO_RENEWAL_TEXT}
            {order.next_charge_at ? `: ${day(order.next_charge_at)}` : ''}
          </small>
        </span>
        <input
          type="checkbox"
          role="switch"
          checked={renewal}
          disabled={!editable || busy !== null}
          onChange={(e) => {
            const next = e.target.checked;
            setRenewal(next);
            void save(
              'renewal',
              () => subscriptionsApi.setAutoRenewal(order.id, next),
              next ? 'Автопродление включено' : 'Автопродление выключено',
              () => setRenewal(!next),
            );
          }}
          data-testid="toggle-auto-renewal"
        />
      </label>
      <label className={styles.switchRow}>
        <span>
          <strong>Оплачивать бонусами</strong>
          <small>Бонусы покроют часть продления</small>
        </span>
        <input
          type="checkbox"
          role="switch"
          checked={bonuses}
          disabled={!editable || busy !== null}
          onChange={(e) => {
            const next = e.target.checked;
            setBonuses(next);
            void save(
              'bonuses',
              () => subscriptionsApi.setUsingBonuses(order.id, next),
              next ? 'Будем списывать бонусы' : 'Бонусы не списываем',
              () => setBonuses(!next),
            );
          }}
          data-testid="toggle-bonuses"
        />
      </label>
      <label className={styles.field}>
        <span className={styles.label}>Способ оплаты</span>
        <select
          className={styles.select}
          value={cardValue}
          disabled={!editable || busy !== null}
          onChange={(e) => onMethod(e.target.value)}
          data-testid="payment-method"
        >
          <option value="default">
            Картой по умолчанию{cards.find((c) => c.is_default) ? ` (•• ${cards.find((c) => c.is_default)!.last4})` : ''}
          </option>
          {cards.map((c) => (
            <option key={c.uuid} value={c.uuid}>
              Картой {c.brand} •• {c.last4}
            </option>
          ))}
          <option value="invoice">По счёту</option>
        </select>
      </label>
      {companies.length > 0 ? (
        <label className={styles.field}>
          <span className={styles.label}>Договор оформлен на</span>
          <select
            className={styles.select}
            value={order.company?.uuid ?? ''}
            disabled={!editable || busy !== null}
            onChange={(e) => save('company', () => subscriptionsApi.setCompany(order.id, e.target.value || null), 'Сохранили')}
            data-testid="company"
          >
            <option value="">На меня</option>
            {companies.map((c) => (
              <option key={c.uuid} value={c.uuid}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <form
        className={styles.field}
        onSubmit={(e) => {
          e.preventDefault();
          void save(
            'comment',
            () => subscriptionsApi.setComment(order.id, note),
            note.trim() ? 'Комментарий сохранён' : 'Комментарий удалён',
          );
        }}
      >
        <label className={styles.label} htmlFor="order-comment">
          Комментарий для склада
        </label>
        <textarea
          id="order-comment"
          className={styles.select}
          rows={2}
          maxLength={1000}
          value={note}
          placeholder="Например: приеду с грузчиками в субботу утром"
          disabled={!editable || busy !== null}
          onChange={(e) => setNote(e.target.value)}
          data-testid="order-comment"
        />
        {editable && note !== (order.comment ?? '') ? (
          <button type="submit" className="btn btn-secondary" disabled={busy !== null}>
            Сохранить комментарий
          </button>
        ) : null}
      </form>
    </section>
  );
}
