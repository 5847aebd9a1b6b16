import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { apiCreate, apiRequest } from '../../../shell/api-client';
import { Dialog } from '../../../shell/dialogs/dialog';
import { useSnackbar } from '../../../shell/snackbar/snackbar';
import { useHydrated } from '../../../shell/use-hydrated';
import styles from './cabinet-payments.module.css';

export interface CardItem {
  uuid: string;
  brand: string;
  last4: string;
  expires: string;
  is_default: boolean;
}

const brandTitles: Record<string, string> = { Visa: 'Visa', MasterCard: 'Mastercard', Mir: 'Мир' };

/** «Карты»: saved cards; add (1 ₽ check, refunded), make default, delete with confirmation. */
export function CardsTab({ cards }: { cards: CardItem[] }) {
  const { show, showError } = useSnackbar();
  const revalidator = useRevalidator();
  const live = useHydrated();
  const [busy, setBusy] = useState<string | null>(null);
  const [removing, setRemoving] = useState<CardItem | null>(null);

  async function run(key: string, action: () => Promise<void>) {
    setBusy(key);
    try {
      await action();
    } catch (error) {
      showError(error);
    } finally {
      setBusy(null);
    }
  }

  const addCard = () =>
    run('add', async () => {
      const payment = await apiCreate<{ id: string; confirmation_url: string | null }>('/api/cabinet/v2/payments/cards');
      window.location.assign(payment.confirmation_url ?? `/payments/status/?id=${payment.id}`);
    });

  return (
    <>
      <div className={styles.head}>
        <p className={styles.meta}>Карта по умолчанию используется для автопродления аренды.</p>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => void addCard()}
          disabled={!live || busy !== null}
          data-testid="card-add"
        >
          {busy === 'add' ? 'Открываем оплату…' : 'Добавить карту'}
        </button>
      </div>
      {cards.length === 0 ? (
        <div className={styles.empty} data-testid="cards-empty">
          <p>Сохранённых карт нет. При добавлении карты спишем и сразу вернём 1 ₽ — так банк подтверждает карту.</p>
        </div>
      ) : (
        <ul className={styles.list} data-testid="cards-list">
          {cards.map((card) => (
            <li key={card.uuid} className={styles.item} data-testid="card-item">
              <p className={styles.itemTitle}>
                {brandTitles[card.brand] ?? 'Карта'} •• {card.last4}
                {card.is_default && (
                  <span className={styles.default} data-testid="card-default">
                    Основная
                  </span>
                )}
              </p>
              <span className={styles.meta}>до {card.expires}</span>
              <div className={styles.itemActions}>
                {!card.is_default && (
                  <button
                    type="button"
                    className={`btn btn-secondary ${styles.small}`}
                    disabled={!live || busy !== null}
                    data-testid="card-make-default"
                    onClick={() =>
                      void run(`def${card.uuid}`, async () => {
                        await apiRequest('/api/cabinet/v2/payments/cards/default', { method: 'PUT', body: { uuid: card.uuid } });
                        show({ color: 'success', icon: 'success', text: `Карта •• ${card.last4} теперь основная` });
                        await revalidator.revalidate();
                      })
                    }
                  >
                    Сделать основной
                  </button>
                )}
                <button
                  type="button"
                  className={`btn btn-ghost ${styles.small}`}
                  disabled={!live || busy !== null}
                  data-testid="card-delete"
                  onClick={() => setRemoving(card)}
                >
                  Удалить
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title="Удалить карту?"
        testId="card-delete-dialog"
        footer={
          <>
            <button type="button" className="btn btn-secondary" onClick={() => setRemoving(null)}>
              Отмена
            </button>
            <button
              type="button"
              className="btn btn-primary"
              disabled={!live || busy !== null}
              data-testid="card-delete-confirm"
              onClick={() => {
                const card = removing;
                if (!card) return;
                void run(`del${card.uuid}`, async () => {
                  await apiRequest(`/api/cabinet/v2/payments/cards?uuid=${encodeURIComponent(card.uuid)}`, { method: 'DELETE' });
                  setRemoving(null);
                  show({ color: 'success', icon: 'success', text: `Карта •• ${card.last4} удалена` });
                  await revalidator.revalidate();
                });
              }}
            >
              Удалить
            </button>
          </>
        }
      >
        <p>
          Карта •• {removing?.last4} больше не будет использоваться для оплаты и автопродления.
          {removing?.is_default ? ' Основной станет самая новая из оставшихся карт.' : ''}
        </p>
      </Dialog>
    </>
  );
}
