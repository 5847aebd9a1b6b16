import { z } from 'zod';
import type { Tx } from '../../../db/tx';
import { AppError } from '../../../lib/errors';
import type { ChoiceContext, Chosen, KindPrice, PriceLine } from '../../../domains/orders/service.server';
import { zonedLocalInstant } from '../../../lib/zoned-calendar';
import { addHours } from './parking-clock';
import type { ParkingSpot } from './parking-kind';

export const MAX_HOURS = 12;
const MAX_SPOTS = 3;

/** What a driver picks: one or more places of the car park, a local start «YYYY-MM-DDTHH:mm» and whole hours. */
const parkingChoiceSchema = z.object({
  spotIds: z.array(z.number().int()).min(1).max(MAX_SPOTS),
  from: z.string(),
  hours: z.number().int(),
});

export type ParkingChoice = z.infer<typeof parkingChoiceSchema>;

/** The price of hours at each place and one entry fee per stay, in the kind's own lines. */
export function parkingPrice(spots: ParkingSpot[], hours: number): KindPrice {
  const charges: PriceLine[] = spots.map((spot) => ({
    title: `Парковка ${spot.subject}, ${spot.rate} ₽ × ${hours} ч`,
    unit: 'hour',
    quantity: hours,
    unit_price: spot.rate,
    amount: spot.rate * hours,
    type: 'charge',
  }));
  const fee = Math.max(...spots.map((spot) => spot.entryFee));
  const first = spots[0]!;
  return {
    lines: [...charges, { title: 'Въезд', unit: 'fee', quantity: 1, unit_price: fee, amount: fee, type: 'fee' }],
    firstPeriodAmount: charges.reduce((sum, line) => sum + line.amount, 0),
    summary: {
      tariffKind: 'hourly',
      periodCode: `h${hours}`,
      periodTitle: `${hours} ч`,
      unitPrice: first.rate,
      units: hours,
      periodDiscountPercent: 0,
    },
  };
}

/**
 * `ProductKind.choose` of the parking kind: hours from a local start in the car park's own time zone,
 * one order line per place, never renewed. Nothing here is a period, a tariff or a Moscow day.
 */
export async function chooseParking(
  spotOf: (tx: Tx, id: number) => Promise<ParkingSpot>,
  tx: Tx,
  raw: Record<string, unknown>,
  { now }: ChoiceContext,
): Promise<Chosen<ParkingSpot>> {
  const parsed = parkingChoiceSchema.safeParse(raw);
  if (!parsed.success) throw new AppError('VALIDATION_ERROR', { message: `Выберите от 1 до ${MAX_SPOTS} мест, начало и число часов` });
  const { spotIds, from: start, hours } = parsed.data;
  if (new Set(spotIds).size !== spotIds.length) throw new AppError('VALIDATION_ERROR', { fields: { spotIds: 'Место выбрано дважды' } });
  if (hours < 1 || hours > MAX_HOURS) throw new AppError('VALIDATION_ERROR', { fields: { hours: `Выберите от 1 до ${MAX_HOURS} часов` } });
  const spots = [];
  for (const id of spotIds) spots.push(await spotOf(tx, id));
  const timeZone = spots[0]!.timeZone;
  const from = zonedLocalInstant(start, timeZone);
  if (!from) throw new AppError('VALIDATION_ERROR', { fields: { from: 'Укажите начало как ГГГГ-ММ-ДДTчч:мм по времени парковки' } });
  if (from < now) throw new AppError('VALIDATION_ERROR', { fields: { from: 'Начало не может быть в прошлом' } });
  const range = { from, to: addHours(from, hours), timeZone };
  return {
    item: spots[0]!,
    draft: false,
    range,
    lines: spots.map((spot) => ({ itemId: spot.id, placeId: spot.placeId, subject: spot.subject, range })),
    kindPrice: parkingPrice(spots, hours),
    period: null,
    renewsByDefault: false,
  };
}
