/**
 * Delivery zones of the three reference cities, upserted on every start (seed.server.ts). Each city
 * has a base zone roughly inside its ring road (МКАД, КАД; the centre of Kazan) with no surcharge,
 * and an outer zone around it, with the base zone as its hole, delivered for a surcharge. Rings are
 * written [latitude, longitude] as one reads them off a map and stored in GeoJSON order.
 */

type LatLon = readonly [number, number];

export interface DeliveryZoneRow {
  code: string;
  cityId: number;
  name: string;
  /** GeoJSON Polygon coordinates: rings of [longitude, latitude], each closed. */
  polygon: number[][][];
  surcharge: number;
}

/** Roughly along МКАД, clockwise from Altufyevo. */
const MOSCOW_RING: LatLon[] = [
  [55.911, 37.588],
  [55.897, 37.652],
  [55.884, 37.716],
  [55.813, 37.838],
  [55.754, 37.842],
  [55.707, 37.83],
  [55.66, 37.839],
  [55.606, 37.74],
  [55.575, 37.69],
  [55.574, 37.596],
  [55.593, 37.526],
  [55.625, 37.47],
  [55.66, 37.43],
  [55.712, 37.384],
  [55.78, 37.37],
  [55.832, 37.395],
  [55.88, 37.442],
  [55.896, 37.484],
  [55.909, 37.543],
];

/** Roughly along КАД, clockwise from Parnas. */
const SPB_RING: LatLon[] = [
  [60.089, 30.345],
  [60.07, 30.44],
  [60.025, 30.51],
  [59.96, 30.53],
  [59.9, 30.52],
  [59.85, 30.49],
  [59.815, 30.4],
  [59.8, 30.32],
  [59.805, 30.22],
  [59.84, 30.15],
  [59.89, 30.17],
  [59.94, 30.2],
  [59.99, 30.2],
  [60.03, 30.23],
  [60.065, 30.29],
];

/** The built-up centre of Kazan, inside the city's districts. */
const KAZAN_RING: LatLon[] = [
  [55.872, 49.05],
  [55.87, 49.15],
  [55.835, 49.225],
  [55.77, 49.23],
  [55.72, 49.21],
  [55.73, 49.06],
  [55.77, 49.0],
  [55.83, 48.995],
];

/** How far the outer zone reaches: the base ring stretched from its centre by this factor. */
const OUTER_SCALE = 1.8;

function closed(ring: readonly LatLon[]): number[][] {
  const points = ring.map(([lat, lon]) => [lon, lat]);
  return [...points, points[0]!];
}

function stretched(ring: readonly LatLon[], factor: number): LatLon[] {
  const lat = ring.reduce((sum, p) => sum + p[0], 0) / ring.length;
  const lon = ring.reduce((sum, p) => sum + p[1], 0) / ring.length;
  const round = (n: number) => Math.round(n * 10_000) / 10_000;
  return ring.map(([a, b]) => [round(lat + (a - lat) * factor), round(lon + (b - lon) * factor)] as const);
}

function cityZones(cityId: number, slug: string, ring: readonly LatLon[], names: [string, string], surcharge: number): DeliveryZoneRow[] {
  return [
    { code: `${slug}-base`, cityId, name: names[0], polygon: [closed(ring)], surcharge: 0 },
    { code: `${slug}-outer`, cityId, name: names[1], polygon: [closed(stretched(ring, OUTER_SCALE)), closed(ring)], surcharge },
  ];
}

export const deliveryZoneRows: DeliveryZoneRow[] = [
  ...cityZones(604, 'moskva', MOSCOW_RING, ['Москва в пределах МКАД', 'Москва за МКАД'], 990),
  ...cityZones(465, 'sankt-peterburg', SPB_RING, ['Санкт-Петербург в пределах КАД', 'Санкт-Петербург за КАД'], 790),
  ...cityZones(466, 'kazan', KAZAN_RING, ['Казань, центральные районы', 'Казань, окраины'], 590),
];
