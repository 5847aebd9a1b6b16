const MOSCOW_OFFSET_MS = 3 * 3600_000;

/** An instant as the value of `<input type="datetime-local">` in Moscow time (UTC+3 all year). */
export function toMoscowInput(iso: string | null): string {
  if (!iso) return '';
  return new Date(new Date(iso).getTime() + MOSCOW_OFFSET_MS).toISOString().slice(0, 16);
}

/** The value of a Moscow `datetime-local` field as ISO 8601 with its offset; empty stays undefined. */
export function fromMoscowInput(value: string): string | undefined {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? `${value}:00+03:00` : undefined;
}
