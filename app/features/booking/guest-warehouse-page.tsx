import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { SmartLink } from '../../shell/smart-link';
import { formatRub } from '../../../lib/format/money';
import { ApiError } from '../../shell/api-client';
import { FieldError } from '../../shell/forms/field-error';
import { useSnackbar } from '../../shell/snackbar/snackbar';
import { Breadcrumbs } from '../company';
import { afterBooking, bookAsGuest, ownHoldOf, takenOf, type AlternativeCellView, type CalculateBody, type OwnHold } from './booking-api';
import styles from './booking.module.css';
import { dayText } from '../storages';
import { GuestPhoneConfirm } from './guest-phone-confirm';
import { OwnHoldNotice } from './own-hold-notice';
import { PeriodPicker } from './period-picker';
import { PriceBreakdown } from './price-breakdown';
import { TakenAlternatives } from './taken-alternatives';
import { usePriceQuote } from './use-price-quote';
import { formatNumber } from '../../../lib/format/number';

export interface GuestWarehouseData {
  warehouse: {
    id: number;
    slug: string;
    name: string;
    address: string;
    metro: string | null;
    access: string;
    office: string;
    photo: string | null;
  };
  sizes: {
    code: string;
    title: string;
    fits: string[];
    price: number;
    cells: { id: number; number: string; floor: number; area: number }[];
  }[];
  periods: { code: string; title: string; length: number; discount_percent: number }[];
  selectedCell: number | null;
  /** The guest period and start the free cells are for (the address's, else the defaults). */
  period: string;
  start: string;
  /** The last day of that rental. */
  end: string;
  today: string;
  maxStart: string;
}

/**
 * The size and cell to start with: the chosen cell when it is free for the dates, else the first free one of its size (or of the
 * first size).
 */
function initialCell(data: GuestWarehouseData, wanted: number | null): { sizeCode: string; cellId: number | null } {
  const size = data.sizes.find((s) => s.cells.some((c) => c.id === wanted)) ?? data.sizes[0];
  return { sizeCode: size?.code ?? '', cellId: size?.cells.find((c) => c.id === wanted)?.id ?? size?.cells[0]?.id ?? null };
}

