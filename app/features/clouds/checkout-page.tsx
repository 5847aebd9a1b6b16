import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { AddressView } from '../../../domains/addresses/schema';
import { formatRub } from '../../../lib/format/money';
import { formatNumber } from '../../../lib/format/number';
import { ApiError, errorSnackText } from '../../shell/api-client';
import { FieldError } from '../../shell/forms/field-error';
import { TextField } from '../../shell/forms/text-field';
import { useViewer } from '../../shell/shell-data';
import { SmartLink } from '../../shell/smart-link';
import { useSnackbar } from '../../shell/snackbar/snackbar';
import { useHydrated } from '../../shell/use-hydrated';
import type { PickContext } from '../addresses';
import { PhoneField, formatNational, isPhoneComplete, phoneForApi } from '../auth';
import { cloudChoiceQuery, type CloudChoice } from './cloud-choice';
import { dayLabel, formatVolume, listedLines, windowLabel } from './cloud-format';
import { afterCloudBooking, alternativesOf, type WindowOffer } from './checkout-answers';
import { cloudsApi, type CloudBookingBody, type CloudQuote, type CloudTariff } from './clouds-api';
import type { CloudQuoteBody } from './page-data';
import styles from './clouds.module.css';
import { NewPickupAddressDialog, PickupAddressCard, type PickupPlace } from './pickup-address-card';
import { useCloudCalendar, useCloudQuote } from './use-cloud-quote';

export interface CheckoutData {
  choice: CloudChoice;
  warehouse: { id: number; name: string; address: string };
  tariff: CloudTariff;
  addresses: AddressView[];
  companies: { uuid: string; name: string }[];
  yandexMapsKey: string | null;
  /** The quote of the choice computed by the loader: the first render shows the final figure. */
  initialQuote: { body: CloudQuoteBody; quote: CloudQuote } | null;
}

const digitsOf = (phone: string) => phone.replace(/\D/g, '').slice(-10);

