import { describe, expect, it } from 'vitest';
import { cached } from './cached';
import { notePageCheck, notePageUntrackedRead, readForPage, recordPageDependencies } from './page-dependencies.server';

describe('what a page was made from', () => {
  it('records the checks of the sources it read, once per key', async () => {
    const { dependencies } = await recordPageDependencies(async () => {
      notePageCheck('counter:1', async () => true);
      notePageCheck('counter:1', async () => false);
      notePageCheck('counter:2', async () => true);
    });
    expect([...dependencies.checks.keys()]).toEqual(['counter:1', 'counter:2']);
    expect(dependencies.notKept).toBeNull();
  });

  it('marks a page that read outside a source, and not one whose source read for it', async () => {
    const marked = await recordPageDependencies(async () => notePageUntrackedRead('a database read'));
    expect(marked.dependencies.notKept).toBe('a database read');
    const tracked = await recordPageDependencies(() => readForPage(async () => notePageUntrackedRead('a database read')));
    expect(tracked.dependencies.notKept).toBeNull();
  });

  it('marks a page whose source failed (it may show a fallback)', async () => {
    const { dependencies } = await recordPageDependencies(() => readForPage(() => Promise.reject(new Error('down'))).catch(() => null));
    expect(dependencies.notKept).toBe('a failed read');
  });

  it('records nothing outside a render', () => {
    expect(() => notePageUntrackedRead('a database read')).not.toThrow();
  });

  it('keeps a page made from a cached value current until the value expires', async () => {
    let t = 0;
    const value = cached(
      async () => 'v',
      1000,
      () => t,
    );
    const { dependencies } = await recordPageDependencies(() => value());
    const [check] = [...dependencies.checks.values()];
    expect(await check!()).toBe(true);
    t = 1001;
    expect(await check!()).toBe(false);
  });

  it('keeps the loads of a cached value out of the page (the cache records its own check)', async () => {
    const value = cached(async () => {
      notePageUntrackedRead('a database read');
      return 'v';
    }, 1000);
    const { dependencies } = await recordPageDependencies(() => value());
    expect(dependencies.notKept).toBeNull();
  });
});
