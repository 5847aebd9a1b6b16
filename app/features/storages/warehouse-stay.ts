import type { AppLoadContext } from 'react-router';
import type { StayView } from './stay-view';

const DAY_MS = 24 * 3600 * 1000;

export interface WarehouseStay {
  /** The rental to count for, for the catalogue calls; undefined without monthly periods. */
  range: { from: Date; to: Date } | undefined;
  /** What the page shows and links. */
  view: StayView | undefined;
  /** The warehouse's cells free for those dates, whatever the size filters. */
  freeCells: number;
}

/**
 * The dates the warehouse page counts free cells for: `?start=&period=` (monthly), else the
 * booking page's default (a month from today). The header count, the size groups and their
 * «Выбрать» all use it, so «Выбрать» opens a cell that can be booked for the dates shown.
 */
export async function warehouseStay(context: AppLoadContext, url: URL, warehouseId: number): Promise<WarehouseStay> {
  const { catalogue, cellBookings, clock } = context.services;
  const stay = await catalogue.stay({
    startDate: url.searchParams.get('start'),
    periodCode: url.searchParams.get('period'),
    tariffKind: 'monthly',
  });
  const range = stay ?? undefined;
  const [slots, periods] = await Promise.all([catalogue.slots(warehouseId, range), catalogue.periods('monthly')]);
  const now = clock.now();
  return {
    range,
    freeCells: slots.filter((s) => s.is_free).length,
    view: stay
      ? {
          start: stay.startDate,
          end: stay.endDate,
          tariff: stay.tariffKind,
          period: stay.periodCode,
          periodTitle: stay.periodTitle,
          today: cellBookings.dates.moscowDate(now),
          maxStart: cellBookings.dates.moscowDate(new Date(now.getTime() + 60 * DAY_MS)),
          periods: periods.map((p) => ({ code: p.code, title: p.title })),
        }
      : undefined,
  };
}
