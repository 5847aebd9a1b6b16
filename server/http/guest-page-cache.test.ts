import { describe, expect, it } from 'vitest';
import type { PageDependencies } from '../../lib/page-dependencies.server';
import { createGuestPageCache, cutAtNonce, joinWithNonce, type GuestPage } from './guest-page-cache';
import { keepableGuestPage } from './guest-page-key';

const page = (html: string): GuestPage => ({ status: 200, headers: [], cookies: [], parts: [Buffer.from(html)] });
const deps = (checks: Record<string, () => Promise<boolean>> = {}, notKept: string | null = null): PageDependencies => ({
  notKept,
  checks: new Map(Object.entries(checks)),
});

function setup(over: Partial<Parameters<typeof createGuestPageCache>[0]> = {}) {
  let t = 1000;
  const cache = createGuestPageCache({ maxEntries: 3, maxBytes: 1000, maxAgeMs: 30_000, now: () => t, ...over });
  return { cache, at: (ms: number) => (t = ms) };
}

describe('the nonce cut out of a kept page', () => {
  it('cuts at every occurrence and joins with another nonce', () => {
    const html = Buffer.from('<script nonce="N0+/=">a</script><x nonce="N0+/="></x>end');
    const parts = cutAtNonce(html, 'N0+/=');
    expect(parts).toHaveLength(3);
    expect(joinWithNonce(parts, 'Z9').toString()).toBe('<script nonce="Z9">a</script><x nonce="Z9"></x>end');
    expect(joinWithNonce(cutAtNonce(Buffer.from('no nonce'), 'N0'), 'Z9').toString()).toBe('no nonce');
  });
});

describe('the guest page cache', () => {
  it('sends a page while all its checks hold and drops it when one fails', async () => {
    const { cache } = setup();
    let current = true;
    cache.store('k', page('a'), deps({ one: async () => true, two: async () => current }), 1000);
    expect(await cache.lookup('k')).toBeDefined();
    current = false;
    expect(await cache.lookup('k')).toBeUndefined();
    current = true;
    expect(await cache.lookup('k')).toBeUndefined(); // dropped, not only refused
  });

  it('treats a check that throws as failed', async () => {
    const { cache } = setup();
    cache.store('k', page('a'), deps({ broken: () => Promise.reject(new Error('database down')) }), 1000);
    expect(await cache.lookup('k')).toBeUndefined();
  });

  it('keeps nothing the render marked as not to be kept', async () => {
    const { cache } = setup();
    expect(cache.store('k', page('a'), deps({}, 'a database read'), 1000)).toBe(false);
    expect(await cache.lookup('k')).toBeUndefined();
  });

  it('renders again after the maximum age, and when the clock goes back before the render', async () => {
    const { cache, at } = setup();
    cache.store('k', page('a'), deps(), 1000);
    at(30_999);
    expect(await cache.lookup('k')).toBeDefined();
    at(31_000);
    expect(await cache.lookup('k')).toBeUndefined();
    cache.store('k', page('a'), deps(), 5000);
    at(4999);
    expect(await cache.lookup('k')).toBeUndefined();
  });

  it('drops the least recently sent page past the entry and byte limits', async () => {
    const { cache } = setup();
    for (const key of ['a', 'b', 'c']) cache.store(key, page(key), deps(), 1000);
    await cache.lookup('a');
    cache.store('d', page('d'), deps(), 1000);
    expect(await cache.lookup('b')).toBeUndefined();
    expect(await cache.lookup('a')).toBeDefined();
    cache.store('big', page('x'.repeat(1000)), deps(), 1000);
    expect(cache.size).toBe(1);
    expect(cache.store('huge', page('x'.repeat(1001)), deps(), 1000)).toBe(false);
  });
  it('counts bytes of HTML against the limit and keeps the page under a key when a bigger one is refused', async () => {
    const { cache } = setup({ maxEntries: 10, maxBytes: 10 });
    cache.store('a', page('aaaa'), deps(), 1000);
    cache.store('b', page('bbbb'), deps(), 1000);
    cache.store('c', page('cccc'), deps(), 1000);
    expect(cache.size).toBe(2);
    expect(await cache.lookup('a')).toBeUndefined();
    expect(cache.store('b', page('x'.repeat(11)), deps(), 1000)).toBe(false);
    expect((await cache.lookup('b'))?.parts[0]?.toString()).toBe('bbbb');
  });

  it('storing a key again makes it the most recently sent', async () => {
    const { cache } = setup();
    for (const key of ['a', 'b', 'c']) cache.store(key, page(key), deps(), 1000);
    cache.store('a', page('a2'), deps(), 1000);
    cache.store('d', page('d'), deps(), 1000);
    expect(await cache.lookup('b')).toBeUndefined();
    expect((await cache.lookup('a'))?.parts[0]?.toString()).toBe('a2');
  });

  it('leaves a page stored again while a failed check of the old one ran', async () => {
    const { cache } = setup();
    let release: (value: boolean) => void = () => {};
    cache.store('k', page('old'), deps({ slow: () => new Promise<boolean>((resolve) => (release = resolve)) }), 1000);
    const lookup = cache.lookup('k');
    cache.store('k', page('new'), deps(), 1000);
    release(false);
    expect(await lookup).toBeUndefined();
    expect((await cache.lookup('k'))?.parts[0]?.toString()).toBe('new');
  });
});

describe('which rendered pages may be kept', () => {
  const read = (over: Partial<{ status: number; headers: [string, string][]; cookies: string[] }>) => ({
    status: 200,
    headers: [] as [string, string][],
    cookies: [] as string[],
    ...over,
  });
  it('keeps a plain 200 whose cookies are the shell page inputs', () => {
    expect(keepableGuestPage(read({ cookies: ['autolocation=true; Path=/; Max-Age=31536000; SameSite=Lax'] }))).toBe(true);
  });
  it('keeps no other status, no private page and no page setting another cookie', () => {
    expect(keepableGuestPage(read({ status: 404 }))).toBe(false);
    expect(keepableGuestPage(read({ headers: [['cache-control', 'private, no-store']] }))).toBe(false);
    expect(keepableGuestPage(read({ cookies: ['device_id=abc; Path=/'] }))).toBe(false);
  });
});
