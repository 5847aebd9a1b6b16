import { z } from 'zod';

/** A company with its requisites, as the cabinet lists it. */
export const companySchema = z.object({
  uuid: z.string(),
  name: z.string(),
  inn: z.string().nullable(),
  kpp: z.string().nullable(),
  ogrn: z.string().nullable(),
  legal_address: z.string().nullable(),
  director: z.string().nullable(),
  bank_name: z.string().nullable(),
  bik: z.string().nullable(),
  settlement_account: z.string().nullable(),
  correspondent_account: z.string().nullable(),
  email: z.string().nullable(),
  contact: z.string().nullable(),
  contact_phone: z.string().nullable(),
  /** The personal company: a sole proprietor (ИП) or the person paying by invoice; at most one. */
  personal: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Company = z.infer<typeof companySchema>;

/** At most this many live companies (the personal one included) per user. */
export const COMPANIES_PER_USER = 10;

const optionalText = (max: number, what: string) =>
  z
    .string({ error: `${what}: строка` })
    .trim()
    .max(max, `${what}: не длиннее ${max} знаков`)
    .nullish();

/** Digits may come with spaces or dashes (pasted from a PDF); the service strips them before the checks. */
const digitsText = (max: number, what: string) =>
  z
    .string({ error: `${what}: строка цифр` })
    .trim()
    .max(max, `${what}: слишком длинно`)
    .regex(/^[\d\s-]*$/, `${what}: только цифры`)
    .nullish();

const requisitesShape = {
  inn: digitsText(20, 'ИНН'),
  kpp: z.string({ error: 'КПП: строка' }).trim().max(12, 'Неверный КПП: 9 знаков, например 770401001').nullish(),
  ogrn: digitsText(20, 'ОГРН'),
  legal_address: optionalText(500, 'Юридический адрес'),
  director: optionalText(200, 'Руководитель'),
  bank_name: optionalText(200, 'Банк'),
  bik: digitsText(12, 'БИК'),
  settlement_account: digitsText(30, 'Расчётный счёт'),
  correspondent_account: digitsText(30, 'Корреспондентский счёт'),
  email: z.email({ error: 'Неверный e-mail' }).max(200, 'E-mail: не длиннее 200 знаков').nullish().or(z.literal('')),
  contact: optionalText(200, 'Контактное лицо'),
  contact_phone: z
    .string({ error: 'Телефон: строка' })
    .trim()
    .max(20, 'Телефон: не длиннее 20 знаков')
    .regex(/^[\d\s()+-]*$/, 'Телефон: только цифры')
    .nullish(),
};

const name = z
  .string({ error: 'Укажите название' })
  .trim()
  .min(2, 'Название: не короче 2 знаков')
  .max(300, 'Название: не длиннее 300 знаков');

/** POST …/profile/companies: a company (organisation or ИП) by its requisites; the ИНН is required. */
export const companyCreateSchema = z.object({
  ...requisitesShape,
  name,
  inn: z
    .string({ error: 'Укажите ИНН' })
    .trim()
    .min(1, 'Укажите ИНН')
    .max(20, 'ИНН: слишком длинно')
    .regex(/^[\d\s-]*$/, 'ИНН: только цифры'),
});
export type CompanyCreate = z.infer<typeof companyCreateSchema>;

const companyUuid = z.string({ error: 'Укажите компанию' }).trim().min(1, 'Укажите компанию').max(64, 'Компания не найдена');

/** PUT …/profile/companies: the same fields and the company's uuid. */
export const companyUpdateSchema = companyCreateSchema.extend({ uuid: companyUuid });

export const companyDeleteSchema = z.object({ uuid: companyUuid });

/** POST/PUT …/companies/personal: a sole proprietor or the person themselves (ИНН of 12 digits, optional). */
export const personalCompanySchema = z.object({ ...requisitesShape, name });
export type PersonalCompanyInput = z.infer<typeof personalCompanySchema>;

export const deletedSchema = z.object({ uuid: z.string(), deleted: z.literal(true) });

export const innQuerySchema = z.object({
  id: z
    .string({ error: 'Укажите ИНН' })
    .trim()
    .min(1, 'Укажите ИНН')
    .max(20, 'ИНН: слишком длинно')
    .regex(/^[\d\s-]*$/, 'ИНН: только цифры'),
});

export const bikQuerySchema = z.object({
  id: z
    .string({ error: 'Укажите БИК' })
    .trim()
    .min(1, 'Укажите БИК')
    .max(12, 'Неверный БИК: 9 цифр')
    .regex(/^[\d\s-]*$/, 'БИК: только цифры'),
});

/** What GET hr/company answers: the organisation or ИП found by ИНН in the register. */
export const partySchema = z.object({
  inn: z.string(),
  kpp: z.string().nullable(),
  ogrn: z.string().nullable(),
  name: z.string(),
  full_name: z.string().nullable(),
  type: z.enum(['LEGAL', 'INDIVIDUAL']),
  legal_address: z.string().nullable(),
  director: z.string().nullable(),
  director_post: z.string().nullable(),
  status: z.string(),
  source: z.enum(['sandbox', 'dadata']),
});

export const bankSchema = z.object({
  bik: z.string(),
  name: z.string(),
  correspondent_account: z.string().nullable(),
  address: z.string().nullable(),
  source: z.enum(['sandbox', 'dadata']),
});
