/**
 * Which notifications leave the site and app, over which channels, and how failed sends are retried.
 * Pure rules: the delivery job (deliveries.server.ts) applies them.
 */
export const DELIVERY_CHANNELS = ['sms', 'email', 'push'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

export const NOTIFICATION_CATEGORIES = ['payments', 'orders', 'support', 'news'] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

export type ChannelChoice = Record<DeliveryChannel, boolean>;

/** What the user gets when they have not chosen: SMS and e-mail for money and holds, nothing for news. */
export const DEFAULT_CHOICES: Record<NotificationCategory, ChannelChoice> = {
  payments: { sms: true, email: true, push: true },
  orders: { sms: true, email: true, push: true },
  support: { sms: false, email: true, push: true },
  news: { sms: false, email: false, push: false },
};

/** The events notifications are written for, each in its category. */
export const EVENT_CATEGORIES: Record<string, NotificationCategory> = {
  booked: 'orders',
  hold_expiring: 'orders',
  cancel_accepted: 'orders',
  access_granted: 'orders',
  paid: 'payments',
  payment_failed: 'payments',
  renewal_charged: 'payments',
  renewal_declined: 'payments',
  extension_paid: 'payments',
  refund_due: 'payments',
  refund_paid: 'payments',
  bonus_earned: 'payments',
  bonus_expiring: 'payments',
  identity_verified: 'orders',
  identity_rejected: 'orders',
  /** A cloud request moved a step (domains/clouds/request-log.server.ts). */
  cloud_request: 'orders',
  /** The movers left for the client, with the ETA: urgent, so it goes by SMS too. */
  mover_on_way: 'orders',
  /** Fines of an order (domains/orders/core/fines.server.ts). */
  fine_due: 'payments',
  fine_paid: 'payments',
  fine_unpaid: 'payments',
  fine_waived: 'payments',
  /** A rental that ends by a return (a tool): its end is near, or past. */
  rental_ending: 'orders',
  rental_overdue: 'orders',
  /** A tool someone waited for is free and kept for them for a while. */
  waitlist_offer: 'orders',
};

/** The events worth an SMS or an e-mail; every other event goes to the app (push) at most. */
const URGENT_EVENTS = new Set([
  'payment_failed',
  'renewal_declined',
  'hold_expiring',
  'refund_paid',
  'mover_on_way',
  'fine_due',
  'fine_unpaid',
  'rental_ending',
  'rental_overdue',
]);

export type ChannelPlan = { status: 'pending' } | { status: 'skipped'; reason: string };

/** Whether one notification goes out on one channel, given the user's choice and where they can be reached. */
export function planChannel(
  channel: DeliveryChannel,
  event: string,
  choice: ChannelChoice,
  reach: { phone: boolean; confirmedEmail: boolean; devices: number },
): ChannelPlan {
  if (channel !== 'push' && !URGENT_EVENTS.has(event)) return { status: 'skipped', reason: 'not urgent' };
  if (!choice[channel]) return { status: 'skipped', reason: 'turned off' };
  if (channel === 'sms' && !reach.phone) return { status: 'skipped', reason: 'no phone' };
  if (channel === 'email' && !reach.confirmedEmail) return { status: 'skipped', reason: 'no confirmed e-mail' };
  if (channel === 'push' && reach.devices === 0) return { status: 'skipped', reason: 'no device' };
  return { status: 'pending' };
}

/** Sends tried before a delivery is given up as failed. */
export const MAX_ATTEMPTS = 6;
const FIRST_RETRY_MS = 60_000;
const LONGEST_WAIT_MS = 60 * 60_000;

/** The wait after the n-th failed attempt: 1, 2, 4, 8, 16 minutes…, at most an hour. */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, failedAttempts - 1), LONGEST_WAIT_MS);
}

/**
 * When the next attempt is due, from the delivery's creation and the attempts made: the sum of the
 * waits so far, so the schedule needs no column of its own and a re-run finds the same answer.
 */
export function nextAttemptAt(createdAt: Date, attempts: number): Date {
  let wait = 0;
  for (let n = 1; n <= attempts; n += 1) wait += retryDelayMs(n);
  return new Date(createdAt.getTime() + wait);
}
