import type { CatalogueSlot, CellGroup, CellGroupsFilter, CellSize } from './catalogue-schema';

/** Lower case with "ё" folded into "е", so "Чёрная" and "черная" match. */
export function normalizeSearch(value: string): string {
  return value.toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ').trim();
}

/** Every word of the query occurs somewhere in the warehouse's name, address, metro or city. */
export function matchesSearch(fields: (string | null | undefined)[], query: string | undefined): boolean {
  const words = normalizeSearch(query ?? '')
    .split(' ')
    .filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normalizeSearch(fields.filter(Boolean).join(' '));
  return words.every((word) => haystack.includes(word));
}

/** One page of a list by offset and limit, with the total count. */
export function pageOf<T>(items: T[], offset: number, limit: number): { items: T[]; count: number } {
  return { items: items.slice(offset, offset + limit), count: items.length };
}

function matchesFilter(slot: CatalogueSlot, filter: CellGroupsFilter): boolean {
  if (filter.area_min !== undefined && slot.area < filter.area_min) return false;
  if (filter.area_max !== undefined && slot.area > filter.area_max) return false;
  if (filter.floor !== undefined && slot.floor !== filter.floor) return false;
  if (filter.features && !filter.features.every((f) => slot.features.includes(f))) return false;
  if (filter.only_free && !slot.is_free) return false;
  return true;
}

/**
 * Cells grouped by size class in the order of the sizes, after the filters: counts, free counts,
 * area range, the cheapest monthly price and the first free cell (the smallest, then lowest floor).
 * Classes without matching cells are left out.
 */
export function groupCells(slots: CatalogueSlot[], sizes: CellSize[], filter: CellGroupsFilter = {}): CellGroup[] {
  const matching = slots.filter((slot) => matchesFilter(slot, filter));
  const groups: CellGroup[] = [];
  for (const size of sizes) {
    const inClass = matching.filter((slot) => slot.size_code === size.code);
    if (inClass.length === 0) continue;
    const free = inClass.filter((slot) => slot.is_free);
    const firstFree = [...free].sort((a, b) => a.area - b.area || a.floor - b.floor || a.id - b.id)[0];
    const prices = inClass.map((slot) => slot.price).filter((p): p is number => p !== null);
    const areas = inClass.map((slot) => slot.area);
    groups.push({
      ...size,
      area_from: Math.min(...areas),
      area_to: Math.max(...areas),
      count: inClass.length,
      free_count: free.length,
      min_price: prices.length > 0 ? Math.min(...prices) : null,
      first_free_cell_id: firstFree?.id ?? null,
    });
  }
  return groups;
}
