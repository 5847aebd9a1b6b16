import {
  callProvider,
  type ClientConfig,
  cleanProfile,
  emailOf,
  endpoint,
  form,
  type OAuthProvider,
  ProviderError,
  str,
  subjectOf,
  pkceAuthorizeUrl,
} from './oauth-http.server';

export const TINKOFF_ENDPOINTS = {
  authorize: 'https://id.tbank.ru/auth/authorize',
  token: 'https://id.tbank.ru/auth/token',
  userInfo: 'https://id.tbank.ru/userinfo/userinfo',
};

/**
 * T-ID (T-Bank, formerly Tinkoff ID): authorization code with PKCE, the token call
 * authenticated by HTTP Basic (client id and secret), the profile from userinfo with Bearer.
 * The e-mail is trusted only when the answer says `email_verified: true`.
 */
export function tinkoffProvider(config: ClientConfig): OAuthProvider {
  const urls = {
    authorize: endpoint(TINKOFF_ENDPOINTS.authorize, config.baseUrl),
    token: endpoint(TINKOFF_ENDPOINTS.token, config.baseUrl),
    userInfo: endpoint(TINKOFF_ENDPOINTS.userInfo, config.baseUrl),
  };
  const basic = `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret ?? ''}`).toString('base64')}`;
  return {
    id: 'tinkoff',
    sandbox: false,
    authorizeUrl(request) {
      return pkceAuthorizeUrl(urls.authorize, config.clientId, request);
    },
    async exchange({ code, codeVerifier, redirectUri }) {
      const tokens = await callProvider('tinkoff', 'token', urls.token, {
        method: 'POST',
        headers: { Authorization: basic },
        body: form({ grant_type: 'authorization_code', code, code_verifier: codeVerifier, redirect_uri: redirectUri }),
      });
      const accessToken = str(tokens.access_token);
      if (!accessToken) throw new ProviderError('tinkoff', 'invalid', 'token', { reason: 'no access_token' });

      const info = await callProvider('tinkoff', 'userinfo', urls.userInfo, {
        method: 'POST',
        headers: { Authorization: `Bearer ${accessToken}` },
        body: form({ client_id: config.clientId, client_secret: config.clientSecret }),
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
  };
}
