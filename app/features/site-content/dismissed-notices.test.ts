import { describe, expect, it } from 'vitest';
import { DISMISSED_NOTICES_KEY, dismissNotice, readDismissedNotices } from './dismissed-notices';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

describe('dismissed notices', () => {
  it('reads nothing from empty, missing or broken storage', () => {
    expect(readDismissedNotices(memoryStorage())).toEqual([]);
    expect(readDismissedNotices(null)).toEqual([]);
    expect(readDismissedNotices(memoryStorage({ [DISMISSED_NOTICES_KEY]: '{oops' }))).toEqual([]);
    expect(readDismissedNotices(memoryStorage({ [DISMISSED_NOTICES_KEY]: '{"a":1}' }))).toEqual([]);
    expect(readDismissedNotices(memoryStorage({ [DISMISSED_NOTICES_KEY]: '[1,"x",2.5,3]' }))).toEqual([1, 3]);
  });

  it('stores each id once', () => {
    const storage = memoryStorage();
    expect(dismissNotice(storage, 4)).toEqual([4]);
    expect(dismissNotice(storage, 7)).toEqual([4, 7]);
    expect(dismissNotice(storage, 4)).toEqual([4, 7]);
    expect(storage.data.get(DISMISSED_NOTICES_KEY)).toBe('[4,7]');
  });

  it('survives a storage that refuses writes', () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(dismissNotice(storage, 1)).toEqual([1]);
  });
});
