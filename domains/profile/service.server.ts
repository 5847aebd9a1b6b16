import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { LoginItem } from '../auth/schema';
import type { AuthService, DeviceInfo, IssuedTokens, LoginOutcome } from '../auth/service.server';
import type { Integrations } from '../integrations/registry.server';
import type { UserRow } from '../users/schema';
import type { UsersService } from '../users/service.server';
import type { Lodger } from '../lodgers/schema';
import { onboardingSteps, type Onboarding, type OnboardingFacts } from './onboarding';
import { hashPassword } from './password.server';
import { type Profile, type ProfileUpdate, PROFILE_RULES } from './schema';

export interface ProfileDeps {
  clock: Clock;
  /** The address people open: links in letters point here. */
  publicUrl: string;
  users: UsersService;
  auth: AuthService;
  integrations: Integrations;
  /** Other domains' personal data erased with the account (identity documents, lodgers). */
  erasers?: readonly { eraseForUser(userId: number): Promise<unknown> }[];
  /** The people who will stay with the user (the Profile names them). */
  lodgers?: { list(userId: number): Promise<Lodger[]> };
  /** The welcome checklist's facts owned by other domains (none given: those steps read as not done). */
  onboardingFacts?: (userId: number) => Promise<Pick<OnboardingFacts, 'addresses' | 'passport' | 'referrals'>>;
}

/** Who asks for a code: the device (or, without one, the IP) the code will be bound to. */
export interface ProfileClient {
  deviceId?: string;
  ip: string;
}

const DAY_MS = 24 * 3600 * 1000;

const gone = () => new AppError('UNAUTHORIZED', { message: 'Аккаунт не найден или удалён. Войдите снова' });

function waitText(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  return s < 60 ? `${s} с` : s < 3600 ? `${Math.ceil(s / 60)} мин` : `${Math.ceil(s / 3600)} ч`;
}

function tooMany(message: string, retryAfter: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfter));
  return new AppError('TOO_MANY_REQUESTS', {
    message: `${message}. Попробуйте через ${waitText(seconds)}`,
    details: { retry_after: seconds },
  });
}

/** Full years between a birth date and today (both calendar dates, UTC). */
export function ageOn(birthDate: string, today: Date): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  const ty = today.getUTCFullYear();
  const tm = today.getUTCMonth() + 1;
  const td = today.getUTCDate();
  return ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
}

const phoneTaken = () =>
  new AppError('PHONE_TAKEN', {
    fields: { phone: 'Номер уже привязан к другому аккаунту' },
  });

const phoneProofExpired = () =>
  new AppError('CODE_EXPIRED', {
    message: 'Подтверждение текущего номера устарело. Начните смену номера заново',
    fields: { token: 'Подтверждение устарело — начните заново' },
  });

const deadEmailLink = () =>
  new AppError('CODE_EXPIRED', {
    message: 'Ссылка недействительна: она устарела или уже использована. Отправьте письмо ещё раз из профиля',
    fields: { key: 'Ссылка устарела или уже использована' },
  });

/**
 * "Мои данные": the profile, the e-mail and phone changes, the password reset and the
 * deactivation. Builds on the users service (the rows) and the auth service (codes, tickets,
 * sessions); letters go through the mail integration.
 */
