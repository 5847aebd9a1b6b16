import { describe, expect, it } from 'vitest';
import { ApiError, errorSnackText, shouldNotify } from './api-client';
import { isChunkLoadError, mayReload } from './chunk-reload';
import { isConstrainedNetwork } from './smart-link';

describe('API error snack text (spec section 8)', () => {
  it('joins message lines', () => {
    const error = new ApiError(409, { message: ['Ячейка занята', 'Выберите другую'], code: 'CONFLICT' }, 'Ошибка 409');
    expect(errorSnackText(error)).toBe('Ячейка занята\nВыберите другую');
  });
  it('puts the exception before the message', () => {
    const error = new ApiError(400, { message: 'Неверный код', exception: 'Авторизация' }, 'Ошибка 400');
    expect(errorSnackText(error)).toBe('Авторизация: Неверный код');
  });
  it('falls back to the response data, then to the error message', () => {
    expect(errorSnackText(new ApiError(502, 'Bad gateway', 'Ошибка 502'))).toBe('Bad gateway');
    expect(errorSnackText(new ApiError(500, null, 'Ошибка 500'))).toBe('Ошибка 500');
    expect(errorSnackText(new Error('Сбой сети'))).toBe('Сбой сети');
  });
  it('keeps 401 silent', () => {
    expect(shouldNotify(new ApiError(401, { message: 'Войдите' }, 'Ошибка 401'))).toBe(false);
    expect(shouldNotify(new ApiError(403, { message: 'Нет доступа' }, 'Ошибка 403'))).toBe(true);
  });
});

describe('chunk reload guard', () => {
  it('recognises failed code-chunk loads', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Network down'))).toBe(false);
  });
  it('reloads at most once a minute', () => {
    expect(mayReload(null, 1_000_000)).toBe(true);
    expect(mayReload(1_000_000, 1_059_999)).toBe(false);
    expect(mayReload(1_000_000, 1_060_000)).toBe(true);
  });
});

describe('prefetch', () => {
  it('is skipped on 2g and data saver', () => {
    expect(isConstrainedNetwork({ effectiveType: '2g' })).toBe(true);
    expect(isConstrainedNetwork({ effectiveType: 'slow-2g' })).toBe(true);
    expect(isConstrainedNetwork({ saveData: true, effectiveType: '4g' })).toBe(true);
    expect(isConstrainedNetwork({ effectiveType: '4g' })).toBe(false);
    expect(isConstrainedNetwork(undefined)).toBe(false);
  });
});
