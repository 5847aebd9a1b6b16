import { useEffect, useState } from 'react';
import { DEFAULT_TIME_ZONE } from '../../../lib/format/dates';
import { Dialog } from '../../shell/dialogs/dialog';
import { useSnackbar } from '../../shell/snackbar/snackbar';
import { detailsStyles as d, ExtensionPeriodList, formatRub, useGoToPayment } from '../subscriptions';
import { rentalCabinetApi } from './api';
import { rentalMoment } from './format';
import type { ExtensionPeriods } from './types';
import s from './extend-dialog.module.css';

type Period = ExtensionPeriods['periods'][number];
const keyOf = (period: Period) => `${period.unit}:${period.period_number}`;

/**
 * «Продлить аренду»: the periods of the tools' tariffs with their prices and the new end in the
 * locker's time zone; one that cannot be bought now (the tool is booked right after) says why. The
 * chosen one is paid at the payment page; the end moves once the payment succeeds.
 */
export function ExtendDialog({ orderId, open, onClose }: { orderId: number; open: boolean; onClose: () => void }) {
  const snackbar = useSnackbar();
  const [offer, setOffer] = useState<ExtensionPeriods | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const { busy, go } = useGoToPayment();

  useEffect(() => {
    if (!open) return;
    let live = true;
    rentalCabinetApi
      .extensionPeriods(orderId)
      .then((answer) => {
        if (!live) return;
        setOffer(answer);
        setChosen(
          (current) => current ?? (answer.periods.find((p) => p.available) ? keyOf(answer.periods.find((p) => p.available)!) : null),
        );
      })
      .catch((error: unknown) => snackbar.showError(error));
    return () => {
      live = false;
    };
  }, [open, orderId, snackbar]);

  const period = offer?.periods.find((p) => keyOf(p) === chosen && p.available);
  const pay = () => (period ? go(() => rentalCabinetApi.extend(orderId, period.unit, period.period_number)) : undefined);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Продлить аренду"
      testId="extend-dialog"
      footer={
        <button type="button" className="btn btn-primary" disabled={!period || busy} onClick={pay} data-testid="extend-pay">
          {busy ? 'Переходим к оплате…' : period ? `Оплатить ${formatRub(period.amount)}` : 'Оплатить'}
        </button>
      }
    >
      {!offer ? (
        <p className={d.muted}>Загружаем сроки…</p>
      ) : offer.periods.length === 0 ? (
        <p className={d.muted}>Продлевать нечего: инструмент уже возвращён или прокат завершён.</p>
      ) : (
        <>
          {offer.current_end ? (
            <p className={s.lead} data-testid="extend-current-end">
              {offer.late ? 'Срок истёк ' : 'Сейчас вернуть до '}
              {rentalMoment(offer.current_end, offer.time_zone)}
            </p>
          ) : null}
          {offer.late ? <p className={s.note}>Продление считается с момента оплаты. Штрафы за уже прошедшую просрочку остаются.</p> : null}
          <ExtensionPeriodList
            name="extend-period"
            options={offer.periods.map((p) => ({
              key: keyOf(p),
              label: (
                <span className={s.text}>
                  <strong>+ {p.title}</strong>
                  <span className={s.end}>
                    {p.available && p.new_end ? `вернуть до ${rentalMoment(p.new_end, offer.time_zone)}` : p.reason}
                  </span>
                </span>
              ),
              price: formatRub(p.amount),
              disabled: !p.available,
              testId: `extend-period-${keyOf(p)}`,
            }))}
            chosen={chosen}
            onChoose={setChosen}
          />
          {offer.time_zone !== DEFAULT_TIME_ZONE ? <p className={s.zone}>Время местное — как у постамата.</p> : null}
        </>
      )}
    </Dialog>
  );
}
