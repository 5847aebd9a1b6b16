import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../shell/api-client';
import { loginHref } from './booking-query';
import {
  bookRental,
  checksOf,
  refusalText,
  takenOf,
  type ChecksMissing,
  type LockerAlternative,
  type RentalBookingBody,
} from './rental-api';

export type SubmitOutcome =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'checks'; checks: ChecksMissing }
  | { kind: 'taken'; message: string; alternatives: LockerAlternative[] }
  | { kind: 'error'; message: string };

/**
 * «Забронировать и оплатить»: a guest goes to the login dialog over the page (back with the choice
 * and `go=book`); a booked order goes on to the payment's checkout (its return is the order's page);
 * the missing checks, a taken tool or a refusal stay for the panel to show.
 */
export function useRentalSubmit({ signedIn, pathname, query }: { signedIn: boolean; pathname: string; query: string }) {
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<SubmitOutcome>({ kind: 'idle' });

  // Back from the checkout the browser may show the page from its cache as it left it («Бронируем…»).
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) window.location.reload();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const toLogin = () => void navigate(loginHref(pathname, query, 'book'), { preventScrollReset: true });

  async function submit(body: RentalBookingBody | null) {
    if (!body || outcome.kind === 'busy') return;
    if (!signedIn) return toLogin();
    setOutcome({ kind: 'busy' });
    try {
      const booked = await bookRental(body);
      window.location.assign(booked.payment?.confirmation_url ?? `/cabinet/subscriptions/rental/${booked.order_id}/`);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        setOutcome({ kind: 'idle' });
        return toLogin();
      }
      const checks = checksOf(error);
      const taken = takenOf(error);
      setOutcome(
        checks ? { kind: 'checks', checks } : taken ? { kind: 'taken', ...taken } : { kind: 'error', message: refusalText(error) },
      );
    }
  }

  return { outcome, submit, reset: () => setOutcome({ kind: 'idle' }) };
}
