import { useState } from 'react';
import { formatRub } from '../../../lib/format/money';
import { apiRequest } from '../../shell/api-client';
import { useSnackbar } from '../../shell/snackbar/snackbar';
import { useHydrated } from '../../shell/use-hydrated';
import styles from './checkout.module.css';

export interface CheckoutData {
  payment: string;
  shop: string;
  amount: number;
  description: string;
  status: string;
  savesCard: boolean;
  /** A hold: paying blocks the sum on the card until the shop charges or releases it. */
  holds: boolean;
  returnUrl: string | null;
}

const TEST_CARD = '4111 1111 1111 1111';

const pastStates: Record<string, string> = { succeeded: 'оплачен', waiting_for_capture: 'подтверждён: сумма заблокирована на карте' };

/** The sandbox stand-in for YooKassa's payment form: pay with a test card or refuse. */
export function CheckoutPage({ data }: { data: CheckoutData }) {
  const { showError } = useSnackbar();
  // Until the page is live a click would submit the bare form: the controls wait for it.
  const live = useHydrated();
  const [card, setCard] = useState(TEST_CARD);
  const [busy, setBusy] = useState<null | 'succeeded' | 'canceled'>(null);
  const digits = card.replace(/\D/g, '');
  const cardError = digits.length < 12 || digits.length > 19 ? 'Номер карты — от 12 до 19 цифр' : null;

  async function finish(outcome: 'succeeded' | 'canceled') {
    if (outcome === 'succeeded' && cardError) return;
    setBusy(outcome);
    try {
      const result = await apiRequest<{ return_url: string | null }>('/api/dev/payments/checkout', {
        method: 'POST',
        body: { payment: data.payment, outcome, card_number: digits || undefined },
      });
      window.location.assign(result.return_url ?? '/');
    } catch (error) {
      showError(error);
      setBusy(null);
    }
  }

  if (data.status !== 'pending') {
    return (
      <div className={styles.page}>
        <section className={styles.card}>
          <span className={styles.badge}>Тестовая оплата</span>
          <h1 className={styles.amount}>{formatRub(data.amount)}</h1>
          <p>Этот платёж уже {pastStates[data.status] ?? 'отменён'}.</p>
          {data.returnUrl && (
            <a className="btn btn-primary" href={data.returnUrl}>
              Вернуться в магазин
            </a>
          )}
        </section>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="checkout-title">
        <span className={styles.badge}>Тестовая оплата — деньги не списываются</span>
        <p className={styles.shop}>{data.shop}</p>
        <h1 id="checkout-title" className={styles.amount} data-testid="checkout-amount">
          {formatRub(data.amount)}
        </h1>
        <p className={styles.description}>{data.description}</p>
        <form
          className={styles.actions}
          onSubmit={(event) => {
            event.preventDefault();
            void finish('succeeded');
          }}
        >
          <label className={styles.field}>
            Номер карты
            <input
              inputMode="numeric"
              autoComplete="cc-number"
              value={card}
              onChange={(e) => setCard(e.target.value)}
              disabled={!live}
              aria-invalid={cardError ? true : undefined}
              data-testid="checkout-card"
            />
            {cardError && <span className={styles.error}>{cardError}</span>}
          </label>
          <div className={styles.row}>
            <label className={styles.field}>
              Срок
              <input defaultValue="12/29" inputMode="numeric" autoComplete="cc-exp" />
            </label>
            <label className={styles.field}>
              CVC
              <input defaultValue="123" inputMode="numeric" autoComplete="cc-csc" maxLength={4} />
            </label>
          </div>
          {data.holds && (
            <p className={styles.hint} data-testid="checkout-hold">
              Сумма будет заблокирована на карте: магазин спишет её или её часть позже либо снимет блокировку.
            </p>
          )}
          {data.savesCard && <p className={styles.hint}>Карта будет сохранена для следующих оплат.</p>}
          <p className={styles.hint}>Карта, оканчивающаяся на 0002, будет отклонена при следующих списаниях (автопродление).</p>
          <button type="submit" className="btn btn-primary" disabled={!live || busy !== null} data-testid="checkout-pay">
            {busy === 'succeeded' ? 'Оплачиваем…' : `${data.holds ? 'Заблокировать' : 'Оплатить'} ${formatRub(data.amount)}`}
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={!live || busy !== null}
            onClick={() => void finish('canceled')}
            data-testid="checkout-fail"
          >
            Отказаться / Ошибка оплаты
          </button>
        </form>
      </section>
    </div>
  );
}
