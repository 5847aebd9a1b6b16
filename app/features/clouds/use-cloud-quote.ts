import { useEffect, useState } from 'react';
import { ApiError, errorSnackText } from '../../shell/api-client';
import { cloudsApi, type CloudMonth, type CloudQuote, type CloudTariff } from './clouds-api';
import type { CloudQuoteBody } from './page-data';

const DEBOUNCE_MS = 250;

/** The tariff periods of a volume, asked again (debounced) when the volume changes; the server's first answer is used as is. */
export function useCloudTariffs(warehouse: number, volume: number, initial: { volume: number; tariffs: CloudTariff[] } | null) {
  const [state, setState] = useState<{ key: string; tariffs: CloudTariff[] } | null>(
    initial ? { key: `${warehouse}:${initial.volume}`, tariffs: initial.tariffs } : null,
  );
  const key = `${warehouse}:${volume}`;
  useEffect(() => {
    if (state?.key === key) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      cloudsApi.tariffs(warehouse, volume, controller.signal).then(
        (tariffs) => setState({ key, tariffs }),
        () => undefined,
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new volume or warehouse asks again
  }, [key]);
  return { tariffs: state?.tariffs ?? [], current: state?.key === key };
}

/** The pickup calendar of a warehouse: its months and days with their windows (GET …/slots/months-and-days). */
export interface CloudCalendarData {
  warehouse: number;
  months: CloudMonth[];
}

/**
 * The months and days with their pickup windows of the chosen warehouse. `initial` is the calendar
 * the page's loader read for a warehouse: shown from the first render (the server's HTML has it) and
 * not asked again while that warehouse is chosen; another warehouse is asked in the browser.
 */
export function useCloudCalendar(warehouse: number, initial: CloudCalendarData | null = null) {
  const [calendar, setCalendar] = useState<CloudCalendarData | null>(initial);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (calendar?.warehouse === warehouse) return;
    const controller = new AbortController();
    setFailed(false);
    cloudsApi.monthsAndDays(warehouse, controller.signal).then(
      (answer) => setCalendar({ warehouse, months: answer.months }),
      () => !controller.signal.aborted && setFailed(true),
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only another warehouse asks again
  }, [warehouse]);
  return { months: calendar?.warehouse === warehouse ? calendar.months : null, failed };
}

/** A body's key: the same choice is the same key whatever the order of its fields. */
const keyOf = (body: CloudQuoteBody) => JSON.stringify(Object.entries(body).sort(([a], [b]) => a.localeCompare(b)));

/**
 * The server's price of the volume and period (POST /site/calculate, CLOUD), debounced; a promo
 * refusal goes to `promoError`. `initial` is the quote the page's loader computed for a body: it is
 * shown from the first render and not asked again while the body is that one.
 */
export function useCloudQuote(body: CloudQuoteBody | null, initial: { body: CloudQuoteBody; quote: CloudQuote } | null = null) {
  const initialKey = initial ? keyOf(initial.body) : null;
  const key = body ? keyOf(body) : '';
  const [quote, setQuote] = useState<CloudQuote | null>(initial && initialKey === key ? initial.quote : null);
  const [loading, setLoading] = useState(false);
  const [promoError, setPromoError] = useState<string | undefined>();
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (!body) return;
    // The loader's quote stands for its body until another body is asked.
    if (!asked && key === initialKey) return;
    setAsked(true);
    const controller = new AbortController();
    setLoading(true);
    const timer = setTimeout(() => {
      cloudsApi.calculate(body, controller.signal).then(
        (answer) => {
          setQuote(answer);
          setPromoError(undefined);
          setLoading(false);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setLoading(false);
          if (error instanceof ApiError && body.promo_code) setPromoError(error.fields?.promo_code ?? errorSnackText(error));
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is the body
  }, [key]);
  return { quote, loading, promoError };
}