/** /clouds/checkout/: the choice, the address and the way in, the contact, the payment; then the card's checkout or the invoice. */
export function CloudCheckoutPage({ data, pick }: { data: CheckoutData; pick: Omit<PickContext, 'yandexMapsKey'> }) {
  const id = useId();
  const viewer = useViewer();
  const live = useHydrated();
  const { showError } = useSnackbar();
  const phoneRef = useRef<HTMLInputElement>(null);
  const [addresses, setAddresses] = useState(data.addresses);
  const firstInZone = data.addresses.find((a) => a.in_zone) ?? data.addresses[0] ?? null;
  const [addressId, setAddressId] = useState<number | null>(firstInZone?.id ?? null);
  const address = addresses.find((a) => a.id === addressId) ?? null;
  const [windowId, setWindowId] = useState(data.choice.window);
  const [form, setForm] = useState({
    floor: firstInZone?.floor != null ? String(firstInZone.floor) : '',
    passenger_elevator: firstInZone?.passenger_elevator ?? false,
    service_lift: firstInZone?.service_lift ?? false,
    contact_name: [viewer?.first_name, viewer?.last_name].filter(Boolean).join(' '),
    contact_phone: viewer ? formatNational(digitsOf(viewer.phone)) : '',
    comment: '',
    bonuses: false,
    auto: true,
    invoiceTo: '',
  });
  const [promoInput, setPromoInput] = useState('');
  const [promo, setPromo] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [offers, setOffers] = useState<{ message: string; list: WindowOffer[] } | null>(null);
  const [sending, setSending] = useState(false);
  const [addingAddress, setAddingAddress] = useState(false);

  const { months } = useCloudCalendar(data.warehouse.id);
  const days = months?.flatMap((m) => m.days) ?? [];
  const offered = offers?.list.find((o) => o.id === windowId) ?? null;
  const found = days.flatMap((d) => d.windows.map((w) => ({ ...w, date: d.date }))).find((w) => w.id === windowId) ?? null;
  const chosenWindow = offered ?? found;

  const { quote, loading, promoError } = useCloudQuote(
    {
      warehouse_id: data.warehouse.id,
      volume: data.choice.volume,
      period_code: data.tariff.period_code,
      ...(promo ? { promo_code: promo } : {}),
      ...(form.bonuses ? { use_bonuses: true } : {}),
    },
    data.initialQuote,
  );
  const balance = viewer?.bonus_balance ?? 0;

  // A promo the calculation refused is shown at the field.
  useEffect(() => {
    setErrors((current) => {
      const { promo_code: _drop, ...rest } = current;
      return promoError ? { ...rest, promo_code: promoError } : rest;
    });
  }, [promoError]);

  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => {
      const { [key]: _drop, ...rest } = e;
      return rest;
    });
  };

  const chooseAddress = (a: AddressView) => {
    setAddressId(a.id);
    setErrors(({ address_id: _drop, ...rest }) => rest);
    setForm((f) => ({
      ...f,
      floor: a.floor != null ? String(a.floor) : f.floor,
      passenger_elevator: a.passenger_elevator,
      service_lift: a.service_lift,
    }));
  };

  function validate(): Record<string, string> {
    const found: Record<string, string> = {};
    if (!address) found.address_id = 'Выберите адрес, откуда забрать вещи, или добавьте новый';
    if (form.floor.trim() && !/^-?\d{1,3}$/.test(form.floor.trim())) found.floor = 'Этаж — целое число';
    if (!form.contact_name.trim()) found.contact_name = 'Укажите, кого спросить';
    if (!isPhoneComplete(form.contact_phone)) found.contact_phone = 'Введите номер телефона полностью';
    if (!windowId) found.window_id = 'Выберите время вывоза';
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) {
      if (found.contact_phone) phoneRef.current?.focus();
      return;
    }
    const body: CloudBookingBody = {
      warehouse_id: data.warehouse.id,
      volume: data.choice.volume,
      period_code: data.tariff.period_code,
      window_id: windowId!,
      address_id: address!.id,
      ...(form.floor.trim() ? { floor: Number(form.floor.trim()) } : {}),
      passenger_elevator: form.passenger_elevator,
      service_lift: form.service_lift,
      contact_name: form.contact_name.trim(),
      contact_phone: phoneForApi(form.contact_phone),
      ...(form.comment.trim() ? { comment: form.comment.trim() } : {}),
      ...(promo ? { promo_code: promo } : {}),
      ...(form.bonuses ? { use_bonuses: true } : {}),
      auto_renewal: form.auto,
      payment_method: form.invoiceTo ? 'invoice' : 'card',
      ...(form.invoiceTo ? { company_uuid: form.invoiceTo } : {}),
    };
    setSending(true);
    setOffers(null);
    try {
      const answer = await cloudsApi.book(body);
      window.location.assign(afterCloudBooking(answer));
    } catch (error) {
      setSending(false);
      const alternatives = alternativesOf(error);
      if (alternatives) {
        setOffers({ message: errorSnackText(error), list: alternatives });
        setWindowId(null);
        return;
      }
      if (error instanceof ApiError && error.code === 'OUT_OF_DELIVERY_ZONE') {
        setErrors({ address_id: errorSnackText(error) });
        return;
      }
      if (error instanceof ApiError && error.fields && Object.keys(error.fields).length > 0) {
        setErrors(error.fields);
        return;
      }
      showError(error);
    }
  }

  const backToCalculator = `/clouds/${cloudChoiceQuery({ ...data.choice, window: windowId })}#calculator`;
  const submitLabel = sending ? 'Оформляем…' : form.invoiceTo ? 'Оформить и получить счёт' : 'Оформить и оплатить';
  return (
    <div className="container">
      <h1 className={styles.pageTitle}>Оформление вывоза</h1>
      <form className={styles.checkout} onSubmit={(event) => void submit(event)} noValidate data-testid="cloud-checkout-form">
        <div className={styles.calcMain}>
          <section className={styles.card} aria-labelledby={`${id}-choice`}>
            <div className={styles.cardHead}>
              <h2 id={`${id}-choice`} className={styles.cardTitle}>
                Ваш выбор
              </h2>
              <SmartLink to={backToCalculator} data-testid="checkout-edit">
                Изменить
              </SmartLink>
            </div>
            <dl className={styles.summaryFacts} data-testid="checkout-choice">
              <div>
                <dt>Объём</dt>
                <dd>{formatVolume(data.choice.volume)}</dd>
              </div>
              <div>
                <dt>Срок</dt>
                <dd>{data.tariff.title}</dd>
              </div>
              <div>
                <dt>Цена в месяц</dt>
                <dd data-testid="checkout-month">{formatRub(data.tariff.month_in_period)}</dd>
              </div>
              <div>
                <dt>Склад</dt>
                <dd>{data.warehouse.name}</dd>
              </div>
              <div>
                <dt>Вывоз</dt>
                <dd data-testid="checkout-window">
                  {chosenWindow ? `${dayLabel(chosenWindow.date)}, ${windowLabel(chosenWindow)}` : months ? 'выберите время' : '…'}
                </dd>
              </div>
            </dl>
            {offers ? (
              <div className={styles.alert} role="alert" data-testid="window-full">
                <p>{offers.message}</p>
                {offers.list.length > 0 ? (
                  <>
                    <p>Ближайшие свободные интервалы — выберите, остальное мы сохранили:</p>
                    <div className={styles.windows}>
                      {offers.list.map((o) => (
                        <label
                          key={o.id}
                          className={`${styles.window} ${windowId === o.id ? styles.windowOn : ''}`}
                          data-testid={`offer-${o.id}`}
                        >
                          <input type="radio" name={`${id}-offer`} checked={windowId === o.id} onChange={() => setWindowId(o.id)} />
                          {dayLabel(o.date, false)}, {windowLabel(o)}
                        </label>
                      ))}
                    </div>
                  </>
                ) : (
                  <SmartLink to={backToCalculator}>Выбрать другой день</SmartLink>
                )}
              </div>
            ) : null}
            <FieldError id={`${id}-window-error`} text={errors.window_id} />
          </section>

          <PickupAddressCard
            addresses={addresses}
            addressId={addressId}
            onChoose={chooseAddress}
            onAdd={() => setAddingAddress(true)}
            place={{ floor: form.floor, passenger_elevator: form.passenger_elevator, service_lift: form.service_lift }}
            onPlace={(patch) => {
              for (const [key, value] of Object.entries(patch)) set(key as keyof PickupPlace, value as never);
            }}
            errors={errors}
          />

          <section className={styles.card} aria-labelledby={`${id}-contact`}>
            <h2 id={`${id}-contact`} className={styles.cardTitle}>
              Кто встретит грузчиков
            </h2>
            <div className={styles.grid2}>
              <TextField
                id={`${id}-name`}
                label="Имя"
                value={form.contact_name}
                onChange={(value) => set('contact_name', value)}
                maxLength={100}
                autoComplete="name"
                error={errors.contact_name}
                required
              />
              <PhoneField
                value={form.contact_phone}
                onChange={(value) => set('contact_phone', value)}
                error={errors.contact_phone}
                inputRef={phoneRef}
                label="Телефон"
              />
            </div>
            <div className={styles.field}>
              <label htmlFor={`${id}-comment`} className={styles.label}>
                Комментарий <span className={styles.optional}>(необязательно)</span>
              </label>
              <textarea
                id={`${id}-comment`}
                className={styles.input}
                value={form.comment}
                maxLength={500}
                onChange={(e) => set('comment', e.target.value)}
                placeholder="Что забрать, как проехать, код шлагбаума"
              />
              <FieldError id={`${id}-comment-error`} text={errors.comment} />
            </div>
          </section>
        </div>

        <aside className={styles.summary} aria-labelledby={`${id}-pay`}>
          <h2 id={`${id}-pay`} className={styles.summaryTitle}>
            Оплата
          </h2>
          <div className={styles.field}>
            <label htmlFor={`${id}-promo`} className={styles.label}>
              Промокод
            </label>
            <div className={styles.promoRow}>
              <input
                id={`${id}-promo`}
                className={styles.input}
                value={promoInput}
                maxLength={40}
                autoComplete="off"
                onChange={(e) => setPromoInput(e.target.value)}
                aria-invalid={errors.promo_code ? true : undefined}
                aria-describedby={errors.promo_code ? `${id}-promo-error` : undefined}
                data-testid="checkout-promo"
              />
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() => setPromo(promoInput.trim())}
                data-testid="checkout-promo-apply"
              >
                Применить
              </button>
            </div>
            <FieldError id={`${id}-promo-error`} text={errors.promo_code} />
          </div>
          {balance > 0 ? (
            <label className={styles.check}>
              <input type="checkbox" checked={form.bonuses} onChange={(e) => set('bonuses', e.target.checked)} />
              Оплатить бонусами — на счёте {formatNumber(balance)}, можно списать до половины суммы
            </label>
          ) : null}
          <label className={styles.check}>
            <input type="checkbox" checked={form.auto} onChange={(e) => set('auto', e.target.checked)} />
            Продлевать хранение автоматически
          </label>
          {data.companies.length > 0 ? (
            <div className={styles.field}>
              <label htmlFor={`${id}-method`} className={styles.label}>
                Способ оплаты
              </label>
              <select
                id={`${id}-method`}
                className={styles.input}
                value={form.invoiceTo}
                onChange={(e) => set('invoiceTo', e.target.value)}
                data-testid="checkout-payment-method"
              >
                <option value="">Картой онлайн</option>
                {data.companies.map((c) => (
                  <option key={c.uuid} value={c.uuid}>
                    Счёт на {c.name}
                  </option>
                ))}
              </select>
              <FieldError id={`${id}-method-error`} text={errors.company_uuid ?? errors.payment_method} />
            </div>
          ) : null}
          {quote ? (
            <dl className={styles.lines} aria-busy={loading}>
              {listedLines(quote.price.lines).map((line, index) => (
                <div key={`${index}-${line.title}`} className={styles.line}>
                  <dt>{line.title}</dt>
                  <dd className={line.amount < 0 ? styles.discount : undefined}>
                    {line.amount < 0 ? `−${formatRub(-line.amount)}` : formatRub(line.amount)}
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
          <p className={styles.total}>
            <span>Итого</span>
            <strong data-testid="checkout-total">{formatRub(quote?.price.total ?? data.tariff.price_total)}</strong>
          </p>
          <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={!live || sending} data-testid="checkout-submit">
            {submitLabel}
          </button>
          <p className={styles.hint}>
            {form.invoiceTo
              ? 'Выставим счёт на компанию; интервал вывоза закреплён за вами, пока счёт не оплачен.'
              : 'Интервал вывоза закреплён за вами 15 минут — за это время оплатите картой.'}
          </p>
        </aside>
      </form>
      {/* Outside the checkout's form: a form may not hold another. */}
      <NewPickupAddressDialog
        open={addingAddress}
        onClose={() => setAddingAddress(false)}
        onAdded={(saved) => {
          setAddresses((list) => [saved, ...list.filter((a) => a.id !== saved.id)]);
          chooseAddress(saved);
          setAddingAddress(false);
        }}
        pick={{ ...pick, yandexMapsKey: data.yandexMapsKey, warehouseId: data.warehouse.id }}
      />
    </div>
  );
}
