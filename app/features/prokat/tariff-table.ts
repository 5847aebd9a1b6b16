import type { TariffRow } from '../../../domains/prokat/catalogue-schema';
import { modelPath } from './paths';

/** A column of the prices: one period («1 час», «7 суток»). */
export interface TariffPeriod {
  key: string;
  title: string;
}

export interface TariffTableRow {
  key: string;
  name: string;
  /** The model's page; null when its category is not known here. */
  href: string | null;
  /** The locker's cell the tool lies in (a locker chosen), else null. */
  cell: number | null;
  deposit: number;
  /** The price of each period by its key; a period the model is not rented for is absent. */
  prices: Record<string, number>;
}

export interface TariffTableGroup {
  category: string;
  slug: string | null;
  rows: TariffTableRow[];
}

const periodKey = (tariff: { unit: 'hour' | 'day'; period_number: number }) => `${tariff.unit}-${tariff.period_number}`;

/**
 * The prices table: the periods of every row as columns (hours before days, shorter first) and the
 * rows by category in the catalogue's order; a locker's rows keep their cells and their order.
 */
export function tariffTable(rows: readonly TariffRow[], categories: readonly { slug: string; name: string }[]) {
  const periods = new Map<string, TariffPeriod & { unit: number; number: number }>();
  for (const row of rows) {
    for (const tariff of row.tariffs) {
      periods.set(periodKey(tariff), {
        key: periodKey(tariff),
        title: tariff.title,
        unit: tariff.unit === 'hour' ? 0 : 1,
        number: tariff.period_number,
      });
    }
  }
  const slugOf = new Map(categories.map((c) => [c.name, c.slug]));
  const orderOf = (slug: string | null) => {
    const index = categories.findIndex((c) => c.slug === slug);
    return index === -1 ? categories.length : index;
  };
  const groups = new Map<string, TariffTableGroup>();
  for (const row of rows) {
    const slug = slugOf.get(row.category) ?? null;
    const group = groups.get(row.category) ?? { category: row.category, slug, rows: [] };
    group.rows.push({
      key: row.postomat_slot === null ? row.tool_model.code : `${row.postomat_slot}-${row.tool_model.code}`,
      name: row.tool_model.name,
      href: slug ? modelPath(slug, row.tool_model.code) : null,
      cell: row.postomat_slot,
      deposit: row.deposit,
      prices: Object.fromEntries(row.tariffs.map((tariff) => [periodKey(tariff), tariff.price_total])),
    });
    groups.set(row.category, group);
  }
  return {
    periods: [...periods.values()].sort((a, b) => a.unit - b.unit || a.number - b.number).map(({ key, title }) => ({ key, title })),
    // Categories in the catalogue's order; rows within one keep theirs (a locker's by cell).
    groups: [...groups.values()].sort((a, b) => orderOf(a.slug) - orderOf(b.slug)),
  };
}
