import { describe, expect, it } from 'vitest';
import { distanceMeters } from '../../lib/geo-distance';
import { parseLatLon } from './latlon';

describe('latlon of the address calls', () => {
  it('reads «latitude,longitude» with optional spaces around the comma and a minus', () => {
    expect(parseLatLon('55.75,37.62')).toEqual({ ok: true, point: { latitude: 55.75, longitude: 37.62 } });
    expect(parseLatLon(' 59.9386 , 30.3141 ')).toEqual({ ok: true, point: { latitude: 59.9386, longitude: 30.3141 } });
    expect(parseLatLon('-33.8688,151.2093')).toEqual({ ok: true, point: { latitude: -33.8688, longitude: 151.2093 } });
    expect(parseLatLon('90,-180')).toEqual({ ok: true, point: { latitude: 90, longitude: -180 } });
    expect(parseLatLon('-0,0')).toEqual({ ok: true, point: { latitude: 0, longitude: 0 } });
  });

  it('refuses anything else in Russian', () => {
    const garbage = ['', '55.75', '55.75;37.62', '55,75,37,62', '55.75,37.62,1', 'abc', '55.75 37.62', '1e1,2', '0x10,1', 'NaN,1'];
    for (const raw of [...garbage, '55.123456789,37.1', ' ,37', '55.,37', '.5,37']) {
      const parsed = parseLatLon(raw);
      expect(parsed.ok, raw).toBe(false);
      if (!parsed.ok) expect(parsed.message, raw).toMatch(/широта|Широта|координаты/);
    }
  });

  it('refuses a point out of range with the bound named', () => {
    expect(parseLatLon('90.0001,37')).toEqual({ ok: false, message: 'Широта должна быть от −90 до 90' });
    expect(parseLatLon('55,180.5')).toEqual({ ok: false, message: 'Долгота должна быть от −180 до 180' });
    expect(parseLatLon('55,1000')).toMatchObject({ ok: false });
  });

  it('measures metres on the sphere', () => {
    // Red Square to the Kremlin's Borovitskaya tower: about 800 m.
    const d = distanceMeters({ latitude: 55.7539, longitude: 37.6208 }, { latitude: 55.7496, longitude: 37.6107 });
    expect(d).toBeGreaterThan(700);
    expect(d).toBeLessThan(900);
    // Moscow to Saint Petersburg: about 634 km.
    const far = distanceMeters({ latitude: 55.7558, longitude: 37.6173 }, { latitude: 59.9386, longitude: 30.3141 });
    expect(Math.round(far / 1000)).toBeGreaterThan(620);
    expect(Math.round(far / 1000)).toBeLessThan(645);
  });
});
