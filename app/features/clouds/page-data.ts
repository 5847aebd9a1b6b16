import type { AppLoadContext } from 'react-router';
import { COOKIE, parseCookies } from '../../shell/cookies';
import { parseCloudChoice, type CloudChoice } from './cloud-choice';
import type { CallMonth, CloudMonth, CloudQuote, CloudSite, CloudTariff } from './clouds-api';
import type { CloudCalendarData } from './use-cloud-quote';

/** What the calculator and the checkout price: the body of POST /site/calculate of the clouds line. */
export interface CloudQuoteBody {
  warehouse_id: number;
  volume: number;
  period_code: string;
  promo_code?: string;
  use_bonuses?: boolean;
}

/**
 * The signed-in person's quote of a choice, computed while the page renders, so its first paint
 * shows the figure the browser's calculation would (the new account's discount included) instead
 * of the tariff's and then another. A guest's quote is the tariff's own total: nothing to ask.
 */
export async function signedInQuote(
  context: AppLoadContext,
  body: CloudQuoteBody,
): Promise<{ body: CloudQuoteBody; quote: CloudQuote } | null> {
  if (!context.viewer) return null;
  const { clouds, orders } = context.services;
  try {
    const quote = await orders.calculate({ ...clouds.booking.quoteInput(body), userId: context.viewer.id, useBonuses: false });
    return { body, quote: { price: quote.price, starts_at: quote.starts_at, ends_at: quote.ends_at } };
  } catch {
    return null;
  }
}

export interface CalculatorPageData {
  site: CloudSite;
  initialTariffs: { volume: number; tariffs: CloudTariff[] };
  initial: CloudChoice;
  /** The pickup calendar of the first warehouse, so the first paint shows the free days. */
  initialCalendar: CloudCalendarData;
  /** The cheapest month of the first volume (the longest period's), for «от … в месяц». */
  fromPerMonth: number | null;
  /** The signed-in person's quote of the first choice (see `signedInQuote`). */
  initialQuote: { body: CloudQuoteBody; quote: CloudQuote } | null;
}

/** The site's figures (GET /api/cabinet/site/clouds) for the visitor's city cookie. */
export async function cloudSite(request: Request, context: AppLoadContext): Promise<CloudSite> {
  const cityId = Number(parseCookies(request.headers.get('cookie'))[COOKIE.cityId]) || undefined;
  const booking = context.services.clouds.booking;
  const site = await booking.site(cityId);
  // A city without a cloud warehouse still sees the line: every warehouse, the first one chosen.
  return site.warehouses.length === 0 && cityId !== undefined ? booking.site() : site;
}

/** The choice of the address, checked against the site's limits and the periods of its volume. */
export async function choiceWithTariffs(params: URLSearchParams, site: CloudSite, context: AppLoadContext) {
  const base = {
    warehouse: site.warehouse_id ?? site.warehouses[0]?.id ?? 0,
    warehouses: site.warehouses.map((w) => w.id),
    volume: site.volume,
  };
  const first = parseCloudChoice(params, { ...base, periods: [] });
  const tariffs = await context.services.clouds.booking.tariffs(first.warehouse, first.volume);
  const choice = parseCloudChoice(params, { ...base, periods: tariffs.map((t) => t.period_code) });
  return { choice, tariffs };
}

/** The calendar call's months with only what the pages read of them (the HTML carries them: no instants). */
export function leanCalendar(months: CallMonth[]): CloudMonth[] {
  return months.map(({ month, title, days }) => ({
    month,
    title,
    days: days.map(({ date, free, windows }) => ({
      date,
      free,
      windows: windows.map(({ id, time_from, time_to, free: open }) => ({ id, time_from, time_to, free: open })),
    })),
  }));
}

/** /clouds/ and /webview/cloud/: the server's figures and the choice from the address; null when no cloud warehouse works. */
export async function calculatorPageData(request: Request, context: AppLoadContext): Promise<CalculatorPageData | null> {
  const site = await cloudSite(request, context);
  if (site.warehouses.length === 0) return null;
  const { choice, tariffs } = await choiceWithTariffs(new URL(request.url).searchParams, site, context);
  const period = tariffs.find((t) => t.period_code === choice.period) ?? tariffs[0];
  const [calendar, initialQuote] = await Promise.all([
    context.services.clouds.booking.monthsAndDays(choice.warehouse),
    period ? signedInQuote(context, { warehouse_id: choice.warehouse, volume: choice.volume, period_code: period.period_code }) : null,
  ]);
  return {
    site,
    initialTariffs: { volume: choice.volume, tariffs },
    initial: choice,
    initialCalendar: { warehouse: choice.warehouse, months: leanCalendar(calendar.months) },
    fromPerMonth: tariffs.length > 0 ? Math.min(...tariffs.map((t) => t.month_in_period)) : null,
    initialQuote,
  };
}
