import { createRemoteJWKSet, errors as joseErrors, jwtVerify } from 'jose';
import type { Clock } from '../../../lib/clock';
import {
  callProvider,
  type ClientConfig,
  cleanProfile,
  emailOf,
  endpoint,
  form,
  type OAuthProvider,
  PROVIDER_TIMEOUT_MS,
  ProviderError,
  str,
  subjectOf,
  pkceAuthorizeUrl,
} from './oauth-http.server';

export const GOOGLE_ENDPOINTS = {
  authorize: 'https://accounts.google.com/o/oauth2/v2/auth',
  token: 'https://oauth2.googleapis.com/token',
  jwks: 'https://www.googleapis.com/oauth2/v3/certs',
};
/** Google signs id_tokens with either spelling of its issuer. */
export const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

/**
 * Google (OpenID Connect): authorization code with PKCE and nonce; the identity is the
 * id_token of the token answer, verified against Google's keys (signature, iss, aud, exp, nonce).
 */
export function googleProvider(config: ClientConfig, clock: Clock): OAuthProvider {
  const urls = {
    authorize: endpoint(GOOGLE_ENDPOINTS.authorize, config.baseUrl),
    token: endpoint(GOOGLE_ENDPOINTS.token, config.baseUrl),
    jwks: endpoint(GOOGLE_ENDPOINTS.jwks, config.baseUrl),
  };
  // Keys are fetched on first use and cached; an unknown key id triggers one refetch.
  const jwks = createRemoteJWKSet(new URL(urls.jwks), { timeoutDuration: PROVIDER_TIMEOUT_MS });

  return {
    id: 'google',
    sandbox: false,
    authorizeUrl(request) {
      return pkceAuthorizeUrl(urls.authorize, config.clientId, request, {
        scope: 'openid email profile',
        nonce: request.nonce,
        prompt: 'select_account',
      });
    },
    async exchange({ code, codeVerifier, redirectUri, nonce }) {
      const tokens = await callProvider('google', 'token', urls.token, {
        method: 'POST',
        body: form({
          grant_type: 'authorization_code',
          code,
          code_verifier: codeVerifier,
          client_id: config.clientId,
          client_secret: config.clientSecret,
          redirect_uri: redirectUri,
        }),
      });
      const idToken = str(tokens.id_token);
      if (!idToken) throw new ProviderError('google', 'invalid', 'token', { reason: 'no id_token' });
      let claims: Record<string, unknown>;
      try {
        ({ payload: claims } = await jwtVerify(idToken, jwks, {
          issuer: GOOGLE_ISSUERS,
          audience: config.clientId,
          algorithms: ['RS256', 'ES256'],
          currentDate: clock.now(),
          clockTolerance: 60,
          requiredClaims: ['sub', 'exp', 'iat'],
        }));
      } catch (error) {
        const unavailable = error instanceof joseErrors.JWKSTimeout || (error instanceof Error && /fetch|network/i.test(error.message));
        const reason = error instanceof joseErrors.JOSEError ? error.code : 'verification failed';
        throw new ProviderError('google', unavailable ? 'unavailable' : 'invalid', 'id_token', { reason });
      }
      if (!nonce || claims.nonce !== nonce) throw new ProviderError('google', 'invalid', 'id_token', { reason: 'nonce mismatch' });
      const verified = claims.email_verified === true || claims.email_verified === 'true';
      return {
        subject: subjectOf('google', claims.sub),
        email: emailOf(claims.email),
        emailVerified: claims.email === undefined ? null : verified,
        profile: cleanProfile({
          name: str(claims.name),
          first_name: str(claims.given_name),
          last_name: str(claims.family_name),
          avatar: str(claims.picture),
        }),
      };
    },
  };
}
