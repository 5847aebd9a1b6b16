import { describe, expect, it } from 'vitest';
import { onVolumeStep, cloudVolumeSchema } from '../booking/booking-schema';
import { monthlyPriceOf, spaceSubject, volumeText } from './space-pricing';
import { litersOf } from '../rules';

describe('the price of a cloud space', () => {
  it('is the warehouse price of one m³ times the volume, in whole roubles', () => {
    expect(monthlyPriceOf(1490, litersOf(1))).toBe(1490);
    expect(monthlyPriceOf(1490, litersOf(1.5))).toBe(2235);
    expect(monthlyPriceOf(1490, litersOf(0.5))).toBe(745);
    // 1 490 × 0.7 = 1 043 exactly; 1 499 × 0.3 = 449.7 → 450 (half away from zero)
    expect(monthlyPriceOf(1490, litersOf(0.7))).toBe(1043);
    expect(monthlyPriceOf(1499, litersOf(0.3))).toBe(450);
    expect(monthlyPriceOf(1490, litersOf(100))).toBe(149_000);
  });

  it('names the space by its volume and place', () => {
    expect(volumeText(1500)).toBe('1,5\u00a0м³');
    expect(spaceSubject(1500, 'Облачный склад в Люблино')).toBe('Облачное хранение 1,5\u00a0м³, склад в Люблино');
    expect(spaceSubject(12000, 'Склад на Юге')).toBe('Облачное хранение 12\u00a0м³, Склад на Юге');
  });
});

describe('the volume a person may book', () => {
  it('is 0.5–100 m³ in steps of 0.1', () => {
    for (const ok of [0.5, 1, 1.5, 2.3, 99.9, 100]) expect(cloudVolumeSchema.safeParse(ok).success, String(ok)).toBe(true);
    for (const bad of [0, 0.4, 100.1, 10_000, 1.55, -1, Number.NaN])
      expect(cloudVolumeSchema.safeParse(bad).success, String(bad)).toBe(false);
    expect(onVolumeStep(0.1 + 0.2)).toBe(true);
  });
});
