import { describe, expect, it } from 'vitest';
import { lockerCounts } from './locker-counts';

describe('lockerCounts', () => {
  it('counts the lockers holding each model once per slug, none for an unknown one', async () => {
    const asked: string[] = [];
    const prokat = {
      obtainingOptions: async (slug: string) => {
        asked.push(slug);
        if (slug === 'gone') return null;
        return Array.from({ length: slug.length }, () => ({}) as never);
      },
    };
    expect(await lockerCounts(prokat, ['ab', 'abc', 'ab', 'gone'])).toEqual({ ab: 2, abc: 3, gone: 0 });
    expect(asked).toEqual(['ab', 'abc', 'gone']);
  });
});
