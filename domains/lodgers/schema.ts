import { z } from 'zod';
import { phoneSchema } from '../auth/schema';
import { isoDateSchema } from '../../lib/iso-date-schema';

export const LODGER_RULES = { maxPerUser: 10, nameMaxLength: 60, maxAge: 120 } as const;

export const LODGER_RELATIONS = ['spouse', 'child', 'parent', 'relative', 'friend', 'colleague', 'other'] as const;
export type LodgerRelation = (typeof LODGER_RELATIONS)[number];

export const RELATION_TITLES: Record<LodgerRelation, string> = {
  spouse: 'Супруг или супруга',
  child: 'Ребёнок',
  parent: 'Родитель',
  relative: 'Родственник',
  friend: 'Друг',
  colleague: 'Коллега',
  other: 'Другое',
};

const NAME_PATTERN = /^\p{L}+(?:[ '’-]\p{L}+)*$/u;

function name(label: string) {
  return z
    .string({ error: `Укажите ${label}` })
    .transform((value) => value.trim().replace(/\s+/g, ' '))
    .refine((value) => value.length > 0, `Укажите ${label}`)
    .refine((value) => value.length <= LODGER_RULES.nameMaxLength, `Не длиннее ${LODGER_RULES.nameMaxLength} символов`)
    .refine((value) => value === '' || NAME_PATTERN.test(value), 'Только буквы, пробелы и дефисы');
}

const empty = (value: unknown) => (value === '' ? null : value);

const lodgerFields = {
  last_name: name('фамилию'),
  first_name: name('имя'),
  middle_name: z
    .preprocess(empty, z.string({ error: 'Отчество — текст' }).nullable())
    .optional()
    .transform((value) => value?.trim().replace(/\s+/g, ' ') || null)
    .refine((value) => value === null || (value.length <= LODGER_RULES.nameMaxLength && NAME_PATTERN.test(value)), {
      message: 'Только буквы, пробелы и дефисы',
    }),
  birth_date: z.string({ error: 'Укажите дату рождения' }).pipe(isoDateSchema).describe('ГГГГ-ММ-ДД, в прошлом'),
  phone: z.preprocess(empty, phoneSchema.nullable()).optional().describe('+7 и 10 цифр; необязательно'),
  relation: z
    .preprocess(empty, z.enum(LODGER_RELATIONS, { error: 'Выберите, кем вам приходится жилец' }).nullable())
    .optional()
    .describe(LODGER_RELATIONS.join(', ')),
};

const lodgerId = z
  .number({ error: 'Укажите id жильца' })
  .int('Укажите id жильца')
  .positive('Укажите id жильца')
  .max(Number.MAX_SAFE_INTEGER);

/** POST /api/profile/lodgers/create */
export const lodgerCreateSchema = z.object(lodgerFields);
export type LodgerInput = z.infer<typeof lodgerCreateSchema>;

/** PUT /api/profile/lodgers/update: the whole lodger again with its id. */
export const lodgerUpdateSchema = z.object({ id: lodgerId, ...lodgerFields });

/** DELETE /api/profile/lodgers/delete (the id in the body) */
export const lodgerDeleteSchema = z.object({ id: lodgerId });

export const lodgerSchema = z.object({
  id: z.number().int(),
  last_name: z.string(),
  first_name: z.string(),
  middle_name: z.string().nullable(),
  birth_date: z.string(),
  phone: z.string().nullable(),
  relation: z.enum(LODGER_RELATIONS).nullable(),
  created_at: z.string(),
});
export type Lodger = z.infer<typeof lodgerSchema>;
