import { z } from 'zod';
import { extendResultSchema, orderIdQuerySchema } from '../../orders/schema';
import { EARLY_END_COMMENT_MAX, rentalQualityCodes, rentalQualityProblem } from './early-end-marks';

const instant = z.string().describe('ISO 8601');

/** What the renter asks: one period of the tariffs (hours or days). */
export const rentalExtensionInputSchema = z.object({
  unit: z.enum(['hour', 'day'], { error: 'Срок — в часах (hour) или сутках (day)' }),
  period_number: z.number({ error: 'Сколько часов или суток — числом' }).int('Целое число').min(1, 'Не меньше 1').max(30, 'Не больше 30'),
});
export type RentalExtensionInput = z.infer<typeof rentalExtensionInputSchema>;

/** How the rental went (marks and a comment), given when it ends early. */
const earlyEndFields = {
  quality_statuses: z
    .array(z.enum(rentalQualityCodes, { error: 'Неизвестная оценка' }), { error: 'Оценки — список' })
    .max(rentalQualityCodes.length, 'Слишком много оценок')
    .default([])
    .describe('Как прошла аренда — необязательно; «Другое» — с комментарием'),
  comment: z
    .string({ error: 'Комментарий — текст' })
    .trim()
    .max(EARLY_END_COMMENT_MAX, `Комментарий — не длиннее ${EARLY_END_COMMENT_MAX} символов`)
    .optional(),
};

const marksChecked = (value: { quality_statuses: string[]; comment?: string | undefined }, ctx: z.RefinementCtx) => {
  const problem = rentalQualityProblem(value.quality_statuses, value.comment ?? '');
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['quality_statuses'] });
};

export const earlyEndInputSchema = z.object(earlyEndFields).superRefine(marksChecked);
export type EarlyEndInput = z.infer<typeof earlyEndInputSchema>;
const money = z.number().int().describe('рубли');

/** A period the rental can be extended by, priced and checked now. */
export const extensionPeriodSchema = z.object({
  unit: z.enum(['hour', 'day']),
  period_number: z.number().int(),
  title: z.string().describe('«2 часа», «1 сутки»'),
  amount: money.describe('Цена продления всех инструментов заказа'),
  new_end: instant.nullable().describe('Новый срок возврата (самый ранний из инструментов)'),
  available: z.boolean(),
  reason: z.string().nullable().describe('Почему этот срок сейчас не купить'),
});

export const extensionPeriodsSchema = z.object({
  order_id: z.number().int(),
  time_zone: z.string().describe('Часовой пояс постамата: время показывают по нему'),
  current_end: instant.nullable().describe('Когда нужно вернуть инструмент сейчас (самый ранний срок)'),
  late: z.boolean().describe('Срок уже прошёл: продление считается от момента оплаты'),
  periods: z.array(extensionPeriodSchema),
});
export type ExtensionPeriods = z.infer<typeof extensionPeriodsSchema>;

export const extensionRequestSchema = orderIdQuerySchema.extend(rentalExtensionInputSchema.shape);

export const extensionAnswerSchema = z.object({
  change_id: z.number().int(),
  status: z.string().describe('pending: ждёт оплаты'),
  amount: money,
  payment: extendResultSchema.nullable(),
  confirmation_url: z.string().nullable(),
});

export const earlyEndRequestSchema = orderIdQuerySchema.extend(earlyEndFields).superRefine(marksChecked);

const earlyEndToolSchema = z.object({
  unit_id: z.number().int(),
  name: z.string(),
  state: z.enum(['not_taken', 'missed', 'returned', 'out']),
  unused: z.string().nullable().describe('Неиспользованные целые часы или сутки'),
  amount: money,
  points: z.number().int().describe('Вернём баллами за этот инструмент'),
});

export const earlyEndCalculationSchema = z.object({
  order_id: z.number().int(),
  tools: z.array(earlyEndToolSchema),
  refund: money.describe('Вернём на карту'),
  points: z.number().int().describe('Вернём баллами: неиспользованная часть, оплаченная баллами'),
  never_taken: z.boolean().describe('Инструмент не забирали: вернём всё, заказ отменится'),
  all_back: z.boolean().describe('Все инструменты в постаматах: можно завершать'),
  time_over: z.boolean(),
  lines: z.array(z.object({ title: z.string(), amount: money })),
  problem: z.string().nullable().describe('Почему завершить досрочно сейчас нельзя'),
  time_zone: z.string().describe('Часовой пояс постамата'),
});
export type EarlyEndCalculation = z.infer<typeof earlyEndCalculationSchema>;

export const earlyEndStateSchema = z.object({
  order_id: z.number().int(),
  status: z.string(),
  ended_early: z.boolean(),
  ended_at: instant.nullable(),
  refund: money.nullable(),
  points: z.number().int().nullable().describe('Сколько баллов вернулось'),
});
export type EarlyEndState = z.infer<typeof earlyEndStateSchema>;
