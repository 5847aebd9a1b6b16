import { createHash, randomBytes } from 'node:crypto';
import type { SocialProvider } from './schema';

/** Every call to a provider gives up after this long. */
export const PROVIDER_TIMEOUT_MS = 10_000;

/** A registered client at a provider. */
export interface ClientConfig {
  clientId: string;
  clientSecret?: string;
  /** Replaces the scheme and host of every endpoint (the paths stay): tests, proxies. */
  baseUrl?: string;
}

/** The identity a provider vouches for after the code exchange. */
export interface SocialIdentity {
  subject: string;
  email: string | null;
  /** true only when the provider itself says the e-mail is verified; null when it does not say. */
  emailVerified: boolean | null;
  profile: SocialProfile;
}

export interface SocialProfile {
  name?: string;
  first_name?: string;
  last_name?: string;
  avatar?: string;
  phone?: string;
  login?: string;
}

export interface AuthorizeParams {
  state: string;
  codeChallenge: string;
  nonce: string;
  redirectUri: string;
}

export interface ExchangeParams {
  code: string;
  codeVerifier: string;
  redirectUri: string;
  state: string;
  nonce: string | null;
  /** VK ID: the device_id of the callback query. */
  deviceId?: string;
}

/** One provider: where to send the visitor and how to turn the code into an identity. */
export interface OAuthProvider {
  readonly id: SocialProvider;
  /** The local sandbox stand-in (no client id configured, outside production). */
  readonly sandbox: boolean;
  authorizeUrl(params: AuthorizeParams): string;
  exchange(params: ExchangeParams): Promise<SocialIdentity>;
}

/**
 * A provider call that failed. `rejected`: the provider refused (a dead code, a wrong PKCE
 * verifier); `unavailable`: no answer, a timeout, a 5xx, our own client misconfigured;
 * `invalid`: an answer we cannot trust (bad signature, wrong nonce, missing subject).
 * The message never holds secrets, tokens or codes: only the step, status and OAuth error code.
 */
export class ProviderError extends Error {
  constructor(
    readonly provider: SocialProvider,
    readonly kind: 'rejected' | 'unavailable' | 'invalid',
    readonly step: string,
    readonly detail: { status?: number; oauthError?: string; reason?: string } = {},
  ) {
    const parts = [`${provider} ${step}: ${kind}`];
    if (detail.status) parts.push(`status ${detail.status}`);
    if (detail.oauthError) parts.push(`error ${detail.oauthError}`);
    if (detail.reason) parts.push(detail.reason);
    super(parts.join(', '));
    this.name = 'ProviderError';
  }
}

export function randomUrlToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** PKCE S256: BASE64URL(SHA256(verifier)). */
export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

export function urlWithQuery(base: string, query: Record<string, string | undefined>): string {
  const url = new URL(base);
  for (const [key, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(key, value);
  return url.toString();
}

/** The authorization code request with PKCE (S256) every provider here takes; `extra` adds scope, nonce and the like. */
export function pkceAuthorizeUrl(
  authorizeUrl: string,
  clientId: string,
  request: { state: string; codeChallenge: string; redirectUri: string },
  extra: Record<string, string | undefined> = {},
): string {
  return urlWithQuery(authorizeUrl, {
    response_type: 'code',
    client_id: clientId,
    redirect_uri: request.redirectUri,
    state: request.state,
    code_challenge: request.codeChallenge,
    code_challenge_method: 'S256',
    ...extra,
  });
}

export function form(fields: Record<string, string | undefined>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) body.set(key, value);
  return body;
}

/** Endpoint of a provider: the default URL, or the same path on the configured base URL. */
export function endpoint(defaultUrl: string, baseOverride: string | undefined): string {
  if (!baseOverride) return defaultUrl;
  const path = new URL(defaultUrl).pathname;
  return `${baseOverride.replace(/\/+$/, '')}${path}`;
}

/** The OAuth error code of a refusal: only a short token, never the free-text description. */
function oauthErrorOf(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const value = (body as { error?: unknown }).error;
  if (typeof value === 'string' && /^[\w.-]{1,64}$/.test(value)) return value;
  if (value && typeof value === 'object') {
    const code = (value as { code?: unknown; error_code?: unknown }).code ?? (value as { error_code?: unknown }).error_code;
    if (typeof code === 'string' || typeof code === 'number') return String(code).slice(0, 64);
  }
  return undefined;
}

/** Refusals that mean our own client is misconfigured: an outage for the visitor, not their mistake. */
const CLIENT_ERRORS = new Set(['invalid_client', 'unauthorized_client', 'invalid_request_client']);

/**
 * Calls a provider endpoint and reads its JSON: 10 s timeout, no redirects followed.
 * Network errors, timeouts and 5xx are `unavailable`; 4xx are `rejected` (unless the provider
 * blames our client credentials); a 2xx that is not a JSON object is `invalid`.
 */
export async function callProvider(
  provider: SocialProvider,
  step: string,
  url: string,
  init: { method: 'GET' | 'POST'; headers?: Record<string, string>; body?: URLSearchParams },
): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method,
      headers: { Accept: 'application/json', ...init.headers },
      body: init.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch (error) {
    const reason = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError') ? 'timeout' : 'network error';
    throw new ProviderError(provider, 'unavailable', step, { reason });
  }
  const text = await response.text().catch(() => '');
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (response.status >= 500 || (response.status >= 300 && response.status < 400)) {
    throw new ProviderError(provider, 'unavailable', step, { status: response.status });
  }
  if (response.status >= 400) {
    const oauthError = oauthErrorOf(body);
    const kind = oauthError && CLIENT_ERRORS.has(oauthError) ? 'unavailable' : 'rejected';
    throw new ProviderError(provider, kind, step, { status: response.status, oauthError });
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new ProviderError(provider, 'invalid', step, { status: response.status, reason: 'not a JSON object' });
  }
  // Some providers answer 200 with an error object (VK ID does).
  const inBody = oauthErrorOf(body);
  if (inBody && !('access_token' in body) && !('user' in body) && !('id' in body) && !('sub' in body)) {
    const kind = CLIENT_ERRORS.has(inBody) ? 'unavailable' : 'rejected';
    throw new ProviderError(provider, kind, step, { status: response.status, oauthError: inBody });
  }
  return body as Record<string, unknown>;
}

export function str(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() ? value.trim() : undefined;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** A subject: a non-empty string or integer id, at most 255 characters. */
export function subjectOf(provider: SocialProvider, value: unknown): string {
  const subject = str(value);
  if (!subject || subject.length > 255) throw new ProviderError(provider, 'invalid', 'identity', { reason: 'no subject' });
  return subject;
}

export function emailOf(value: unknown): string | null {
  const email = str(value)?.toLowerCase();
  return email && email.length <= 320 && /^[^\s@]+@[^\s@]+$/.test(email) ? email : null;
}

/** Drops empty entries so the stored profile holds only what the provider gave. */
export function cleanProfile(profile: SocialProfile): SocialProfile {
  return Object.fromEntries(Object.entries(profile).filter(([, v]) => typeof v === 'string' && v.length > 0)) as SocialProfile;
}
