import type { ProviderSpec } from './oauth-client.server';
import { fetchProfile } from './profile-call.server';
import { cleanProfile, emailOf, ProviderError, str, subjectOf } from './provider.server';

export const VK_ENDPOINTS = {
  authorize: 'https://id.vk.com/authorize',
  token: 'https://id.vk.com/oauth2/auth',
  userInfo: 'https://id.vk.com/oauth2/user_info',
};

/**
 * VK ID (OAuth 2.1): PKCE is mandatory and the code is bound to the device_id that VK adds to
 * the callback address; the token request repeats the state and so does the answer. VK ID does
 * not say whether the e-mail is verified, so it is stored but never trusted for linking.
 */
export const vkSpec = (clientId: string): ProviderSpec<typeof VK_ENDPOINTS> => ({
  id: 'vk',
  endpoints: VK_ENDPOINTS,
  clientAuth: 'none',
  authorizeParams: () => ({ scope: 'email phone' }),
  tokenParams({ deviceId, state }) {
    if (!deviceId) throw new ProviderError('vk', 'rejected', 'token', { reason: 'no device_id' });
    return { device_id: deviceId, state };
  },
  async identity({ accessToken, body, request, urls }) {
    if (body.state !== request.state) throw new ProviderError('vk', 'invalid', 'token', { reason: 'state mismatch' });
    const info = await fetchProfile('vk', 'user_info', urls.userInfo, {
      method: 'POST',
      body: new URLSearchParams({ client_id: clientId, access_token: accessToken }),
    });
    const user = info.user && typeof info.user === 'object' ? (info.user as Record<string, unknown>) : null;
    if (!user) throw new ProviderError('vk', 'invalid', 'user_info', { reason: 'no user' });
    const subject = subjectOf('vk', user.user_id);
    if (body.user_id !== undefined && str(body.user_id) !== subject) {
      throw new ProviderError('vk', 'invalid', 'user_info', { reason: 'user_id mismatch' });
    }
    const firstName = str(user.first_name);
    const lastName = str(user.last_name);
    return {
      subject,
      email: emailOf(user.email),
      emailVerified: null,
      profile: cleanProfile({
        name: [firstName, lastName].filter(Boolean).join(' ') || undefined,
        first_name: firstName,
        last_name: lastName,
        avatar: str(user.avatar),
        phone: str(user.phone),
      }),
    };
  },
});
