import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Dialog } from '../../shell/dialogs/dialog';
import { forgetReturn } from '../../shell/return-path';
import { useViewer } from '../../shell/shell-data';
import { choiceQuery, withBooking } from './booking-address';
import { loginHref, MAX_QUANTITY, parsePeriod, pickPeriod, readChoice, type BookingChoice } from './booking-query';
import { ChecksMissingBlock } from './checks-missing';
import { PanelBar } from './panel-bar';
import { PanelForm } from './panel-form';
import { PanelHead } from './panel-head';
import { panelTarget, usePanelModel } from './panel-target';
import type { PanelPlace } from './place';
import { NotHere } from './not-here';
import { tariffOf } from './rental-price';
import { TakenLockers } from './taken-lockers';
import { useRentalSubmit } from './use-rental-submit';
import { WaitlistButton } from './waitlist-button';
import blocks from './panel-blocks.module.css';
import styles from './prokat-booking.module.css';

/**
 * The booking panel over a locker's or a model's page (a bottom sheet on phones, a dialog on wider
 * screens): the model and the locker, the period and the units, the price and the deposit, and
 * «Забронировать и оплатить» in its footer. The choice lives in the address (booking-query.ts).
 */
export default function BookingPanel({ place }: { place: PanelPlace }) {
  const location = useLocation();
  const [choice] = useState(() => readChoice(location.search));
  // A malformed model in the address opens nothing.
  return choice ? <Panel place={place} choice={choice} /> : null;
}

function Panel({ place, choice }: { place: PanelPlace; choice: BookingChoice }) {
  const location = useLocation();
  const navigate = useNavigate();
  const signedIn = useViewer() !== null;
  const id = useId();
  const { locker, free } = panelTarget(place, choice);
  const { product, failed } = usePanelModel(place, choice.slug);
  const [wanted, setWanted] = useState({ period: choice.period, qty: choice.qty });
  const period = product ? pickPeriod(product.tariffs, wanted.period) : null;
  const qty = Math.max(1, Math.min(wanted.qty, free, MAX_QUANTITY));
  const query = choiceQuery({ slug: choice.slug, at: choice.at, period, qty }, location.search);
  const { outcome, submit, reset } = useRentalSubmit({ signedIn, pathname: location.pathname, query });
  const outcomeRef = useRef<HTMLDivElement>(null);

  // Back at the choice: the cabinet's «Вернуться к бронированию» has done its work.
  useEffect(() => forgetReturn(), []);
  // The choice stays in the address as it changes (not through the router: the page stays as it is).
  useEffect(() => {
    if (product && window.location.search !== query) window.history.replaceState(window.history.state, '', `${location.pathname}${query}`);
  }, [product, query, location.pathname]);

  const tariff = product ? tariffOf(product.tariffs, period) : undefined;
  const parsed = period ? parsePeriod(period) : null;
  const body =
    locker && parsed && free > 0 ? { postomat_id: locker.id, items: [{ model_slug: choice.slug, quantity: qty }], ...parsed } : null;

  // Back from the login with `go`: book once (or join the waitlist, below) without a second press.
  const went = useRef(false);
  useEffect(() => {
    if (went.current || !signedIn || !product || choice.go !== 'book') return;
    went.current = true;
    void submit(body);
  });
  useEffect(() => {
    if (outcome.kind !== 'idle' && outcome.kind !== 'busy') outcomeRef.current?.scrollIntoView({ block: 'nearest' });
  }, [outcome.kind]);

  const close = () => void navigate(`${location.pathname}${withBooking(location.search)}`, { replace: true, preventScrollReset: true });
  const change = (patch: Partial<typeof wanted>) => {
    reset();
    setWanted((current) => ({ ...current, ...patch }));
  };
  const waitlist = (
    <WaitlistButton
      postomatId={locker?.id ?? null}
      slug={choice.slug}
      signedIn={signedIn}
      auto={choice.go === 'wait'}
      onGuest={() => void navigate(loginHref(location.pathname, query, 'wait'), { preventScrollReset: true })}
    />
  );
  const ready = Boolean(product && locker && free > 0);

  return (
    <Dialog
      open
      onClose={close}
      title="Бронирование"
      size="popup"
      testId="booking-panel"
      footer={
        ready ? (
          <PanelBar formId={`${id}-form`} tariff={tariff} quantity={qty} busy={outcome.kind === 'busy'} disabled={!body} />
        ) : undefined
      }
    >
      <div className={styles.body}>
        <PanelHead product={product} slug={choice.slug} locker={locker} />
        {failed ? (
          <p className={blocks.error} role="alert">
            {failed}
          </p>
        ) : !product ? (
          <p className={styles.muted} aria-busy="true">
            Загружаем цены…
          </p>
        ) : !ready ? (
          <NotHere product={product} locker={locker} waitlist={locker ? waitlist : null} />
        ) : (
          <form
            id={`${id}-form`}
            className={styles.body}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void submit(body);
            }}
            data-testid="booking-form"
          >
            <PanelForm
              id={id}
              product={product}
              period={period}
              quantity={qty}
              free={free}
              onPeriod={(code) => change({ period: code })}
              onQuantity={(next) => change({ qty: next })}
            />
          </form>
        )}
        <div ref={outcomeRef}>
          {outcome.kind === 'checks' ? <ChecksMissingBlock checks={outcome.checks} back={`${location.pathname}${query}`} /> : null}
          {outcome.kind === 'taken' ? (
            <TakenLockers
              message={outcome.message}
              alternatives={outcome.alternatives}
              queryOf={() => choiceQuery({ slug: choice.slug, at: null, period, qty: 1 })}
              waitlist={waitlist}
            />
          ) : null}
          {outcome.kind === 'error' ? (
            <p className={`${blocks.block} ${blocks.alert}`} role="alert" data-testid="booking-error">
              {outcome.message}
            </p>
          ) : null}
        </div>
        {!signedIn && ready ? (
          <p className={styles.muted}>
            Чтобы забронировать, войдите по номеру телефона — выбор сохранится. Для проката нужны подтверждённый паспорт и привязанная
            карта.
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
