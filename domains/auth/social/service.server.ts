import { z } from 'zod';
import type { Db } from '../../../db/client.server';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import type { UsersService } from '../../users/service.server';
import type { Env } from '../../../lib/env.server';
import { createHasher, type Hasher } from '../crypto.server';
import type { AuthService, DeviceInfo, LoginOutcome } from '../service.server';
import { createSocialAccounts } from './accounts.server';
import { ProviderError, type SocialIdentity } from './provider.server';
import { providersFromEnv, type SocialProviders } from './providers.server';
import { createSandboxCodes } from './sandbox.server';
import { SOCIAL_DEFAULT_REDIRECT, SOCIAL_PROVIDER_NAMES, socialProviderSchema, type SocialProvider } from './schema';
import { createOAuthStates } from './states.server';

/** A social login waiting for the phone login that links it: 15 minutes. */
export const SOCIAL_LINK_TTL_SECONDS = 900;

export type SocialOutcome =
  | { status: 'LOGGED_IN'; login: LoginOutcome; redirect: string }
  | { status: 'LINKED'; redirect: string }
  | { status: 'PHONE_REQUIRED'; linkToken: string; redirect: string };

const linkTicketSchema = z.object({
  provider: socialProviderSchema,
  subject: z.string().min(1).max(255),
  email: z.string().nullable(),
  email_verified: z.boolean().nullable(),
  profile: z.record(z.string(), z.string()).default({}),
});

export const staleStateError = () =>
  new AppError('VALIDATION_ERROR', {
    message: 'Ссылка для входа устарела или уже использована. Начните вход заново',
    fields: { state: 'Ссылка для входа недействительна' },
  });

export function unavailableError(provider: SocialProvider) {
  return new AppError('SERVICE_UNAVAILABLE', {
    message: `Вход через ${SOCIAL_PROVIDER_NAMES[provider]} временно недоступен. Попробуйте позже или войдите по телефону`,
  });
}

/** The visitor-facing form of a failed provider call: no provider text, no secrets. */
export function providerFailure(error: ProviderError): AppError {
  const name = SOCIAL_PROVIDER_NAMES[error.provider];
  if (error.kind === 'rejected') {
    return new AppError('VALIDATION_ERROR', {
      message: `${name} не подтвердил вход: код авторизации устарел или недействителен. Попробуйте войти ещё раз`,
      cause: error,
    });
  }
  if (error.kind === 'invalid') {
    return new AppError('SERVICE_UNAVAILABLE', {
      message: `Не удалось проверить ответ ${name}. Попробуйте ещё раз или войдите по телефону`,
      cause: error,
    });
  }
  return new AppError('SERVICE_UNAVAILABLE', {
    message: `${name} не отвечает. Попробуйте позже или войдите по телефону`,
    cause: error,
  });
}

function conflictError(provider: SocialProvider) {
  const name = SOCIAL_PROVIDER_NAMES[provider];
  return new AppError('SOCIAL_ACCOUNT_LINKED', {
    message:
      `Этот аккаунт ${name} уже привязан к другому пользователю. Войдите через ${name}, чтобы открыть ` +
      `тот аккаунт, или выберите другой аккаунт ${name}`,
  });
}

/**
 * Social login: authorization code flow with state, PKCE and (OIDC) nonce. Accounts are keyed
 * by the provider's subject. An unknown subject is linked to the signed-in user who started the
 * flow, or to the one account whose confirmed e-mail the provider vouches for, or else waits
 * for a phone login (a `social_link` ticket) that links it.
 */
