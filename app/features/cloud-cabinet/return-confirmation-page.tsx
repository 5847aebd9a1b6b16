import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { AddressView } from '../../../domains/addresses/schema';
import { errorSnackText } from '../../shell/api-client';
import { PhoneField, formatNational, isPhoneComplete, phoneForApi } from '../auth';
import { SmartLink } from '../../shell/smart-link';
import { useSnackbar } from '../../shell/snackbar/snackbar';
import { useViewer } from '../../shell/shell-data';
import { cloudCabinetApi, type CloudItem, type CloudOrder, type CloudRequest } from './api';
import { formatRub, itemsCount, windowText, type CabinetBase } from './format';
import { choiceQuery, chosenItems, readChoice, ReturnHead } from './return-pages';
import { WindowPicker, type PickedWindow } from './window-picker';
import styles from './cloud-cabinet.module.css';

interface Draft {
  addressId: number | null;
  floor: string;
  passengerElevator: boolean;
  serviceLift: boolean;
  contactName: string;
  contactPhone: string;
  comment: string;
  window: PickedWindow | null;
}

const draftKey = (orderId: number) => `cloud-return:${orderId}`;

function savedDraft(orderId: number): Partial<Draft> {
  try {
    return JSON.parse(sessionStorage.getItem(draftKey(orderId)) ?? '{}') as Partial<Draft>;
  } catch {
    return {};
  }
}

/**
 * /…/clouds/{id}/return/confirmation/: the address (from the account's addresses), floor, lifts,
 * contacts, the window and the delivery price; creates the return and goes to its payment.
 */
