import * as oauth from 'openid-client';
import type { Clock } from '../../../lib/clock';
import {
  type AuthorizeParams,
  type ClientConfig,
  type ExchangeParams,
  type OAuthProvider,
  PROVIDER_TIMEOUT_MS,
  ProviderError,
  type SocialIdentity,
} from './provider.server';
import { libraryFailure } from './provider-failures.server';
import type { SocialProvider } from './schema';

/** Endpoints of a provider by name; `authorize` and `token` are what every provider has. */
export type Endpoints = { authorize: string; token: string } & Record<string, string>;

/** What the code exchange gave: the access token and, for OpenID providers, the verified id_token. */
export interface TokenAnswer<E extends Endpoints> {
  accessToken: string;
  /** The id_token's claims, checked by the library (OpenID providers only). */
  claims: oauth.IDToken | undefined;
  /** The whole token answer: some providers add their own fields (VK ID repeats the state). */
  body: oauth.TokenEndpointResponse;
  request: ExchangeParams;
  urls: E;
}

/**
 * One provider as configuration of the OAuth library: where it lives, how our client
 * authenticates, what goes into the consent request and the code exchange besides the standard
 * parameters, and how its profile becomes a SocialIdentity.
 */
export interface ProviderSpec<E extends Endpoints = Endpoints> {
  readonly id: SocialProvider;
  readonly endpoints: E;
  /** OpenID Connect: the identity is the id_token, its signature checked against `jwks`. */
  readonly openId?: { issuer: string; jwks: keyof E & string };
  /** client_secret_post, client_secret_basic, or the client id alone (PKCE is the proof). */
  readonly clientAuth: 'post' | 'basic' | 'none';
  authorizeParams(request: AuthorizeParams): Record<string, string>;
  /** Extra fields of the token request; may refuse before any call (a missing device_id). */
  tokenParams?(request: ExchangeParams): Record<string, string>;
  identity(answer: TokenAnswer<E>): Promise<SocialIdentity>;
}

/** Endpoint of a provider: the default URL, or the same path on the configured base URL. */
export function endpoint(defaultUrl: string, baseOverride: string | undefined): string {
  if (!baseOverride) return defaultUrl;
  const path = new URL(defaultUrl).pathname;
  return `${baseOverride.replace(/\/+$/, '')}${path}`;
}

/**
 * The library takes an RFC 6749 token answer. Two things providers do are brought to it here:
 * an error object with status 200 (VK ID) becomes a 400, and an id_token of a provider whose
 * identity comes from its profile call (VK ID adds one) is left out instead of being checked
 * against rules it was not issued for.
 */
function tokenAnswerFetch(tokenUrl: string, keepIdToken: boolean): oauth.CustomFetch {
  const token = new URL(tokenUrl).href;
  return async (url, options) => {
    // The library's body types are wider than the DOM's RequestInit; the values are the same.
    const response = await fetch(url, options as RequestInit);
    if (url !== token || response.status !== 200) return response;
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return new Response(text, { status: response.status, headers: response.headers });
    }
    if (!body || typeof body !== 'object' || Array.isArray(body)) return new Response(text, { status: 200, headers: response.headers });
    const answer = { ...(body as Record<string, unknown>) };
    const status = 'error' in answer && !('access_token' in answer) ? 400 : 200;
    if (!keepIdToken) delete answer.id_token;
    return Response.json(answer, { status });
  };
}

/**
 * HTTP Basic with the id and secret as they are. The library's ClientSecretBasic form-encodes
 * both first (RFC 6749 2.3.1 turns '-' and '_' into %2D and %5F); T-ID compares the plain pair.
 */
function plainBasic(clientSecret: string): oauth.ClientAuth {
  return (_server, client, _body, headers) => {
    headers.set('authorization', `Basic ${Buffer.from(`${client.client_id}:${clientSecret}`).toString('base64')}`);
  };
}

/**
 * A provider on openid-client: the authorization URL with state and PKCE (S256) and the code
 * exchange with the verifier, the library checking the answer (token type, state, for OpenID
 * the id_token's signature, issuer, audience, lifetime and nonce). Our clock is the library's
 * (tests move it), and every call gives up after PROVIDER_TIMEOUT_MS.
 */
export function libraryProvider<E extends Endpoints>(spec: ProviderSpec<E>, config: ClientConfig, clock: Clock): OAuthProvider {
  const urls = Object.fromEntries(Object.entries(spec.endpoints).map(([name, url]) => [name, endpoint(url, config.baseUrl)])) as E;
  const server: oauth.ServerMetadata = {
    issuer: spec.openId?.issuer ?? new URL(urls.authorize).origin,
    authorization_endpoint: urls.authorize,
    token_endpoint: urls.token,
    ...(spec.openId ? { jwks_uri: urls[spec.openId.jwks] } : {}),
  };
  const clientAuth = () =>
    spec.clientAuth === 'none'
      ? oauth.None()
      : spec.clientAuth === 'basic'
        ? plainBasic(config.clientSecret ?? '')
        : oauth.ClientSecretPost(config.clientSecret);
  // Signing keys are fetched on first use and kept; the library refetches for an unknown key id.
  let jwksCache: oauth.ExportedJWKSCache | undefined;

  function configuration(): oauth.Configuration {
    const metadata: Partial<oauth.ClientMetadata> = {
      [oauth.clockSkew]: (clock.now().getTime() - Date.now()) / 1000,
      [oauth.clockTolerance]: 60,
    };
    const configured = new oauth.Configuration(server, config.clientId, metadata, clientAuth());
    configured.timeout = PROVIDER_TIMEOUT_MS / 1000;
    configured[oauth.customFetch] = tokenAnswerFetch(urls.token, Boolean(spec.openId));
    if (new URL(urls.token).protocol === 'http:') oauth.allowInsecureRequests(configured);
    if (spec.openId) {
      oauth.enableNonRepudiationChecks(configured);
      if (jwksCache) oauth.setJwksCache(configured, jwksCache);
    }
    return configured;
  }

  return {
    id: spec.id,
    sandbox: false,
    authorizeUrl(request) {
      return oauth.buildAuthorizationUrl(configuration(), {
        redirect_uri: request.redirectUri,
        state: request.state,
        code_challenge: request.codeChallenge,
        code_challenge_method: 'S256',
        ...spec.authorizeParams(request),
      }).href;
    },
    async exchange(request) {
      if (spec.openId && !request.nonce) throw new ProviderError(spec.id, 'invalid', 'token', { reason: 'no nonce' });
      const extra = spec.tokenParams?.(request) ?? {};
      const callback = new URL(request.redirectUri);
      callback.searchParams.set('code', request.code);
      callback.searchParams.set('state', request.state);
      const configured = configuration();
      let body: Awaited<ReturnType<typeof oauth.authorizationCodeGrant>>;
      try {
        body = await oauth.authorizationCodeGrant(
          configured,
          callback,
          {
            pkceCodeVerifier: request.codeVerifier,
            expectedState: request.state,
            ...(spec.openId ? { expectedNonce: request.nonce ?? undefined, idTokenExpected: true } : {}),
          },
          extra,
        );
      } catch (error) {
        throw libraryFailure(spec.id, 'token', error);
      } finally {
        if (spec.openId) jwksCache = oauth.getJwksCache(configured) ?? jwksCache;
      }
      return spec.identity({ accessToken: body.access_token, claims: body.claims(), body, request, urls });
    },
  };
}
