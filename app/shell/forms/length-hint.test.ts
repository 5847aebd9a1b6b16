import { describe, expect, it } from 'vitest';
import { lengthHint } from './length-hint';

describe('length hint', () => {
  it('is silent far from the limit, counts near it and says when it is reached', () => {
    expect(lengthHint('a'.repeat(10), 60)).toBeUndefined();
    expect(lengthHint('a'.repeat(48), 60)).toBe('48 из 60 символов');
    expect(lengthHint('a'.repeat(999), 1000)).toBe('999 из 1000 символов');
    expect(lengthHint('a'.repeat(1000), 1000)).toBe('Достигнут предел: 1000 символов. Больше ввести нельзя');
  });
});
