import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import { formatPhone } from '../../../lib/format/phone';
import { Dialog } from '../../shell/dialogs/dialog';
import { CancelPickupDialog } from './cancel-pickup-dialog';
import { SmartLink } from '../../shell/smart-link';
import { useSnackbar } from '../../shell/snackbar/snackbar';
import { cloudCabinetApi, type CloudRequest } from './api';
import { dateTime, formatRub, requestTone, requestTypeTitle, windowText, type CabinetBase } from './format';
import { useLiveCloudRequests } from './live';
import { PhotoStrip } from './photos';
import { WindowPicker, type PickedWindow } from './window-picker';
import styles from './cloud-cabinet.module.css';

/** The steps of the request with their times; the current one is highlighted. */
export function RequestTimeline({ request }: { request: CloudRequest }) {
  return (
    <ol className={styles.steps} data-testid="request-steps">
      {request.steps.map((step) => (
        <li
          key={step.status}
          className={step.current ? styles.stepCurrent : step.done ? styles.stepDone : styles.step}
          aria-current={step.current ? 'step' : undefined}
          data-testid={step.current ? 'step-current' : undefined}
          data-status={step.status}
        >
          <span>{step.title}</span>
          {step.at ? <span className={styles.stepTime}>{dateTime(step.at)}</span> : null}
        </li>
      ))}
    </ol>
  );
}

function addressLine(address: NonNullable<CloudRequest['address']>): string {
  const parts = [address.text];
  if (address.flat) parts.push(`кв. ${address.flat}`);
  if (address.entrance) parts.push(`подъезд ${address.entrance}`);
  if (address.floor != null) parts.push(`этаж ${address.floor}`);
  if (address.intercom) parts.push(`домофон ${address.intercom}`);
  return parts.join(', ');
}

function lifts(address: NonNullable<CloudRequest['address']>): string {
  const list = [address.passenger_elevator ? 'пассажирский' : null, address.service_lift ? 'грузовой' : null].filter(Boolean);
  return list.length ? `Лифт: ${list.join(', ')}` : 'Лифта нет';
}

