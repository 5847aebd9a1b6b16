import { importPKCS8, SignJWT } from 'jose';
import { z } from 'zod';
import type { MessageSender } from './registry.server';

const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const TIMEOUT_MS = 10_000;

/** The fields of a Google service account key file (JSON) the adapter uses. */
export const serviceAccountSchema = z.object({
  project_id: z.string().min(1),
  client_email: z.string().min(3),
  private_key: z.string().includes('PRIVATE KEY'),
  token_uri: z.url().default('https://oauth2.googleapis.com/token'),
});
export type ServiceAccount = z.infer<typeof serviceAccountSchema>;

export interface FcmOptions {
  account: ServiceAccount;
  /** Scheme and host of the FCM HTTP v1 API (a fake in tests). */
  baseUrl: string;
  now?: () => Date;
}

/** A push FCM refused; `unregistered` when the token no longer names an installed app. */
export class FcmError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly unregistered: boolean,
  ) {
    super(message);
  }
}

async function post(url: string, init: { headers: Record<string, string>; body: string }): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url, { method: 'POST', ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  const text = await response.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = text.slice(0, 200);
  }
  return { status: response.status, body };
}

/**
 * App push through FCM HTTP v1: a JWT signed with the service account's key (RS256) is traded for an
 * OAuth access token at `token_uri`, kept until a minute before it expires, then each message is one
 * POST of `{ message: { token, notification, data } }`. Errors name the status, never the key or token.
 */
export function createFcmSender(options: FcmOptions): MessageSender {
  const { account } = options;
  const now = options.now ?? (() => new Date());
  let cached: { token: string; until: number } | null = null;

  async function accessToken(): Promise<string> {
    const at = now().getTime();
    if (cached && cached.until > at) return cached.token;
    const key = await importPKCS8(account.private_key, 'RS256');
    const issuedAt = Math.floor(at / 1000);
    const assertion = await new SignJWT({ scope: SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(account.client_email)
      .setSubject(account.client_email)
      .setAudience(account.token_uri)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + 3600)
      .sign(key);
    const answer = await post(account.token_uri, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }).toString(),
    });
    const parsed = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() }).safeParse(answer.body);
    if (answer.status !== 200 || !parsed.success) throw new Error(`FCM: the OAuth token was refused (HTTP ${answer.status})`);
    cached = { token: parsed.data.access_token, until: at + (parsed.data.expires_in - 60) * 1000 };
    return cached.token;
  }

  return {
    name: 'push',
    sandbox: false,
    async send(message) {
      const title = typeof message.payload?.title === 'string' ? message.payload.title : 'Местечко';
      const link = typeof message.payload?.link === 'string' ? message.payload.link : undefined;
      const body = JSON.stringify({
        message: { token: message.to, notification: { title, body: message.text }, ...(link ? { data: { link } } : {}) },
      });
      const url = `${options.baseUrl.replace(/\/$/, '')}/v1/projects/${encodeURIComponent(account.project_id)}/messages:send`;
      let answer = await post(url, {
        headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json' },
        body,
      });
      if (answer.status === 401) {
        cached = null;
        answer = await post(url, { headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json' }, body });
      }
      const name = (answer.body as { name?: unknown } | null)?.name;
      if (answer.status === 200 && typeof name === 'string') return { id: name };
      const status = (answer.body as { error?: { status?: string } } | null)?.error?.status ?? '';
      const unregistered = answer.status === 404 || status === 'UNREGISTERED' || status === 'NOT_FOUND';
      throw new FcmError(`FCM: the push was refused (HTTP ${answer.status}${status ? ` ${status}` : ''})`, answer.status, unregistered);
    },
  };
}
