import type { FastifyReply, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import { PAGE_INPUT_COOKIES } from '../../app/shell/cookies';
import { AUTH_COOKIES } from '../../domains/auth/schema';

/** Cookies a guest page may set and still be kept: the shell's own, the same for every guest with the same inputs. */
const KEEPABLE_COOKIES = new Set<string>(PAGE_INPUT_COOKIES);

/**
 * The key a guest's page is kept under: everything of the request a page may read (decision record
 * 0017): the method's family, the address with its query, the host and scheme, whether the reader
 * is a bot (bots get the whole document at once), and the page-input cookies. Null when the request
 * is not a guest's plain read: a login cookie or header, another method, or cookies already being
 * set for this reply (a dead session cleared).
 */
export function guestPageKey(request: FastifyRequest, reply: FastifyReply): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (request.headers.authorization !== undefined) return null;
  if (request.cookies[AUTH_COOKIES.access] !== undefined || request.cookies[AUTH_COOKIES.refresh] !== undefined) return null;
  if (reply.hasHeader('set-cookie')) return null;
  const userAgent = request.headers['user-agent'];
  const cookies = PAGE_INPUT_COOKIES.map((name) => `${name}=${request.cookies[name] ?? ''}`).join(';');
  return JSON.stringify([request.protocol, request.host, request.url, userAgent !== undefined && isbot(userAgent), cookies]);
}

/** A rendered page that may be kept for other guests: a plain 200 whose cookies are the shell's own. */
export function keepableGuestPage(read: { status: number; headers: [string, string][]; cookies: string[] }): boolean {
  if (read.status !== 200) return false;
  if (read.headers.some(([key, value]) => key === 'cache-control' && /private|no-store/i.test(value))) return false;
  return read.cookies.every((cookie) => KEEPABLE_COOKIES.has(cookie.slice(0, cookie.indexOf('=')).trim()));
}
