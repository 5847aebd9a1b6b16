import { timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../../lib/clock';
import type { Hasher } from '../crypto.server';
import { calculatePKCECodeChallenge } from 'openid-client';
import { cleanProfile, emailOf, type OAuthProvider, ProviderError, urlWithQuery } from './provider.server';
import type { SocialProvider } from './schema';

export const SANDBOX_CLIENT_ID = 'sandbox';
const CODE_TTL_SECONDS = 600;

/** Providers that say whether the e-mail is verified; the sandbox mirrors the real ones. */
const SAYS_EMAIL_VERIFIED: Record<SocialProvider, boolean> = { google: true, tinkoff: true, vk: false, yandex: false };

export function sandboxAuthorizePath(provider: SocialProvider): string {
  return `/api/dev/oauth/${provider}/authorize`;
}

/** What the sandbox consent page approved: carried inside the code, signed. */
export interface SandboxGrant {
  provider: SocialProvider;
  subject: string;
  name: string;
  email: string;
  emailVerified: boolean;
  codeChallenge: string;
  redirectUri: string;
  nonce: string | null;
  deviceId: string | null;
}

interface SignedGrant extends SandboxGrant {
  exp: number;
}

/**
 * Sandbox codes hold the approved identity themselves (signed with the session secret), so
 * any process can exchange them and no table is needed. A code dies with its state anyway:
 * the state is single use.
 */
export function createSandboxCodes(hasher: Hasher, clock: Clock) {
  const sign = (body: string) => hasher.hash(`oauth-sandbox-code:${body}`);
  return {
    issue(grant: SandboxGrant): string {
      const signed: SignedGrant = { ...grant, exp: Math.floor(clock.now().getTime() / 1000) + CODE_TTL_SECONDS };
      const body = Buffer.from(JSON.stringify(signed)).toString('base64url');
      return `${body}.${sign(body)}`;
    },
    read(code: string): SignedGrant | null {
      const [body, mac, extra] = code.split('.');
      if (!body || !mac || extra !== undefined) return null;
      const expected = Buffer.from(sign(body));
      const given = Buffer.from(mac);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      try {
        const grant = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as SignedGrant;
        return grant.exp * 1000 > clock.now().getTime() ? grant : null;
      } catch {
        return null;
      }
    },
  };
}

export type SandboxCodes = ReturnType<typeof createSandboxCodes>;

/**
 * The stand-in for a provider without a client id, outside production: the visitor is sent to
 * the local consent page, and the code exchange checks what a real provider checks (exact
 * redirect URI, PKCE verifier, nonce, VK device_id) before giving the approved identity.
 */
export function sandboxProvider(id: SocialProvider, codes: SandboxCodes): OAuthProvider {
  const refuse = (reason: string) => new ProviderError(id, 'rejected', 'token', { status: 400, oauthError: 'invalid_grant', reason });
  return {
    id,
    sandbox: true,
    authorizeUrl({ state, codeChallenge, nonce, redirectUri }) {
      const query = {
        response_type: 'code',
        client_id: SANDBOX_CLIENT_ID,
        redirect_uri: redirectUri,
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
        nonce: id === 'google' ? nonce : undefined,
      };
      const url = new URL(urlWithQuery(`http://sandbox.invalid${sandboxAuthorizePath(id)}`, query));
      return `${url.pathname}${url.search}`;
    },
    async exchange({ code, codeVerifier, redirectUri, nonce, deviceId }) {
      const grant = codes.read(code);
      if (!grant || grant.provider !== id) throw refuse('unknown or expired code');
      if (grant.redirectUri !== redirectUri) throw refuse('redirect_uri mismatch');
      if ((await calculatePKCECodeChallenge(codeVerifier)) !== grant.codeChallenge) throw refuse('PKCE verifier mismatch');
      if (id === 'google' && grant.nonce !== nonce) throw refuse('nonce mismatch');
      if (id === 'vk' && (!deviceId || grant.deviceId !== deviceId)) throw refuse('device_id mismatch');
      const email = emailOf(grant.email);
      const [firstName, ...rest] = grant.name.trim().split(/\s+/);
      return {
        subject: grant.subject,
        email,
        emailVerified: SAYS_EMAIL_VERIFIED[id] && email ? grant.emailVerified : null,
        profile: cleanProfile({ name: grant.name.trim(), first_name: firstName, last_name: rest.join(' ') }),
      };
    },
  };
}

export function sandboxSaysEmailVerified(provider: SocialProvider): boolean {
  return SAYS_EMAIL_VERIFIED[provider];
}