/** /cabinet/requests/{id}/: the timeline, window, address, crew and ETA, items, the act, the window change and the rating. */
export function RequestPage({ request, base = '/cabinet/' }: { request: CloudRequest; base?: CabinetBase }) {
  useLiveCloudRequests({ requestId: request.id, orderId: request.order_id ?? undefined });
  const [changing, setChanging] = useState(false);
  const [canceling, setCanceling] = useState(false);
  // A paid drop-off that could still be moved can be cancelled with its order.
  const cancellable =
    request.type === 'pickup' && request.can_change_window && request.order_id != null && request.payment_state !== 'awaiting';
  const rated = request.rating;
  const awaitingPayment = request.payment_state === 'awaiting' && request.status !== 'CANCELED';

  return (
    <>
      <p className={styles.back}>
        <SmartLink to={`${base}requests/`}>← Заявки</SmartLink>
      </p>
      <div className={styles.head}>
        <h1 className={styles.title}>
          {requestTypeTitle[request.type] ?? 'Заявка'} № {request.id}
        </h1>
        <span className={`${styles.badge} ${styles[requestTone(request.status)]}`} data-testid="request-status">
          {request.status_title}
        </span>
      </div>
      <p className={styles.lead}>
        {request.order_id ? (
          <>
            <SmartLink to={`${base}subscriptions/clouds/${request.order_id}/`}>Заказ № {request.order_id}</SmartLink> ·{' '}
          </>
        ) : null}
        создана {dateTime(request.created_at)}
      </p>
      {awaitingPayment ? <PayBanner request={request} /> : null}
      <div className={styles.grid}>
        <section className={styles.card} aria-labelledby="request-steps-title">
          <h2 id="request-steps-title" className={styles.cardTitle}>
            Как идёт заявка
          </h2>
          <RequestTimeline request={request} />
        </section>
        <section className={styles.card} aria-labelledby="request-visit-title">
          <h2 id="request-visit-title" className={styles.cardTitle}>
            Визит грузчиков
          </h2>
          <dl className={styles.facts}>
            <div>
              <dt>Время</dt>
              <dd data-testid="request-window">{windowText(request.window)}</dd>
            </div>
            {request.eta_at && request.status === 'MOVER_ON_WAY' ? (
              <div>
                <dt>Приедут около</dt>
                <dd data-testid="request-eta">
                  {dateTime(request.eta_at)}
                  {Date.parse(request.eta_at) > Date.parse(request.window.ends_at) ? ', позже окна: причина в уведомлении' : ''}
                </dd>
              </div>
            ) : null}
            {request.crew ? (
              <div>
                <dt>Бригада</dt>
                <dd data-testid="request-crew">
                  {request.crew.name}
                  {request.crew.vehicle ? `, ${request.crew.vehicle}` : ''}
                </dd>
              </div>
            ) : null}
            {request.address ? (
              <div>
                <dt>Адрес</dt>
                <dd>{addressLine(request.address)}</dd>
              </div>
            ) : null}
            {request.address ? (
              <div>
                <dt>Подъём</dt>
                <dd>{lifts(request.address)}</dd>
              </div>
            ) : null}
            {request.contact_name || request.contact_phone ? (
              <div>
                <dt>Встретит</dt>
                <dd>
                  {request.contact_name}
                  {request.contact_phone ? ` ${formatPhone(request.contact_phone)}` : ''}
                </dd>
              </div>
            ) : null}
            {request.delivery_price > 0 ? (
              <div>
                <dt>Доставка</dt>
                <dd>{formatRub(request.delivery_price)}</dd>
              </div>
            ) : null}
          </dl>
          {request.comment ? <p className={styles.muted}>Комментарий: {request.comment}</p> : null}
          {request.can_change_window ? (
            <div className={styles.actions}>
              <button type="button" className="btn btn-secondary" onClick={() => setChanging(true)} data-testid="change-window">
                Изменить время
              </button>
              {cancellable ? (
                <button type="button" className="btn btn-ghost" onClick={() => setCanceling(true)} data-testid="cancel-pickup">
                  Отменить вывоз
                </button>
              ) : null}
            </div>
          ) : null}
        </section>
        {request.items.length > 0 ? (
          <section className={`${styles.card} ${styles.wide}`} aria-labelledby="request-items-title">
            <h2 id="request-items-title" className={styles.cardTitle}>
              Вещи · {request.items.length}
            </h2>
            <ul className={styles.items}>
              {request.items.map((item) => (
                <li key={item.id} className={styles.item} data-testid={`request-item-${item.id}`}>
                  <PhotoStrip title={item.title} photos={item.photos} />
                  <div className={styles.itemBody}>
                    <p className={styles.itemTitle}>{item.title}</p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {request.act && request.order_id ? (
          <section className={styles.card} aria-labelledby="request-act-title" data-testid="request-act">
            <h2 id="request-act-title" className={styles.cardTitle}>
              Акт приёма № {request.act.number}
            </h2>
            <p className={styles.muted}>{request.act.state === 'accepted' ? 'Акт принят.' : 'Проверьте вещи и объём и примите акт.'}</p>
            <SmartLink to={`${base}subscriptions/clouds/${request.order_id}/#acts`} className="btn btn-secondary">
              Открыть акт
            </SmartLink>
          </section>
        ) : null}
        {rated ? (
          <section className={styles.card} aria-labelledby="request-rating-title" data-testid="request-rated">
            <h2 id="request-rating-title" className={styles.cardTitle}>
              Ваша оценка
            </h2>
            <p className={styles.starOn} aria-label={`${rated} из 5`}>
              {'★'.repeat(rated)}
            </p>
          </section>
        ) : request.can_rate ? (
          <RatingCard requestId={request.id} />
        ) : null}
      </div>
      {request.can_change_window ? <ChangeWindowDialog request={request} open={changing} onClose={() => setChanging(false)} /> : null}
      {cancellable ? <CancelPickupDialog request={request} open={canceling} onClose={() => setCanceling(false)} /> : null}
    </>
  );
}

function PayBanner({ request }: { request: CloudRequest }) {
  const snackbar = useSnackbar();
  const [busy, setBusy] = useState(false);
  const pay = async () => {
    setBusy(true);
    try {
      const answer = await cloudCabinetApi.payRequest(request.id);
      if (answer.payment?.confirmation_url) window.location.assign(answer.payment.confirmation_url);
      else setBusy(false);
    } catch (error) {
      snackbar.showError(error);
      setBusy(false);
    }
  };
  return (
    <div className={styles.banner} data-testid="request-pay">
      <p>Заявка ждёт оплаты доставки {formatRub(request.delivery_price)}. Без оплаты время не держится.</p>
      <button type="button" className="btn btn-primary" onClick={pay} disabled={busy}>
        Оплатить {formatRub(request.delivery_price)}
      </button>
    </div>
  );
}

function ChangeWindowDialog({ request, open, onClose }: { request: CloudRequest; open: boolean; onClose: () => void }) {
  const snackbar = useSnackbar();
  const revalidator = useRevalidator();
  const [warehouseId, setWarehouseId] = useState<number | null>(null);
  const [picked, setPicked] = useState<PickedWindow | null>(null);
  const [busy, setBusy] = useState(false);

  // The windows are the order's warehouse's: known from the order once the dialog opens.
  useEffect(() => {
    if (!open || warehouseId != null || !request.order_id) return;
    let live = true;
    cloudCabinetApi
      .order(request.order_id)
      .then((order) => live && setWarehouseId(order.space.warehouse.id))
      .catch((error: unknown) => live && snackbar.showError(error));
    return () => {
      live = false;
    };
  }, [open, warehouseId, request.order_id, snackbar]);

  const save = async () => {
    if (!picked) return;
    setBusy(true);
    try {
      await cloudCabinetApi.changeWindow(request.id, picked.id);
      snackbar.show({ text: `Новое время: ${windowText(picked)}`, color: 'success', icon: 'success' });
      onClose();
      await revalidator.revalidate();
    } catch (error) {
      snackbar.showError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Изменить время"
      testId="change-window-dialog"
      footer={
        <button type="button" className="btn btn-primary" onClick={save} disabled={!picked || busy} data-testid="change-window-save">
          Сохранить
        </button>
      }
    >
      <p className={styles.muted}>Сейчас: {windowText(request.window)}. Время можно поменять не позже чем за 4 часа до начала.</p>
      {warehouseId == null ? (
        <p className={styles.muted}>Загружаем свободное время…</p>
      ) : (
        <WindowPicker warehouseId={warehouseId} value={picked} onChange={setPicked} />
      )}
    </Dialog>
  );
}

function RatingCard({ requestId }: { requestId: number }) {
  const snackbar = useSnackbar();
  const revalidator = useRevalidator();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    if (rating < 1) return;
    setBusy(true);
    try {
      await cloudCabinetApi.rate(requestId, rating, comment.trim() || undefined);
      snackbar.show({ text: 'Спасибо за оценку', color: 'success', icon: 'success' });
      await revalidator.revalidate();
    } catch (error) {
      snackbar.showError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form id="rate" className={styles.card} onSubmit={send} aria-labelledby="rate-title" data-testid="request-rate">
      <h2 id="rate-title" className={styles.cardTitle}>
        Оцените работу грузчиков
      </h2>
      <fieldset className={styles.stars}>
        <legend className="visually-hidden">Оценка от 1 до 5</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <button
            key={n}
            type="button"
            className={n <= rating ? styles.starOn : styles.star}
            aria-label={`${n} из 5`}
            aria-pressed={n === rating}
            onClick={() => setRating(n)}
          >
            ★
          </button>
        ))}
      </fieldset>
      <label className={styles.field}>
        <span>Комментарий</span>
        <textarea value={comment} onChange={(e) => setComment(e.target.value)} rows={3} maxLength={1000} />
      </label>
      <button type="submit" className="btn btn-primary" disabled={rating < 1 || busy}>
        Отправить оценку
      </button>
    </form>
  );
}
