import { randomInt, randomUUID } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.server';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { formatPhone } from '../../lib/format/phone';
import type { Integrations } from '../integrations/registry.server';
import type { UsersService } from '../users/service.server';
import type { Hasher } from './crypto.server';
import { type LimitSubject, type LimitsTx, type LoginLimits, tooMany } from './limits.server';
import { maskEmail, maskPhone, OTP_RULES, resendWaitSeconds } from './rules';
import { LOGIN_CHANNELS, type LoginChannel, type LoginItem } from './schema';
import type { Sessions } from './sessions.server';
import { otpAttempts } from './tables';

export type OtpPurpose = 'login' | 'phone_change' | 'password_reset' | 'contract_sign';

export interface OtpClient {
  phone: string;
  deviceId?: string;
  ip: string;
}

type Attempt = typeof otpAttempts.$inferSelect;

const BUTTON_TEXT: Record<LoginChannel, string> = {
  SMS: 'Получить код по SMS',
  CALL: 'Получить звонок с кодом',
  EMAIL: 'Получить код на почту',
  USER_CALL: 'Позвонить самому',
};

const PURPOSE_TEXT: Record<OtpPurpose, string> = {
  login: 'код для входа',
  phone_change: 'код для смены номера',
  password_reset: 'код для сброса пароля',
  contract_sign: 'код для подписания договора',
};

const seconds = (ms: number) => Math.max(0, Math.ceil(ms / 1000));

function randomCode(): string {
  return String(randomInt(0, 10_000)).padStart(4, '0');
}

/**
 * One-time codes over SMS, flash call, the user's own call and e-mail. Codes are stored hashed,
 * bound to the attempt of the client that asked, single use, spent after three wrong tries.
 */