/** Guest booking in one warehouse: period and start date (the free cells are for them), size and cell, phone by code, then pay. */
export function GuestWarehousePage({ data }: { data: GuestWarehouseData }) {
  const id = useId();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const { warehouse } = data;
  const [choice, setChoice] = useState(() => initialCell(data, data.selectedCell));
  const { sizeCode, cellId } = choice;
  const size = data.sizes.find((s) => s.code === sizeCode);
  const setSizeCode = (code: string) =>
    setChoice({ sizeCode: code, cellId: data.sizes.find((s) => s.code === code)?.cells[0]?.id ?? null });
  const setCellId = (cell: number) => setChoice((current) => ({ ...current, cellId: cell }));
  const { period, start } = data;
  // New dates bring a new list of free cells: keep the chosen cell when it is still free, else take the first free one.
  useEffect(() => {
    setChoice((current) => {
      const next = initialCell(data, current.cellId);
      return next.cellId === current.cellId && next.sizeCode === current.sizeCode ? current : next;
    });
  }, [data]);
  const [token, setToken] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [taken, setTaken] = useState<{ message: string; alternatives: AlternativeCellView[] } | null>(null);
  const [ownHold, setOwnHold] = useState<OwnHold | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});

  /** The dates live in the address: the page is loaded again with the cells free for them. */
  function chooseDates(patch: { period?: string; start?: string }) {
    setTaken(null);
    setOwnHold(null);
    const query = new URLSearchParams({ period: patch.period ?? period, start: patch.start ?? start });
    if (cellId) query.set('cell', String(cellId));
    void navigate(`/guest/storages/${warehouse.id}/?${query.toString()}`, { replace: true, preventScrollReset: true });
  }

  const body: CalculateBody | null =
    cellId && period ? { slot_id: cellId, tariff_kind: 'guest', period_code: period, start_date: start } : null;
  const quote = usePriceQuote(body, false);
  const allFields = { ...quote.fields, ...fields };

  async function pay() {
    if (!body || !token || submitting) return;
    setSubmitting(true);
    setTaken(null);
    setOwnHold(null);
    setFields({});
    try {
      const answer = await bookAsGuest({ ...body, confirmation_token: token });
      window.location.assign(afterBooking(answer, `/guest/storages/success/?order=${answer.order_id}`));
    } catch (error) {
      setSubmitting(false);
      const mine = ownHoldOf(error);
      if (mine) {
        setOwnHold(mine);
        return;
      }
      const taken = takenOf(error);
      if (taken) {
        setTaken({ ...taken, alternatives: taken.alternatives.filter((a) => a.same_warehouse) });
        return;
      }
      if (error instanceof ApiError && error.fields?.confirmation_token) setToken(null);
      if (error instanceof ApiError && error.fields) {
        setFields(error.fields);
        return;
      }
      snackbar.showError(error);
    }
  }

  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs
        crumbs={[
          { name: 'Гостевое бронирование', path: '/guest/' },
          { name: 'Склады', path: '/guest/storages/' },
          { name: warehouse.name, path: `/guest/storages/${warehouse.id}/` },
        ]}
      />
      <h1 className={styles.title}>Ячейка без регистрации — {warehouse.name}</h1>
      <p className={styles.lead}>
        {warehouse.address}
        {warehouse.metro ? ` · м. ${warehouse.metro}` : ''}. Доступ к ячейке: {warehouse.access}.
      </p>
      {data.sizes.length === 0 ? (
        <div className={styles.section}>
          <PeriodPicker
            id={`${id}-empty`}
            legend="Срок"
            periods={data.periods}
            value={period}
            onChange={(code) => chooseDates({ period: code })}
          />
          <p className={styles.warning}>
            Свободных ячеек по гостевому тарифу на этом складе с {dayText(start)} по {dayText(data.end)} нет. Выберите другие даты или{' '}
            <SmartLink to="/guest/storages/">другой склад</SmartLink>
          </p>
        </div>
      ) : (
        <div className={styles.layout}>
          <section className={styles.card} aria-labelledby={`${id}-size`}>
            <h2 id={`${id}-size`} className={styles.cardTitle}>
              Размер и ячейка
            </h2>
            <fieldset className={styles.fieldset}>
              <legend className="visually-hidden">Размер ячейки</legend>
              <div className={styles.sizes}>
                {data.sizes.map((s) => (
                  <label
                    key={s.code}
                    className={`${styles.sizeOption} ${s.code === sizeCode ? styles.sizeOn : ''}`}
                    data-testid={`guest-size-${s.code}`}
                  >
                    <input
                      type="radio"
                      name="size"
                      value={s.code}
                      checked={s.code === sizeCode}
                      onChange={() => {
                        setSizeCode(s.code);
                        setTaken(null);
                      }}
                    />
                    <span className={styles.periodTitle}>{s.title}</span>
                    <span className={styles.periodPrice}>{formatRub(s.price)} в сутки</span>
                    <span className={styles.periodPrice} data-testid="guest-size-free">
                      свободно с {dayText(start).slice(0, 5)} по {dayText(data.end).slice(0, 5)}: {s.cells.length}
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
            {size ? <p className={styles.muted}>Поместится: {size.fits.join(', ')}</p> : null}
            {size ? (
              <div className={styles.field}>
                <label htmlFor={`${id}-cell`} className={styles.label}>
                  Ячейка
                </label>
                <select
                  id={`${id}-cell`}
                  className={styles.input}
                  value={cellId ?? ''}
                  onChange={(event) => setCellId(Number(event.target.value))}
                >
                  {size.cells.map((c) => (
                    <option key={c.id} value={c.id}>
                      №{c.number}, {c.floor} этаж, {formatNumber(c.area)} м²
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
          </section>

          <form
            className={styles.form}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void pay();
            }}
            data-testid="guest-form"
          >
            <PeriodPicker
              id={id}
              legend="Срок"
              periods={data.periods}
              value={period}
              onChange={(code) => chooseDates({ period: code })}
              error={allFields.period_code}
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
                value={start}
                onChange={(event) => event.target.value && chooseDates({ start: event.target.value })}
                data-testid="guest-start"
              />
              <FieldError id={`${id}-start-error`} text={allFields.start_date} />
            </div>
            <PriceBreakdown price={quote.quote?.price ?? null} loading={quote.loading} />
            {quote.quote && !quote.quote.free && !ownHold ? (
              <p className={styles.warning}>На эти даты ячейка занята — выберите другую.</p>
            ) : null}
            {ownHold ? <OwnHoldNotice hold={ownHold} signedIn={false} /> : null}
            <GuestPhoneConfirm onConfirmed={setToken} />
            <FieldError id={`${id}-token-error`} text={allFields.confirmation_token ?? allFields.tariff_kind} />
            {taken ? (
              <TakenAlternatives
                message={taken.message}
                alternatives={taken.alternatives}
                hrefOf={(cell) => `/guest/storages/${warehouse.id}/?cell=${cell.id}`}
              />
            ) : null}
            <button
              type="submit"
              className={`btn btn-primary ${styles.submit}`}
              disabled={!token || !body || submitting}
              data-testid="guest-pay"
            >
              {submitting ? 'Бронируем…' : quote.quote ? `Оплатить ${formatRub(quote.quote.price.total)}` : 'Оплатить'}
            </button>
            <p className={styles.note}>
              {token
                ? 'Ячейка закрепится за вами на 15 минут — оплатите картой.'
                : 'Подтвердите телефон, чтобы оплатить: по нему вы потом войдёте и управляете заказом.'}
            </p>
          </form>
        </div>
      )}
    </div>
  );
}
