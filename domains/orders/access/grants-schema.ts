import { z } from 'zod';
import { mobilePhoneSchema } from '../../auth/schema';
import { accessItemSchema, orderAccessSchema } from './access-schema';

/**
 * What a person given access to an order may do besides seeing the address, the hours, the cell and
 * the way in (always shown): `gate_code` — see the personal gate code. The set is fixed here; a new
 * permission is one more code (decision 0024).
 */
export const ACCESS_PERMISSIONS = ['gate_code'] as const;
export type AccessPermission = (typeof ACCESS_PERMISSIONS)[number];
export const ACCESS_PERMISSION_TITLES: Record<AccessPermission, string> = { gate_code: 'Видит код ворот' };

/** Limits of sharing one order (product choices). */
export const ACCESS_RULES = {
  /** Live (not revoked, not expired) grants of one order at once. */
  maxLiveGrants: 5,
  /** Invitations (each one an SMS) one order may send in 24 hours, revoked ones included. */
  maxInvitesPerDay: 10,
  nameMaxLength: 60,
} as const;

const orderId = z.coerce
  .number({ error: 'Укажите номер заказа' })
  .int('Номер заказа — целое число')
  .positive('Номер заказа — положительное число')
  .max(Number.MAX_SAFE_INTEGER, 'Такого заказа нет');

const day = (label: string) =>
  z
    .string({ error: `${label}: дата в формате ГГГГ-ММ-ДД` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}: дата в формате ГГГГ-ММ-ДД`)
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
    }, 'Такой даты нет в календаре');

const grantId = z
  .string({ error: 'Укажите доступ' })
  .trim()
  .regex(/^[0-9a-f-]{36}$/, 'Доступ не найден');

const name = z
  .string({ error: 'Имя — текст' })
  .trim()
  .max(ACCESS_RULES.nameMaxLength, `Имя — не длиннее ${ACCESS_RULES.nameMaxLength} символов`)
  .regex(/^[\p{L}\s'’.-]*$/u, 'Имя: только буквы, пробел, дефис и апостроф')
  .transform((value) => (value === '' ? null : value));

const permissions = z
  .array(z.enum(ACCESS_PERMISSIONS, { error: 'Неизвестное право доступа' }), { error: 'Права — список' })
  .max(ACCESS_PERMISSIONS.length, 'Слишком много прав')
  .transform((list) => [...new Set(list)]);

const period = {
  valid_from: day('Начало доступа').optional().describe('Первый день доступа (по Москве); без него — с сегодняшнего'),
  valid_to: day('Конец доступа')
    .nullable()
    .optional()
    .describe('Последний день доступа (по Москве, включительно); без него — пока действует аренда'),
};

/** POST …/orders/access: give a phone access to one of the owner's live orders. */
export const grantCreateSchema = z.object({
  order_id: orderId,
  phone: mobilePhoneSchema,
  name: name.optional(),
  ...period,
  permissions: permissions.default([]),
});
export type GrantCreate = z.infer<typeof grantCreateSchema>;

/** PUT …/orders/access: change a grant's name, period or permissions (the phone stays; another phone is another grant). */
export const grantUpdateSchema = z.object({
  id: grantId,
  name: name.optional(),
  ...period,
  permissions: permissions.optional(),
});
export type GrantUpdate = z.infer<typeof grantUpdateSchema>;

/** DELETE …/orders/access: revoke a grant by its id and phone. */
export const grantRevokeSchema = z.object({ id: grantId, phone: mobilePhoneSchema });

const instant = z.string().describe('ISO 8601');

/** An access user of an order as its owner sees it (spec: «Access user: id, phone»). */
export const accessUserSchema = z.object({
  id: z.string(),
  phone: z.string(),
  /** +7 (xxx) xxx-xx-xx */
  formatted_phone: z.string(),
  name: z.string().nullable(),
  permissions: z.array(z.enum(ACCESS_PERMISSIONS)),
  valid_from: instant,
  /** The first moment with no access; null — while the rental is on */
  valid_to: instant.nullable(),
  /** active, scheduled (starts later), expired, revoked */
  state: z.enum(['active', 'scheduled', 'expired', 'revoked']),
  created_at: instant,
});
export type AccessUser = z.infer<typeof accessUserSchema>;

/** How to get in as a person with access sees it: the gate code only with `gate_code`. */
export const sharedAccessSchema = orderAccessSchema.extend({
  code: z.string().nullable(),
  items: z.array(accessItemSchema.extend({ code: z.string().nullable() })),
});
export type SharedAccess = z.infer<typeof sharedAccessSchema>;

/** One order shared with the viewer: nothing of its owner's but the first name. */
export const sharedOrderSchema = z.object({
  order_id: z.number().int(),
  /** The owner's first name only, or null when the profile has none */
  owner_first_name: z.string().nullable(),
  permissions: z.array(z.enum(ACCESS_PERMISSIONS)),
  valid_from: instant,
  valid_to: instant.nullable(),
  /** The end of the paid rental: access ends with it at the latest */
  rental_ends_at: instant.nullable(),
  access: sharedAccessSchema.nullable(),
});
export type SharedOrder = z.infer<typeof sharedOrderSchema>;

/**
 * What a person whose access to an order is over sees instead of the order: why it ended, when, and
 * who had shared it (the first name only). Nothing of the order itself.
 */
export const endedAccessSchema = z.object({
  order_id: z.number().int(),
  /** revoked: the owner took it back; expired: its last day passed; rental_over: the rental itself ended */
  reason: z.enum(['revoked', 'expired', 'rental_over']),
  /** When it ended, when known */
  ended_at: instant.nullable(),
  owner_first_name: z.string().nullable(),
});
export type EndedAccess = z.infer<typeof endedAccessSchema>;
