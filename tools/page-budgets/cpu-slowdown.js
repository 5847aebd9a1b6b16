// How much `npm run budget` slows Lighthouse's simulated CPU on this host (scripts/budget.mjs).
// Lighthouse's default 4× slowdown is relative to the host: a host twice as fast passes what a slower
// one fails. The budgets are set for a reference host of benchmark index 1700 (the machines the
// issue measured: 1640–1925) at the default 4×, so each host gets the multiplier that turns it
// into the same emulated phone:
//
//   multiplier(index) = 4 × speed(index) / speed(1700)
//
// where speed(index) is how many times faster than Lighthouse's target phone a host of that index
// is, as Lighthouse's CPU throttling calculator (linked from its throttling guide) reads the index:
// piecewise linear, 1× at 150, 2× at 800, 3× at 1300, then 1× more every 233 points (4× at 1533,
// 6× at 2000). A host of index 1700 gets exactly 4×; 3500 gets about 10.5×, 1100 about 2.2×.

/** The reference host: its benchmark index and the slowdown the budgets were set with. */
export const REFERENCE = { benchmarkIndex: 1700, multiplier: 4 };

/** Below this the calculator gives no figure (a host slower than the phone it would emulate). */
const SLOWEST_INDEX = 150;

/** How many times faster than Lighthouse's target phone a host of this benchmark index is (the calculator's curve). */
export function hostSpeed(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) throw new Error(`Not a benchmark index: ${benchmarkIndex}`);
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1 + (Math.max(benchmarkIndex, SLOWEST_INDEX) - SLOWEST_INDEX) / 650;
}

/** The CPU slowdown that makes a host of this index emulate what the reference host emulates at its multiplier; two decimals. */
export function cpuMultiplier(benchmarkIndex, reference = REFERENCE) {
  const multiplier = (reference.multiplier * hostSpeed(benchmarkIndex)) / hostSpeed(reference.benchmarkIndex);
  return Math.round(multiplier * 100) / 100;
}
