import { useEffect, useId, useState } from 'react';
import { SmartLink } from '../../shell/smart-link';
import { AUTO_RENEWAL_TEXT } from '../../../domains/orders/core/renewal-date';
import { useViewer } from '../../shell/shell-data';
import { Breadcrumbs } from '../company';
import { SizeGuide } from '../storages';
import type { CalculateBody } from './booking-api';
import { choicesQuery, type BookingChoices } from './booking-choices';
import { CellNumberSelect, PaymentMethodField, StartDateField, TariffSwitch } from './booking-form-fields';
import { BookingStickyBar } from './booking-sticky-bar';
import styles from './booking.module.css';
import { CellInfoCard } from './cell-info-card';
import type { CellPageData } from './cell-page-data';
import { OwnHoldNotice } from './own-hold-notice';
import { PeriodPicker } from './period-picker';
import { PriceBreakdown } from './price-breakdown';
import { PromoField } from './promo-field';
import { TakenAlternatives } from './taken-alternatives';
import { useBookingChoices } from './use-booking-choices';
import { useBookingSubmit } from './use-booking-submit';
import { useFreeOthers } from './use-free-others';
import { usePriceQuote } from './use-price-quote';
import { formatNumber } from '../../../lib/format/number';

export type { CellPageData, PeriodOption } from './cell-page-data';

/** The booking page of a cell: the cell, the choices, the live price, and booking with payment. */
export function CellBookingPage({ data }: { data: CellPageData }) {
  const { cell, warehouse } = data;
  const viewer = useViewer();
  const id = useId();
  const path = `/storages/${warehouse.slug}/${cell.id}/`;
  const [choices, setChoices] = useBookingChoices(data, path);
  // '' pays by card; a company uuid pays by an invoice to that company.
  const [invoiceTo, setInvoiceTo] = useState('');
  const balance = viewer?.bonus_balance ?? 0;

  // Back from the checkout the browser may show this page from its cache, as it was when it left
  // («Бронируем…»): load it again, so it shows what is true now (the booker's own unpaid hold).
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) window.location.reload();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

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
  const { ownHold, submitting, taken, submitFields, reset, submit } = useBookingSubmit({
    body,
    signedIn: Boolean(viewer),
    path,
    choices,
    invoiceTo,
  });

  const update = (patch: Partial<BookingChoices>) => {
    reset();
    setChoices((current) => {
      const next = { ...current, ...patch };
      if (patch.tariff && patch.tariff !== current.tariff) next.period = data.periods[patch.tariff][0]?.code ?? '';
      return next;
    });
  };

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
            <CellNumberSelect
              id={id}
              cell={cell}
              others={others}
              onPick={(cellId) => {
                window.location.assign(`/storages/${warehouse.slug}/${cellId}/${choicesQuery(choices)}`);
              }}
            />
          ) : null}

          {data.periods.monthly.length > 0 && data.periods.daily.length > 0 ? (
            <TariffSwitch tariff={choices.tariff} onChange={(kind) => update({ tariff: kind })} />
          ) : null}

          <PeriodPicker
            id={id}
            legend="Срок аренды"
            periods={periods}
            value={choices.period}
            onChange={(code) => update({ period: code })}
            error={fields.period_code ?? fields.tariff_kind}
          />

          <StartDateField
            id={id}
            min={data.today}
            max={data.maxStart}
            value={choices.start}
            onChange={(start) => update({ start })}
            error={fields.start_date}
          />

          <PromoField applied={choices.promo} onApply={(promo) => update({ promo })} error={fields.promo_code} />

          {viewer && balance > 0 ? (
            <label className={styles.check}>
              <input type="checkbox" checked={choices.bonuses} onChange={(event) => update({ bonuses: event.target.checked })} />
              Оплатить бонусами — на счёте {formatNumber(balance)}, можно списать до половины суммы
            </label>
          ) : null}

          {choices.tariff === 'monthly' ? (
            <label className={styles.check}>
              <input type="checkbox" checked={choices.auto} onChange={(event) => update({ auto: event.target.checked })} />
              Продлевать автоматически. {AUTO_RENEWAL_TEXT}
            </label>
          ) : null}

          {viewer && data.companies.length > 0 ? (
            <PaymentMethodField
              id={id}
              companies={data.companies}
              value={invoiceTo}
              onChange={setInvoiceTo}
              error={fields.company_uuid ?? fields.payment_method}
            />
          ) : viewer ? (
            <a
              href={`/cabinet/companies/?add=1&back=${encodeURIComponent(`${path}${choicesQuery(choices)}`)}`}
              className={styles.smallLink}
              data-testid="booking-add-company"
            >
              Нужен счёт для компании? Добавьте компанию
            </a>
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
            <SmartLink to={`/guest/storages/${warehouse.id}/?cell=${cell.id}`} className={styles.smallLink} data-testid="guest-link">
              Забронировать без регистрации
            </SmartLink>
          ) : null}
        </form>
      </div>
      <SizeGuide sizes={data.sizes} current={cell.size_code} />
      <BookingStickyBar
        formId={`${id}-booking`}
        period={chosenPeriod}
        quotedTotal={quote.quote?.price.total ?? null}
        label={submitLabel}
        disabled={submitting || !body}
      />
    </div>
  );
}
