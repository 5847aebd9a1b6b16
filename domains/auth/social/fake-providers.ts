import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import type { SocialProvider } from './schema';

/**
 * Local stand-ins for the four providers in API tests: one node:http server each on
 * 127.0.0.1, speaking the real paths and shapes. They check what the real ones check: the
 * client credentials, the exact redirect URI, the PKCE verifier against the challenge, VK's
 * device_id and state, Yandex's `Authorization: OAuth`, T-ID's Basic auth.
 */

export interface FakeUser {
  subject: string;
  email?: string;
  emailVerified?: boolean;
  firstName?: string;
  lastName?: string;
  phone?: string;
}

export interface ApproveOptions {
  /** Pretend the authorize request carried another challenge: the real verifier will not match. */
  tamperChallenge?: boolean;
  /** Google: put another nonce into the id_token. */
  nonce?: string;
  /** Google: sign the id_token with a key that is not in the JWKS. */
  foreignKey?: boolean;
}

interface Grant {
  user: FakeUser;
  clientId: string;
  redirectUri: string;
  challenge: string;
  state: string;
  nonce: string | null;
  deviceId: string | null;
  options: ApproveOptions;
  used: boolean;
}

export interface RecordedCall {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: URLSearchParams;
}

export interface FakeProvider {
  readonly kind: SocialProvider;
  readonly baseUrl: string;
  readonly calls: RecordedCall[];
  /** The next answers of the token endpoint fail: 500, or a refusal with status 200 (as VK ID answers some). */
  failToken: 'none' | 'server_error' | 'refusal_with_200';
  /** The consent screen: checks the authorize URL and returns what the provider adds to the callback. */
  approve(authorizeUrl: string, user: FakeUser, options?: ApproveOptions): { code: string; state: string; device_id?: string };
  close(): Promise<void>;
}

const PATHS: Record<SocialProvider, { authorize: string; token: string; info: string }> = {
  google: { authorize: '/o/oauth2/v2/auth', token: '/token', info: '/oauth2/v3/certs' },
  vk: { authorize: '/authorize', token: '/oauth2/auth', info: '/oauth2/user_info' },
  yandex: { authorize: '/authorize', token: '/token', info: '/info' },
  tinkoff: { authorize: '/auth/authorize', token: '/auth/token', info: '/userinfo/userinfo' },
};

