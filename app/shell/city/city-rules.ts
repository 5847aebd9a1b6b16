import type { City } from '../../../domains/reference/schema';

const EARTH_RADIUS_KM = 6371;

function toRadians(deg: number) {
  return (deg * Math.PI) / 180;
}

export function distanceKm(aLat: number, aLon: number, bLat: number, bLon: number): number {
  const dLat = toRadians(bLat - aLat);
  const dLon = toRadians(bLon - aLon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(aLat)) * Math.cos(toRadians(bLat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

/** The served city closest to a point; undefined when there are no cities. */
export function nearestCity<T extends Pick<City, 'latitude' | 'longitude'>>(cities: T[], lat: number, lon: number): T | undefined {
  let best: T | undefined;
  let bestDistance = Infinity;
  for (const city of cities) {
    const d = distanceKm(lat, lon, city.latitude, city.longitude);
    if (d < bestDistance) {
      best = city;
      bestDistance = d;
    }
  }
  return best;
}

/**
 * Replaces the city slug in a path whose route has a city_name parameter
 * (/moskva/kladovki/ → /kazan/kladovki/). Paths without it are returned unchanged.
 */
export function swapCitySlug(pathname: string, currentSlug: string | undefined, nextSlug: string): string {
  if (!currentSlug) return pathname;
  const segments = pathname.split('/');
  const index = segments.indexOf(currentSlug);
  if (index === -1) return pathname;
  segments[index] = nextSlug;
  return segments.join('/');
}

/** Phones ask the city question in a bar under the header (CityQuestion); wider screens in the header's popover. */
export const PHONE_QUERY = '(max-width: 767px)';