export function ReturnConfirmationPage({
  cloud,
  items,
  addresses,
  returnPrice,
  base = '/cabinet/',
}: {
  cloud: CloudOrder;
  items: CloudItem[];
  addresses: AddressView[];
  /** `return_delivery_price` of the site's clouds data, when known; the zone's surcharge is added. */
  returnPrice: number | null;
  base?: CabinetBase;
}) {
  const [search] = useSearchParams();
  const choice = readChoice(search);
  const chosen = chosenItems(items, choice);
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const viewer = useViewer();
  const live = addresses.filter((a) => a.active);
  // Only an address in a delivery zone can be chosen: the server refuses the others.
  const deliverable = (id: number | null | undefined) => live.some((a) => a.id === id && a.in_zone);
  const phoneRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState<Draft>(() => {
    const first = live.find((a) => a.in_zone);
    return {
      addressId: first?.id ?? null,
      floor: first?.floor != null ? String(first.floor) : '',
      passengerElevator: first?.passenger_elevator ?? false,
      serviceLift: first?.service_lift ?? false,
      contactName: [viewer?.first_name, viewer?.last_name].filter(Boolean).join(' '),
      contactPhone: viewer?.phone ? formatNational(viewer.phone.replace(/\D/g, '').slice(-10)) : '',
      comment: '',
      window: null,
    };
  });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // A reload keeps what was filled in (the items are in the URL).
  useEffect(() => {
    const saved = savedDraft(cloud.order.id);
    // An address removed or no longer served since the draft was kept is not brought back.
    if (saved.addressId !== undefined && !deliverable(saved.addressId)) delete saved.addressId;
    if (Object.keys(saved).length) setDraft((d) => ({ ...d, ...saved }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per order: the addresses came with the page
  }, [cloud.order.id]);
  useEffect(() => {
    sessionStorage.setItem(draftKey(cloud.order.id), JSON.stringify(draft));
  }, [cloud.order.id, draft]);

  const address = live.find((a) => a.id === draft.addressId) ?? null;
  const price = useMemo(() => (returnPrice == null ? null : returnPrice + (address?.zone?.surcharge ?? 0)), [returnPrice, address]);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setError(null);
    setDraft((d) => ({ ...d, [key]: value }));
  };
  const pickAddress = (a: AddressView) => {
    // The refusal shown was about the address before: another one starts afresh.
    setError(null);
    setDraft((d) => ({
      ...d,
      addressId: a.id,
      floor: a.floor != null ? String(a.floor) : d.floor,
      passengerElevator: a.passenger_elevator,
      serviceLift: a.service_lift,
    }));
  };

  const back = `${base}subscriptions/clouds/${cloud.order.id}/return/${choiceQuery(choice)}`;
  if (chosen.length === 0) {
    return (
      <>
        <ReturnHead cloud={cloud} base={base} step={2} />
        <section className={styles.empty}>
          <p>Сначала выберите вещи, которые привезти.</p>
          <SmartLink to={`${base}subscriptions/clouds/${cloud.order.id}/return/`} className="btn btn-primary">
            Выбрать вещи
          </SmartLink>
        </section>
      </>
    );
  }

  const ready = deliverable(draft.addressId) && draft.window != null && draft.contactName.trim() && isPhoneComplete(draft.contactPhone);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!ready || !draft.window || draft.addressId == null) return;
    setBusy(true);
    setError(null);
    let request: CloudRequest | null = null;
    try {
      request = await cloudCabinetApi.createReturn({
        order_id: cloud.order.id,
        ...(choice.all ? { all: true } : { item_ids: chosen.map((item) => item.id) }),
        window_id: draft.window.id,
        address_id: draft.addressId,
        floor: draft.floor.trim() ? Number(draft.floor) : null,
        passenger_elevator: draft.passengerElevator,
        service_lift: draft.serviceLift,
        contact_name: draft.contactName.trim(),
        contact_phone: phoneForApi(draft.contactPhone),
        comment: draft.comment.trim() || undefined,
      });
      const answer = await cloudCabinetApi.payRequest(request.id);
      sessionStorage.removeItem(draftKey(cloud.order.id));
      if (answer.payment?.confirmation_url) {
        window.location.assign(answer.payment.confirmation_url);
        return;
      }
      await navigate(`${base}subscriptions/clouds/${cloud.order.id}/return/success/?request=${request.id}`);
    } catch (caught) {
      if (request) {
        // The return exists and waits for payment: its page offers to pay again.
        snackbar.showError(caught);
        await navigate(`${base}requests/${request.id}/`);
        return;
      }
      setError(errorSnackText(caught));
      setBusy(false);
    }
  };

  return (
    <>
      <p className={styles.back}>
        <SmartLink to={back}>← Вещи</SmartLink>
      </p>
      <ReturnHead cloud={cloud} base={base} step={2} />
      <form className={styles.grid} onSubmit={submit} data-testid="return-form">
        <div className={styles.field} style={{ gap: 16 }}>
          <section className={styles.card} aria-labelledby="return-address-title">
            <h2 id="return-address-title" className={styles.cardTitle}>
              Адрес
            </h2>
            {live.length === 0 ? (
              <p className={styles.muted}>
                Адресов пока нет. <SmartLink to={`${base}addresses/`}>Добавьте адрес</SmartLink> и вернитесь сюда — выбор вещей сохранится.
              </p>
            ) : (
              <fieldset className={styles.choices}>
                <legend className="visually-hidden">Куда привезти</legend>
                {live.map((a) => (
                  <label key={a.id} className={styles.choice}>
                    <input
                      type="radio"
                      name="address"
                      checked={draft.addressId === a.id}
                      disabled={!a.in_zone}
                      onChange={() => pickAddress(a)}
                      data-testid="return-address"
                    />
                    <span>
                      {a.address}
                      {a.flat ? `, кв. ${a.flat}` : ''}
                      {!a.in_zone ? <span className={styles.error}> · вне зоны доставки</span> : null}
                      {a.in_zone && a.zone && a.zone.surcharge > 0 ? (
                        <span className={styles.muted}> · доплата за зону {formatRub(a.zone.surcharge)}</span>
                      ) : null}
                    </span>
                  </label>
                ))}
                <SmartLink to={`${base}addresses/`}>Другой адрес</SmartLink>
              </fieldset>
            )}
            <label className={styles.field}>
              <span>Этаж</span>
              <input
                type="number"
                inputMode="numeric"
                min={-5}
                max={200}
                value={draft.floor}
                onChange={(e) => set('floor', e.target.value)}
              />
            </label>
            <label className={styles.check}>
              <input type="checkbox" checked={draft.passengerElevator} onChange={(e) => set('passengerElevator', e.target.checked)} />
              <span>Есть пассажирский лифт</span>
            </label>
            <label className={styles.check}>
              <input type="checkbox" checked={draft.serviceLift} onChange={(e) => set('serviceLift', e.target.checked)} />
              <span>Есть грузовой лифт</span>
            </label>
          </section>
          <section className={styles.card} aria-labelledby="return-window-title">
            <h2 id="return-window-title" className={styles.cardTitle}>
              Когда привезти
            </h2>
            <WindowPicker warehouseId={cloud.space.warehouse.id} value={draft.window} onChange={(w) => set('window', w)} />
          </section>
          <section className={styles.card} aria-labelledby="return-contact-title">
            <h2 id="return-contact-title" className={styles.cardTitle}>
              Кто встретит
            </h2>
            <label className={styles.field}>
              <span>Имя</span>
              <input
                type="text"
                autoComplete="name"
                value={draft.contactName}
                onChange={(e) => set('contactName', e.target.value)}
                maxLength={100}
              />
            </label>
            <PhoneField value={draft.contactPhone} onChange={(value) => set('contactPhone', value)} inputRef={phoneRef} label="Телефон" />
            <label className={styles.field}>
              <span>Комментарий для грузчиков</span>
              <textarea value={draft.comment} onChange={(e) => set('comment', e.target.value)} rows={3} maxLength={1000} />
            </label>
          </section>
        </div>
        <section className={styles.card} aria-labelledby="return-total-title">
          <h2 id="return-total-title" className={styles.cardTitle}>
            Возврат
          </h2>
          <dl className={styles.facts}>
            <div>
              <dt>Вещи</dt>
              <dd data-testid="return-count">{choice.all ? `всё, ${itemsCount(chosen.length)}` : itemsCount(chosen.length)}</dd>
            </div>
            <div>
              <dt>Время</dt>
              <dd data-testid="return-window">{windowText(draft.window ? { ...draft.window } : null)}</dd>
            </div>
            <div>
              <dt>Адрес</dt>
              <dd>{address?.address ?? '—'}</dd>
            </div>
          </dl>
          {price != null ? (
            <p className={styles.total}>
              <span>Доставка</span>
              <span data-testid="return-price">{formatRub(price)}</span>
            </p>
          ) : null}
          {error ? (
            <p className={styles.error} role="alert" data-testid="return-error">
              {error}
            </p>
          ) : null}
          {!ready ? (
            <p className={styles.muted} data-testid="return-missing">
              {!deliverable(draft.addressId)
                ? 'Выберите адрес в зоне доставки'
                : draft.window == null
                  ? 'Выберите время'
                  : !draft.contactName.trim()
                    ? 'Укажите, кто встретит грузчиков'
                    : 'Укажите телефон'}
            </p>
          ) : null}
          <button type="submit" className="btn btn-primary" disabled={!ready || busy} data-testid="return-submit">
            {price != null ? `Оплатить ${formatRub(price)}` : 'Оформить и оплатить'}
          </button>
          <p className={styles.muted}>После оплаты кладовщик соберёт вещи, а грузчики привезут их в выбранное время.</p>
        </section>
      </form>
    </>
  );
}
