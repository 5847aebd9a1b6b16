import { describe, expect, it } from 'vitest';
import { cached } from './cached';

describe('cached', () => {
  it('shares one read until the time is up, and reads again after', async () => {
    let t = 0;
    let reads = 0;
    const get = cached(
      async () => ++reads,
      1000,
      () => t,
    );
    expect(await Promise.all([get(), get()])).toEqual([1, 1]);
    t = 1000;
    expect(await get()).toBe(1);
    t = 1001;
    expect(await get()).toBe(2);
    t = 500; // the clock went back (a test moved it): read again
    expect(await get()).toBe(3);
  });

  it('forgets a failed read', async () => {
    let fail = true;
    const get = cached(async () => {
      if (fail) throw new Error('database down');
      return 'ok';
    }, 60_000);
    await expect(get()).rejects.toThrow('database down');
    fail = false;
    expect(await get()).toBe('ok');
  });
});
