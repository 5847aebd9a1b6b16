import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shell/api-client';
import { fieldMessage, loginErrorKind, utmFromCookies } from './login-api';

describe('login errors', () => {
  it('puts refused checks and sends under the field with the server message', () => {
    const wrong = new ApiError(
      422,
      { code: 'INVALID_CODE', message: 'Неверный код. Осталось попыток: 2', fields: { code: 'Неверный код. Осталось попыток: 2' } },
      'Ошибка 422',
    );
    expect(loginErrorKind(wrong)).toBe('field');
    expect(fieldMessage(wrong, 'code')).toBe('Неверный код. Осталось попыток: 2');
    const limit = new ApiError(429, { code: 'TOO_MANY_REQUESTS', message: 'Слишком много попыток. Повторите через 5 минут' }, 'Ошибка 429');
    expect(loginErrorKind(limit)).toBe('field');
    expect(fieldMessage(limit, 'code')).toBe('Слишком много попыток. Повторите через 5 минут');
  });

  it('prefers the field text of a validation error over the general one', () => {
    const phone = new ApiError(
      422,
      {
        code: 'VALIDATION_ERROR',
        message: 'Проверьте правильность заполнения полей',
        fields: { phone: 'Введите номер телефона полностью: +7 и 10 цифр' },
      },
      'Ошибка 422',
    );
    expect(fieldMessage(phone, 'phone')).toBe('Введите номер телефона полностью: +7 и 10 цифр');
  });

  it('shows other answers of the server as the authorization snack, the rest as the generic notice', () => {
    expect(loginErrorKind(new ApiError(403, { code: 'FORBIDDEN', message: 'Нет доступа' }, 'Ошибка 403'))).toBe('auth');
    expect(loginErrorKind(new ApiError(422, null, 'Ошибка 422'))).toBe('auth');
    expect(loginErrorKind(new ApiError(500, { code: 'INTERNAL_ERROR', message: 'Что-то пошло не так' }, 'Ошибка 500'))).toBe('unexpected');
    expect(loginErrorKind(new ApiError(0, null, 'Нет соединения'))).toBe('unexpected');
    expect(loginErrorKind(new TypeError('boom'))).toBe('unexpected');
  });

  it('sends the UTM values kept in cookies', () => {
    const jar: Record<string, string> = { utm_source: 'yandex', utm_campaign: 'winter', other: 'x' };
    expect(utmFromCookies((name) => jar[name])).toEqual({ utm_source: 'yandex', utm_campaign: 'winter' });
  });
});
