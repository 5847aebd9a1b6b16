import { describe, expect, it } from 'vitest';
import { applyPhoneEdit, formatPhoneInput, isPhoneComplete, nationalDigits, PHONE_MASK, phoneForApi } from './phone-mask';

/** Types `text` one character at a time at the end, as a person does. */
function typeAll(text: string, start = ''): string {
  let value = start;
  for (const ch of text) {
    const raw = value + ch;
    value = applyPhoneEdit(value, raw, raw.length, 'insertText').value;
  }
  return value;
}

describe('phone mask', () => {
  it('is +7 (###) ###-##-##', () => {
    expect(PHONE_MASK).toBe('+7 (###) ###-##-##');
  });

  it('formats digits as they are typed, one by one', () => {
    expect(typeAll('9')).toBe('+7 (9');
    expect(typeAll('999')).toBe('+7 (999');
    expect(typeAll('9991')).toBe('+7 (999) 1');
    expect(typeAll('9991234567')).toBe('+7 (999) 123-45-67');
    // Repeated digits are never lost.
    expect(typeAll('9177206609')).toBe('+7 (917) 720-66-09');
    // A leading 7 or 8 typed by hand is a digit of the number like any other.
    expect(typeAll('8')).toBe('+7 (8');
  });

  it('ignores anything but digits and stops at ten digits', () => {
    expect(typeAll('9a9-9 1')).toBe('+7 (999) 1');
    expect(typeAll('99912345678888')).toBe('+7 (999) 123-45-67');
  });

  it('drops the country prefix of a pasted or autofilled number', () => {
    for (const pasted of ['+7 999 123-45-67', '89991234567', '+79991234567', '79991234567', '+7 (999) 123-45-67']) {
      expect(applyPhoneEdit('', pasted, pasted.length, 'insertFromPaste').value).toBe('+7 (999) 123-45-67');
      expect(formatPhoneInput(pasted)).toBe('+7 (999) 123-45-67');
    }
    expect(nationalDigits('+7 (999) 1')).toBe('9991');
  });

  it('deletes the digit before a mask character on Backspace', () => {
    // "+7 (999) 123-|45" with the caret after "-": Backspace removes "-", the digit 3 goes instead.
    const edit = applyPhoneEdit('+7 (999) 123-45', '+7 (999) 12345', 12, 'deleteContentBackward');
    expect(edit.value).toBe('+7 (999) 124-5');
    expect(edit.caret).toBe(11);
    expect(applyPhoneEdit('+7 (9', '+7 (', 4, 'deleteContentBackward').value).toBe('');
  });

  it('keeps the caret after the same digit when editing in the middle', () => {
    // "+7 (9|99) 123" + "5" typed after the first 9.
    const edit = applyPhoneEdit('+7 (999) 123', '+7 (9599) 123', 6, 'insertText');
    expect(edit.value).toBe('+7 (959) 912-3');
    expect(edit.caret).toBe(6);
  });

  it('is valid only at exactly 18 characters', () => {
    expect(isPhoneComplete('+7 (999) 123-45-67')).toBe(true);
    expect('+7 (999) 123-45-67').toHaveLength(18);
    expect(isPhoneComplete('+7 (999) 123-45-6')).toBe(false);
    expect(isPhoneComplete('+7 (999) 123-45-678')).toBe(false);
    expect(isPhoneComplete('')).toBe(false);
    // 18 characters that are not a masked number do not pass either.
    expect(isPhoneComplete('+7 (999) 123-45-6a')).toBe(false);
  });

  it('sends digits only', () => {
    expect(phoneForApi('+7 (999) 123-45-67')).toBe('79991234567');
  });
});
