import { describe, expect, it } from 'vitest';
import { EARLY_INPUT_SCRIPT } from './early-input';

describe('EARLY_INPUT_SCRIPT', () => {
  it('parses as a script and holds no closing tag that would end its element early', () => {
    expect(() => new Function(EARLY_INPUT_SCRIPT)).not.toThrow();
    expect(EARLY_INPUT_SCRIPT).not.toMatch(/<\/script/i);
  });
});
