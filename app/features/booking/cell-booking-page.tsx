import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { AUTO_RENEWAL_TEXT } from '../../../domains/orders/core/renewal-date';
import type { CellSize } from '../../../domains/storages/schema';
import { formatRub } from '../../../lib/format/money';
import { ApiError, apiRequest } from '../../shell/api-client';
import { FieldError } from '../../shell/forms/field-error';
import { useViewer } from '../../shell/shell-data';
import { useSnackbar } from '../../shell/snackbar/snackbar';
import { Breadcrumbs } from '../company';
import { SizeGuide } from '../storages';
import { afterBooking, bookStorage, ownHoldOf, takenOf, type AlternativeCellView, type CalculateBody, type OwnHold } from './booking-api';
import { choicesQuery, loginHref, parseChoices, type BookingChoices } from './booking-choices';
import styles from './booking.module.css';
import { CellInfoCard } from './cell-info-card';
import { OwnHoldNotice } from './own-hold-notice';
import { PeriodPicker } from './period-picker';
import { PriceBreakdown } from './price-breakdown';
import { PromoField } from './promo-field';
import { TakenAlternatives } from './taken-alternatives';
import { usePriceQuote } from './use-price-quote';

export interface PeriodOption {
  code: string;
  title: string;
  length: number;
  discount_percent: number;
  unit_price: number;
  total: number;
}

export interface CellPageData {
  cell: {
    id: number;
    number: string;
    floor: number;
    size_code: string;
    size_title: string;
    area: number;
    volume: number;
    width_cm: number;
    depth_cm: number;
    height_cm: number;
    features: string[];
    is_free: boolean;
  };
  warehouse: {
    id: number;
    slug: string;
    name: string;
    address: string;
    metro: string | null;
    photo: string | null;
    access: string;
    office: string;
    access24h: boolean;
  };
  periods: { monthly: PeriodOption[]; daily: PeriodOption[] };
  hasGuestTariff: boolean;
  others: { id: number; number: string; floor: number; area: number }[];
  sizes: CellSize[];
  /** The viewer's companies: with any, the order may be paid by an invoice to one of them. */
  companies: { uuid: string; name: string }[];
  /** The dates `cell.is_free` and `others` are for (those of the address), or null for the default month. */
  freeFor: { tariff: 'monthly' | 'daily'; period: string; start: string } | null;
  today: string;
  maxStart: string;
}

