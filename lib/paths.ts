/**
 * One reading of a path, shared by the server's rules and the browser's redirects. Every decision
 * about a path (is it the API, which limit, which CSP, where to send someone back) is taken on the
 * path as the router and the browser will finally read it, never on the raw text.
 */

const MAX_DECODE_ROUNDS = 3;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
const BASE = 'http://mestechko.invalid';

function decodeOnce(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    // A broken escape (`%zz`) stays as it is; the rest of the path still decodes.
    return value.replace(/%[0-9a-f]{2}/gi, (escape) => {
      try {
        return decodeURIComponent(escape);
      } catch {
        return escape;
      }
    });
  }
}

/** Resolves "." and ".." segments; a ".." above the root stays at the root, as browsers do. */
function resolveDotSegments(path: string): string {
  const out: string[] = [];
  const segments = path.split('/').slice(1);
  segments.forEach((segment, index) => {
    const last = index === segments.length - 1;
    if (segment === '.' || segment === '..') {
      if (segment === '..') out.pop();
      if (last) out.push('');
      return;
    }
    out.push(segment);
  });
  return `/${out.join('/')}`;
}

/**
 * The path of a request URL (query dropped) as the router may read it: percent-escapes decoded
 * (repeatedly, so `%2561` cannot hide an `a`), backslashes read as slashes, repeated slashes
 * collapsed, dot segments resolved. For decisions only; never send it anywhere.
 */
export function normalisePath(url: string): string {
  let path = url.split(/[?#]/, 1)[0] ?? '';
  for (let round = 0; round < MAX_DECODE_ROUNDS && path.includes('%'); round += 1) {
    const decoded = decodeOnce(path);
    if (decoded === path) break;
    path = decoded;
  }
  path = path.replace(/\\/g, '/').replace(/\/{2,}/g, '/');
  if (!path.startsWith('/')) path = `/${path}`;
  return resolveDotSegments(path);
}

/** Whether a path (already normalised) lies under a prefix such as "/api": the prefix itself or below it. */
export function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * A return path of this site, or null. Resolved first, checked after: the browser's own URL
 * parser reads the value against this site, and only then is the result checked to be a path of
 * this origin that cannot turn into another host when put in `Location` or `href`
 * (`/.//host/` resolves to `//host/`, which is refused). Query keys in `dropKeys` are removed.
 */
export function localReturnPath(value: string | null | undefined, dropKeys: readonly string[] = []): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return null;
  if (!value.startsWith('/') || CONTROL.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = url.pathname;
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return null;
  if (dropKeys.length === 0) return `${path}${url.search}${url.hash}`;
  for (const key of dropKeys) url.searchParams.delete(key);
  const search = url.searchParams.toString();
  return `${path}${search ? `?${search}` : ''}${url.hash}`;
}

/** The same for a full request URL of this site (path and query), e.g. after removing entry tokens. */
export function localPathOf(url: URL): string {
  return localReturnPath(`${url.pathname}${url.search}`) ?? '/';
}
