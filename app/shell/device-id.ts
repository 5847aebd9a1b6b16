import { COOKIE, readCookie, writeCookie } from './cookies';

let cached: string | undefined;

async function sha256Hex(input: string): Promise<string> {
  const bytes = new TextEncoder().encode(input);
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Traits of this browser that stay stable across visits: the fallback identity when cookies are gone.
 * The time zone is its offset, not its name: the name needs the browser's Intl data, a first-use
 * cost of tens of milliseconds on the main thread of every first visit.
 */
export function fingerprintSource(): string {
  const nav = window.navigator;
  return [
    nav.userAgent,
    nav.language,
    (nav.languages ?? []).join(','),
    nav.hardwareConcurrency ?? '',
    window.screen?.width,
    window.screen?.height,
    window.screen?.colorDepth,
    new Date().getTimezoneOffset(),
  ].join('|');
}

/**
 * The device id sent as Device-ID on every API call: the cookie when there is one, otherwise
 * an id derived from the browser fingerprint, which is then kept in the cookie.
 */
export async function getDeviceId(): Promise<string> {
  if (cached) return cached;
  const fromCookie = readCookie(COOKIE.deviceId);
  if (fromCookie && /^[\w-]{8,80}$/.test(fromCookie)) {
    cached = fromCookie;
    return cached;
  }
  const hash = crypto.subtle ? await sha256Hex(fingerprintSource()) : `${Date.now()}${Math.random()}`.replace('.', '');
  cached = `web-${hash.slice(0, 32)}`;
  writeCookie(COOKIE.deviceId, cached);
  return cached;
}
