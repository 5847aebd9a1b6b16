export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export interface Projected<T> {
  item: T;
  x: number;
  y: number;
}

/**
 * Places points on a width × height plot keeping their real proportions: longitude is squeezed by
 * cos(latitude), the bounding box is fitted into the plot with a margin and centred. One point (or
 * several at the same place) lands in the middle.
 */
export function projectPoints<T extends GeoPoint>(items: T[], width: number, height: number, margin = 40): Projected<T>[] {
  if (items.length === 0) return [];
  const midLat = items.reduce((sum, p) => sum + p.latitude, 0) / items.length;
  const k = Math.cos((midLat * Math.PI) / 180);
  const xs = items.map((p) => p.longitude * k);
  const ys = items.map((p) => p.latitude);
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  const minY = Math.min(...ys);
  const maxY = Math.max(...ys);
  const spanX = maxX - minX;
  const spanY = maxY - minY;
  const innerW = width - 2 * margin;
  const innerH = height - 2 * margin;
  const scale = spanX === 0 && spanY === 0 ? 0 : Math.min(spanX > 0 ? innerW / spanX : Infinity, spanY > 0 ? innerH / spanY : Infinity);
  const offsetX = margin + (innerW - spanX * scale) / 2;
  const offsetY = margin + (innerH - spanY * scale) / 2;
  return items.map((item, i) => ({
    item,
    x: Math.round((offsetX + (xs[i]! - minX) * scale) * 10) / 10,
    // North is up: larger latitudes get smaller y.
    y: Math.round((offsetY + (maxY - ys[i]!) * scale) * 10) / 10,
  }));
}

/** Kilometres per plot pixel for the scale bar (the inverse of the projection's scale). */
export function kmPerPixel(items: GeoPoint[], width: number, height: number, margin = 40): number | null {
  const points = projectPoints(items, width, height, margin);
  for (let i = 1; i < points.length; i += 1) {
    const a = points[0]!;
    const b = points[i]!;
    const px = Math.hypot(b.x - a.x, b.y - a.y);
    if (px < 1) continue;
    const dLat = (b.item.latitude - a.item.latitude) * 111.32;
    const dLon = (b.item.longitude - a.item.longitude) * 111.32 * Math.cos((a.item.latitude * Math.PI) / 180);
    return Math.hypot(dLat, dLon) / px;
  }
  return null;
}
