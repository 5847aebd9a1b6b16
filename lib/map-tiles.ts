/** Raster tiles of the places map: OpenStreetMap unless MAP_TILE_URL names another source. */
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_MAP_TILE_ATTRIBUTION = '© участники OpenStreetMap';
export const DEFAULT_MAP_TILE_ATTRIBUTION_URL = 'https://www.openstreetmap.org/copyright';

/** A tile template: http(s), with {z}, {x} and {y} (and optionally {s} for subdomains). */
export function isTileTemplate(value: string): boolean {
  if (!/^https?:\/\/[^/]+\//.test(value)) return false;
  return ['{z}', '{x}', '{y}'].every((part) => value.includes(part));
}

/** The CSP source of a tile template: its origin, `{s}` subdomains as a wildcard. */
export function tileHostSource(template: string): string | null {
  if (!isTileTemplate(template)) return null;
  const host = /^(https?:\/\/[^/]+)\//.exec(template)?.[1] ?? null;
  return host ? host.replace('{s}', '*') : null;
}
