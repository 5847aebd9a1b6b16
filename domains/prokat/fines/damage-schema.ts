import { z } from 'zod';

/** Fines staff set after a return check; the late ones are the job's (lateness/late-rules.ts). */
export const STAFF_FINE_GROUPS = ['Повреждение', 'Утеря', 'Чистка', 'Нарушение правил постамата'] as const;
export const DAMAGE_NOTE_MAX = 400;
export const DAMAGE_AMOUNT_MAX = 1_000_000;

const id = (what: string) =>
  z.coerce
    .number({ error: `Укажите ${what}` })
    .int(`Укажите ${what}`)
    .positive(`Укажите ${what}`)
    .max(2_147_483_647, `Такого ${what === 'заказ' ? 'заказа' : 'инструмента'} нет`);

/** POST /api/admin/prokat/fines: a fine for a tool of an order, by a code of the published table. */
export const damageFineBodySchema = z.object({
  order_id: id('заказ'),
  unit_id: id('инструмент'),
  code: z
    .string({ error: 'Выберите штраф из таблицы' })
    .trim()
    .regex(/^[a-z0-9_]{1,64}$/, 'Выберите штраф из таблицы'),
  /** Roubles; required where the table names no fixed sum (repair cost, the tool's value). */
  amount: z.coerce
    .number({ error: 'Сумма — число' })
    .int('Сумма — в целых рублях')
    .positive('Сумма — больше нуля')
    .max(DAMAGE_AMOUNT_MAX, `Сумма — не больше ${DAMAGE_AMOUNT_MAX} ₽`)
    .optional(),
  note: z
    .string({ error: 'Опишите, что случилось' })
    .trim()
    .min(3, 'Опишите, что случилось')
    .max(DAMAGE_NOTE_MAX, `Описание — не длиннее ${DAMAGE_NOTE_MAX} символов`),
});
export type DamageFineBody = z.infer<typeof damageFineBodySchema>;

/** A fine staff may set, as the form offers it. */
export const staffFineCodeSchema = z.object({
  code: z.string(),
  group: z.string(),
  title: z.string(),
  /** The fixed sum, or null when staff enter it (`amount_text` says how it is counted). */
  amount: z.number().int().nullable(),
  amount_text: z.string().nullable(),
});
export type StaffFineCode = z.infer<typeof staffFineCodeSchema>;
