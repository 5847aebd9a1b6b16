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
  urlWithQuery,
} from './oauth-http.server';

export const YANDEX_ENDPOINTS = {
  authorize: 'https://oauth.yandex.ru/authorize',
  token: 'https://oauth.yandex.ru/token',
  info: 'https://login.yandex.ru/info',
};

/**
 * Yandex ID: authorization code with PKCE; the profile comes from login.yandex.ru/info with
 * `Authorization: OAuth <token>`. Yandex does not say whether default_email is verified, so it
 * is stored but never trusted for linking.
 */
export function yandexProvider(config: ClientConfig): OAuthProvider {
  const urls = {
    authorize: endpoint(YANDEX_ENDPOINTS.authorize, config.baseUrl),
    token: endpoint(YANDEX_ENDPOINTS.token, config.baseUrl),
    info: endpoint(YANDEX_ENDPOINTS.info, config.baseUrl),
  };
  return {
    id: 'yandex',
    sandbox: false,
    authorizeUrl(request) {
      return pkceAuthorizeUrl(urls.authorize, config.clientId, request);
    },
    async exchange({ code, codeVerifier }) {
      const tokens = await callProvider('yandex', 'token', urls.token, {
        method: 'POST',
        body: form({
          grant_type: 'authorization_code',
          code,
          code_verifier: codeVerifier,
          client_id: config.clientId,
          client_secret: config.clientSecret,
        }),
      });
      const accessToken = str(tokens.access_token);
      if (!accessToken) throw new ProviderError('yandex', 'invalid', 'token', { reason: 'no access_token' });

      const info = await callProvider('yandex', 'info', urlWithQuery(urls.info, { format: 'json' }), {
        method: 'GET',
        headers: { Authorization: `OAuth ${accessToken}` },
      });
      const phone =
        info.default_phone && typeof info.default_phone === 'object' ? (info.default_phone as { number?: unknown }).number : undefined;
      const emails = Array.isArray(info.emails) ? info.emails : [];
      return {
        subject: subjectOf('yandex', info.id),
        email: emailOf(info.default_email) ?? emailOf(emails[0]),
        emailVerified: null,
        profile: cleanProfile({
          name: str(info.real_name) ?? str(info.display_name),
          first_name: str(info.first_name),
          last_name: str(info.last_name),
          login: str(info.login),
          phone: str(phone),
        }),
      };
    },
  };
}
