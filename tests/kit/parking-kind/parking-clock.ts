/** Hours of a stay for the test-only parking kind; local starts are read by lib/zoned-calendar. */
export function addHours(at: Date, hours: number): Date {
  return new Date(at.getTime() + hours * 3600_000);
}
