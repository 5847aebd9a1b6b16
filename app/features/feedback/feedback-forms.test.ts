import { describe, expect, it } from 'vitest';
import type { ReviewGroup } from '../../../domains/content/schema';
import { appLinkRequestBody, appLinkSentText, validateAppLinkPhone } from './app-link-form';
import {
  EMPTY_BUSINESS_LEAD,
  businessLeadFieldErrors,
  businessLeadRequestBody,
  validateBusinessLead,
  volumeInput,
} from './business-lead-form';
import {
  EMPTY_REVIEW,
  orderReviewGroups,
  ratingLabel,
  reviewFieldErrors,
  reviewRequestBody,
  reviewTextCounter,
  validateReview,
} from './review-form';

const PHONE = '+7 (999) 123-45-67';

describe('app link by SMS', () => {
  it('needs a complete phone and sends its digits', () => {
    expect(validateAppLinkPhone('')).toBe('Введите номер телефона полностью');
    expect(validateAppLinkPhone('+7 (999) 123-4')).toBeDefined();
    expect(validateAppLinkPhone(PHONE)).toBeUndefined();
    expect(appLinkRequestBody(PHONE)).toEqual({ phone: '79991234567' });
  });

  it('tells where the link went', () => {
    expect(appLinkSentText('79991234567')).toBe('Ссылка отправлена на +7 (999) 123-45-67');
  });
});

describe('business lead', () => {
  const valid = { ...EMPTY_BUSINESS_LEAD, name: 'Олег', phone: PHONE, agree: true };

  it('needs a name, a complete phone and the consent', () => {
    expect(validateBusinessLead(EMPTY_BUSINESS_LEAD)).toEqual({
      name: 'Укажите имя',
      phone: expect.any(String),
      agree: expect.any(String),
    });
    expect(validateBusinessLead({ ...valid, name: '   ' }).name).toBe('Укажите имя');
    expect(validateBusinessLead(valid)).toEqual({});
  });

  it('checks the volume against the limits of its unit', () => {
    expect(validateBusinessLead({ ...valid, volume: '0' }).volume).toBeDefined();
    expect(validateBusinessLead({ ...valid, volume: '1000000', unit: 'm3' }).volume).toBeUndefined();
    expect(validateBusinessLead({ ...valid, volume: '1000001', unit: 'm3' }).volume).toBeDefined();
    expect(validateBusinessLead({ ...valid, volume: '100001', unit: 'cells' }).volume).toBeDefined();
    expect(volumeInput('0150 м³')).toBe('150');
    expect(volumeInput('abc')).toBe('');
  });

  it('sends the volume under the field of its unit, without empty texts', () => {
    expect(businessLeadRequestBody({ ...valid, company: ' ', comment: ' Нужен пандус ', volume: '150' })).toEqual({
      phone: '79991234567',
      name: 'Олег',
      volume_m3: 150,
      comment: 'Нужен пандус',
    });
    expect(businessLeadRequestBody({ ...valid, company: 'ООО «Ромашка»', volume: '40', unit: 'cells' })).toEqual({
      phone: '79991234567',
      name: 'Олег',
      company: 'ООО «Ромашка»',
      cells: 40,
    });
    expect(businessLeadRequestBody(valid)).toEqual({ phone: '79991234567', name: 'Олег' });
  });

  it('places the server errors under the fields', () => {
    expect(businessLeadFieldErrors({ cells: 'Слишком много', name: 'Плохое имя', other: 'x' })).toEqual({
      volume: 'Слишком много',
      name: 'Плохое имя',
    });
    expect(businessLeadFieldErrors(undefined)).toEqual({});
  });
});

describe('review form', () => {
  const valid = { ...EMPTY_REVIEW, groupId: '3', rating: 4, text: 'Всё отлично, спасибо!', agree: true };

  it('needs the group, the rating, 10 to 2000 characters and the consent', () => {
    expect(validateReview(EMPTY_REVIEW)).toEqual({
      group: expect.any(String),
      rating: 'Поставьте оценку от 1 до 5',
      text: 'Напишите отзыв',
      agree: expect.any(String),
    });
    expect(validateReview({ ...valid, text: '  Коротко  ' }).text).toBe('Отзыв: не меньше 10 символов');
    expect(validateReview({ ...valid, text: 'а'.repeat(10) }).text).toBeUndefined();
    expect(validateReview({ ...valid, text: 'а'.repeat(2001) }).text).toBe('Отзыв: не больше 2000 символов');
    expect(validateReview({ ...valid, rating: 6 }).rating).toBeDefined();
    expect(validateReview(valid)).toEqual({});
  });

  it('checks the optional contacts only when given', () => {
    expect(validateReview({ ...valid, phone: '+7 (999) 12' }).phone).toBeDefined();
    expect(validateReview({ ...valid, email: 'anna@' }).email).toBe('Введите корректный e-mail');
    expect(validateReview({ ...valid, phone: PHONE, email: 'anna@example.ru', name: 'Анна' })).toEqual({});
  });

  it('names the warehouse only when one is chosen', () => {
    expect(reviewRequestBody({ ...valid, warehouseId: '2' })).toMatchObject({ group_id: 3, warehouse_id: 2 });
    expect(reviewRequestBody(valid)).not.toHaveProperty('warehouse_id');
    expect(reviewFieldErrors({ warehouse_id: 'Выберите склад из списка' })).toEqual({ warehouse: 'Выберите склад из списка' });
  });

  it('sends numbers and leaves out empty contacts', () => {
    expect(reviewRequestBody({ ...valid, name: ' ', email: ' ' })).toEqual({ group_id: 3, rating: 4, text: 'Всё отлично, спасибо!' });
    expect(reviewRequestBody({ ...valid, phone: PHONE, email: ' anna@example.ru ', name: 'Анна' })).toEqual({
      group_id: 3,
      rating: 4,
      text: 'Всё отлично, спасибо!',
      name: 'Анна',
      phone: '79991234567',
      email: 'anna@example.ru',
    });
  });

  it('maps the server errors and counts the text', () => {
    expect(reviewFieldErrors({ group_id: 'Нет группы', text: 'Мало' })).toEqual({ group: 'Нет группы', text: 'Мало' });
    expect(reviewTextCounter('  привет  ')).toBe('6 / 2000');
    expect(ratingLabel(1)).toBe('1 звезда из 5');
    expect(ratingLabel(3)).toBe('3 звезды из 5');
    expect(ratingLabel(5)).toBe('5 звёзд из 5');
  });

  it('puts the groups of the chosen city first', () => {
    const group = (id: number, city: number): ReviewGroup => ({ id, name: `g${id}`, city_id: city, service: 'storages', warehouses: [] });
    expect(orderReviewGroups([group(1, 604), group(2, 465), group(3, 465)], 465).map((g) => g.id)).toEqual([2, 3, 1]);
  });
});
