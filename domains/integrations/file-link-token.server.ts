import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a signed file link of the local storage carries: the key, when it stops working, how to serve it. */
export interface FileLinkClaims {
  key: string;
  /** Unix seconds after which the link is refused. */
  expiresAt: number;
  mime: string;
  downloadName?: string;
}

export type FileLinkCheck = { ok: true; claims: FileLinkClaims } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * The route that serves signed links of the local storage. The token rides in the query: a path
 * parameter is capped at 100 characters by the router, and a token carries a key of up to 512.
 */
export const SIGNED_FILE_PATH = '/api/files/signed';

/** The app path of a signed link. */
export const signedFilePath = (token: string) => `${SIGNED_FILE_PATH}?token=${token}`;

const PURPOSE = 'file-link:v1:';

/**
 * Signs and checks the links of the local storage: `<payload>.<mac>`, both base64url, the mac an
 * HMAC-SHA256 of the payload under the session secret (with its own purpose prefix, so no other
 * token of the app is ever a valid file link).
 */
export function createFileLinkSigner(secret: string) {
  const mac = (payload: string) =>
    createHmac('sha256', secret)
      .update(PURPOSE + payload)
      .digest();

  return {
    sign(claims: FileLinkClaims): string {
      const body = { k: claims.key, e: claims.expiresAt, m: claims.mime, ...(claims.downloadName ? { n: claims.downloadName } : {}) };
      const payload = Buffer.from(JSON.stringify(body)).toString('base64url');
      return `${payload}.${mac(payload).toString('base64url')}`;
    },

    verify(token: string, nowMs: number): FileLinkCheck {
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined) return { ok: false, reason: 'invalid' };
      // Compared as text: a base64url string has spare bits, and a lenient decode would accept variants of it.
      const expected = Buffer.from(mac(payload).toString('base64url'));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
      const claims = parseClaims(payload);
      if (!claims) return { ok: false, reason: 'invalid' };
      if (claims.expiresAt * 1000 <= nowMs) return { ok: false, reason: 'expired' };
      return { ok: true, claims };
    },
  };
}

export type FileLinkSigner = ReturnType<typeof createFileLinkSigner>;

function parseClaims(payload: string): FileLinkClaims | null {
  try {
    const raw = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (typeof raw.k !== 'string' || typeof raw.e !== 'number' || typeof raw.m !== 'string') return null;
    if (raw.n !== undefined && typeof raw.n !== 'string') return null;
    return { key: raw.k, expiresAt: raw.e, mime: raw.m, ...(typeof raw.n === 'string' ? { downloadName: raw.n } : {}) };
  } catch {
    return null;
  }
}
