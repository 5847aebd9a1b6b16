import { describe, expect, it } from 'vitest';
import { CODE_LENGTH, isCodeComplete, nextCodeValue } from './code-rules';

describe('code input rules', () => {
  it('is four digits', () => {
    expect(CODE_LENGTH).toBe(4);
  });

  it('keeps digits only and cuts the input to four', () => {
    expect(nextCodeValue('', '12a')).toBe('12');
    expect(nextCodeValue('', '123456')).toBe('1234');
    expect(nextCodeValue('12', '12 3-4 5')).toBe('1234');
    expect(nextCodeValue('123', '1234')).toBe('1234');
    expect(nextCodeValue('1234', '12345')).toBe('1234');
  });

  it('drops the later digits when an earlier one is edited', () => {
    // The second digit retyped over a selection.
    expect(nextCodeValue('1234', '1534')).toBe('15');
    // A digit typed before the third one.
    expect(nextCodeValue('1234', '12934')).toBe('129');
    // The first digit deleted.
    expect(nextCodeValue('1234', '234')).toBe('');
    // The second digit deleted.
    expect(nextCodeValue('123', '13')).toBe('1');
    // Replacing the last digit drops nothing.
    expect(nextCodeValue('1234', '1235')).toBe('1235');
  });

  it('removing from the end keeps the rest', () => {
    expect(nextCodeValue('1234', '123')).toBe('123');
    expect(nextCodeValue('12', '')).toBe('');
  });

  it('handles repeated digits', () => {
    expect(nextCodeValue('1111', '11911')).toBe('119');
    expect(nextCodeValue('11', '111')).toBe('111');
  });

  it('is complete at the fourth digit', () => {
    expect(isCodeComplete('123')).toBe(false);
    expect(isCodeComplete('1234')).toBe(true);
    expect(isCodeComplete('12a4')).toBe(false);
  });
});
