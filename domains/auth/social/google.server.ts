import type { ProviderSpec } from './oauth-client.server';
import { cleanProfile, emailOf, str, subjectOf } from './provider.server';

export const GOOGLE_ENDPOINTS = {
  authorize: 'https://accounts.google.com/o/oauth2/v2/auth',
  token: 'https://oauth2.googleapis.com/token',
  jwks: 'https://www.googleapis.com/oauth2/v3/certs',
};

/**
 * Google (OpenID Connect): authorization code with PKCE and nonce; the identity is the
 * id_token of the token answer, checked by the library against Google's keys.
 */
export const googleSpec: ProviderSpec<typeof GOOGLE_ENDPOINTS> = {
  id: 'google',
  endpoints: GOOGLE_ENDPOINTS,
  openId: { issuer: 'https://accounts.google.com', jwks: 'jwks' },
  clientAuth: 'post',
  authorizeParams: ({ nonce }) => ({ scope: 'openid email profile', nonce, prompt: 'select_account' }),
  async identity({ claims }) {
    const verified = claims?.email_verified === true || claims?.email_verified === 'true';
    return {
      subject: subjectOf('google', claims?.sub),
      email: emailOf(claims?.email),
      emailVerified: claims?.email === undefined ? null : verified,
      profile: cleanProfile({
        name: str(claims?.name),
        first_name: str(claims?.given_name),
        last_name: str(claims?.family_name),
        avatar: str(claims?.picture),
      }),
    };
  },
};
