import type { Db } from '../../db/client.server';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { Integrations } from '../integrations/registry.server';
import type { UserRow } from '../users/schema';
import type { UsersService } from '../users/service.server';
import { createAccessTokens } from './access-token.server';
import { createHasher } from './crypto.server';
import { createAuthHousekeeping } from './housekeeping.server';
import { createLoginLimits, type IpLimits } from './limits.server';
import { createOtp, type OtpClient } from './otp.server';
import { OTP_RULES } from './rules';
import type { LoginChannel, PhoneLogin, Viewer } from './schema';
import { type ActiveSession, createSessions, type DeviceInfo, type IssuedTokens } from './sessions.server';
import { createTickets } from './tickets.server';

export type { DeviceInfo, IssuedTokens } from './sessions.server';
export type { OtpClient, OtpPurpose } from './otp.server';
export { forgetPushToken, pushTokensOf } from './device-tokens.server';
export { liveSessionSql } from './sessions.server';

export interface AuthConfig {
  secret: string;
  accessTtlSeconds?: number;
  defaultChannel?: LoginChannel;
  ipLimits?: IpLimits;
}

export interface LoginOutcome {
  user: UserRow;
  viewer: Viewer;
  isNew: boolean;
  tokens: IssuedTokens;
}

/** Hook for other domains: what happens to a user's data when they sign in (guest orders, social links). */
export type LoginListener = (event: { user: UserRow; isNew: boolean; sessionToken?: string; socialLinkToken?: string }) => Promise<void>;

export function createAuthService(deps: { db: Db; clock: Clock; integrations: Integrations; users: UsersService; config: AuthConfig }) {
  const { db, clock, users } = deps;
  const hasher = createHasher(deps.config.secret);
  const access = createAccessTokens(deps.config.secret, clock, deps.config.accessTtlSeconds);
  const sessions = createSessions({ db, clock, hasher, access });
  const tickets = createTickets({ db, clock, hasher });
  const limits = createLoginLimits(db, clock, deps.config.ipLimits ?? { sendsPerHour: 30, failuresPerHour: 60 });
  const otp = createOtp({
    db,
    clock,
    hasher,
    integrations: deps.integrations,
    users,
    sessions,
    limits,
    defaultChannel: deps.config.defaultChannel ?? 'SMS',
  });
  const listeners: LoginListener[] = [];

  async function finishLogin(
    user: UserRow,
    isNew: boolean,
    device: DeviceInfo,
    strategy: 'phone' | 'social' | 'webview' | 'ticket',
    extra: { sessionToken?: string; socialLinkToken?: string } = {},
  ): Promise<LoginOutcome> {
    for (const listener of listeners) await listener({ user, isNew, ...extra });
    const tokens = await sessions.start(user.id, device, strategy);
    return { user, viewer: await users.viewer(user), isNew, tokens };
  }

  return {
    otp,
    sessions,
    tickets,
    accessTtlSeconds: access.ttlSeconds,
    /** Deletes expired codes, limits' records, tickets, OAuth states and refresh tokens. */
    purgeExpired: createAuthHousekeeping(db, clock),

    onLogin(listener: LoginListener) {
      listeners.push(listener);
    },

    /** The sign-in call: the code proves the phone; the account is created at the first login. */
    async loginByPhone(input: PhoneLogin, client: OtpClient, device: DeviceInfo): Promise<LoginOutcome> {
      await otp.verify(client, 'login', input.code);
      const { user, isNew } = await users.findOrCreateByPhone({
        phone: input.phone,
        agreeAds: input.agree_ads ?? false,
        utm: input.utm as Record<string, string> | undefined,
        deviceType: device.deviceType,
      });
      return finishLogin(user, isNew, device, 'phone', { sessionToken: input.session_token, socialLinkToken: input.social_link_token });
    },

    /** Signs a known user in (social login, entry tickets, the webview hand-over). */
    async loginUser(userId: number, device: DeviceInfo, strategy: 'social' | 'webview' | 'ticket'): Promise<LoginOutcome> {
      const user = await users.getById(userId);
      if (!user || user.deactivatedAt) throw new AppError('UNAUTHORIZED', { message: 'Аккаунт не найден или удалён' });
      return finishLogin(user, false, device, strategy);
    },

    /** The mobile app hands its session to a webview: both its tokens must belong to one live session. */
    async webviewLogin(accessToken: string, sessionToken: string, device: DeviceInfo): Promise<LoginOutcome> {
      const fromRefresh = await sessions.sessionOfRefreshToken(sessionToken);
      const checked = await access.verify(accessToken);
      // The access token may have just expired; its signature and session still have to match.
      const accessSession = checked.ok ? checked.claims.sessionId : null;
      if (
        !fromRefresh ||
        (checked.ok === false && checked.reason === 'invalid') ||
        (accessSession && accessSession !== fromRefresh.sessionId)
      ) {
        throw new AppError('UNAUTHORIZED', { message: 'Не удалось войти из приложения. Откройте раздел заново' });
      }
      if (!checked.ok) {
        // Expired but correctly signed: read its session id without trusting anything else in it.
        const payload = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sid?: string };
        if (payload.sid !== fromRefresh.sessionId) throw new AppError('UNAUTHORIZED');
      }
      return this.loginUser(fromRefresh.userId, { ...device, deviceType: 'WEBVIEW' }, 'webview');
    },

    /** A phone proven by code without signing in (guest booking): a ticket other calls accept for 15 minutes. */
    async confirmPhone(client: OtpClient, code: string): Promise<string> {
      await otp.verify(client, 'login', code);
      return tickets.issue('phone_confirmation', OTP_RULES.confirmationTtlSeconds, { payload: { phone: client.phone } });
    },

    viewerOf(userId: number): Promise<Viewer | null> {
      return users.viewerById(userId);
    },

    /**
     * A page's viewer from its access token: the signature checked without the database, then the
     * viewer read with the check that the token's session is live, in one statement.
     */
    async pageViewer(
      accessToken: string,
    ): Promise<{ ok: true; session: ActiveSession; viewer: Viewer } | { ok: false; reason: 'expired' | 'invalid' }> {
      const checked = await access.verify(accessToken);
      if (!checked.ok) return checked;
      const { userId, sessionId } = checked.claims;
      const viewer = await users.viewerInSession(userId, sessionId);
      return viewer ? { ok: true, session: { userId, sessionId }, viewer } : { ok: false, reason: 'invalid' };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
