import type { Marker, Postomat } from '../../../domains/prokat/catalogue-schema';
import type { MapBounds, MapPlace, PlacesLoader } from '../storages';
import { postomatPath } from './paths';
import { hoursText, toolsCountText } from './view';

/** A locker in the list of the map page: what its card and its pin show. */
export interface PostomatListItem {
  id: number;
  number: string;
  name: string;
  address: string;
  hours: string;
  latitude: number;
  longitude: number;
  /** Tools of the chosen categories (all when none is chosen) lying in it now. */
  count: number;
}

/**
 * The lockers of a city in the list's order (the markers'), each with its count of tools of the chosen
 * categories; with categories chosen, only the lockers that have such a tool now.
 */
export function postomatList(postomats: readonly Postomat[], markers: readonly Marker[], cityId: number): PostomatListItem[] {
  const byId = new Map(postomats.map((p) => [p.id, p]));
  return markers.flatMap((marker) => {
    const postomat = byId.get(marker.id);
    if (!postomat || postomat.city_id !== cityId) return [];
    return [
      {
        id: marker.id,
        number: marker.number,
        name: marker.name,
        address: marker.address,
        hours: hoursText(postomat.timetable),
        latitude: marker.latitude,
        longitude: marker.longitude,
        count: marker.count,
      },
    ];
  });
}

/** A locker's pin: the number of its tools on it, its number and name in its accessible name; it leads to the locker. */
export function postomatPlace(item: Pick<Marker, 'id' | 'number' | 'name' | 'latitude' | 'longitude' | 'count'>): MapPlace {
  return {
    id: item.id,
    badge: String(item.count),
    name: `${item.number} · ${item.name}`,
    label: `${toolsCountText(item.count)} — постамат ${item.number}, ${item.name}`,
    latitude: item.latitude,
    longitude: item.longitude,
    price: null,
    href: postomatPath(item.id),
  };
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
/** Five decimals are a metre: enough for the bounds, and the same view asks the same address. */
const round = (value: number) => Math.round(value * 1e5) / 1e5;

/**
 * The query of the markers call for the map's view: the bounds held within the world (a map zoomed
 * far out reaches past ±180°) and the chosen categories.
 */
export function markersQuery(bounds: MapBounds, categories: readonly number[]): Record<string, string> {
  const south = round(clamp(bounds.south, -90, 90));
  const north = round(clamp(bounds.north, south, 90));
  const west = round(clamp(bounds.west, -180, 180));
  const east = round(clamp(bounds.east, west, 180));
  const query: Record<string, string> = { south: String(south), west: String(west), north: String(north), east: String(east) };
  if (categories.length > 0) query.categories = categories.join(',');
  return query;
}

export const MARKERS_PATH = '/api/cabinet/v3/rental/postomats/markers';

/**
 * What the live map asks for the lockers in its view with the chosen categories. The API client comes
 * with the first call: the page's own code does not carry it.
 */
export function markersLoader(categories: readonly number[]): PlacesLoader {
  const chosen = [...categories];
  return async (bounds, signal) => {
    const { apiRequest } = await import('../../shell/api-client');
    const markers = await apiRequest<Marker[]>(MARKERS_PATH, { query: markersQuery(bounds, chosen), signal });
    return markers.map(postomatPlace);
  };
}
