import { ApiError } from '../../shell/api-client';
import type { CalculateBody, Quote } from './booking-api';

/** What one price request ended with, for the choices of `key`. */
export interface QuoteOutcome {
  key: string;
  quote: Quote | null;
  /** Field errors (promo_code, start_date…); a refused promo code still comes with the price without it. */
  fields: Record<string, string>;
  error: string | null;
}

export type QuoteFetcher = (body: CalculateBody, signedIn: boolean, signal: AbortSignal) => Promise<Quote>;

const NETWORK_MESSAGE = 'Не удалось рассчитать цену. Проверьте соединение';

function messageOf(error: unknown): string {
  return error instanceof ApiError && typeof error.body === 'object' && error.body?.message ? String(error.body.message) : NETWORK_MESSAGE;
}

/**
 * Price requests where only the latest counts: each new request aborts the one before, and an
 * answer that arrives after a newer request was made is dropped, whatever order the network
 * delivers them in. A refused promo code is asked again without it, so the summary shows the
 * price of the current choices with the promo error beside it, never an older price.
 */
export function createQuoteTracker(fetcher: QuoteFetcher, apply: (outcome: QuoteOutcome) => void) {
  let latest = 0;
  let controller: AbortController | null = null;

  return {
    request(key: string, body: CalculateBody, signedIn: boolean): void {
      latest += 1;
      const mine = latest;
      controller?.abort();
      const own = new AbortController();
      controller = own;
      const current = () => mine === latest && !own.signal.aborted;
      const run = async (): Promise<QuoteOutcome> => {
        try {
          return { key, quote: await fetcher(body, signedIn, own.signal), fields: {}, error: null };
        } catch (error) {
          const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
          if (error instanceof ApiError && error.code === 'PROMO_NOT_APPLICABLE' && body.promo_code && current()) {
            const { promo_code: _refused, ...withoutPromo } = body;
            const quote = await fetcher(withoutPromo, signedIn, own.signal).catch(() => null);
            return { key, quote, fields, error: messageOf(error) };
          }
          return { key, quote: null, fields, error: messageOf(error) };
        }
      };
      void run().then((outcome) => {
        if (current()) apply(outcome);
      });
    },
    /** Forgets every request in flight (the page left, or the choices became incomplete). */
    cancel(): void {
      latest += 1;
      controller?.abort();
      controller = null;
    },
  };
}
