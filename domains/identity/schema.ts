import { z } from 'zod';
import { isoDateSchema } from '../profile/schema';

/** Product rules of identity documents (used by the API and the pages alike). */
export const IDENTITY_RULES = {
  fileMaxBytes: 10 * 1024 * 1024,
  /** The first passports of the Russian Federation's current form were issued from 1 July 1997. */
  passportFormSince: '1997-07-01',
  /** A passport is issued at 14. */
  passportMinAge: 14,
  textMaxLength: 300,
} as const;

export const FILE_KINDS = ['passport_main', 'passport_registration', 'selfie'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

export const DOCUMENT_TYPE_IDS = ['passport_rf'] as const;
export type DocumentTypeId = (typeof DOCUMENT_TYPE_IDS)[number];

export const DOCUMENT_STATUSES = ['draft', 'pending', 'verified', 'rejected'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const STATUS_TITLES: Record<DocumentStatus, string> = {
  draft: 'Не отправлен',
  pending: 'На проверке',
  verified: 'Подтверждён',
  rejected: 'Отклонён',
};

export const FILE_KIND_TITLES: Record<FileKind, string> = {
  passport_main: 'Разворот с фотографией',
  passport_registration: 'Страница с регистрацией',
  selfie: 'Селфи с паспортом',
};

export interface DocumentType {
  type: DocumentTypeId;
  title: string;
  files: { kind: FileKind; title: string; required: boolean }[];
}

/** The document types a user can add: the Russian passport and the scans staff need to check it. */
export const DOCUMENT_TYPES: readonly DocumentType[] = [
  {
    type: 'passport_rf',
    title: 'Паспорт гражданина РФ',
    files: [
      { kind: 'passport_main', title: FILE_KIND_TITLES.passport_main, required: true },
      { kind: 'passport_registration', title: FILE_KIND_TITLES.passport_registration, required: false },
      { kind: 'selfie', title: FILE_KIND_TITLES.selfie, required: true },
    ],
  },
];

/** The type whose scans are of this kind (every kind belongs to exactly one type). */
export function typeOfKind(kind: FileKind): DocumentType {
  return DOCUMENT_TYPES.find((t) => t.files.some((f) => f.kind === kind))!;
}

const text = (label: string) =>
  z
    .string({ error: `Укажите ${label}` })
    .transform((value) => value.trim().replace(/\s+/g, ' '))
    .refine((value) => value.length > 0, `Укажите ${label}`)
    .refine((value) => value.length <= IDENTITY_RULES.textMaxLength, `Не длиннее ${IDENTITY_RULES.textMaxLength} символов`);

const date = (label: string) => z.string({ error: `Укажите ${label}` }).pipe(isoDateSchema);

/** PUT /api/cabinet/v2/profile/documents/passport: the fields of the passport (spaces in series and number are allowed). */
export const passportInputSchema = z.object({
  series: z
    .string({ error: 'Укажите серию паспорта' })
    .transform((value) => value.replace(/\s/g, ''))
    .refine((value) => /^\d{4}$/.test(value), 'Серия — 4 цифры, например 45 12'),
  number: z
    .string({ error: 'Укажите номер паспорта' })
    .transform((value) => value.replace(/\s/g, ''))
    .refine((value) => /^\d{6}$/.test(value), 'Номер — 6 цифр'),
  issue_date: date('дату выдачи').describe('ГГГГ-ММ-ДД: не в будущем, не раньше 1997-07-01 и 14-летия'),
  issuer_code: z
    .string({ error: 'Укажите код подразделения' })
    .trim()
    .regex(/^\d{3}-?\d{3}$/, 'Код подразделения — 6 цифр в виде 123-456')
    .transform((value) => `${value.replace('-', '').slice(0, 3)}-${value.replace('-', '').slice(3)}`),
  issued_by: text('кем выдан паспорт'),
  birth_date: date('дату рождения'),
  birth_place: text('место рождения'),
  registration_address: text('адрес регистрации'),
});
export type PassportInput = z.infer<typeof passportInputSchema>;

export const fileKindSchema = z.enum(FILE_KINDS, { error: `Вид файла: ${FILE_KINDS.join(', ')}` });

export const selfFilesQuerySchema = z.object({ type: fileKindSchema.describe('Вид файла') });

export const fileUuidParamsSchema = z.object({
  uuid: z.uuid({ error: 'Файл не найден' }),
});

export const documentFileSchema = z.object({
  uuid: z.string(),
  kind: fileKindSchema,
  title: z.string(),
  mime: z.string(),
  size: z.number().int(),
  created_at: z.string(),
  /** Served to its owner only, through this authorised call. */
  url: z.string(),
});
export type DocumentFile = z.infer<typeof documentFileSchema>;

export const documentTypeSchema = z.object({
  type: z.enum(DOCUMENT_TYPE_IDS),
  title: z.string(),
  files: z.array(z.object({ kind: fileKindSchema, title: z.string(), required: z.boolean() })),
});

export const documentViewSchema = z.object({
  id: z.number().int(),
  type: z.enum(DOCUMENT_TYPE_IDS),
  title: z.string(),
  status: z.enum(DOCUMENT_STATUSES),
  status_title: z.string(),
  /** Masked: series «45 **», number «***456»; null before the fields are sent. */
  series: z.string().nullable(),
  number: z.string().nullable(),
  fields_filled: z.boolean(),
  reject_reason: z.string().nullable(),
  submitted_at: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  files: z.array(documentFileSchema),
  /** The required scans not uploaded yet. */
  missing: z.array(fileKindSchema),
});
export type DocumentView = z.infer<typeof documentViewSchema>;

/** The console: a document waiting for a decision (or decided), without its fields. */
export const adminDocumentItemSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  user_name: z.string().nullable(),
  type: z.enum(DOCUMENT_TYPE_IDS),
  title: z.string(),
  status: z.enum(DOCUMENT_STATUSES),
  submitted_at: z.string().nullable(),
  missing: z.array(fileKindSchema),
});
export type AdminDocumentItem = z.infer<typeof adminDocumentItemSchema>;

export const passportFieldsSchema = z.object({
  series: z.string(),
  number: z.string(),
  issue_date: z.string(),
  issuer_code: z.string(),
  issued_by: z.string(),
  birth_date: z.string(),
  birth_place: z.string(),
  registration_address: z.string(),
});
export type PassportFields = z.infer<typeof passportFieldsSchema>;

export const adminDocumentSchema = adminDocumentItemSchema.extend({
  user_phone: z.string().nullable(),
  reject_reason: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  reviewed_by: z.number().int().nullable(),
  /** Decrypted for the staff member; this reading is written to the audit log. */
  fields: passportFieldsSchema.nullable(),
  files: z.array(documentFileSchema),
});
export type AdminDocument = z.infer<typeof adminDocumentSchema>;

export const adminDocumentQuerySchema = z.object({
  status: z.enum(DOCUMENT_STATUSES, { error: `Статус: ${DOCUMENT_STATUSES.join(', ')}` }).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export type AdminDocumentQuery = z.infer<typeof adminDocumentQuerySchema>;

export const documentParamsSchema = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export const rejectSchema = z.object({
  reason: z
    .string({ error: 'Укажите причину отказа' })
    .trim()
    .min(3, 'Укажите причину отказа: её увидит пользователь')
    .max(500, 'Причина — не длиннее 500 символов'),
});
