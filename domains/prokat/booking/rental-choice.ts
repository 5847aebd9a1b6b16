import { z } from 'zod';
import type { KindPrice, PriceLine } from '../../orders/service.server';
import { tariffTitle } from '../tariff-title';

export const RENTAL_RULES = {
  /** Different models in one order. */
  maxModels: 5,
  /** Units of one model in one order. */
  maxPerModel: 3,
} as const;

const slug = z
  .string()
  .trim()
  .regex(/^[a-z0-9-]{1,80}$/, 'Некорректный адрес модели');

/** What a renter picks: a locker, the models with how many of each, and a period of the tariffs (hours or days). */
export const rentalChoiceSchema = z.object({
  postomat_id: z.number().int().positive().max(2_147_483_647),
  items: z
    .array(z.object({ model_slug: slug, quantity: z.number().int().min(1).max(RENTAL_RULES.maxPerModel).default(1) }))
    .min(1, 'Выберите инструмент')
    .max(RENTAL_RULES.maxModels, `Не больше ${RENTAL_RULES.maxModels} разных инструментов в одном заказе`)
    .refine((items) => new Set(items.map((item) => item.model_slug)).size === items.length, 'Инструмент указан дважды'),
  unit: z.enum(['hour', 'day']),
  period_number: z.number().int().min(1).max(30),
});
export type RentalChoice = z.infer<typeof rentalChoiceSchema>;

/** A model as the price needs it: its name and the tariff of the chosen period. */
export interface PricedModel {
  name: string;
  quantity: number;
  priceTotal: number;
}

const HOUR_MS = 3600 * 1000;

/** The rental's end: hours or whole days (24 hours each) from its start. */
export function rentalEnd(from: Date, unit: 'hour' | 'day', periodNumber: number): Date {
  return new Date(from.getTime() + periodNumber * (unit === 'hour' ? 1 : 24) * HOUR_MS);
}

/** One charge line per model (its period's price × units); no renewal, no kind's discount. */
export function rentalPrice(models: PricedModel[], unit: 'hour' | 'day', periodNumber: number): KindPrice {
  const period = tariffTitle(unit, periodNumber);
  const lines: PriceLine[] = models.map((model) => ({
    title: `${model.name}, ${period}${model.quantity > 1 ? ` × ${model.quantity}` : ''}`,
    unit: unit === 'hour' ? 'period_hours' : 'period_days',
    quantity: model.quantity,
    unit_price: model.priceTotal,
    amount: model.priceTotal * model.quantity,
    type: 'charge',
  }));
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  const first = models[0]!;
  return {
    lines,
    firstPeriodAmount: total,
    summary: {
      tariffKind: unit === 'hour' ? 'hourly' : 'daily',
      periodCode: `${unit === 'hour' ? 'h' : 'd'}${periodNumber}`,
      periodTitle: period,
      unitPrice: first.priceTotal,
      units: periodNumber,
      periodDiscountPercent: 0,
    },
  };
}
