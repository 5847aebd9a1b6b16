import type { LoginChannel } from './schema';

/** Login rules: code lifetimes, tries, resend waits. Pure, so they are unit-tested without a database. */
export const OTP_RULES = {
  codeTtlSeconds: { SMS: 300, EMAIL: 300, USER_CALL: 300, CALL: 120 } satisfies Record<LoginChannel, number>,
  maxTries: 3,
  firstResendSeconds: 60,
  maxResendSeconds: 600,
  sendsPerHour: 5,
  sendsPerDay: 10,
  /** All sends to one number a day, trusted devices' own counts included: twice what strangers can use. */
  phoneSendsPerDay: 20,
  /** USER_CALL: how long we wait for the call, and how many 2-second polls that is. */
  userCallSeconds: 120,
  userCallPolls: 60,
  /** USER_CALL: seconds before the e-mail and SMS fallbacks are offered. */
  userCallFallbackSeconds: 30,
  /** Failures of one client on one phone before its lockout starts, and how it grows. */
  clientFreeFailures: 5,
  clientLockBaseSeconds: 60,
  clientLockMaxSeconds: 24 * 3600,
  /** Failures on one phone from everyone (a stranger's included): a short lock, capped. */
  phoneFailuresPerHour: 15,
  phoneLockSeconds: 15 * 60,
  refreshGraceSeconds: 10,
  confirmationTtlSeconds: 15 * 60,
} as const;

/** Seconds to wait before the n-th send (1-based) on a channel of one attempt may be followed by another. */
export function resendWaitSeconds(sendsOnChannel: number): number {
  const wait = OTP_RULES.firstResendSeconds * 2 ** Math.max(0, sendsOnChannel - 1);
  return Math.min(wait, OTP_RULES.maxResendSeconds);
}

/** Lockout of one client on one phone after `failures` wrong codes in the last day; 0 = not locked. */
export function clientLockSeconds(failures: number): number {
  if (failures < OTP_RULES.clientFreeFailures) return 0;
  const lock = OTP_RULES.clientLockBaseSeconds * 2 ** (failures - OTP_RULES.clientFreeFailures);
  return Math.min(lock, OTP_RULES.clientLockMaxSeconds);
}

/** Russian "wait" text for 429 answers: "через 45 с", "через 3 мин", "через 2 ч". */
export function waitText(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return `${s} с`;
  if (s < 3600) return `${Math.ceil(s / 60)} мин`;
  return `${Math.ceil(s / 3600)} ч`;
}

/** What the user sees as the destination: +7 (999) ***-**-67, i***@mail.ru. */
export function maskPhone(digits: string): string {
  const d = digits.padEnd(11, '0');
  return `+7 (${d.slice(1, 4)}) ***-**-${d.slice(9, 11)}`;
}

export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}***@${domain}`;
}
