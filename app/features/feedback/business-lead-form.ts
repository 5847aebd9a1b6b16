import { isPhoneComplete, phoneForApi } from '../auth';
import { formatNumber } from '../../../lib/format/number';

/** The comment's limit, the same as `more100LeadSchema`. */
export const COMMENT_MAX = 1000;

/** Whether the volume is given in cubic metres or in cells (`volume_m3` or `cells` of `more100LeadSchema`). */
export type VolumeUnit = 'm3' | 'cells';

export const VOLUME_UNITS: readonly { value: VolumeUnit; label: string; max: number }[] = [
  { value: 'm3', label: 'м³', max: 1_000_000 },
  { value: 'cells', label: 'ячеек', max: 100_000 },
];

export interface BusinessLeadValues {
  name: string;
  phone: string;
  company: string;
  volume: string;
  unit: VolumeUnit;
  comment: string;
  agree: boolean;
}

export const EMPTY_BUSINESS_LEAD: BusinessLeadValues = {
  name: '',
  phone: '',
  company: '',
  volume: '',
  unit: 'm3',
  comment: '',
  agree: false,
};

export type BusinessLeadField = 'name' | 'phone' | 'company' | 'volume' | 'comment' | 'agree';
export type BusinessLeadErrors = Partial<Record<BusinessLeadField, string>>;

/** Digits only: what the volume field keeps of the typed text. */
export function volumeInput(raw: string): string {
  return raw
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, 7);
}

/** The browser's checks: a name, a complete phone, a sensible volume (if any) and the consent. */
export function validateBusinessLead(values: BusinessLeadValues): BusinessLeadErrors {
  const errors: BusinessLeadErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = 'Укажите имя';
  else if (name.length > 100) errors.name = 'Имя: не больше 100 символов';
  if (!isPhoneComplete(values.phone)) errors.phone = 'Введите номер телефона полностью';
  if (values.company.trim().length > 200) errors.company = 'Компания: не больше 200 символов';
  if (values.volume) {
    const volume = Number(values.volume);
    const unit = VOLUME_UNITS.find((u) => u.value === values.unit)!;
    if (!Number.isInteger(volume) || volume < 1) errors.volume = 'Укажите целое число больше нуля';
    else if (volume > unit.max) errors.volume = `Не больше ${formatNumber(unit.max)} ${unit.label}`;
  }
  if (values.comment.trim().length > COMMENT_MAX) errors.comment = `Комментарий: не больше ${COMMENT_MAX} символов`;
  if (!values.agree) errors.agree = 'Нужно согласие на обработку персональных данных';
  return errors;
}

/** What POST /api/cabinet/site/leads/more100 accepts. */
export interface BusinessLeadBody {
  phone: string;
  name: string;
  company?: string;
  volume_m3?: number;
  cells?: number;
  comment?: string;
}

/** The request body: digits of the phone, trimmed texts, the volume under the field of its unit. */
export function businessLeadRequestBody(values: BusinessLeadValues): BusinessLeadBody {
  const company = values.company.trim();
  const comment = values.comment.trim();
  const volume = values.volume ? Number(values.volume) : undefined;
  return {
    phone: phoneForApi(values.phone),
    name: values.name.trim(),
    ...(company ? { company } : {}),
    ...(volume !== undefined ? (values.unit === 'm3' ? { volume_m3: volume } : { cells: volume }) : {}),
    ...(comment ? { comment } : {}),
  };
}

/** The server's field errors placed under the form's fields (`volume_m3` and `cells` go to the volume). */
export function businessLeadFieldErrors(fields: Record<string, string> | undefined): BusinessLeadErrors {
  const errors: BusinessLeadErrors = {};
  for (const key of ['name', 'phone', 'company', 'comment'] as const) {
    if (fields?.[key]) errors[key] = fields[key];
  }
  const volume = fields?.volume_m3 ?? fields?.cells;
  if (volume) errors.volume = volume;
  return errors;
}
