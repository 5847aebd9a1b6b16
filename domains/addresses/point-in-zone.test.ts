import { describe, expect, it } from 'vitest';
import { isInZone, zoneAt, type ZoneShape } from './point-in-zone';
import { deliveryZoneRows } from './zones-data';

// A square 10×10 (longitude 0…10, latitude 0…10) with a 2×2 hole in the middle, and a ring around it.
const square = [
  [0, 0],
  [10, 0],
  [10, 10],
  [0, 10],
  [0, 0],
];
const hole = [
  [4, 4],
  [6, 4],
  [6, 6],
  [4, 6],
  [4, 4],
];
const base: ZoneShape = { id: 1, cityId: 1, polygon: [square, hole], surcharge: 0 };
const outer: ZoneShape = {
  id: 2,
  cityId: 1,
  polygon: [
    [
      [-5, -5],
      [15, -5],
      [15, 15],
      [-5, 15],
      [-5, -5],
    ],
    square,
  ],
  surcharge: 500,
};
const otherCity: ZoneShape = {
  id: 3,
  cityId: 2,
  polygon: [
    [
      [100, 50],
      [101, 50],
      [101, 51],
      [100, 51],
      [100, 50],
    ],
  ],
  surcharge: 0,
};
const at = (latitude: number, longitude: number) => ({ latitude, longitude });

describe('point in a delivery zone', () => {
  it('finds a point inside and refuses one outside', () => {
    expect(isInZone(base, at(2, 3))).toBe(true);
    expect(isInZone(base, at(11, 3))).toBe(false);
    expect(isInZone(base, at(2, -0.001))).toBe(false);
  });

  it('counts a point on an edge or a corner as inside', () => {
    expect(isInZone(base, at(0, 5))).toBe(true);
    expect(isInZone(base, at(5, 10))).toBe(true);
    expect(isInZone(base, at(10, 10))).toBe(true);
  });

  it('leaves out a point in a hole, but not one on the hole’s edge', () => {
    expect(isInZone(base, at(5, 5))).toBe(false);
    expect(isInZone(base, at(4, 5))).toBe(true);
  });

  it('reads [longitude, latitude] pairs: swapping them misses the zone', () => {
    expect(isInZone(otherCity, at(50.5, 100.5))).toBe(true);
    expect(isInZone(otherCity, at(100.5, 50.5))).toBe(false);
  });

  it('picks the cheapest zone containing the point, and none when the point is in another city', () => {
    const zones = [outer, base, otherCity];
    expect(zoneAt(zones, at(2, 2))?.id).toBe(1);
    expect(zoneAt(zones, at(12, 12))?.id).toBe(2);
    // The hole of the base zone is served by no zone here (the outer zone's hole is the whole square).
    expect(zoneAt(zones, at(5, 5))).toBeNull();
    // On the line between the base and the outer zone: the base zone, without surcharge.
    expect(zoneAt(zones, at(0, 5))?.id).toBe(1);
    expect(zoneAt(zones, at(50.5, 100.5))?.cityId).toBe(2);
    expect(zoneAt(zones, at(30, 30))).toBeNull();
  });

  it('refuses a degenerate polygon instead of throwing', () => {
    expect(isInZone({ polygon: [] }, at(1, 1))).toBe(false);
    expect(isInZone({ polygon: [[[0, 0]]] }, at(0, 0))).toBe(false);
  });
});

describe('the zones of the three cities', () => {
  const zones = deliveryZoneRows.map((row, i) => ({ ...row, id: i + 1 }));
  const codeAt = (lat: number, lon: number) => zoneAt(zones, at(lat, lon))?.code ?? null;

  it('serve the centres without surcharge, the outskirts with it, and nothing far away', () => {
    expect(codeAt(55.7558, 37.6173)).toBe('moskva-base'); // Red Square
    expect(codeAt(55.545, 37.52)).toBe('moskva-outer'); // Southern Butovo, beyond МКАД
    expect(codeAt(55.99, 37.207)).toBeNull(); // Zelenograd
    expect(codeAt(59.9343, 30.3351)).toBe('sankt-peterburg-base'); // Nevsky Prospekt
    expect(codeAt(59.72, 30.41)).toBe('sankt-peterburg-outer'); // Pushkin
    expect(codeAt(60.195, 29.71)).toBeNull(); // Zelenogorsk
    expect(codeAt(55.7961, 49.1064)).toBe('kazan-base'); // the Kremlin
    expect(codeAt(55.86, 49.248)).toBe('kazan-outer'); // Derbyshki
    expect(codeAt(48.7, 44.5)).toBeNull(); // Volgograd
  });

  it('are closed rings in [longitude, latitude] order', () => {
    for (const zone of deliveryZoneRows) {
      for (const ring of zone.polygon) {
        expect(ring[0]).toEqual(ring.at(-1));
        expect(ring[0]![0]).toBeLessThan(ring[0]![1]!); // longitudes 30–50 come before latitudes 55–60
      }
    }
  });
});