const s256 = (value: string) => createHash('sha256').update(value).digest('base64url');

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function startFakeProvider(
  kind: SocialProvider,
  config: { clientId: string; clientSecret: string; redirectUri: string; now?: () => Date },
): Promise<FakeProvider> {
  const now = config.now ?? (() => new Date());
  const grants = new Map<string, Grant>();
  const tokens = new Map<string, FakeUser>();
  const calls: RecordedCall[] = [];
  const paths = PATHS[kind];
  const keys = await generateKeyPair('RS256', { extractable: true });
  const foreign = await generateKeyPair('RS256', { extractable: true });
  const jwk: JWK = { ...(await exportJWK(keys.publicKey)), kid: 'fake-key-1', alg: 'RS256', use: 'sig' };

  const refuse = (res: ServerResponse, error: string, description: string, status = 400) =>
    json(res, status, { error, error_description: description });

  async function idToken(grant: Grant): Promise<string> {
    const iat = Math.floor(now().getTime() / 1000);
    const claims: Record<string, unknown> = {
      email: grant.user.email,
      email_verified: grant.user.emailVerified ?? false,
      name: [grant.user.firstName, grant.user.lastName].filter(Boolean).join(' '),
      given_name: grant.user.firstName,
      family_name: grant.user.lastName,
      nonce: grant.options.nonce ?? grant.nonce,
    };
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'fake-key-1', typ: 'JWT' })
      .setIssuer('https://accounts.google.com')
      .setAudience(grant.clientId)
      .setSubject(grant.user.subject)
      .setIssuedAt(iat)
      .setExpirationTime(iat + 3600)
      .sign(grant.options.foreignKey ? foreign.privateKey : keys.privateKey);
  }

  /** The code exchange every provider shares: the code, exact redirect URI and PKCE verifier. */
  function takeGrant(res: ServerResponse, body: URLSearchParams, opts: { redirectUri: boolean }): Grant | null {
    if (body.get('grant_type') !== 'authorization_code') return (refuse(res, 'unsupported_grant_type', 'grant_type'), null);
    const grant = grants.get(body.get('code') ?? '');
    if (!grant || grant.used) return (refuse(res, 'invalid_grant', 'Code is invalid or expired.'), null);
    if (opts.redirectUri && body.get('redirect_uri') !== grant.redirectUri)
      return (refuse(res, 'invalid_grant', 'redirect_uri mismatch'), null);
    const verifier = body.get('code_verifier') ?? '';
    if (s256(verifier) !== grant.challenge) return (refuse(res, 'invalid_grant', `Invalid code verifier ${verifier}`), null);
    grant.used = true;
    return grant;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const body = req.method === 'POST' ? await readBody(req) : new URLSearchParams();
    calls.push({ method: req.method ?? 'GET', path: url.pathname, headers: req.headers, body });
    const auth = req.headers.authorization ?? '';

    if (url.pathname === paths.token && req.method === 'POST') {
      if (fake.failToken === 'server_error') return json(res, 500, { error: 'server_error' });
      if (fake.failToken === 'refusal_with_200') return json(res, 200, { error: 'invalid_grant', error_description: 'Code is expired.' });
      if (kind === 'google') {
        if (body.get('client_id') !== config.clientId || body.get('client_secret') !== config.clientSecret)
          return refuse(res, 'invalid_client', 'bad client', 401);
        const grant = takeGrant(res, body, { redirectUri: true });
        if (!grant) return;
        return json(res, 200, {
          access_token: `ya29.${randomBytes(8).toString('hex')}`,
          expires_in: 3599,
          token_type: 'Bearer',
          scope: 'openid email profile',
          id_token: await idToken(grant),
        });
      }
      if (kind === 'vk') {
        if (body.get('client_id') !== config.clientId) return refuse(res, 'invalid_client', 'bad client', 401);
        const code = grants.get(body.get('code') ?? '');
        if (code && body.get('device_id') !== code.deviceId) return refuse(res, 'invalid_grant', 'device_id mismatch');
        if (code && body.get('state') !== code.state) return refuse(res, 'invalid_grant', 'state mismatch');
        const grant = takeGrant(res, body, { redirectUri: true });
        if (!grant) return;
        const accessToken = `vk2.a.${randomBytes(8).toString('hex')}`;
        tokens.set(accessToken, grant.user);
        return json(res, 200, {
          access_token: accessToken,
          refresh_token: `vk2.r.${randomBytes(8).toString('hex')}`,
          id_token: 'eyJ.fake.vk',
          token_type: 'Bearer',
          expires_in: 3600,
          user_id: Number(grant.user.subject),
          state: grant.state,
          scope: 'email phone',
        });
      }
      if (kind === 'yandex') {
        if (body.get('client_id') !== config.clientId || body.get('client_secret') !== config.clientSecret)
          return refuse(res, 'invalid_client', 'bad client', 401);
        const grant = takeGrant(res, body, { redirectUri: false });
        if (!grant) return;
        const accessToken = `y0_${randomBytes(8).toString('hex')}`;
        tokens.set(accessToken, grant.user);
        return json(res, 200, { access_token: accessToken, expires_in: 31536000, refresh_token: 'yr', token_type: 'bearer' });
      }
      // T-ID: client credentials in HTTP Basic only.
      const expected = `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`;
      if (auth !== expected) return refuse(res, 'invalid_client', 'bad client', 401);
      const grant = takeGrant(res, body, { redirectUri: true });
      if (!grant) return;
      const accessToken = `t.${randomBytes(8).toString('hex')}`;
      tokens.set(accessToken, grant.user);
      return json(res, 200, { access_token: accessToken, token_type: 'Bearer', expires_in: 1791, refresh_token: 'tr' });
    }

    if (url.pathname === paths.info) {
      if (kind === 'google') return json(res, 200, { keys: [jwk] });
      if (kind === 'vk' && req.method === 'POST') {
        const user = tokens.get(body.get('access_token') ?? '');
        if (body.get('client_id') !== config.clientId || !user) return refuse(res, 'invalid_token', 'bad token', 401);
        return json(res, 200, {
          user: {
            user_id: user.subject,
            first_name: user.firstName ?? '',
            last_name: user.lastName ?? '',
            phone: user.phone ?? '',
            avatar: 'https://vk.example/avatar.jpg',
            email: user.email ?? '',
            sex: 2,
            verified: false,
            birthday: '01.01.1990',
          },
        });
      }
      if (kind === 'yandex' && req.method === 'GET') {
        const user = tokens.get(auth.replace(/^OAuth /, ''));
        if (!auth.startsWith('OAuth ') || !user || url.searchParams.get('format') !== 'json')
          return json(res, 401, { error: 'unauthorized' });
        return json(res, 200, {
          id: user.subject,
          login: `login-${user.subject}`,
          client_id: config.clientId,
          default_email: user.email,
          emails: user.email ? [user.email] : [],
          first_name: user.firstName,
          last_name: user.lastName,
          display_name: user.firstName,
          real_name: [user.firstName, user.lastName].filter(Boolean).join(' '),
          default_phone: user.phone ? { id: 1, number: user.phone } : undefined,
          psuid: 'psuid',
        });
      }
      if (kind === 'tinkoff' && req.method === 'POST') {
        const user = tokens.get(auth.replace(/^Bearer /, ''));
        if (!user || body.get('client_id') !== config.clientId || body.get('client_secret') !== config.clientSecret)
          return json(res, 401, { error: 'unauthorized' });
        return json(res, 200, {
          sub: user.subject,
          email: user.email,
          email_verified: user.emailVerified ?? false,
          given_name: user.firstName,
          family_name: user.lastName,
          phone_number: user.phone,
        });
      }
    }
    return json(res, 404, { error: 'not_found' });
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => json(res, 500, { error: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake: FakeProvider = {
    kind,
    baseUrl: `http://127.0.0.1:${port}`,
    calls,
    failToken: 'none',
    approve(authorizeUrl, user, options = {}) {
      const url = new URL(authorizeUrl);
      if (url.origin !== fake.baseUrl || url.pathname !== paths.authorize)
        throw new Error(`not this provider's authorize URL: ${authorizeUrl}`);
      const q = url.searchParams;
      if (q.get('client_id') !== config.clientId) throw new Error('client_id mismatch');
      if (q.get('redirect_uri') !== config.redirectUri) throw new Error(`redirect_uri mismatch: ${q.get('redirect_uri')}`);
      if (q.get('response_type') !== 'code' || q.get('code_challenge_method') !== 'S256') throw new Error('not a PKCE code request');
      const state = q.get('state');
      const challenge = q.get('code_challenge');
      if (!state || !challenge) throw new Error('no state or challenge');
      const code = `code-${randomBytes(12).toString('hex')}`;
      const deviceId = kind === 'vk' ? `vk-device-${randomBytes(6).toString('hex')}` : null;
      grants.set(code, {
        user,
        clientId: config.clientId,
        redirectUri: config.redirectUri,
        challenge: options.tamperChallenge ? s256('another-verifier') : challenge,
        state,
        nonce: q.get('nonce'),
        deviceId,
        options,
        used: false,
      });
      return deviceId ? { code, state, device_id: deviceId } : { code, state };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}

export async function startFakeProviders(
  config: (kind: SocialProvider) => { clientId: string; clientSecret: string; redirectUri: string; now?: () => Date },
): Promise<Record<SocialProvider, FakeProvider>> {
  const [google, vk, yandex, tinkoff] = await Promise.all(
    (['google', 'vk', 'yandex', 'tinkoff'] as const).map((kind) => startFakeProvider(kind, config(kind))),
  );
  return { google: google!, vk: vk!, yandex: yandex!, tinkoff: tinkoff! };
}
