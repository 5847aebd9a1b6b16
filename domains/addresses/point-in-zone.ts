import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';

/** A point on the map, as the API and the table write it. */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** What the rule needs of a delivery zone: its polygon (GeoJSON order, [longitude, latitude]) and price. */
export interface ZoneShape {
  id: number;
  cityId: number;
  /** The outer ring and any holes, each closed. */
  polygon: number[][][];
  surcharge: number;
}

/**
 * Whether the point is in the zone: inside the outer ring and not inside a hole. A point on an
 * edge, the outer ring's or a hole's, counts as inside: a house on the boundary line is served.
 */
export function isInZone(zone: Pick<ZoneShape, 'polygon'>, point: GeoPoint): boolean {
  if (zone.polygon.length === 0 || (zone.polygon[0]?.length ?? 0) < 4) return false;
  return booleanPointInPolygon([point.longitude, point.latitude], { type: 'Polygon', coordinates: zone.polygon });
}

/**
 * The zone that serves the point: of the zones containing it, the one with the smallest surcharge
 * (a point on the line between the base zone and the outer one pays nothing), then the lower id.
 * Null when no zone contains it: the address is outside delivery.
 */
export function zoneAt<Z extends ZoneShape>(zones: readonly Z[], point: GeoPoint): Z | null {
  let best: Z | null = null;
  for (const zone of zones) {
    if (!isInZone(zone, point)) continue;
    if (!best || zone.surcharge < best.surcharge || (zone.surcharge === best.surcharge && zone.id < best.id)) best = zone;
  }
  return best;
}
