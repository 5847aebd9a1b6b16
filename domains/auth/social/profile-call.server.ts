import { PROVIDER_TIMEOUT_MS, ProviderError } from './provider.server';
import { oauthErrorOf, refusal } from './provider-failures.server';
import type { SocialProvider } from './schema';

/**
 * Reads a provider's profile with the access token (each provider has its own address, method
 * and way of passing the token, none of them OpenID userinfo): 10 s timeout, no redirects
 * followed, the answer must be a JSON object. VK ID answers some refusals with 200 and an error
 * object; they count as refusals too.
 */
export async function fetchProfile(
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
  if (response.status >= 300) throw refusal(provider, step, response.status, oauthErrorOf(body));
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new ProviderError(provider, 'invalid', step, { status: response.status, reason: 'not a JSON object' });
  }
  const inBody = oauthErrorOf(body);
  if (inBody && !('user' in body) && !('id' in body) && !('sub' in body)) throw refusal(provider, step, response.status, inBody);
  return body as Record<string, unknown>;
}