/** The booking page of a cell: the cell, the choices, the live price, and booking with payment. */
export function CellBookingPage({ data }: { data: CellPageData }) {
  const { cell, warehouse } = data;
  const viewer = useViewer();
  const location = useLocation();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const id = useId();
  const limits = useMemo(
    () => ({
      today: data.today,
      maxStart: data.maxStart,
      periods: data.periods,
    }),
    [data],
  );
  const [choices, setChoices] = useState<BookingChoices>(() => parseChoices(new URLSearchParams(location.search), limits));
  // A navigation of the router (the login dialog's way back) brings the choices of its address.
  useEffect(() => {
    const next = parseChoices(new URLSearchParams(location.search), limits);
    setChoices((current) => (choicesQuery(current) === choicesQuery(next) ? current : next));
  }, [location.search, limits]);
  const [ownHold, setOwnHold] = useState<OwnHold | null>(null);
  const barRef = useBottomBar();
  const [submitting, setSubmitting] = useState(false);
  const [taken, setTaken] = useState<{
    message: string;
    alternatives: AlternativeCellView[];
  } | null>(null);
  const [submitFields, setSubmitFields] = useState<Record<string, string>>({});
  // '' pays by card; a company uuid pays by an invoice to that company.
  const [invoiceTo, setInvoiceTo] = useState('');
  const balance = viewer?.bonus_balance ?? 0;
  const path = `/storages/${warehouse.slug}/${cell.id}/`;

  // Back from the checkout the browser may show this page from its cache, as it was when it left
  // («Бронируем…»): load it again, so it shows what is true now (the booker's own unpaid hold).
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) window.location.reload();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  // The choices live in the address too: a reload or the login dialog brings them back.
  useEffect(() => {
    const query = choicesQuery(choices);
    if (window.location.search !== query && !new URLSearchParams(window.location.search).has('login')) {
      window.history.replaceState(window.history.state, '', `${path}${query}`);
    }
  }, [choices, path]);

  const update = (patch: Partial<BookingChoices>) => {
    setTaken(null);
    setOwnHold(null);
    setSubmitFields({});
    setChoices((current) => {
      const next = { ...current, ...patch };
      if (patch.tariff && patch.tariff !== current.tariff) next.period = data.periods[patch.tariff][0]?.code ?? '';
      return next;
    });
  };

  const body: CalculateBody | null = choices.period
    ? {
        slot_id: cell.id,
        tariff_kind: choices.tariff,
        period_code: choices.period,
        start_date: choices.start,
        ...(choices.promo ? { promo_code: choices.promo } : {}),
        ...(viewer && choices.bonuses ? { use_bonuses: true } : {}),
      }
    : null;
  const quote = usePriceQuote(body, Boolean(viewer));
  const fields = { ...quote.fields, ...submitFields };
  const periods = data.periods[choices.tariff];
  const others = useFreeOthers(data, choices);
  const loaderDates =
    data.freeFor &&
    data.freeFor.tariff === choices.tariff &&
    data.freeFor.period === choices.period &&
    data.freeFor.start === choices.start;
  // Busy for the chosen dates: the live price says so; before it comes, the page's own answer when it was for these dates.
  const busy = quote.quote ? !quote.quote.free : loaderDates ? !cell.is_free : false;
  const ownOrderId = quote.quote?.own_order_id ?? null;
  const own = ownHold ?? (ownOrderId ? { orderId: ownOrderId, payUrl: null } : null);
  const chosenPeriod = periods.find((p) => p.code === choices.period);
  const submitLabel = submitting ? 'Бронируем…' : invoiceTo ? 'Забронировать и получить счёт' : 'Забронировать и оплатить';

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!body || submitting) return;
    if (!viewer) {
      void navigate(loginHref(path, choices), { preventScrollReset: true });
      return;
    }
    setSubmitting(true);
    setTaken(null);
    setOwnHold(null);
    try {
      const answer = await bookStorage({
        ...body,
        auto_renewal: choices.tariff === 'monthly' ? choices.auto : false,
        ...(invoiceTo ? { payment_method: 'invoice' as const, company_uuid: invoiceTo } : {}),
      });
      window.location.assign(afterBooking(answer));
    } catch (error) {
      setSubmitting(false);
      const mine = ownHoldOf(error);
      if (mine) {
        setOwnHold(mine);
        return;
      }
      const taken = takenOf(error);
      if (taken) {
        setTaken(taken);
        return;
      }
      if (error instanceof ApiError && error.fields && Object.keys(error.fields).length > 0) {
        setSubmitFields(error.fields);
        return;
      }
      snackbar.showError(error);
    }
  }

  return (
    <div className={`container ${styles.page} ${styles.withBar}`}>
      <Breadcrumbs
        crumbs={[
          { name: 'Склады', path: '/storages/' },
          { name: warehouse.name, path: `/storages/${warehouse.slug}/` },
          { name: `Ячейка №${cell.number}`, path },
        ]}
      />
      <h1 className={styles.title}>
        Ячейка {cell.size_code} №{cell.number} — {warehouse.name}
      </h1>
      <div className={styles.layout}>
        <CellInfoCard cell={cell} warehouse={warehouse} />

        <form
          id={`${id}-booking`}
          className={styles.form}
          onSubmit={submit}
          noValidate
          aria-labelledby={`${id}-form`}
          data-testid="booking-form"
        >
          <h2 id={`${id}-form`} className={styles.cardTitle}>
            Бронирование
          </h2>
          {own ? <OwnHoldNotice hold={own} signedIn={Boolean(viewer)} /> : null}
          {busy && !own ? (
            <p className={styles.warning} data-testid="cell-busy">
              На выбранные даты ячейка занята — выберите другую ниже или другую дату начала.
            </p>
          ) : null}

          {others.length > 0 ? (
            <div className={styles.field}>
              <label htmlFor={`${id}-cell-select`} className={styles.label}>
                Номер ячейки
              </label>
              <select
                id={`${id}-cell-select`}
                className={styles.input}
                value={cell.id}
                onChange={(event) => {
                  window.location.assign(`/storages/${warehouse.slug}/${event.target.value}/${choicesQuery(choices)}`);
                }}
              >
                <option value={cell.id}>
                  №{cell.number}, {cell.floor} этаж, {cell.area.toLocaleString('ru-RU')} м²
                </option>
                {others.map((other) => (
                  <option key={other.id} value={other.id}>
                    №{other.number}, {other.floor} этаж, {other.area.toLocaleString('ru-RU')} м²
                  </option>
                ))}
              </select>
            </div>
          ) : null}

          {data.periods.monthly.length > 0 && data.periods.daily.length > 0 ? (
            <fieldset className={styles.fieldset}>
              <legend className={styles.label}>Тариф</legend>
              <div className={styles.segmented}>
                {(['monthly', 'daily'] as const).map((kind) => (
                  <label key={kind} className={`${styles.segment} ${choices.tariff === kind ? styles.segmentOn : ''}`}>
                    <input
                      type="radio"
                      name="tariff"
                      value={kind}
                      checked={choices.tariff === kind}
                      onChange={() => update({ tariff: kind })}
                    />
                    {kind === 'monthly' ? 'Помесячно' : 'Посуточно'}
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}

          <PeriodPicker
            id={id}
            legend="Срок аренды"
            periods={periods}
            value={choices.period}
            onChange={(code) => update({ period: code })}
            error={fields.period_code ?? fields.tariff_kind}
          />

          <div className={styles.field}>
            <label htmlFor={`${id}-start`} className={styles.label}>
              Дата начала
            </label>
            <input
              id={`${id}-start`}
              type="date"
              className={styles.input}
              min={data.today}
              max={data.maxStart}
              value={choices.start}
              onChange={(event) => event.target.value && update({ start: event.target.value })}
              aria-invalid={fields.start_date ? true : undefined}
              aria-describedby={fields.start_date ? `${id}-start-error` : undefined}
              data-testid="booking-start"
            />
            <FieldError id={`${id}-start-error`} text={fields.start_date} />
          </div>

          <PromoField applied={choices.promo} onApply={(promo) => update({ promo })} error={fields.promo_code} />

          {viewer && balance > 0 ? (
            <label className={styles.check}>
              <input type="checkbox" checked={choices.bonuses} onChange={(event) => update({ bonuses: event.target.checked })} />
              Оплатить бонусами — на счёте {balance.toLocaleString('ru-RU')}, можно списать до половины суммы
            </label>
          ) : null}

          {choices.tariff === 'monthly' ? (
            <label className={styles.check}>
              <input type="checkbox" checked={choices.auto} onChange={(event) => update({ auto: event.target.checked })} />
              Продлевать автоматически. {AUTO_RENEWAL_TEXT}
            </label>
          ) : null}

          {viewer && data.companies.length > 0 ? (
            <div className={styles.field}>
              <label htmlFor={`${id}-pay`} className={styles.label}>
                Способ оплаты
              </label>
              <select
                id={`${id}-pay`}
                className={styles.input}
                value={invoiceTo}
                onChange={(event) => setInvoiceTo(event.target.value)}
                data-testid="booking-payment-method"
              >
                <option value="">Картой онлайн</option>
                {data.companies.map((company) => (
                  <option key={company.uuid} value={company.uuid}>
                    Счёт на {company.name}
                  </option>
                ))}
              </select>
              <FieldError id={`${id}-pay-error`} text={fields.company_uuid ?? fields.payment_method} />
            </div>
          ) : null}

          <PriceBreakdown price={quote.quote?.price ?? null} loading={quote.loading} />
          {taken ? <TakenAlternatives message={taken.message} alternatives={taken.alternatives} query={choicesQuery(choices)} /> : null}

          <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={submitting || !body} data-testid="booking-submit">
            {submitLabel}
          </button>
          <p className={styles.note}>
            {!viewer
              ? 'Чтобы забронировать, войдите по номеру телефона — выбранные условия сохранятся.'
              : invoiceTo
                ? 'Выставим счёт; ячейка закреплена за вами 3 дня — оплатите его за это время.'
                : 'После брони ячейка закреплена за вами 15 минут — за это время оплатите её картой.'}
          </p>
          {data.hasGuestTariff && !viewer ? (
            <Link to={`/guest/storages/${warehouse.id}/?cell=${cell.id}`} className={styles.smallLink} data-testid="guest-link">
              Забронировать без регистрации
            </Link>
          ) : null}
        </form>
      </div>
      <SizeGuide sizes={data.sizes} current={cell.size_code} />
      <div className={styles.stickyBar} ref={barRef} data-testid="sticky-bar">
        <p className={styles.stickyPrice}>
          <span className={styles.stickyPeriod}>{chosenPeriod ? chosenPeriod.title : 'Срок не выбран'}</span>
          <strong data-testid="sticky-total">
            {quote.quote ? formatRub(quote.quote.price.total) : chosenPeriod ? formatRub(chosenPeriod.total) : '—'}
          </strong>
        </p>
        <button
          type="submit"
          form={`${id}-booking`}
          className={`btn btn-primary ${styles.stickyButton}`}
          disabled={submitting || !body}
          data-testid="sticky-submit"
        >
          {submitLabel}
        </button>
      </div>
    </div>
  );
}

/**
 * The sticky bar's height, kept in --page-bottom-bar on the body while the page is open: the
 * page pads its bottom by it and the shell's bottom stack (support launcher, notices) rises above it.
 */
function useBottomBar() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    const body = document.body;
    const apply = () => body.style.setProperty('--page-bottom-bar', `${Math.ceil(bar.getBoundingClientRect().height)}px`);
    apply();
    const observer = new ResizeObserver(apply);
    observer.observe(bar);
    window.addEventListener('resize', apply);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', apply);
      body.style.removeProperty('--page-bottom-bar');
    };
  }, []);
  return ref;
}

