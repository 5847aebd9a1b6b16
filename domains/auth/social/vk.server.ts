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

export const VK_ENDPOINTS = {
  authorize: 'https://id.vk.com/authorize',
  token: 'https://id.vk.com/oauth2/auth',
  userInfo: 'https://id.vk.com/oauth2/user_info',
};

/**
 * VK ID (OAuth 2.1): PKCE is mandatory and the code is bound to the device_id that VK adds to
 * the callback address; the token answer repeats the state. VK ID does not say whether the
 * e-mail is verified, so it is stored but never trusted for linking.
 */
export function vkProvider(config: ClientConfig): OAuthProvider {
  const urls = {
    authorize: endpoint(VK_ENDPOINTS.authorize, config.baseUrl),
    token: endpoint(VK_ENDPOINTS.token, config.baseUrl),
    userInfo: endpoint(VK_ENDPOINTS.userInfo, config.baseUrl),
  };
  return {
    id: 'vk',
    sandbox: false,
    authorizeUrl(request) {
      return pkceAuthorizeUrl(urls.authorize, config.clientId, request, { scope: 'email phone' });
    },
    async exchange({ code, codeVerifier, redirectUri, state, deviceId }) {
      if (!deviceId) throw new ProviderError('vk', 'rejected', 'token', { reason: 'no device_id' });
      const tokens = await callProvider('vk', 'token', urls.token, {
        method: 'POST',
        body: form({
          grant_type: 'authorization_code',
          code,
          code_verifier: codeVerifier,
          client_id: config.clientId,
          device_id: deviceId,
          redirect_uri: redirectUri,
          state,
        }),
      });
      if (tokens.state !== state) throw new ProviderError('vk', 'invalid', 'token', { reason: 'state mismatch' });
      const accessToken = str(tokens.access_token);
      if (!accessToken) throw new ProviderError('vk', 'invalid', 'token', { reason: 'no access_token' });

      const info = await callProvider('vk', 'user_info', urls.userInfo, {
        method: 'POST',
        body: form({ client_id: config.clientId, access_token: accessToken }),
      });
      const user = info.user && typeof info.user === 'object' ? (info.user as Record<string, unknown>) : null;
      if (!user) throw new ProviderError('vk', 'invalid', 'user_info', { reason: 'no user' });
      const subject = subjectOf('vk', user.user_id);
      if (tokens.user_id !== undefined && str(tokens.user_id) !== subject) {
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
  };
}
