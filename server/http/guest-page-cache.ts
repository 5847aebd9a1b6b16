import { LRUCache } from 'lru-cache';
import type { PageDependencies } from '../../lib/page-dependencies.server';

/**
 * A page as rendered for a guest, kept to be sent again to guests who ask for it with the same
 * inputs while everything it was made from is still current (decision record 0017).
 */
export interface GuestPage {
  status: number;
  headers: [string, string][];
  cookies: string[];
  /** The HTML cut at each place the render's CSP nonce stood; joined again with each response's own. */
  parts: Buffer[];
}

interface Entry {
  page: GuestPage;
  storedAt: number;
  checks: (() => Promise<boolean>)[];
  bytes: number;
}

export interface GuestPageCacheOptions {
  /** Pages kept at most; the least recently sent goes first. */
  maxEntries: number;
  /** Bytes of HTML kept at most. */
  maxBytes: number;
  /** A page is rendered again at least this often (ms), whatever its checks say. */
  maxAgeMs: number;
  /** The business clock (tests move it). */
  now: () => number;
}

export type GuestPageCache = ReturnType<typeof createGuestPageCache>;

/** Cuts the HTML at every occurrence of the nonce. */
export function cutAtNonce(html: Buffer, nonce: string): Buffer[] {
  const parts: Buffer[] = [];
  const needle = Buffer.from(nonce);
  let from = 0;
  for (let at = html.indexOf(needle, from); at !== -1; at = html.indexOf(needle, from)) {
    parts.push(html.subarray(from, at));
    from = at + needle.length;
  }
  parts.push(html.subarray(from));
  return parts.map((part) => Buffer.from(part));
}

/** The HTML with `nonce` where the render's stood. */
export function joinWithNonce(parts: Buffer[], nonce: string): Buffer {
  const needle = Buffer.from(nonce);
  return Buffer.concat(parts.flatMap((part, i) => (i === 0 ? [part] : [needle, part])));
}

/**
 * Pages by key in an LRU (lru-cache): at most `maxEntries` pages and `maxBytes` of HTML, the least
 * recently sent dropped first. The age stays ours, measured on the business clock from the render:
 * lru-cache's TTL would keep a page at exactly its maximum age and after the clock went back.
 */
export function createGuestPageCache(options: GuestPageCacheOptions) {
  // lru-cache sizes must be positive; an empty page still counts as one byte.
  const entries = new LRUCache<string, Entry>({
    max: options.maxEntries,
    maxSize: options.maxBytes,
    sizeCalculation: (entry) => Math.max(entry.bytes, 1),
  });

  return {
    /**
     * The page kept under `key` if every check of what it was made from still holds; the checks run
     * for this request, after it arrived, so a change committed before it is always seen.
     */
    async lookup(key: string): Promise<GuestPage | undefined> {
      const entry = entries.peek(key);
      if (!entry) return undefined;
      const now = options.now();
      const fresh = now >= entry.storedAt && now < entry.storedAt + options.maxAgeMs;
      const current = fresh && (await Promise.all(entry.checks.map((check) => check().catch(() => false)))).every(Boolean);
      // Another request may have stored the page again while the checks ran: that one is left alone.
      const same = entries.peek(key) === entry;
      if (!current) {
        if (same) entries.delete(key);
        return undefined;
      }
      if (same) entries.get(key); // marks it the most recently sent
      return entry.page;
    },
    /** Keeps a page rendered with `dependencies`, when nothing it read prevents it. */
    store(key: string, page: GuestPage, dependencies: PageDependencies, storedAt: number): boolean {
      if (dependencies.notKept !== null) return false;
      const size = page.parts.reduce((sum, part) => sum + part.length, 0);
      // Checked here, not left to lru-cache: a page too big for the cache leaves the one kept under its key.
      if (size > options.maxBytes) return false;
      entries.set(key, { page, storedAt, checks: [...dependencies.checks.values()], bytes: size });
      return true;
    },
    get size() {
      return entries.size;
    },
  };
}
