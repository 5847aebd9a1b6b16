/** What a person chose in the clouds calculator, kept in the address so a login or a reload keeps it. */
export interface CloudChoice {
  warehouse: number;
  /** Cubic metres, one decimal. */
  volume: number;
  period: string;
  /** YYYY-MM-DD, '' when no day is chosen. */
  date: string;
  window: number | null;
}

export interface VolumeLimits {
  min: number;
  max: number;
  step: number;
  default: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A volume on the step grid within the limits (one decimal), or the default for anything unreadable. */
export function clampVolume(value: number, limits: VolumeLimits): number {
  if (!Number.isFinite(value)) return limits.default;
  const stepped = Math.round(value / limits.step) * limits.step;
  const within = Math.min(limits.max, Math.max(limits.min, stepped));
  return Math.round(within * 10) / 10;
}

/** The choice from the query, each part checked against the limits (else its default). */
export function parseCloudChoice(
  params: URLSearchParams,
  defaults: { warehouse: number; warehouses: number[]; volume: VolumeLimits; periods: string[] },
): CloudChoice {
  const wantedWarehouse = Number(params.get('warehouse'));
  const warehouse = defaults.warehouses.includes(wantedWarehouse) ? wantedWarehouse : defaults.warehouse;
  const rawVolume = params.get('volume');
  const volume = rawVolume === null || rawVolume === '' ? defaults.volume.default : clampVolume(Number(rawVolume), defaults.volume);
  const wantedPeriod = params.get('period') ?? '';
  const period = defaults.periods.length === 0 || defaults.periods.includes(wantedPeriod) ? wantedPeriod : (defaults.periods[0] ?? '');
  const date = params.get('date') ?? '';
  const windowId = Number(params.get('window'));
  return {
    warehouse,
    volume,
    period: period || (defaults.periods[0] ?? ''),
    date: DATE.test(date) ? date : '',
    window: Number.isInteger(windowId) && windowId > 0 ? windowId : null,
  };
}

/** The choice as a query string ("?warehouse=…"), only what is chosen. */
export function cloudChoiceQuery(choice: CloudChoice): string {
  const params = new URLSearchParams({ warehouse: String(choice.warehouse), volume: String(choice.volume) });
  if (choice.period) params.set('period', choice.period);
  if (choice.date) params.set('date', choice.date);
  if (choice.window) params.set('window', String(choice.window));
  return `?${params.toString()}`;
}

/** Where «Оформить» goes: the checkout with the choice; a guest gets the login dialog over this page first. */
export function checkoutHref(choice: CloudChoice, signedIn: boolean, here: string): string {
  const checkout = `/clouds/checkout/${cloudChoiceQuery(choice)}`;
  if (signedIn) return checkout;
  const params = new URLSearchParams({ login: 'dialog', path: checkout });
  return `${here}${cloudChoiceQuery(choice)}&${params.toString()}`;
}

/** The volume the things add up to, rounded up to the step and kept within the limits. */
export function estimateVolume(
  counts: Record<string, number>,
  estimates: { code: string; volume: number }[],
  limits: VolumeLimits,
): number {
  let total = 0;
  for (const item of estimates) total += (counts[item.code] ?? 0) * item.volume;
  if (total <= 0) return limits.default;
  const stepped = Math.ceil(Math.round((total / limits.step) * 1000) / 1000) * limits.step;
  return clampVolume(Math.min(limits.max, Math.max(limits.min, stepped)), limits);
}
