import { useEffect, useState } from 'react';
import { ApiError } from '../../shell/api-client';
import { calculate, type CalculateBody, type Quote } from './booking-api';

export interface PriceQuoteState {
  quote: Quote | null;
  loading: boolean;
  /** Field errors of the calculation (promo_code, start_date…). */
  fields: Record<string, string>;
  error: string | null;
}

const DEBOUNCE_MS = 300;

/** The live price of the choices from the server, asked again 300 ms after the last change. */
export function usePriceQuote(body: CalculateBody | null, signedIn: boolean): PriceQuoteState {
  const [state, setState] = useState<PriceQuoteState>({ quote: null, loading: body !== null, fields: {}, error: null });
  const key = body ? JSON.stringify(body) : '';

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    const timer = window.setTimeout(() => {
      calculate(JSON.parse(key) as CalculateBody, signedIn, controller.signal)
        .then((quote) => setState({ quote, loading: false, fields: {}, error: null }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
          const message = error instanceof ApiError && typeof error.body === 'object' && error.body?.message ? String(error.body.message) : 'Не удалось рассчитать цену. Проверьте соединение';
          setState((s) => ({ quote: Object.keys(fields).length > 0 && !fields.promo_code ? null : s.quote, loading: false, fields, error: message }));
        });
    }, DEBOUNCE_MS);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [key, signedIn]);

  return state;
}
