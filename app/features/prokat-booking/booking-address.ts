/**
 * The booking choice kept in the page's address, so that the panel opens again as it was after the
 * login, after the passport check and after a card is bound: `?book=<model>&period=day-1&qty=1`,
 * with `at=<locker id>` on a model's page (a locker's page is the locker itself). `go` asks the
 * panel to go on by itself once signed in: `book` books, `wait` joins the waitlist. `wait` on a
 * model's page opens the waitlist dialog (`wait=<locker id>` with a locker chosen).
 */
export const BOOKING_KEYS = ['book', 'at', 'period', 'qty', 'go', 'wait'] as const;
type BookingKey = (typeof BOOKING_KEYS)[number];

/** What the address opens over the page: the booking panel, the waitlist dialog, or nothing. */
export function bookingOpened(search: string): 'book' | 'wait' | null {
  const params = new URLSearchParams(search);
  return params.has('book') ? 'book' : params.has('wait') ? 'wait' : null;
}

/** The address's query with the booking's keys replaced by `fields` (empty values left out), as "?…" or "". */
export function withBooking(search: string, fields: Partial<Record<BookingKey, string | number | null>> = {}): string {
  const params = new URLSearchParams(search);
  for (const key of BOOKING_KEYS) params.delete(key);
  for (const key of BOOKING_KEYS) {
    const value = fields[key];
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The query of a choice: the model, the locker (a model's page), the period and the units. */
export function choiceQuery(choice: { slug: string; at: number | null; period: string | null; qty: number }, search = ''): string {
  return withBooking(search, { book: choice.slug, at: choice.at, period: choice.period, qty: choice.qty > 1 ? choice.qty : null });
}

/** Whether two addresses of one page differ only in the booking's and the login dialog's keys: the page's data stays. */
export function onlyBookingChanged(current: URL, next: URL): boolean {
  if (current.pathname !== next.pathname) return false;
  const rest = (url: URL) => {
    const params = new URLSearchParams(url.search);
    for (const key of [...BOOKING_KEYS, 'login', 'redirect_back', 'path']) params.delete(key);
    params.sort();
    return params.toString();
  };
  return rest(current) === rest(next);
}
