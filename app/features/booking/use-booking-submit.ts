import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../shell/api-client';
import { useSnackbar } from '../../shell/snackbar/snackbar';
import { afterBooking, bookStorage, ownHoldOf, takenOf, type AlternativeCellView, type CalculateBody, type OwnHold } from './booking-api';
import { BOOK_AFTER_LOGIN, choicesQuery, loginHref, type BookingChoices } from './booking-choices';

export interface BookingSubmitInput {
  /** The priced choices, or null while no period is chosen. */
  body: CalculateBody | null;
  signedIn: boolean;
  /** The page's path, the login dialog's way back. */
  path: string;
  choices: BookingChoices;
  /** '' pays by card; a company uuid pays by an invoice to that company. */
  invoiceTo: string;
}

/**
 * Booking with payment: a guest goes to the login dialog; a booked order goes on to its payment;
 * the booker's own unpaid hold, a taken cell or refused fields are kept for the form to show.
 */
export function useBookingSubmit({ body, signedIn, path, choices, invoiceTo }: BookingSubmitInput) {
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const [ownHold, setOwnHold] = useState<OwnHold | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [taken, setTaken] = useState<{
    message: string;
    alternatives: AlternativeCellView[];
  } | null>(null);
  const [submitFields, setSubmitFields] = useState<Record<string, string>>({});

  /** Forgets the last submit's answer (a choice changed). */
  const reset = () => {
    setTaken(null);
    setOwnHold(null);
    setSubmitFields({});
  };

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!body || submitting) return;
    if (!signedIn) {
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

  // Back from the login that «Забронировать» opened: book once, without a second press.
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current || !signedIn || !body) return;
    const url = new URL(window.location.href);
    if (url.searchParams.get(BOOK_AFTER_LOGIN) !== '1') return;
    // Not before the form holds the choices the way back carried (a render may come before they are read).
    const carried = new URLSearchParams(choicesQuery(choices).slice(1));
    if ((['tariff', 'period', 'start'] as const).some((key) => url.searchParams.has(key) && url.searchParams.get(key) !== carried.get(key)))
      return;
    resumed.current = true;
    url.searchParams.delete(BOOK_AFTER_LOGIN);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}`);
    void submit();
  });

  return { ownHold, submitting, taken, submitFields, reset, submit };
}
