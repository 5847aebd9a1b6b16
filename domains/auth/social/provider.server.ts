import { randomBytes } from 'node:crypto';
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

export function urlWithQuery(base: string, query: Record<string, string | undefined>): string {
  const url = new URL(base);
  for (const [key, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(key, value);
  return url.toString();
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
