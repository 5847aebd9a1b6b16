import { useEffect, useState } from 'react';
import type { TariffPrice } from '../../../domains/orders/cabinet/cabinet-schema';
import { pluralRu } from '../../../lib/format/plural';
import { Dialog } from '../../shell/dialogs/dialog';
import { useSnackbar } from '../../shell/snackbar/snackbar';
import { subscriptionsApi } from './api';
import { ExtensionPeriodList } from './extension-period-list';
import { formatRub } from './format';
import { useGoToPayment } from './use-go-to-payment';
import styles from './details.module.css';

/** "Продлить": choose a period, pay it now through the provider. */
export function ExtendDialog({ orderId, open, onClose }: { orderId: number; open: boolean; onClose: () => void }) {
  const snackbar = useSnackbar();
  const [periods, setPeriods] = useState<TariffPrice[] | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const { busy, go } = useGoToPayment();

  useEffect(() => {
    if (!open || periods) return;
    subscriptionsApi
      .tariffPrices(orderId)
      .then((r) => {
        setPeriods(r.items);
        setChosen(r.items.find((p) => p.current)?.code ?? r.items[0]?.code ?? null);
      })
      .catch((error: unknown) => snackbar.showError(error));
  }, [open, orderId, periods, snackbar]);

  const offer = periods?.find((p) => p.code === chosen);
  const pay = () => (offer ? go(() => subscriptionsApi.extend(orderId, offer.code)) : undefined);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Продлить аренду"
      testId="extend-dialog"
      footer={
        <button type="button" className="btn btn-primary" disabled={!offer || busy} onClick={pay} data-testid="extend-pay">
          {busy ? 'Переходим к оплате…' : offer ? `Оплатить ${formatRub(offer.total)}` : 'Оплатить'}
        </button>
      }
    >
      {!periods ? (
        <p className={styles.muted}>Загружаем сроки…</p>
      ) : periods.length === 0 ? (
        <p className={styles.muted}>Для этой ячейки сейчас нет сроков продления. Позвоните нам — продлим вручную.</p>
      ) : (
        <ExtensionPeriodList
          name="period"
          options={periods.map((p) => ({
            key: p.code,
            value: p.code,
            label: (
              <span>
                <strong>{p.title}</strong>
                {p.discount_percent > 0 ? <small> скидка {p.discount_percent} %</small> : null}
              </span>
            ),
            price: (
              <>
                {p.base !== p.total ? <s>{formatRub(p.base)}</s> : null} {formatRub(p.total)}
                {p.bonuses > 0 ? (
                  <small>
                    {' '}
                    + {p.bonuses} {pluralRu(p.bonuses, ['бонус', 'бонуса', 'бонусов'])}
                  </small>
                ) : null}
              </>
            ),
          }))}
          chosen={chosen}
          onChoose={setChosen}
        />
      )}
    </Dialog>
  );
}
