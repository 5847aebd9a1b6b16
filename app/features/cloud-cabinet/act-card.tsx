import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { Dialog } from '../../shell/dialogs/dialog';
import { SmartLink } from '../../shell/smart-link';
import { useSnackbar } from '../../shell/snackbar/snackbar';
import { cloudCabinetApi, downloadAct, type CloudAct } from './api';
import { actStateTitle, dateTime, day, formatRub, volume } from './format';
import { PhotoStrip } from './photos';
import styles from './cloud-cabinet.module.css';

/** What accepting the act settles: a charge (paid, failed, or with a payment link now or to follow), a refund, or nothing. */
export function SettlementText({ act }: { act: CloudAct }) {
  const s = act.settlement;
  if (s.kind === 'none' || s.amount === 0) return <p data-testid="act-settlement">Цена подписки не меняется.</p>;
  if (s.kind === 'refund') {
    return <p data-testid="act-settlement">Вернём {formatRub(s.amount)} на карту, которой оплачен заказ.</p>;
  }
  if (s.state === 'paid') {
    return (
      <p data-testid="act-settlement" data-state="paid">
        Доплата {formatRub(s.amount)} получена{s.paid_at ? ` ${dateTime(s.paid_at)}` : ''}.
      </p>
    );
  }
  if (s.state === 'failed') {
    return (
      <div className={styles.field} data-testid="act-settlement" data-state="failed">
        <p>Доплата {formatRub(s.amount)} не прошла.</p>
        <p className={styles.muted}>
          Напишите нам в <SmartLink to="/cabinet/support/">поддержку</SmartLink>, и мы пришлём новую ссылку на оплату.
        </p>
      </div>
    );
  }
  return (
    <div className={styles.field} data-testid="act-settlement" data-state="pending">
      <p>К доплате {formatRub(s.amount)} за остаток оплаченного периода.</p>
      {s.payment_url ? (
        <a href={s.payment_url} className="btn btn-primary">
          Оплатить {formatRub(s.amount)}
        </a>
      ) : (
        <p className={styles.muted}>Спишем с сохранённой карты; если не получится, пришлём ссылку на оплату в уведомлении.</p>
      )}
    </div>
  );
}

/** The surcharge (+) or refund (−) for the rest of the paid period. */
function differenceText(act: CloudAct): string {
  if (act.state === 'awaiting_client' && act.price_difference === 0 && act.measured_volume !== act.booked_volume) {
    return 'пересчитаем, когда примете акт';
  }
  if (act.price_difference > 0) return `доплата ${formatRub(act.price_difference)}`;
  if (act.price_difference < 0) return `возврат ${formatRub(-act.price_difference)}`;
  return 'без изменений';
}

function whyText(act: CloudAct): string {
  if (act.reason) return act.reason;
  const volumes = `${volume(act.measured_volume)} вместо ${volume(act.booked_volume)}. Цена считается по измеренному объёму.`;
  if (act.measured_volume > act.booked_volume) return `Вещей оказалось больше, чем забронировано: ${volumes}`;
  if (act.measured_volume < act.booked_volume) return `Вещей оказалось меньше, чем забронировано: ${volumes}`;
  return 'Объём совпал с забронированным.';
}

/** One act of a drop-off: its items with photos, both volumes, the price difference and why; accept, dispute, PDF. */
export function ActCard({ act }: { act: CloudAct }) {
  const snackbar = useSnackbar();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<string | null>(null);
  const [accepted, setAccepted] = useState<CloudAct | null>(null);
  const [disputing, setDisputing] = useState(false);
  const [comment, setComment] = useState('');
  const current = accepted ?? act;
  const open = current.state !== 'accepted' && current.state !== 'disputed';

  const run = async (key: string, work: () => Promise<void>) => {
    setBusy(key);
    try {
      await work();
    } catch (error) {
      snackbar.showError(error);
    } finally {
      setBusy(null);
    }
  };

  const accept = () =>
    run('accept', async () => {
      const answer = await cloudCabinetApi.acceptAct(act.id);
      setAccepted(answer);
      snackbar.show({ text: 'Акт принят', color: 'success', icon: 'success' });
      void revalidator.revalidate();
    });
  const dispute = () =>
    run('dispute', async () => {
      await cloudCabinetApi.disputeAct(act.id, comment.trim());
      setDisputing(false);
      snackbar.show({ text: 'Передали ваши замечания, менеджер свяжется с вами', color: 'success', icon: 'success' });
      await revalidator.revalidate();
    });
  const download = () => run('pdf', () => downloadAct(act));

  return (
    <article className={styles.card} data-testid={`act-${act.id}`} aria-labelledby={`act-title-${act.id}`}>
      <div className={styles.cardHead}>
        <h3 id={`act-title-${act.id}`} className={styles.cardTitle}>
          Акт № {act.number}
        </h3>
        <span
          className={`${styles.badge} ${styles[current.state === 'accepted' ? 'ok' : current.state === 'disputed' ? 'off' : 'wait']}`}
          data-testid="act-state"
        >
          {actStateTitle[current.state] ?? current.state}
        </span>
      </div>
      <p className={styles.muted}>от {day(act.created_at)}</p>
      <dl className={styles.facts}>
        <div>
          <dt>Забронировано</dt>
          <dd>{volume(act.booked_volume)}</dd>
        </div>
        <div>
          <dt>Измерено на складе</dt>
          <dd data-testid="act-measured">{volume(act.measured_volume)}</dd>
        </div>
        <div>
          <dt>За оплаченный период</dt>
          <dd data-testid="act-difference">{differenceText(current)}</dd>
        </div>
      </dl>
      <p className={styles.muted}>{whyText(current)}</p>
      {act.items.length > 0 ? (
        <ul className={styles.items}>
          {act.items.map((item, index) => (
            <li key={`${item.title}-${index}`} className={styles.item}>
              <PhotoStrip title={item.title} photos={item.photos} />
              <div className={styles.itemBody}>
                <p className={styles.itemTitle}>{item.title}</p>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {current.state === 'accepted' ? <SettlementText act={current} /> : null}
      {current.state === 'disputed' && current.comment ? <p className={styles.muted}>Ваш комментарий: {current.comment}</p> : null}
      <div className={styles.actions}>
        {open ? (
          <>
            <button type="button" className="btn btn-primary" onClick={accept} disabled={busy !== null} data-testid="act-accept">
              Принять акт
            </button>
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => setDisputing(true)}
              disabled={busy !== null}
              data-testid="act-dispute"
            >
              Не согласен
            </button>
          </>
        ) : null}
        <button type="button" className="btn btn-ghost" onClick={download} disabled={busy !== null} data-testid="act-download">
          Скачать PDF
        </button>
      </div>
      <Dialog
        open={disputing}
        onClose={() => setDisputing(false)}
        title="Не согласны с актом?"
        testId="act-dispute-dialog"
        footer={
          <button
            type="button"
            className="btn btn-primary"
            onClick={dispute}
            disabled={comment.trim().length === 0 || busy !== null}
            data-testid="act-dispute-send"
          >
            Отправить
          </button>
        }
      >
        <label className={styles.field}>
          <span>Что не так: каких вещей нет, что повреждено, с каким объёмом не согласны</span>
          <textarea value={comment} onChange={(e) => setComment(e.target.value)} rows={4} maxLength={2000} />
        </label>
      </Dialog>
    </article>
  );
}
