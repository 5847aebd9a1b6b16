/**
 * A page route opts into the guest page cache (decision record 0017) with
 * `export const handle = GUEST_PAGE_CACHE;` (or a handle that spreads it). By opting in, its loaders
 * promise to read nothing of the request but the address and the page-input cookies
 * (PAGE_INPUT_COOKIES), and the clock only for what may be up to half a minute late. What the
 * page reads from the database needs no promise: a read outside a source that can tell whether it
 * is still current keeps the page out of the cache on its own.
 */
export const GUEST_PAGE_CACHE = { guestPageCache: true } as const;

export function opensToGuestPageCache(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && (handle as { guestPageCache?: unknown }).guestPageCache === true;
}
