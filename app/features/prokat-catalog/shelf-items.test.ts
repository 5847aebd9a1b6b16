import { describe, expect, it } from 'vitest';
import { appendNew, shelfHasMore } from './shelf-items';

describe('the endless shelf', () => {
  it('appends a page without repeating cards it shows', () => {
    expect(appendNew([{ id: 1 }, { id: 2 }], [{ id: 2 }, { id: 3 }])).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    expect(appendNew([], [{ id: 5 }])).toEqual([{ id: 5 }]);
  });

  it('has more until the offset reaches the count or a page comes empty', () => {
    expect(shelfHasMore(8, 44, false)).toBe(true);
    expect(shelfHasMore(44, 44, false)).toBe(false);
    expect(shelfHasMore(16, 44, true)).toBe(false);
  });
});