/**
 * The other free numbers of this size for the chosen dates: the page's list while the dates are
 * those it was loaded for, else asked again (get-slots with the dates).
 */
function useFreeOthers(data: CellPageData, choices: BookingChoices): CellPageData['others'] {
  const [others, setOthers] = useState(data.others);
  const loaded = data.freeFor ? `${data.freeFor.tariff}|${data.freeFor.period}|${data.freeFor.start}` : '';
  const wanted = choices.period ? `${choices.tariff}|${choices.period}|${choices.start}` : '';
  useEffect(() => {
    if (!wanted || wanted === loaded) {
      setOthers(data.others);
      return;
    }
    const controller = new AbortController();
    const [tariff = '', period = '', start = ''] = wanted.split('|');
    const query = new URLSearchParams({ id: String(data.cell.id), tariff_kind: tariff, period_code: period, start_date: start });
    apiRequest<{ items: AlternativeCellView[] }>(`/api/cabinet/site/storages/get-slots?${query.toString()}`, { signal: controller.signal })
      .then((answer) => setOthers(answer.items.map((o) => ({ id: o.id, number: o.number, floor: o.floor, area: o.area }))))
      .catch(() => undefined);
    return () => controller.abort();
  }, [wanted, loaded, data.others, data.cell.id]);
  return others;
}
