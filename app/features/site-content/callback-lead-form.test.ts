import { describe, expect, it } from 'vitest';
import { EMPTY_LEAD_FORM, formFieldErrors, leadRequestBody, validateLeadForm } from './callback-lead-form';

describe('callback lead form', () => {
  it('needs a complete phone and the consent', () => {
    expect(validateLeadForm({ ...EMPTY_LEAD_FORM, phone: '+7 (999) 123-45' })).toEqual({
      phone: expect.any(String),
      agree: expect.any(String),
    });
    expect(validateLeadForm({ ...EMPTY_LEAD_FORM, phone: '+7 (999) 123-45-67', agree: true })).toEqual({});
  });

  it('sends digits, the service and the city, without empty texts', () => {
    expect(leadRequestBody({ ...EMPTY_LEAD_FORM, phone: '+7 (999) 123-45-67', name: '  ', comment: ' Позвоните вечером ' }, 604)).toEqual({
      phone: '79991234567',
      comment: 'Позвоните вечером',
      service: 'storages',
      city_id: 604,
    });
  });

  it('keeps only the server errors of the form fields', () => {
    expect(formFieldErrors({ phone: 'Плохой номер', city_id: 'Нет города' })).toEqual({ phone: 'Плохой номер' });
    expect(formFieldErrors(undefined)).toEqual({});
  });
});
