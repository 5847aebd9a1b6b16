import { describe, expect, it } from 'vitest';
import { REFERENCE, cpuMultiplier, hostSpeed } from './cpu-slowdown.js';

describe('hostSpeed', () => {
  it("follows Lighthouse's CPU throttling calculator: 1× at 150, 2× at 800, 3× at 1300, 4× at 1533, 6× at 2000", () => {
    expect(hostSpeed(150)).toBe(1);
    expect(hostSpeed(800)).toBe(2);
    expect(hostSpeed(1300)).toBe(3);
    expect(hostSpeed(1533)).toBeCloseTo(4, 2);
    expect(hostSpeed(2000)).toBeCloseTo(6, 2);
    expect(hostSpeed(1050)).toBeCloseTo(2.5, 5);
  });

  it('refuses what is not an index', () => {
    expect(() => hostSpeed(Number.NaN)).toThrow();
    expect(() => hostSpeed(0)).toThrow();
  });
});

describe('cpuMultiplier', () => {
  it("gives the reference host Lighthouse's default 4×", () => {
    expect(REFERENCE).toEqual({ benchmarkIndex: 1700, multiplier: 4 });
    expect(cpuMultiplier(1700)).toBe(4);
  });

  it('slows a faster host more and a slower host less, so both emulate the same phone', () => {
    expect(cpuMultiplier(3500)).toBe(10.55);
    expect(cpuMultiplier(2000)).toBe(5.09);
    expect(cpuMultiplier(1640)).toBe(3.78);
    expect(cpuMultiplier(1100)).toBe(2.2);
    expect(cpuMultiplier(400)).toBe(1.17);
  });

  it('takes another reference', () => {
    expect(cpuMultiplier(3000, { benchmarkIndex: 3000, multiplier: 6 })).toBe(6);
  });
});