export function createProfileService(deps: ProfileDeps) {
  const { clock, users, auth, integrations } = deps;

  async function activeUser(userId: number): Promise<UserRow> {
    const user = await users.getById(userId);
    if (!user || user.deactivatedAt) throw gone();
    return user;
  }

  /**
   * The user's e-mail confirmation tickets of the last day, newest first. Tickets live 24 h,
   * so this is every live one too. The newest ticket is the source of truth for the pending
   * e-mail: a new address supersedes the links sent for the previous one.
   */
  async function emailTickets(userId: number) {
    const since = new Date(clock.now().getTime() - DAY_MS);
    return auth.tickets.listForUser('email_confirmation', userId, since);
  }

  async function pendingEmailOf(user: UserRow): Promise<string | null> {
    const [newest] = await emailTickets(user.id);
    if (!newest || newest.usedAt || newest.expiresAt <= clock.now()) return null;
    const email = typeof newest.payload.email === 'string' ? newest.payload.email : null;
    if (!email || (user.emailConfirmedAt && user.email === email)) return null;
    return email;
  }

  async function toProfile(user: UserRow): Promise<Profile> {
    const [viewer, pendingEmail, lodgers] = await Promise.all([
      users.viewer(user),
      pendingEmailOf(user),
      deps.lodgers ? deps.lodgers.list(user.id) : [],
    ]);
    return {
      id: user.id,
      phone: user.phone ?? '',
      email: user.email,
      email_confirmed: user.emailConfirmedAt !== null,
      pending_email: pendingEmail,
      first_name: user.firstName,
      last_name: user.lastName,
      middle_name: user.middleName,
      birth_date: user.birthDate,
      passport_type: user.passportType,
      lodgers,
      agree_ads: user.agreeAds,
      short_bonuses: viewer.short_bonuses,
      bonus_balance: viewer.bonus_balance,
      unread_notifications_count: viewer.unread_notifications_count,
      has_companies: viewer.has_companies,
      onboarding_completed: user.onboardingCompletedAt !== null,
      created_at: user.createdAt.toISOString(),
    };
  }

  /** One letter a minute and five a day per account, counted from the tickets themselves. */
  async function assertCanSendLetter(userId: number) {
    const tickets = await emailTickets(userId);
    const now = clock.now().getTime();
    const newest = tickets[0];
    if (newest) {
      const wait = (newest.createdAt.getTime() + PROFILE_RULES.emailResendSeconds * 1000 - now) / 1000;
      if (wait > 0) throw tooMany('Письмо уже отправлено', wait);
    }
    if (tickets.length >= PROFILE_RULES.emailLettersPerDay) {
      const oldest = tickets[PROFILE_RULES.emailLettersPerDay - 1]!;
      throw tooMany('Слишком много писем за сутки', (oldest.createdAt.getTime() + DAY_MS - now) / 1000);
    }
  }

  async function sendConfirmationLetter(userId: number, email: string) {
    const key = await auth.tickets.issue('email_confirmation', PROFILE_RULES.emailTicketTtlSeconds, { userId, payload: { userId, email } });
    const base = deps.publicUrl.replace(/\/+$/, '');
    const encoded = encodeURIComponent(key);
    const text = [
      'Здравствуйте!',
      '',
      'Подтвердите адрес электронной почты для аккаунта Местечко — откройте ссылку:',
      `${base}/auth/email/confirm/?key=${encoded}`,
      '',
      `В приложении Местечко: ${base}/app/email-verify/?key=${encoded}`,
      '',
      'Ссылка действует 24 часа и срабатывает один раз.',
      'Если вы не указывали эту почту, просто не открывайте ссылку — без подтверждения почта не изменится.',
    ].join('\n');
    try {
      await integrations.mail.send({ channel: 'EMAIL', to: email, text, payload: { subject: 'Подтвердите почту — Местечко' } });
    } catch (error) {
      throw new AppError('SERVICE_UNAVAILABLE', { message: 'Не удалось отправить письмо. Попробуйте позже', cause: error });
    }
    return { email, sent: true as const, resend_after: PROFILE_RULES.emailResendSeconds };
  }

  /** The proof of the current number, for this user only, still unused. */
  async function phoneProof(userId: number, token: string) {
    if (!(await auth.tickets.isLive('phone_change', token, userId))) throw phoneProofExpired();
  }

  async function assertNewPhone(user: UserRow, phone: string) {
    if (user.phone === phone) {
      throw new AppError('VALIDATION_ERROR', {
        message: 'Это ваш текущий номер',
        fields: { phone: 'Это ваш текущий номер — укажите новый' },
      });
    }
    const holder = await users.findByPhone(phone);
    if (holder && holder.id !== user.id) throw phoneTaken();
  }

  return {
    async getProfile(userId: number): Promise<Profile> {
      return toProfile(await activeUser(userId));
    },

    async updateProfile(userId: number, input: ProfileUpdate): Promise<Profile> {
      if (input.birth_date) {
        const age = ageOn(input.birth_date, clock.now());
        if (age < PROFILE_RULES.minAge || age > PROFILE_RULES.maxAge) {
          const message = age < PROFILE_RULES.minAge ? `Вам должно быть не меньше ${PROFILE_RULES.minAge} лет` : 'Проверьте год рождения';
          throw new AppError('VALIDATION_ERROR', { fields: { birth_date: message } });
        }
      }
      const row = await users.updateProfile(userId, {
        firstName: input.first_name,
        lastName: input.last_name,
        middleName: input.middle_name,
        birthDate: input.birth_date,
      });
      if (!row) throw gone();
      return toProfile(row);
    },

    async setAgreeAds(userId: number, agree: boolean): Promise<Profile> {
      const row = await users.setAgreeAds(userId, agree);
      if (!row) throw gone();
      return toProfile(row);
    },

    /** GET /api/cabinet/on-boarding: each step of the welcome checklist as it really stands. */
    async onboarding(userId: number): Promise<Onboarding> {
      const user = await activeUser(userId);
      const facts = deps.onboardingFacts ? await deps.onboardingFacts(userId) : { addresses: 0, passport: null, referrals: 0 };
      return {
        completed: user.onboardingCompletedAt !== null,
        steps: onboardingSteps({ firstName: user.firstName, birthDate: user.birthDate, ...facts }),
      };
    },

    async completeOnboarding(userId: number): Promise<void> {
      if (!(await users.completeOnboarding(userId))) throw gone();
    },

    /** Deactivation: personal data erased, the number freed, every session signed out. */
    async deactivate(userId: number, reason?: string): Promise<{ deactivatedAt: Date }> {
      const row = await users.deactivate(userId, reason);
      if (!row) throw gone();
      await auth.sessions.revokeAllForUser(userId, 'deactivated');
      for (const eraser of deps.erasers ?? []) await eraser.eraseForUser(userId);
      return { deactivatedAt: row.deactivatedAt ?? clock.now() };
    },

    /** A new e-mail waits for the link in the letter; the confirmed one stays until then. */
    async requestEmailChange(userId: number, email: string) {
      const user = await activeUser(userId);
      if (user.emailConfirmedAt && user.email === email) {
        throw new AppError('VALIDATION_ERROR', {
          message: 'Эта почта уже подтверждена',
          fields: { email: 'Это ваша текущая подтверждённая почта' },
        });
      }
      if (await users.findOtherByConfirmedEmail(email, userId)) {
        throw new AppError('EMAIL_TAKEN', {
          fields: { email: 'Почта уже используется в другом аккаунте' },
        });
      }
      await assertCanSendLetter(userId);
      return sendConfirmationLetter(userId, email);
    },

    /** The letter again, for the e-mail that waits for confirmation. */
    async resendEmailConfirmation(userId: number) {
      const user = await activeUser(userId);
      const email = (await pendingEmailOf(user)) ?? (user.email && !user.emailConfirmedAt ? user.email : null);
      if (!email) {
        throw new AppError('VALIDATION_ERROR', {
          message: user.emailConfirmedAt ? 'Почта уже подтверждена' : 'Сначала укажите почту в профиле',
        });
      }
      await assertCanSendLetter(userId);
      return sendConfirmationLetter(userId, email);
    },

    /** The link of the letter, opened on any device: the key proves the mailbox. */
    async confirmEmail(key: string): Promise<{ email: string; userId: number }> {
      // Used up first, so of parallel openings one confirms; given back when the link cannot be honoured.
      const ticket = await auth.tickets.consume('email_confirmation', key);
      if (!ticket) throw deadEmailLink();
      try {
        const email = typeof ticket.payload.email === 'string' ? ticket.payload.email : null;
        const userId = ticket.userId;
        if (!email || userId === null) throw deadEmailLink();
        const user = await users.getById(userId);
        if (!user || user.deactivatedAt) throw deadEmailLink();
        const [newest] = await emailTickets(userId);
        if (newest && newest.payload.email !== email) {
          throw new AppError('CODE_EXPIRED', {
            message: 'Ссылка устарела: после неё в профиле указали другую почту. Откройте ссылку из последнего письма',
            fields: { key: 'Ссылка устарела' },
          });
        }
        if (await users.findOtherByConfirmedEmail(email, userId)) {
          throw new AppError('EMAIL_TAKEN', { message: 'Эта почта уже подтверждена в другом аккаунте', fields: { key: 'Почта занята' } });
        }
        if (!(await users.setConfirmedEmail(userId, email))) throw deadEmailLink();
        return { email, userId };
      } catch (error) {
        await ticket.release();
        throw error;
      }
    },

    /** Step 1 of the phone change: a code to the current number. */
    async startPhoneCheck(userId: number, client: ProfileClient): Promise<LoginItem> {
      const user = await activeUser(userId);
      if (!user.phone) throw gone();
      return auth.otp.start({ phone: user.phone, ...client }, 'phone_change', 'SMS');
    },

    /** Step 2: the code of the current number gives a 15-minute proof for the next steps. */
    async confirmPhoneCheck(userId: number, client: ProfileClient, code: string): Promise<string> {
      const user = await activeUser(userId);
      if (!user.phone) throw gone();
      await auth.otp.verify({ phone: user.phone, ...client }, 'phone_change', code);
      return auth.tickets.issue('phone_change', PROFILE_RULES.phoneChangeTicketTtlSeconds, {
        userId,
        payload: { userId, step: 'old_verified' },
      });
    },

    /** Step 3: a code to the new number, when it is new and free. */
    async startPhoneUpdate(userId: number, client: ProfileClient, phone: string, token: string): Promise<LoginItem> {
      await phoneProof(userId, token);
      const user = await activeUser(userId);
      await assertNewPhone(user, phone);
      return auth.otp.start({ phone, ...client }, 'phone_change', 'SMS');
    },

    /**
     * Step 4: the new number's code. The number becomes the login, every session of the account
     * is signed out and this device gets a fresh one. Of parallel confirmations exactly one wins
     * (the code and the proof are single use; the unique phone index settles a race with another account).
     */
    async confirmPhoneUpdate(
      userId: number,
      client: ProfileClient,
      input: { phone: string; token: string; code: string },
      device: DeviceInfo,
    ): Promise<LoginOutcome> {
      await phoneProof(userId, input.token);
      const user = await activeUser(userId);
      await assertNewPhone(user, input.phone);
      await auth.otp.verify({ phone: input.phone, ...client }, 'phone_change', input.code);
      if (!(await auth.tickets.consume('phone_change', input.token, { userId }))) throw phoneProofExpired();
      const changed = await users.changePhone(userId, input.phone);
      if (!changed.ok) throw changed.reason === 'taken' ? phoneTaken() : gone();
      await auth.sessions.revokeAllForUser(userId, 'phone_changed');
      return auth.loginUser(userId, device, 'ticket');
    },

    /** Password reset, step 1: the same answer whether or not the number has an account. */
    async startPasswordReset(phone: string, client: ProfileClient) {
      const item = await auth.otp.start({ phone, ...client }, 'password_reset', 'SMS');
      return { phone, sent: true as const, expired_at: item.expired_at, timeout: item.timeout, wait_timer: item.SMS.wait_timer };
    },

    /**
     * Password reset, step 2: the code proves the number; the new password is stored as a
     * scrypt hash and every session is signed out. A caller signed in to this very account gets
     * a fresh session for its device (tokens returned), everyone else signs in again.
     */
    async confirmPasswordReset(
      input: { phone: string; code: string; password: string },
      client: ProfileClient,
      current: { userId: number; device: DeviceInfo } | null,
    ): Promise<{ tokens: IssuedTokens | null }> {
      await auth.otp.verify({ phone: input.phone, ...client }, 'password_reset', input.code);
      const user = await users.findByPhone(input.phone);
      if (!user) throw new AppError('NOT_FOUND', { message: 'Аккаунт с этим номером не найден. Войдите по коду — аккаунт создастся' });
      await users.setPasswordHash(user.id, await hashPassword(input.password));
      await auth.sessions.revokeAllForUser(user.id, 'password_reset');
      if (current?.userId !== user.id) return { tokens: null };
      return { tokens: (await auth.loginUser(user.id, current.device, 'ticket')).tokens };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
