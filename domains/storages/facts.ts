/**
 * Figures the site states about the storage line (the main page, the lists), computed from the
 * catalogue: the lowest monthly price, the cell areas, the temperature in the warehouses.
 */
export interface StorageFacts {
  /**
   * The lowest monthly tariff of a bookable cell over all cities: an active cell of an active STORAGE
   * warehouse whose size has an active monthly tariff there; null without such cells.
   */
  min_monthly_price: number | null;
  /** The cities where that price is found (ids, ascending). */
  min_monthly_price_city_ids: number[];
  /** The smallest and the largest area (m²) of those cells. */
  area_from: number | null;
  area_to: number | null;
  /** The coldest and the warmest temperature the STORAGE warehouses promise, °C. */
  temperature_from: number | null;
  temperature_to: number | null;
  /** The same figures by city (ids ascending): the lowest monthly price and the cell areas there. */
  cities: StorageCityFacts[];
  /** Active STORAGE warehouses, and those of them open to their cells around the clock. */
  warehouses: number;
  warehouses_24h: number;
}

export interface StorageCityFacts {
  city_id: number;
  min_monthly_price: number;
  area_from: number;
  area_to: number;
}

/** The smallest and largest cell areas of one city, or of all cities without one; null when there are none. */
export function areaSpanOf(facts: StorageFacts, cityId?: number | null): { from: number; to: number } | null {
  if (cityId === undefined || cityId === null) {
    return facts.area_from !== null && facts.area_to !== null ? { from: facts.area_from, to: facts.area_to } : null;
  }
  const city = facts.cities.find((c) => c.city_id === cityId);
  return city ? { from: city.area_from, to: city.area_to } : null;
}

export const EMPTY_STORAGE_FACTS: StorageFacts = {
  min_monthly_price: null,
  min_monthly_price_city_ids: [],
  area_from: null,
  area_to: null,
  temperature_from: null,
  temperature_to: null,
  cities: [],
  warehouses: 0,
  warehouses_24h: 0,
};

/** The degrees named in a warehouse's temperature line: "от +12 до +22 °C" → [12, 22]; "12-22" is a range, not −22. */
export function degreesIn(text: string): number[] {
  return [...text.matchAll(/(^|[^\d])([+\-−]?)(\d+)/g)].map((m) => {
    const negative = m[2] === '−' || (m[2] === '-' && (m[1] === '' || /\s/.test(m[1]!)));
    return (negative ? -1 : 1) * Number(m[3]);
  });
}

/** The lowest and highest degrees over the warehouses' temperature lines; null when none names any. */
export function temperatureRange(lines: readonly string[]): { from: number; to: number } | null {
  const all = lines.flatMap(degreesIn);
  if (all.length === 0) return null;
  return { from: Math.min(...all), to: Math.max(...all) };
}

function signed(value: number): string {
  return `${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value)}`;
}

/** 10 → "+10 °C", -5 → "−5 °C", 0 → "0 °C". */
export function formatDegrees(value: number): string {
  return `${signed(value)}\u00a0°C`;
}

/** "от +10 до +22 °C". */
export function formatDegreesRange(from: number, to: number): string {
  return `от ${signed(from)} до ${signed(to)}\u00a0°C`;
}
