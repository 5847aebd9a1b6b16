import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { choicesQuery, parseChoices, type BookingChoices } from './booking-choices';
import type { CellPageData } from './cell-page-data';

/** The booking form's choices, read from the page address (`path` with the choices' query) and kept in it. */
export function useBookingChoices(data: CellPageData, path: string) {
  const location = useLocation();
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

  // The choices live in the address too: a reload or the login dialog brings them back.
  useEffect(() => {
    const query = choicesQuery(choices);
    if (window.location.search !== query && !new URLSearchParams(window.location.search).has('login')) {
      window.history.replaceState(window.history.state, '', `${path}${query}`);
    }
  }, [choices, path]);

  return [choices, setChoices] as const;
}
