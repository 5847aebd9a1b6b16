/** Where the prokat pages live; every path ends with a slash, as the site's do. */
export const PROKAT_PATH = '/prokat/';
export const PROKAT_CATALOG_PATH = '/prokat/katalog/';
export const PROKAT_FINES_PATH = '/prokat-fines/';
export const PROKAT_TARIFFS_PATH = '/tariffs/prokat/';

export const postomatPath = (id: number) => `/prokat/${id}/`;
export const modelPath = (categorySlug: string, modelSlug: string) => `/prokat/katalog/${categorySlug}/${modelSlug}/`;

/** The tariffs of every model, or of the tools in one locker. */
export function prokatTariffsPath(postomatId?: number | null): string {
  return postomatId ? `${PROKAT_TARIFFS_PATH}?postomat=${postomatId}` : PROKAT_TARIFFS_PATH;
}

/** The largest id the database's integer column holds. */
const MAX_ID = 2_147_483_647;

/**
 * A locker's id from the path or the query: a positive integer without leading zeros or signs, at most
 * the database's largest; anything else is null (the page answers 404).
 */
export function parsePostomatId(value: string | null | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}

/**
 * `?categories=1,3`: the chosen category ids, sorted and without repeats; absent or empty is none,
 * a malformed value is null (the page answers 404). Ids of no known category are dropped when `known` is given.
 */
export function parseCategoryIds(value: string | null, known?: readonly number[]): number[] | null {
  if (value === null || value === '') return [];
  if (value.length > 200 || !/^[1-9]\d{0,8}(,[1-9]\d{0,8}){0,30}$/.test(value)) return null;
  const ids = [...new Set(value.split(',').map(Number))].sort((a, b) => a - b);
  return known ? ids.filter((id) => known.includes(id)) : ids;
}

/** The chosen categories with `id` added, or taken away when it was chosen. */
export function toggleCategory(selected: readonly number[], id: number): number[] {
  return selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id].sort((a, b) => a - b);
}

/** `/prokat/` with the city (when chosen in the address) and the categories. */
export function prokatListPath({ city, categories = [] }: { city?: string | null; categories?: readonly number[] }): string {
  const params = new URLSearchParams();
  if (city) params.set('city', city);
  if (categories.length > 0) params.set('categories', categories.join(','));
  // The comma stays as it is: `?categories=1,3` reads better than `1%2C3` and means the same.
  const query = params.toString().replace(/%2C/g, ',');
  return query ? `${PROKAT_PATH}?${query}` : PROKAT_PATH;
}
