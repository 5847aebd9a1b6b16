import { and, count, desc, eq, gt, min } from 'drizzle-orm';
import type { Db } from '../../db/client.server';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { clientLockSeconds, OTP_RULES, waitText } from './rules';
import { loginFailures, otpSends } from './tables';
import { advisoryXactLock } from '../../db/advisory-locks';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

export type LimitsTx = Parameters<Parameters<Db['transaction']>[0]>[0];

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

/** A send counted against the limits before it goes out; released when the provider fails. */
export interface SendReservation {
  release(): Promise<void>;
}

/**
 * Every check of a limit and the record it counts run in one transaction holding the advisory
 * locks of the phone and of the IP (always in that order, so two of them never deadlock):
 * parallel requests for one number or from one address are counted one after another.
 */
export function createLoginLimits(db: Db, clock: Clock, ipLimits: IpLimits) {
  const since = (ms: number) => new Date(clock.now().getTime() - ms);
  const sendBucket = (s: LimitSubject) => (s.trusted ? s.clientKey : 'public');

  function locked<T>(s: LimitSubject, work: (tx: LimitsTx) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      await tx.execute(advisoryXactLock('loginPhone', s.phone));
      await tx.execute(advisoryXactLock('loginIp', s.ip));
      return work(tx);
    });
  }

  async function windowCount(tx: LimitsTx, where: ReturnType<typeof and>, windowMs: number) {
    const [row] = await tx
      .select({ n: count(), oldest: min(otpSends.createdAt) })
      .from(otpSends)
      .where(where);
    const n = row?.n ?? 0;
    const oldest = row?.oldest ? new Date(row.oldest) : clock.now();
    return { n, retryAfter: (oldest.getTime() + windowMs - clock.now().getTime()) / 1000 };
  }

  /** 5 per number per hour and 10 per day (a trusted device has its own count), 20 a day on a number in all, and per IP. */
  async function assertCanSend(tx: LimitsTx, s: LimitSubject): Promise<void> {
    const bucket = and(eq(otpSends.phone, s.phone), eq(otpSends.bucket, sendBucket(s)));
    const hour = await windowCount(tx, and(bucket, gt(otpSends.createdAt, since(HOUR))), HOUR);
    if (hour.n >= OTP_RULES.sendsPerHour) throw tooMany('Слишком много кодов на этот номер за час', hour.retryAfter);
    const day = await windowCount(tx, and(bucket, gt(otpSends.createdAt, since(DAY))), DAY);
    if (day.n >= OTP_RULES.sendsPerDay) throw tooMany('Слишком много кодов на этот номер за сутки', day.retryAfter);
    // Trusted devices have their own counts, but a number gets no more than this a day from all of them.
    const number = await windowCount(tx, and(eq(otpSends.phone, s.phone), gt(otpSends.createdAt, since(DAY))), DAY);
    if (number.n >= OTP_RULES.phoneSendsPerDay) throw tooMany('Слишком много кодов на этот номер за сутки', number.retryAfter);
    const ip = await windowCount(tx, and(eq(otpSends.ip, s.ip), gt(otpSends.createdAt, since(HOUR))), HOUR);
    if (ip.n >= ipLimits.sendsPerHour) throw tooMany('Слишком много запросов кода с вашего адреса', ip.retryAfter);
  }

  /**
   * Growing lockout after wrong codes. Keyed by phone and client, so a stranger locks only
   * themselves for long; everyone's failures on a phone lock it briefly, except for its trusted devices.
   */
  async function assertNotLocked(tx: LimitsTx | Db, s: LimitSubject): Promise<void> {
    const now = clock.now().getTime();
    const mine = await tx
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
      const everyone = await tx
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
    const [ip] = await tx
      .select({ n: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.ip, s.ip), gt(loginFailures.createdAt, since(HOUR))));
    if ((ip?.n ?? 0) >= ipLimits.failuresPerHour) throw tooMany('Слишком много неверных кодов с вашего адреса', 3600);
  }

  return {
    /**
     * Counts a send before it goes out: checks every send limit and records the send in one locked
     * transaction. `claim` runs first in the same transaction (the resend timer of the attempt).
     */
    async reserveSend(s: LimitSubject, channel: string, claim?: (tx: LimitsTx) => Promise<void>): Promise<SendReservation> {
      const id = await locked(s, async (tx) => {
        if (claim) await claim(tx);
        await assertCanSend(tx, s);
        const [row] = await tx
          .insert(otpSends)
          .values({ phone: s.phone, channel, bucket: sendBucket(s), ip: s.ip, createdAt: clock.now() })
          .returning({ id: otpSends.id });
        return row!.id;
      });
      return {
        async release() {
          await db.delete(otpSends).where(eq(otpSends.id, id));
        },
      };
    },

    /** A quick refusal before any work (no lock); the counting check is `checkCode`. */
    assertNotLocked: (s: LimitSubject) => assertNotLocked(db, s),

    /**
     * Checks a code under the locks of the phone and the IP: the lockout, then `check` in the
     * same transaction; a wrong code (`check` answering 'wrong') is recorded before the lock is let go.
     */
    async checkCode<T extends { wrong: boolean }>(s: LimitSubject, check: (tx: LimitsTx) => Promise<T>): Promise<T> {
      return locked(s, async (tx) => {
        await assertNotLocked(tx, s);
        const result = await check(tx);
        if (result.wrong) {
          await tx.insert(loginFailures).values({ phone: s.phone, clientKey: s.clientKey, ip: s.ip, createdAt: clock.now() });
        }
        return result;
      });
    },
  };
}

export type LoginLimits = ReturnType<typeof createLoginLimits>;
