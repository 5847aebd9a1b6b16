import { and, count, desc, eq, gt, min } from 'drizzle-orm';
import type { Db } from '../../db/client.server';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { clientLockSeconds, OTP_RULES, waitText } from './rules';
import { loginFailures, otpSends } from './tables';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

export interface LimitSubject {
  phone: string;
  clientKey: string;
  ip: string;
  /** A device that has signed in to this account before: a stranger's failures do not lock it. */
  trusted: boolean;
}

export function tooMany(message: string, retryAfterSeconds: number): AppError {
  const retryAfter = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError('TOO_MANY_REQUESTS', {
    message: `${message}. Попробуйте через ${waitText(retryAfter)}`,
    details: { retry_after: retryAfter },
  });
}

/** The per-number, per-IP and lockout rules of phone login, counted in the database. */
export interface IpLimits {
  sendsPerHour: number;
  failuresPerHour: number;
}

export function createLoginLimits(db: Db, clock: Clock, ipLimits: IpLimits) {
  const since = (ms: number) => new Date(clock.now().getTime() - ms);
  const sendBucket = (s: LimitSubject) => (s.trusted ? s.clientKey : 'public');

  async function windowCount(where: ReturnType<typeof and>, windowMs: number) {
    const [row] = await db.select({ n: count(), oldest: min(otpSends.createdAt) }).from(otpSends).where(where);
    const n = row?.n ?? 0;
    const oldest = row?.oldest ? new Date(row.oldest) : clock.now();
    return { n, retryAfter: (oldest.getTime() + windowMs - clock.now().getTime()) / 1000 };
  }

  return {
    /** Before a code is sent: 5 per number per hour, 10 per day (a trusted device has its own count), and per IP. */
    async assertCanSend(s: LimitSubject): Promise<void> {
      const bucket = and(eq(otpSends.phone, s.phone), eq(otpSends.bucket, sendBucket(s)));
      const hour = await windowCount(and(bucket, gt(otpSends.createdAt, since(HOUR))), HOUR);
      if (hour.n >= OTP_RULES.sendsPerHour) throw tooMany('Слишком много кодов на этот номер за час', hour.retryAfter);
      const day = await windowCount(and(bucket, gt(otpSends.createdAt, since(DAY))), DAY);
      if (day.n >= OTP_RULES.sendsPerDay) throw tooMany('Слишком много кодов на этот номер за сутки', day.retryAfter);
      const ip = await windowCount(and(eq(otpSends.ip, s.ip), gt(otpSends.createdAt, since(HOUR))), HOUR);
      if (ip.n >= ipLimits.sendsPerHour) throw tooMany('Слишком много запросов кода с вашего адреса', ip.retryAfter);
    },

    async recordSend(s: LimitSubject, channel: string): Promise<void> {
      await db.insert(otpSends).values({ phone: s.phone, channel, bucket: sendBucket(s), ip: s.ip, createdAt: clock.now() });
    },

    /**
     * Growing lockout after wrong codes. Keyed by phone and client, so a stranger locks only
     * themselves for long; everyone's failures on a phone lock it briefly, except for its trusted devices.
     */
    async assertNotLocked(s: LimitSubject): Promise<void> {
      const now = clock.now().getTime();
      const mine = await db
        .select({ at: loginFailures.createdAt })
        .from(loginFailures)
        .where(and(eq(loginFailures.phone, s.phone), eq(loginFailures.clientKey, s.clientKey), gt(loginFailures.createdAt, since(DAY))))
        .orderBy(desc(loginFailures.createdAt));
      const lock = clientLockSeconds(mine.length);
      if (lock > 0 && mine[0]) {
        const until = mine[0].at.getTime() + lock * 1000;
        if (until > now) throw tooMany('Слишком много неверных кодов', (until - now) / 1000);
      }
      if (!s.trusted) {
        const everyone = await db
          .select({ at: loginFailures.createdAt })
          .from(loginFailures)
          .where(and(eq(loginFailures.phone, s.phone), gt(loginFailures.createdAt, since(HOUR))))
          .orderBy(desc(loginFailures.createdAt))
          .limit(OTP_RULES.phoneFailuresPerHour);
        const latest = everyone[0];
        if (everyone.length >= OTP_RULES.phoneFailuresPerHour && latest) {
          const until = latest.at.getTime() + OTP_RULES.phoneLockSeconds * 1000;
          if (until > now) throw tooMany('Вход на этот номер временно заблокирован из-за неверных кодов', (until - now) / 1000);
        }
      }
      const [ip] = await db
        .select({ n: count() })
        .from(loginFailures)
        .where(and(eq(loginFailures.ip, s.ip), gt(loginFailures.createdAt, since(HOUR))));
      if ((ip?.n ?? 0) >= ipLimits.failuresPerHour) throw tooMany('Слишком много неверных кодов с вашего адреса', 3600);
    },

    async recordFailure(s: LimitSubject): Promise<void> {
      await db.insert(loginFailures).values({ phone: s.phone, clientKey: s.clientKey, ip: s.ip, createdAt: clock.now() });
    },
  };
}

export type LoginLimits = ReturnType<typeof createLoginLimits>;
