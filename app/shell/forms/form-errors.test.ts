import { describe, expect, it } from 'vitest';
import { hasErrors, withoutError } from './form-errors';

describe('form errors', () => {
  it('counts a field as wrong while its key is there', () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ phone: 'Введите номер телефона полностью' })).toBe(true);
  });

  it('clears one field and keeps the others', () => {
    const errors: Partial<Record<'name' | 'phone', string>> = { name: 'Укажите имя', phone: 'Введите номер' };
    expect(withoutError(errors, 'name')).toEqual({ name: undefined, phone: 'Введите номер' });
    expect(errors.name).toBe('Укажите имя');
  });

  it('returns the same object when the field has no error', () => {
    const errors: Partial<Record<'name' | 'phone', string>> = { phone: 'Введите номер' };
    expect(withoutError(errors, 'name')).toBe(errors);
  });
});