export function createOtp(deps: {
  db: Db;
  clock: Clock;
  hasher: Hasher;
  integrations: Integrations;
  users: UsersService;
  sessions: Sessions;
  limits: LoginLimits;
  defaultChannel: LoginChannel;
}) {
  const { db, clock, hasher, integrations, users, limits } = deps;
  const codeHash = (attemptId: string, code: string) => hasher.hash(`${attemptId}:${code}`);

  async function subjectOf(client: OtpClient) {
    const user = await users.findByPhone(client.phone);
    const trusted = user ? await deps.sessions.isTrustedDevice(user.id, client.deviceId) : false;
    const subject: LimitSubject = {
      phone: client.phone,
      clientKey: client.deviceId ? `device:${client.deviceId}` : `ip:${client.ip}`,
      ip: client.ip,
      trusted,
    };
    const email = user?.emailConfirmedAt && user.email ? user.email : null;
    return { subject, email };
  }

  async function liveAttempt(subject: LimitSubject, purpose: OtpPurpose, tx: LimitsTx | Db = db): Promise<Attempt | undefined> {
    const [row] = await tx
      .select()
      .from(otpAttempts)
      .where(
        and(
          eq(otpAttempts.phone, subject.phone),
          eq(otpAttempts.purpose, purpose),
          eq(otpAttempts.clientKey, subject.clientKey),
          isNull(otpAttempts.spentAt),
        ),
      )
      .orderBy(desc(otpAttempts.createdAt))
      .limit(1);
    return row;
  }

  function loginItem(attempt: Attempt, email: string | null, userCallCode: string | null = null): LoginItem {
    const now = clock.now().getTime();
    const channelItem = (channel: LoginChannel) => {
      const sends = attempt.channelSends[channel];
      return {
        address:
          channel === 'EMAIL'
            ? email
              ? maskEmail(email)
              : ''
            : channel === 'USER_CALL'
              ? attempt.callPhone
                ? formatPhone(attempt.callPhone)
                : ''
              : maskPhone(attempt.phone),
        wait_timer: sends ? seconds(Date.parse(sends.nextAt) - now) : 0,
        enabled: channel === 'EMAIL' ? email !== null : true,
        button_text: BUTTON_TEXT[channel],
      };
    };
    const userCall = channelItem('USER_CALL');
    const callOpen = attempt.callExpiresAt ? attempt.callExpiresAt.getTime() > now : false;
    const callStatus = attempt.calledAt ? 'called' : callOpen ? 'waiting' : 'expired';
    const fallbackAt = attempt.callExpiresAt
      ? attempt.callExpiresAt.getTime() - (OTP_RULES.userCallSeconds - OTP_RULES.userCallFallbackSeconds) * 1000
      : now;
    return {
      phone: attempt.phone,
      type: attempt.channel as LoginChannel,
      expired_at: attempt.expiresAt.toISOString(),
      timeout: seconds(attempt.expiresAt.getTime() - now),
      email_exist: email !== null,
      SMS: channelItem('SMS'),
      CALL: channelItem('CALL'),
      EMAIL: channelItem('EMAIL'),
      USER_CALL: {
        ...userCall,
        wait_timer: attempt.channel === 'USER_CALL' && callStatus === 'waiting' ? seconds(fallbackAt - now) : userCall.wait_timer,
        code: userCallCode,
        call_status: attempt.channel === 'USER_CALL' ? callStatus : 'waiting',
        call_phone: attempt.callPhone ? `+${attempt.callPhone}` : null,
        check_timer: callOpen && !attempt.calledAt ? Math.ceil((attempt.callExpiresAt!.getTime() - now) / 2000) : 0,
      },
    };
  }

  /**
   * Sends a fresh code of the attempt over `channel`; the previous code of the attempt stops working.
   * The send is counted and the resend timer moved before the code goes out, under the limits' locks,
   * so parallel requests cannot all pass the checks; a provider failure gives both back.
   */
  async function send(
    attempt: Attempt,
    channel: LoginChannel,
    subject: LimitSubject,
    email: string | null,
    purpose: OtpPurpose,
    timer: 'check' | 'new',
  ) {
    if (channel === 'EMAIL' && !email) {
      throw new AppError('VALIDATION_ERROR', {
        message: 'У аккаунта нет подтверждённой почты. Выберите другой способ',
        fields: { type: 'Нет подтверждённой почты' },
      });
    }
    const now = clock.now();
    let before = attempt.channelSends;
    const reservation = await limits.reserveSend(subject, channel, async (tx) => {
      const [fresh] = await tx.select({ channelSends: otpAttempts.channelSends }).from(otpAttempts).where(eq(otpAttempts.id, attempt.id));
      before = fresh?.channelSends ?? attempt.channelSends;
      const last = before[channel];
      const wait = timer === 'check' && last ? seconds(Date.parse(last.nextAt) - now.getTime()) : 0;
      if (wait > 0) throw tooMany('Код уже отправлен', wait);
      const count = (last?.count ?? 0) + 1;
      const next = { count, nextAt: new Date(now.getTime() + resendWaitSeconds(count) * 1000).toISOString() };
      await tx
        .update(otpAttempts)
        .set({ channelSends: { ...before, [channel]: next } })
        .where(eq(otpAttempts.id, attempt.id));
    });
    const update: Partial<Attempt> = { channel, tries: 0, calledAt: null, callCheckId: null, callExpiresAt: null };
    try {
      if (channel === 'SMS' || channel === 'EMAIL') {
        const code = randomCode();
        const text = `Местечко: ${PURPOSE_TEXT[purpose]} ${code}. Никому его не сообщайте.`;
        const sender = channel === 'SMS' ? integrations.sms : integrations.mail;
        await sender.send({
          channel,
          to: channel === 'SMS' ? subject.phone : email!,
          text,
          code,
          payload: { subject: `Местечко: ${PURPOSE_TEXT[purpose]}` },
        });
        update.codeHash = codeHash(attempt.id, code);
      } else if (channel === 'CALL') {
        const call = await integrations.calls.flashCall(subject.phone);
        update.codeHash = codeHash(attempt.id, call.code);
        update.callPhone = call.callPhone || null;
      } else {
        const check = await integrations.calls.requestUserCall(subject.phone);
        update.codeHash = null;
        update.callCheckId = check.checkId;
        update.callPhone = check.callPhone;
        update.callExpiresAt = new Date(now.getTime() + OTP_RULES.userCallSeconds * 1000);
      }
    } catch (error) {
      await reservation.release();
      await db.update(otpAttempts).set({ channelSends: before }).where(eq(otpAttempts.id, attempt.id));
      if (error instanceof AppError) throw error;
      throw new AppError('SERVICE_UNAVAILABLE', { message: 'Не удалось отправить код. Попробуйте другой способ или позже', cause: error });
    }
    update.expiresAt = new Date(now.getTime() + OTP_RULES.codeTtlSeconds[channel] * 1000);
    const [saved] = await db.update(otpAttempts).set(update).where(eq(otpAttempts.id, attempt.id)).returning();
    return saved!;
  }

  async function start(client: OtpClient, purpose: OtpPurpose, channel?: LoginChannel): Promise<LoginItem> {
    const { subject, email } = await subjectOf(client);
    await limits.assertNotLocked(subject);
    const now = clock.now();
    // A new attempt replaces this client's previous one; other clients' attempts are left alone.
    await db
      .update(otpAttempts)
      .set({ spentAt: now })
      .where(
        and(
          eq(otpAttempts.phone, subject.phone),
          eq(otpAttempts.purpose, purpose),
          eq(otpAttempts.clientKey, subject.clientKey),
          isNull(otpAttempts.spentAt),
        ),
      );
    const chosen = channel ?? deps.defaultChannel;
    const [attempt] = await db
      .insert(otpAttempts)
      .values({
        id: randomUUID(),
        phone: subject.phone,
        purpose,
        channel: chosen,
        clientKey: subject.clientKey,
        ip: client.ip,
        expiresAt: now,
        createdAt: now,
      })
      .returning();
    const sent = await send(attempt!, chosen, subject, email, purpose, 'new');
    return loginItem(sent, email);
  }

  return {
    start,

    /** Sends the code again, or over another channel, within the client's attempt. */
    async notify(client: OtpClient, purpose: OtpPurpose, channel: LoginChannel): Promise<LoginItem> {
      const { subject, email } = await subjectOf(client);
      const attempt = await liveAttempt(subject, purpose);
      if (!attempt) return start(client, purpose, channel);
      await limits.assertNotLocked(subject);
      const sent = await send(attempt, channel, subject, email, purpose, 'check');
      return loginItem(sent, email);
    },

    /** USER_CALL: has the user called? When they have, the answer carries a fresh code to sign in with. */
    async callStatus(client: OtpClient, purpose: OtpPurpose): Promise<LoginItem> {
      const { subject, email } = await subjectOf(client);
      let attempt = await liveAttempt(subject, purpose);
      if (!attempt || attempt.channel !== 'USER_CALL' || !attempt.callCheckId) {
        throw new AppError('CODE_EXPIRED', { message: 'Звонок не ожидается. Запросите вход заново' });
      }
      const now = clock.now();
      if (!attempt.calledAt && attempt.callExpiresAt && attempt.callExpiresAt > now) {
        const status = await integrations.calls.userCallStatus(attempt.callCheckId).catch(() => 'waiting' as const);
        if (status === 'called') {
          [attempt] = await db.update(otpAttempts).set({ calledAt: now }).where(eq(otpAttempts.id, attempt.id)).returning();
        } else if (status === 'expired') {
          [attempt] = await db.update(otpAttempts).set({ callExpiresAt: now }).where(eq(otpAttempts.id, attempt.id)).returning();
        }
      }
      if (!attempt!.calledAt) return loginItem(attempt!, email);
      // The call proved the number: hand this client a code for the usual sign-in call.
      const code = randomCode();
      const [withCode] = await db
        .update(otpAttempts)
        .set({
          codeHash: codeHash(attempt!.id, code),
          tries: 0,
          expiresAt: new Date(now.getTime() + OTP_RULES.codeTtlSeconds.USER_CALL * 1000),
        })
        .where(eq(otpAttempts.id, attempt!.id))
        .returning();
      return loginItem(withCode!, email, code);
    },

    /**
     * Checks and spends the code; wrong codes count against the attempt and the lockout. The check,
     * the spending and the count run under the limits' locks, so a burst is counted one by one.
     */
    async verify(client: OtpClient, purpose: OtpPurpose, code: string): Promise<void> {
      const { subject } = await subjectOf(client);
      await limits.assertNotLocked(subject);
      const outcome = await limits.checkCode(subject, async (tx) => {
        const attempt = await liveAttempt(subject, purpose, tx);
        const now = clock.now();
        if (!attempt || !attempt.codeHash || attempt.expiresAt <= now) return { wrong: false, verdict: 'expired' as const };
        if (hasher.matches(`${attempt.id}:${code}`, attempt.codeHash)) {
          const spent = await tx
            .update(otpAttempts)
            .set({ spentAt: now })
            .where(and(eq(otpAttempts.id, attempt.id), isNull(otpAttempts.spentAt)))
            .returning({ id: otpAttempts.id });
          return { wrong: false, verdict: spent.length > 0 ? ('ok' as const) : ('used' as const) };
        }
        const [counted] = await tx
          .update(otpAttempts)
          .set({
            tries: sql`${otpAttempts.tries} + 1`,
            spentAt: sql`case when ${otpAttempts.tries} + 1 >= ${OTP_RULES.maxTries} then ${now.toISOString()}::timestamptz else null end`,
          })
          .where(and(eq(otpAttempts.id, attempt.id), isNull(otpAttempts.spentAt)))
          .returning({ tries: otpAttempts.tries });
        if (!counted) return { wrong: false, verdict: 'used' as const };
        return { wrong: true, verdict: 'wrong' as const, left: OTP_RULES.maxTries - counted.tries };
      });
      if (outcome.verdict === 'ok') return;
      if (outcome.verdict === 'expired') throw new AppError('CODE_EXPIRED', { fields: { code: 'Код истёк или уже использован' } });
      if (outcome.verdict === 'used') throw new AppError('CODE_EXPIRED', { fields: { code: 'Код уже использован' } });
      const left = outcome.left ?? 0;
      const message = left > 0 ? `Неверный код. Осталось попыток: ${left}` : 'Неверный код. Попытки закончились — запросите новый код';
      throw new AppError('INVALID_CODE', { message, fields: { code: message }, details: { tries_left: left } });
    },
  };
}

export type Otp = ReturnType<typeof createOtp>;
export { LOGIN_CHANNELS };
