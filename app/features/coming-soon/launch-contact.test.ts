import { describe, expect, it } from 'vitest';
import { parseLaunchContact } from './launch-contact';

describe('parseLaunchContact', () => {
  it('reads a mobile number in any spelling', () => {
    expect(parseLaunchContact('+7 (916) 123-45-67')).toEqual({ phone: '79161234567' });
    expect(parseLaunchContact('8 916 123 45 67')).toEqual({ phone: '79161234567' });
    expect(parseLaunchContact('9161234567')).toEqual({ phone: '79161234567' });
  });

  it('reads an e-mail when the value has "@"', () => {
    expect(parseLaunchContact('  anna@example.ru ')).toEqual({ email: 'anna@example.ru' });
    expect(parseLaunchContact('anna@')).toEqual({ error: 'Введите корректный e-mail' });
  });

  it('refuses an empty value, a landline and words', () => {
    expect(parseLaunchContact(' ')).toEqual({ error: 'Укажите телефон или e-mail' });
    expect(parseLaunchContact('+7 495 123-45-67')).toHaveProperty('error', expect.stringMatching(/мобильный номер/));
    expect(parseLaunchContact('позвоните мне')).toEqual({ error: 'Введите мобильный номер или e-mail' });
  });
});
