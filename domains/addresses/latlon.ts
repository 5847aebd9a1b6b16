import type { GeoPoint } from './point-in-zone';

/** `55.75,37.62`: latitude, comma, longitude; decimal points, an optional minus, up to 8 decimals, no spaces inside numbers. */
const LATLON = /^\s*(-?\d{1,2}(?:\.\d{1,8})?)\s*,\s*(-?\d{1,3}(?:\.\d{1,8})?)\s*$/;

export const LATLON_FORMAT_MESSAGE = 'Укажите координаты как «широта,долгота», например 55.75,37.62';

/**
 * Reads the `latlon` of the address calls strictly: two decimal numbers in range (latitude −90…90,
 * longitude −180…180), nothing else. Answers the point or the Russian reason it was refused.
 */
export function parseLatLon(raw: string): { ok: true; point: GeoPoint } | { ok: false; message: string } {
  const match = LATLON.exec(raw);
  if (!match) return { ok: false, message: LATLON_FORMAT_MESSAGE };
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  if (Math.abs(latitude) > 90) return { ok: false, message: 'Широта должна быть от −90 до 90' };
  if (Math.abs(longitude) > 180) return { ok: false, message: 'Долгота должна быть от −180 до 180' };
  // -0 reads as 0: the same point written two ways is one point.
  return { ok: true, point: { latitude: latitude + 0, longitude: longitude + 0 } };
}
