/** Cookie names the site shell reads and writes. */
export const COOKIE = {
  showCookies: 'showCookies',
  autolocation: 'autolocation',
  cityId: 'city_id',
  deviceId: 'device_id',
  webview: 'webview',
} as const;

/**
 * The cookies a guest page may depend on. The guest page cache keeps a page per value of each
 * (server/http/guest-page-key.ts): a page that opts into it must read no other cookie.
 */
export const PAGE_INPUT_COOKIES = [COOKIE.cityId, COOKIE.autolocation, COOKIE.showCookies, COOKIE.webview] as const;

const YEAR = 60 * 60 * 24 * 365;

export function parseCookies(header: string | null | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  if (!header) return result;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index === -1) continue;
    const key = part.slice(0, index).trim();
    const raw = part.slice(index + 1).trim();
    if (!key || key in result) continue;
    try {
      result[key] = decodeURIComponent(raw);
    } catch {
      result[key] = raw;
    }
  }
  return result;
}

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return parseCookies(document.cookie)[name];
}

/** Writes a cookie readable by page scripts; `maxAge` undefined makes it last the browser session. */
export function writeCookie(name: string, value: string, maxAge: number | undefined = YEAR) {
  if (typeof document === 'undefined') return;
  const parts = [`${name}=${encodeURIComponent(value)}`, 'path=/', 'SameSite=Lax'];
  if (maxAge !== undefined) parts.push(`max-age=${maxAge}`);
  if (window.location.protocol === 'https:') parts.push('Secure');
  document.cookie = parts.join('; ');
}
