import type { LEAD_SERVICES } from '../../../domains/content/schema';
import { isPhoneComplete, phoneForApi } from '../auth';

export type LeadService = (typeof LEAD_SERVICES)[number];

/** The services a visitor can ask about, in the order of the select. */
export const LEAD_SERVICE_OPTIONS: readonly { value: LeadService; label: string }[] = [
  { value: 'storages', label: 'Хранение вещей' },
  { value: 'clouds', label: 'Хранение с доставкой' },
  { value: 'prokat', label: 'Прокат' },
  { value: 'kvartiry', label: 'Квартиры' },
];

export interface LeadFormValues {
  name: string;
  phone: string;
  service: LeadService;
  comment: string;
  agree: boolean;
}

export const EMPTY_LEAD_FORM: LeadFormValues = { name: '', phone: '', service: 'storages', comment: '', agree: false };

export type LeadField = 'name' | 'phone' | 'service' | 'comment' | 'agree';
export type LeadErrors = Partial<Record<LeadField, string>>;

/** What the browser checks before sending: a complete phone and the personal-data consent. */
export function validateLeadForm(values: LeadFormValues): LeadErrors {
  const errors: LeadErrors = {};
  if (!isPhoneComplete(values.phone)) errors.phone = 'Введите номер телефона полностью';
  if (!values.agree) errors.agree = 'Нужно согласие на обработку персональных данных';
  return errors;
}

/** What the callback call accepts (`callbackLeadSchema` in domains/content/schema.ts). */
export interface CallbackLeadBody {
  phone: string;
  name?: string;
  comment?: string;
  service?: LeadService;
  city_id?: number;
}

/** The request body of POST /api/cabinet/site/leads/callback (empty optional texts left out). */
export function leadRequestBody(values: LeadFormValues, cityId: number): CallbackLeadBody {
  const name = values.name.trim();
  const comment = values.comment.trim();
  return {
    phone: phoneForApi(values.phone),
    ...(name ? { name } : {}),
    ...(comment ? { comment } : {}),
    service: values.service,
    ...(cityId > 0 ? { city_id: cityId } : {}),
  };
}

/** The server's field errors that belong to a field of the form; `city_id` and others are not. */
export function formFieldErrors(fields: Record<string, string> | undefined): LeadErrors {
  const errors: LeadErrors = {};
  for (const key of ['name', 'phone', 'service', 'comment'] as const) {
    if (fields?.[key]) errors[key] = fields[key];
  }
  return errors;
}
