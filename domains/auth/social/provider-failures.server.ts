import { ResponseBodyError, WWWAuthenticateChallengeError } from 'openid-client';
import { ProviderError } from './provider.server';
import type { SocialProvider } from './schema';

/** Refusals that mean our own client is misconfigured: an outage for the visitor, not their mistake. */
const CLIENT_ERRORS = new Set(['invalid_client', 'unauthorized_client', 'invalid_request_client']);

/** The library could not reach the provider or was not allowed to try: no answer to judge. */
const TRANSPORT_CODES = new Set(['OAUTH_TIMEOUT', 'OAUTH_ABORT', 'OAUTH_HTTP_REQUEST_FORBIDDEN', 'OAUTH_REQUEST_PROTOCOL_FORBIDDEN']);

/** A short OAuth error code, never the free-text description. */
export function shortCode(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value).slice(0, 64);
  return typeof value === 'string' && /^[\w.-]{1,64}$/.test(value) ? value : undefined;
}

/** The OAuth error code of an answer's body: `error` as a string, or VK's `error.code`. */
export function oauthErrorOf(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const value = (body as { error?: unknown }).error;
  if (value && typeof value === 'object') {
    const { code, error_code: errorCode } = value as { code?: unknown; error_code?: unknown };
    return shortCode(code ?? errorCode);
  }
  return shortCode(value);
}

/** A refusal by the provider: the visitor's (a dead code, a wrong verifier) unless it blames our client. */
export function refusal(provider: SocialProvider, step: string, status: number, oauthError: string | undefined): ProviderError {
  const kind =
    status >= 500 || (status >= 300 && status < 400) || (oauthError && CLIENT_ERRORS.has(oauthError)) ? 'unavailable' : 'rejected';
  return new ProviderError(provider, kind, step, { status, oauthError });
}

function errorCodeOf(error: unknown): string | undefined {
  const code = error && typeof error === 'object' ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}

/**
 * What a failure of the OAuth library means for the visitor. An error answer of the provider is
 * a refusal; no answer (network, timeout) is an outage; an answer the library would not accept
 * (bad id_token signature, wrong nonce, missing access_token) is `invalid`. Only the status and
 * short codes are kept: the library's errors carry the provider's free text and the whole body.
 */
export function libraryFailure(provider: SocialProvider, step: string, error: unknown): ProviderError {
  if (error instanceof ProviderError) return error;
  if (error instanceof ResponseBodyError) return refusal(provider, step, error.status, shortCode(error.error));
  if (error instanceof WWWAuthenticateChallengeError) {
    const challenged = error.cause.map((challenge) => shortCode(challenge.parameters.error)).find(Boolean);
    return refusal(provider, step, error.status, challenged);
  }
  const code = errorCodeOf(error);
  if (code === 'OAUTH_RESPONSE_IS_NOT_CONFORM') {
    const cause = (error as { cause?: unknown }).cause;
    return refusal(provider, step, cause instanceof Response ? cause.status : 500, undefined);
  }
  if (!code || TRANSPORT_CODES.has(code) || error instanceof TypeError) {
    const reason = code === 'OAUTH_TIMEOUT' ? 'timeout' : code ? code.toLowerCase() : 'network error';
    return new ProviderError(provider, 'unavailable', step, { reason });
  }
  return new ProviderError(provider, 'invalid', step, { reason: code });
}
