import { z } from 'zod';
import type { Tx } from '../../../db/tx';
import { AppError } from '../../../lib/errors';
import type { TariffKind } from './pricing';
import type { BookedItem, ChoiceContext, Chosen, ProductKind } from './product-kind';

/** A choice of a kind sold by periods of a tariff (a cell, a cloud space): the item, the tariff, the period, the first day. */
export const periodChoiceSchema = z.object({
  itemId: z.number().int(),
  tariffKind: z.enum(['monthly', 'daily', 'guest']),
  periodCode: z.string(),
  /** YYYY-MM-DD on the clock of the kind's places. */
  startDate: z.string(),
  /** A calculator's item not booked yet (`ProductKind.draftItem`): `itemId` is then ignored. */
  draft: z.record(z.string(), z.unknown()).optional(),
});

export type PeriodChoice = z.infer<typeof periodChoiceSchema>;

/** Only a guest books under the guest tariff, and a guest books under nothing else. */
function tariffProblem(tariffKind: TariffKind, userId: number | null): string | null {
  if (tariffKind === 'guest' && userId !== null) {
    return 'Гостевой тариф — для бронирования без регистрации. Выберите помесячный или посуточный';
  }
  if (tariffKind !== 'guest' && userId === null) return 'Без регистрации доступен только гостевой тариф';
  return null;
}

/**
 * `ProductKind.choose` of a kind sold by periods: the start day checked by the kind's calendar, the
 * period's range and price from the kind's tariffs; a monthly order renews itself by default.
 */
export async function choosePeriod<Item extends BookedItem>(
  kind: ProductKind<Item>,
  tx: Tx,
  raw: Record<string, unknown>,
  context: ChoiceContext,
): Promise<Chosen<Item>> {
  const periods = kind.periods;
  if (!periods) throw new Error(`kind ${kind.kind} chooses by periods but declares none`);
  const parsed = periodChoiceSchema.safeParse(raw);
  if (!parsed.success) throw new AppError('VALIDATION_ERROR', { message: 'Выберите ячейку, тариф, срок и дату начала' });
  const choice = parsed.data;
  if (context.placing) {
    const problem = tariffProblem(choice.tariffKind, context.userId);
    if (problem) throw new AppError('VALIDATION_ERROR', { fields: { tariff_kind: problem } });
  }
  const problem = periods.dates.startDateProblem(choice.startDate, context.now);
  if (problem) throw new AppError('VALIDATION_ERROR', { fields: { start_date: problem } });
  const draft = Boolean(choice.draft && kind.draftItem);
  const item = draft ? await kind.draftItem!(tx, choice.draft!) : await kind.item(tx, choice.itemId);
  const period = await periods.period(tx, choice.tariffKind, choice.periodCode);
  const unitPrice = await periods.unitPrice(tx, item, choice.tariffKind);
  const range = periods.dates.rentalRange(choice.startDate, choice.tariffKind, period.length);
  const kindPrice = await periods.price(tx, { item, tariffKind: choice.tariffKind, period, unitPrice });
  const lines = [{ itemId: item.id, placeId: item.placeId, subject: item.subject, range }];
  return {
    item,
    draft,
    range,
    lines,
    kindPrice,
    period: { tariffKind: choice.tariffKind, code: period.code },
    renewsByDefault: choice.tariffKind === 'monthly',
  };
}
