import { describe, expect, it } from 'vitest';
import { kmPerPixel, projectPoints } from './map-projection';

describe('projectPoints', () => {
  it('keeps north up and east right inside the margins', () => {
    const points = projectPoints(
      [
        { id: 'north', latitude: 55.9, longitude: 37.6 },
        { id: 'south', latitude: 55.6, longitude: 37.6 },
        { id: 'east', latitude: 55.75, longitude: 37.9 },
      ],
      400,
      300,
      20,
    );
    const by = Object.fromEntries(points.map((p) => [p.item.id, p]));
    expect(by.north!.y).toBeLessThan(by.south!.y);
    expect(by.east!.x).toBeGreaterThan(by.north!.x);
    for (const p of points) {
      expect(p.x).toBeGreaterThanOrEqual(20);
      expect(p.x).toBeLessThanOrEqual(380);
      expect(p.y).toBeGreaterThanOrEqual(20);
      expect(p.y).toBeLessThanOrEqual(280);
    }
    // The taller span (0.3° of latitude) fills the inner height exactly.
    expect(by.south!.y - by.north!.y).toBeCloseTo(260, 0);
  });

  it('puts a single point in the middle and handles an empty list', () => {
    expect(projectPoints([{ latitude: 55.7, longitude: 37.6 }], 400, 300)).toEqual([
      { item: { latitude: 55.7, longitude: 37.6 }, x: 200, y: 150 },
    ]);
    expect(projectPoints([], 400, 300)).toEqual([]);
  });

  it('squeezes longitude by the cosine of the latitude', () => {
    const [a, b] = projectPoints(
      [
        { latitude: 60, longitude: 30 },
        { latitude: 60, longitude: 31 },
      ],
      1000,
      1000,
      0,
    );
    expect(b!.x - a!.x).toBeCloseTo(1000, 0);
    const km = kmPerPixel(
      [
        { latitude: 60, longitude: 30 },
        { latitude: 60, longitude: 31 },
      ],
      1000,
      1000,
      0,
    )!;
    expect(km * 1000).toBeCloseTo(55.66, 1);
  });
});
