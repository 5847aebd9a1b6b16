/** The figures of the clouds line, named once (pages quote them from the server's answers). */
export const CLOUD_RULES = {
  /** Volume a person may book, in cubic metres, and its step. */
  minVolume: 0.5,
  maxVolume: 100,
  volumeStep: 0.1,
  defaultVolume: 1,
  /** Pickup windows are sold this many days ahead, starting tomorrow. */
  windowDaysAhead: 60,
  /** The windows of a day, Moscow time (hours). */
  windowHours: [
    [9, 12],
    [12, 15],
    [15, 18],
    [18, 21],
  ] as const,
  /** A window can be chosen or changed until this many hours before it starts. */
  cutoffHours: 4,
  /** How many nearest free windows a refusal offers. */
  alternatives: 5,
  /** An unpaid return keeps its seat this long. */
  returnHoldMinutes: 15,
} as const;

export const litersOf = (m3: number) => Math.round(m3 * 1000);
export const m3Of = (liters: number) => Math.round(liters / 100) / 10;
