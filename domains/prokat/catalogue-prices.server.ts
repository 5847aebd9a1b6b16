import { asc, desc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.server';
import type { ProkatTariff } from './catalogue-schema';
import { prokatTariffs } from './tables';
import { tariffTitle } from './tariff-title';

type TariffDbRow = typeof prokatTariffs.$inferSelect;

// Correlated subqueries name the outer table in full: drizzle leaves column names unqualified in a
// query of one table, and inside a subquery an unqualified name would be the subquery's own.
/** SQL: a model's lowest price of any period (in a query over `prokat_models`). */
export const priceMin = sql<number>`(select min(t.price_total) from prokat_tariffs t where t.model_id = "prokat_models"."id")`;
/** SQL: a model's price of one day, else its lowest price (in a query over `prokat_models`). */
export const priceDay = sql<number>`coalesce((select t.price_total from prokat_tariffs t
  where t.model_id = "prokat_models"."id" and t.unit = 'day' and t.period_number = 1), ${priceMin})`;

const tariffOf = (row: Pick<TariffDbRow, 'unit' | 'periodNumber' | 'priceTotal'>): ProkatTariff => ({
  unit: row.unit,
  period_number: row.periodNumber,
  price_total: row.priceTotal,
  title: tariffTitle(row.unit, row.periodNumber),
});

/** The tariffs of each model: hours before days, shortest period first. */
export async function tariffsOf(db: Db, modelIds: number[]) {
  if (modelIds.length === 0) return new Map<number, ProkatTariff[]>();
  const rows = await db
    .select()
    .from(prokatTariffs)
    .where(inArray(prokatTariffs.modelId, modelIds))
    .orderBy(asc(prokatTariffs.modelId), desc(prokatTariffs.unit), asc(prokatTariffs.periodNumber));
  const byModel = new Map<number, ProkatTariff[]>();
  for (const row of rows) byModel.set(row.modelId, [...(byModel.get(row.modelId) ?? []), tariffOf(row)]);
  return byModel;
}
