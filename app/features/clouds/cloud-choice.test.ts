import { describe, expect, it } from 'vitest';
import { checkoutHref, clampVolume, cloudChoiceQuery, estimateVolume, parseCloudChoice } from './cloud-choice';

const limits = { min: 0.5, max: 100, step: 0.1, default: 1 };
const defaults = { warehouse: 7, warehouses: [7, 9], volume: limits, periods: ['cloud_1m', 'cloud_3m'] };

describe('the clouds calculator choice', () => {
  it('reads the query within the limits, else the defaults', () => {
    expect(parseCloudChoice(new URLSearchParams('warehouse=9&volume=2.4&period=cloud_3m&date=2026-12-01&window=42'), defaults)).toEqual({
      warehouse: 9,
      volume: 2.4,
      period: 'cloud_3m',
      date: '2026-12-01',
      window: 42,
    });
    expect(parseCloudChoice(new URLSearchParams('warehouse=1&volume=abc&period=x&date=01.12.2026&window=-3'), defaults)).toEqual({
      warehouse: 7,
      volume: 1,
      period: 'cloud_1m',
      date: '',
      window: null,
    });
    expect(parseCloudChoice(new URLSearchParams('volume=0.1'), defaults).volume).toBe(0.5);
    expect(parseCloudChoice(new URLSearchParams('volume=1000'), defaults).volume).toBe(100);
  });

  it('keeps volumes on the 0.1 grid', () => {
    expect(clampVolume(1.23, limits)).toBe(1.2);
    expect(clampVolume(1 + 0.1 + 0.1, limits)).toBe(1.2);
    expect(clampVolume(Number.NaN, limits)).toBe(1);
  });

  it('writes the query back the way it reads it', () => {
    const choice = { warehouse: 9, volume: 1.5, period: 'cloud_3m', date: '2026-12-01', window: 42 };
    expect(cloudChoiceQuery(choice)).toBe('?warehouse=9&volume=1.5&period=cloud_3m&date=2026-12-01&window=42');
    expect(parseCloudChoice(new URLSearchParams(cloudChoiceQuery(choice)), defaults)).toEqual(choice);
  });

  it('sends a guest to the login dialog with the checkout as its path, a signed-in person straight there', () => {
    const choice = { warehouse: 9, volume: 1.5, period: 'cloud_3m', date: '2026-12-01', window: 42 };
    const checkout = '/clouds/checkout/?warehouse=9&volume=1.5&period=cloud_3m&date=2026-12-01&window=42';
    expect(checkoutHref(choice, true, '/clouds/')).toBe(checkout);
    const guest = new URL(checkoutHref(choice, false, '/clouds/'), 'http://x');
    expect(guest.pathname).toBe('/clouds/');
    expect(guest.searchParams.get('login')).toBe('dialog');
    expect(guest.searchParams.get('volume')).toBe('1.5');
    expect(guest.searchParams.get('path')).toBe(checkout);
  });

  it('estimates a volume from things, rounded up to the step and within the limits', () => {
    const estimates = [
      { code: 'sofa_3', volume: 2.2 },
      { code: 'box_m', volume: 0.1 },
      { code: 'box_s', volume: 0.04 },
    ];
    expect(estimateVolume({ sofa_3: 1, box_m: 2 }, estimates, limits)).toBe(2.4);
    expect(estimateVolume({ box_s: 3 }, estimates, limits)).toBe(0.5);
    expect(estimateVolume({ box_s: 16 }, estimates, limits)).toBe(0.7);
    expect(estimateVolume({}, estimates, limits)).toBe(1);
    expect(estimateVolume({ sofa_3: 99 }, estimates, limits)).toBe(100);
  });
});
