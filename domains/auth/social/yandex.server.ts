import type { ProviderSpec } from './oauth-client.server';
import { fetchProfile } from './profile-call.server';
import { cleanProfile, emailOf, str, subjectOf, urlWithQuery } from './provider.server';

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
export const yandexSpec: ProviderSpec<typeof YANDEX_ENDPOINTS> = {
  id: 'yandex',
  endpoints: YANDEX_ENDPOINTS,
  clientAuth: 'post',
  authorizeParams: () => ({}),
  async identity({ accessToken, urls }) {
    const info = await fetchProfile('yandex', 'info', urlWithQuery(urls.info, { format: 'json' }), {
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
