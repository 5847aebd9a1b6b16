import type { ProviderSpec } from './oauth-client.server';
import { fetchProfile } from './profile-call.server';
import { type ClientConfig, cleanProfile, emailOf, str, subjectOf } from './provider.server';

export const TINKOFF_ENDPOINTS = {
  authorize: 'https://id.tbank.ru/auth/authorize',
  token: 'https://id.tbank.ru/auth/token',
  userInfo: 'https://id.tbank.ru/userinfo/userinfo',
};

/**
 * T-ID (T-Bank, formerly Tinkoff ID): authorization code with PKCE, the token call
 * authenticated by HTTP Basic (client id and secret), the profile from userinfo by POST with
 * Bearer and the client's credentials. The e-mail is trusted only when the answer says
 * `email_verified: true`.
 */
export const tinkoffSpec = (client: ClientConfig): ProviderSpec<typeof TINKOFF_ENDPOINTS> => ({
  id: 'tinkoff',
  endpoints: TINKOFF_ENDPOINTS,
  clientAuth: 'basic',
  authorizeParams: () => ({}),
  async identity({ accessToken, urls }) {
    const info = await fetchProfile('tinkoff', 'userinfo', urls.userInfo, {
      method: 'POST',
      headers: { Authorization: `Bearer ${accessToken}` },
      body: new URLSearchParams({ client_id: client.clientId, client_secret: client.clientSecret ?? '' }),
    });
    const email = emailOf(info.email);
    return {
      subject: subjectOf('tinkoff', info.sub),
      email,
      emailVerified: email ? info.email_verified === true : null,
      profile: cleanProfile({
        name: str(info.name),
        first_name: str(info.given_name),
        last_name: str(info.family_name),
        phone: str(info.phone_number),
      }),
    };
  },
});
