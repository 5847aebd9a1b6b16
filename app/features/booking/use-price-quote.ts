import { useEffect, useMemo, useState } from 'react';
import { calculate, type CalculateBody, type Quote } from './booking-api';
import { createQuoteTracker, type QuoteOutcome } from './quote-tracker';

export interface PriceQuoteState {
  /** The price of exactly the current choices; null while it is being asked. */
  quote: Quote | null;
  loading: boolean;
  /** Field errors of the calculation (promo_code, start_date…) for the current choices. */
  fields: Record<string, string>;
  error: string | null;
}

const DEBOUNCE_MS = 300;

/**
 * The live price of the choices from the server, asked 300 ms after the last change. Only the
 * answer for the current choices (and sign-in) is shown: an older answer arriving late is dropped
 * (quote-tracker.ts), and nothing of an earlier choice (its price, its promo error) outlives it.
 */
export function usePriceQuote(body: CalculateBody | null, signedIn: boolean): PriceQuoteState {
  const key = body ? `${signedIn ? 'user' : 'guest'}:${JSON.stringify(body)}` : '';
  const [outcome, setOutcome] = useState<QuoteOutcome | null>(null);
  const tracker = useMemo(() => createQuoteTracker(calculate, setOutcome), []);

  useEffect(() => {
    if (!key || !body) {
      tracker.cancel();
      return;
    }
    const request = body;
    const timer = window.setTimeout(() => tracker.request(key, request, signedIn), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
    // The key stands for the body and the sign-in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, tracker]);

  useEffect(() => () => tracker.cancel(), [tracker]);

  const current = outcome && outcome.key === key ? outcome : null;
  return {
    quote: current?.quote ?? null,
    loading: key !== '' && current === null,
    fields: current?.fields ?? {},
    error: current?.error ?? null,
  };
}