export function createSocialLogin(deps: {
  db: Db;
  clock: Clock;
  auth: AuthService;
  users: UsersService;
  providers: SocialProviders;
  hasher: Hasher;
  publicUrl: string;
}) {
  const { auth, users, providers } = deps;
  const accounts = createSocialAccounts(deps);
  const states = createOAuthStates(deps);
  const origin = deps.publicUrl.replace(/\/+$/, '');

  function providerOrUnavailable(id: SocialProvider) {
    const provider = providers.get(id);
    if (!provider) throw unavailableError(id);
    return provider;
  }

  async function signIn(userId: number, device: DeviceInfo, redirect: string): Promise<SocialOutcome> {
    return { status: 'LOGGED_IN', login: await auth.loginUser(userId, device, 'social'), redirect };
  }

  async function linkToSignedInUser(id: SocialProvider, identity: SocialIdentity, userId: number): Promise<void> {
    const existing = await accounts.find(id, identity.subject);
    if (existing) {
      if (existing.userId !== userId) throw conflictError(id);
      await accounts.touch(existing.id, identity, { loggedIn: false });
      return;
    }
    const user = await users.getById(userId);
    if (!user || user.deactivatedAt) throw new AppError('UNAUTHORIZED', { message: 'Аккаунт не найден или удалён. Войдите снова' });
    const owner = await accounts.link(id, identity, userId, { loggedIn: false });
    if (owner.userId !== userId) throw conflictError(id);
  }

  return {
    states,

    /** The exact redirect URI registered at every provider. */
    redirectUri(id: SocialProvider): string {
      return `${origin}/auth/${id}/callback/`;
    },

    /** GET /api/auth/{provider}: a new flow; the address of the provider's consent screen. */
    async start(input: {
      provider: SocialProvider;
      binding: string;
      redirectBack: string | null;
      deviceId: string | null;
      linkUserId: number | null;
    }): Promise<string> {
      const provider = providerOrUnavailable(input.provider);
      const flow = await states.start(input);
      return provider.authorizeUrl({ ...flow, redirectUri: this.redirectUri(input.provider) });
    },

    /**
     * POST /api/auth/social/callback. `binding` is the browser's flow cookie; it is checked for
     * the site (the app exchanges codes it received itself and has no cookie).
     */
    async callback(input: {
      provider: SocialProvider;
      code: string;
      state: string;
      providerDeviceId?: string;
      binding: string | undefined;
      checkBinding: boolean;
      device: DeviceInfo;
    }): Promise<SocialOutcome> {
      const provider = providerOrUnavailable(input.provider);
      if (input.checkBinding && !states.belongsTo(input.state, input.binding)) throw staleStateError();
      const flow = await states.consume(input.state);
      if (!flow || flow.provider !== input.provider) throw staleStateError();

      let identity: SocialIdentity;
      try {
        identity = await provider.exchange({
          code: input.code,
          codeVerifier: flow.codeVerifier,
          redirectUri: this.redirectUri(input.provider),
          state: input.state,
          nonce: flow.nonce,
          deviceId: input.providerDeviceId,
        });
      } catch (error) {
        throw error instanceof ProviderError ? providerFailure(error) : error;
      }

      const redirect = flow.redirectBack ?? SOCIAL_DEFAULT_REDIRECT;
      const device: DeviceInfo = { ...input.device, deviceId: input.device.deviceId ?? flow.deviceId ?? undefined };

      if (flow.linkUserId !== null) {
        await linkToSignedInUser(input.provider, identity, flow.linkUserId);
        return { status: 'LINKED', redirect };
      }

      const linked = await accounts.find(input.provider, identity.subject);
      if (linked) {
        await accounts.touch(linked.id, identity, { loggedIn: true });
        return signIn(linked.userId, device, redirect);
      }

      // The provider vouches for the e-mail, and one account has confirmed it: the same person.
      if (identity.email && identity.emailVerified === true) {
        const user = await users.findByConfirmedEmail(identity.email);
        if (user) {
          const owner = await accounts.link(input.provider, identity, user.id, { loggedIn: true });
          return signIn(owner.userId, device, redirect);
        }
      }

      const linkToken = await auth.tickets.issue('social_link', SOCIAL_LINK_TTL_SECONDS, {
        payload: {
          provider: input.provider,
          subject: identity.subject,
          email: identity.email,
          email_verified: identity.emailVerified,
          profile: identity.profile,
        },
      });
      return { status: 'PHONE_REQUIRED', linkToken, redirect };
    },

    /**
     * The phone login that followed PHONE_REQUIRED: links the waiting identity to the account.
     * A dead ticket is ignored; a subject linked meanwhile to someone else stays theirs.
     */
    async linkAfterPhoneLogin(userId: number, socialLinkToken: string): Promise<'linked' | 'ignored'> {
      const ticket = await auth.tickets.consume('social_link', socialLinkToken);
      if (!ticket) return 'ignored';
      const parsed = linkTicketSchema.safeParse(ticket.payload);
      if (!parsed.success) return 'ignored';
      const { provider, subject, email, email_verified: emailVerified, profile } = parsed.data;
      const owner = await accounts.link(provider, { subject, email, emailVerified, profile }, userId, { loggedIn: true });
      return owner.userId === userId ? 'linked' : 'ignored';
    },
  };
}

export type SocialLogin = ReturnType<typeof createSocialLogin>;

/**
 * Social login as the composition root builds it: providers from the environment (the sandbox
 * stands in for unconfigured ones outside production), and the hook that links a waiting social
 * identity when its phone login succeeds.
 */
export function createSocialAuth(deps: { env: Env; db: Db; clock: Clock; auth: AuthService; users: UsersService }) {
  const { env, clock } = deps;
  const hasher = createHasher(env.SESSION_SECRET);
  const sandboxCodes = createSandboxCodes(hasher, clock);
  const providers = providersFromEnv(env, { clock, sandboxCodes });
  const login = createSocialLogin({ db: deps.db, clock, auth: deps.auth, users: deps.users, providers, hasher, publicUrl: env.PUBLIC_URL });
  deps.auth.onLogin(async ({ user, socialLinkToken }) => {
    if (socialLinkToken) await login.linkAfterPhoneLogin(user.id, socialLinkToken);
  });
  return { login, providers, sandboxCodes, problems: providers.problems };
}

export type SocialAuth = ReturnType<typeof createSocialAuth>;
