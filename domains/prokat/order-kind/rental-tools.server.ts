import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/tx';
import { appliedChangesOf, linesOfOrder, type PriceSnapshot } from '../../orders/service.server';
import { countingUnitBooking } from '../booking/unit-holds.server';
import { rentalUnitsWithPickupPlace } from '../lockers/rental-units.server';
import { prokatCells, prokatModels, prokatPostomats, prokatRentalUnits, prokatTariffs, prokatUnitBookings } from '../tables';
import type { PaidPeriod } from './early-end-rules';
import type { RentalUnit } from './extension-rules';

/** A tool of a paid rental order with its model, its clock and its locker's time zone. */
export async function toolsOfRental(tx: Tx, orderId: number, options: { lock?: boolean } = {}) {
  // The rental's rows are the order line's rows: locked after the order (the change flow's lock order).
  if (options.lock)
    await tx
      .select({ unitId: prokatRentalUnits.unitId })
      .from(prokatRentalUnits)
      .where(eq(prokatRentalUnits.orderId, orderId))
      .for('update');
  return rentalUnitsWithPickupPlace(tx, {
    unitId: prokatRentalUnits.unitId,
    stage: prokatRentalUnits.stage,
    pickupUntil: prokatRentalUnits.pickupUntil,
    dueAt: prokatRentalUnits.dueAt,
    returnedAt: prokatRentalUnits.returnedAt,
    modelId: prokatModels.id,
    modelName: prokatModels.name,
    timeZone: prokatPostomats.timeZone,
  })
    .where(eq(prokatRentalUnits.orderId, orderId))
    .orderBy(asc(prokatCells.number), asc(prokatRentalUnits.unitId));
}

export type RentalTool = Awaited<ReturnType<typeof toolsOfRental>>[number];

/** The price of one period of each model (roubles), for the models that have that tariff. */
export async function periodPrices(tx: Tx, modelIds: number[], unit: RentalUnit, periodNumber: number): Promise<Map<number, number>> {
  if (modelIds.length === 0) return new Map();
  const rows = await tx
    .select({ modelId: prokatTariffs.modelId, price: prokatTariffs.priceTotal })
    .from(prokatTariffs)
    .where(and(inArray(prokatTariffs.modelId, modelIds), eq(prokatTariffs.unit, unit), eq(prokatTariffs.periodNumber, periodNumber)));
  return new Map(rows.map((row) => [row.modelId, row.price]));
}

/** What an order line of a rental keeps of the period it was booked for (`details.tariff`, set by `choose`). */
export interface LineTariff {
  unit: RentalUnit;
  period_number: number;
  /** The model's price of the period, roubles. */
  price: number;
}

/** What an applied extension keeps (`order_changes.data`): the period and what each tool paid. */
export interface ExtensionData {
  unit: RentalUnit;
  period_number: number;
  units: { unit_id: number; amount: number }[];
}

const tariffOf = (details: Record<string, unknown>): LineTariff | null => {
  const tariff = details.tariff as Partial<LineTariff> | undefined;
  return tariff && (tariff.unit === 'hour' || tariff.unit === 'day') && Number(tariff.period_number) > 0 && Number(tariff.price) >= 0
    ? { unit: tariff.unit, period_number: Number(tariff.period_number), price: Number(tariff.price) }
    : null;
};

/**
 * The paid periods of each tool of the order: the booking, at its share of what the payer paid
 * (after the promo code and points) and of the points, then every applied extension at what it
 * charged for the tool.
 * An order booked before its lines kept the tariff reads the period from its price and today's tariff.
 */
export async function paidPeriodsOf(
  tx: Tx,
  order: { id: number; price: PriceSnapshot | null },
  tools: readonly RentalTool[],
): Promise<Map<number, PaidPeriod[]>> {
  const price = order.price;
  const share = price && price.base > 0 ? price.total / price.base : 1;
  const pointsShare = price && price.base > 0 ? price.bonusesUsed / price.base : 0;
  const lines = await linesOfOrder(tx, order.id);
  const fallbackUnit: RentalUnit = price?.tariffKind === 'daily' ? 'day' : 'hour';
  const fallbackNumber = Math.max(1, price?.units ?? 1);
  const today = await periodPrices(
    tx,
    tools.map((tool) => tool.modelId),
    fallbackUnit,
    fallbackNumber,
  );
  const periods = new Map<number, PaidPeriod[]>();
  for (const tool of tools) {
    const line = lines.find((each) => each.itemId === tool.unitId);
    const tariff = (line && tariffOf(line.details)) ?? {
      unit: fallbackUnit,
      period_number: fallbackNumber,
      price: today.get(tool.modelId) ?? 0,
    };
    periods.set(tool.unitId, [
      { unit: tariff.unit, count: tariff.period_number, money: tariff.price * share, points: tariff.price * pointsShare },
    ]);
  }
  for (const change of await appliedChangesOf(tx, order.id, 'extend')) {
    const data = change.data as Partial<ExtensionData>;
    if ((data.unit !== 'hour' && data.unit !== 'day') || !data.period_number) continue;
    for (const paid of data.units ?? []) {
      periods.get(paid.unit_id)?.push({ unit: data.unit, count: data.period_number, money: paid.amount, points: 0 });
    }
  }
  return periods;
}

/** Another order books the unit somewhere in [from, to): a rental, or a hold not yet expired. */
export async function bookedByOthers(tx: Tx, unitId: number, orderId: number, range: { from: Date; to: Date }, now: Date) {
  const rows = await tx
    .select({ id: prokatUnitBookings.id })
    .from(prokatUnitBookings)
    .where(
      and(
        eq(prokatUnitBookings.unitId, unitId),
        ne(prokatUnitBookings.orderId, orderId),
        countingUnitBooking(now),
        sql`${prokatUnitBookings.during} && tstzrange(${range.from.toISOString()}::timestamptz,
          ${range.to.toISOString()}::timestamptz, '[)')`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}
