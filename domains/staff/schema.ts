import { z } from 'zod';
import { phoneSchema } from '../auth/schema';

/** Staff roles; `admin` passes every role check. A user with none is a customer. */
export const STAFF_ROLES = ['support', 'operator', 'mover', 'storekeeper', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_TITLES: Record<StaffRole, string> = {
  support: 'Поддержка',
  operator: 'Оператор',
  mover: 'Грузчик',
  storekeeper: 'Кладовщик',
  admin: 'Администратор',
};

export function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}

/** Whether someone with `held` roles may act where any of `wanted` is required (admin may do everything). */
export function rolesAllow(held: readonly StaffRole[], wanted: readonly StaffRole[]): boolean {
  if (held.includes('admin')) return true;
  return wanted.length === 0 ? held.length > 0 : wanted.some((role) => held.includes(role));
}

export const staffRoleSchema = z.enum(STAFF_ROLES, { error: `Роль: одна из ${STAFF_ROLES.join(', ')}` });

export const staffGrantSchema = z.object({
  phone: phoneSchema,
  role: staffRoleSchema,
});
export type StaffGrant = z.infer<typeof staffGrantSchema>;

export const staffMemberSchema = z.object({
  user_id: z.number().int(),
  phone: z.string(),
  name: z.string().nullable(),
  roles: z.array(staffRoleSchema),
  granted_at: z.string().describe('Когда выдана первая из ролей, ISO 8601'),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffListSchema = z.object({ items: z.array(staffMemberSchema) });

export const AUDIT_PAGE_SIZE = 50;

export const auditQuerySchema = z.object({
  entity: z.string({ error: 'Сущность: ожидается текст' }).trim().max(60, 'Сущность: не больше 60 символов').optional(),
  actor: z.coerce
    .number({ error: 'Сотрудник: ожидается номер пользователя' })
    .int('Сотрудник: ожидается номер пользователя')
    .positive('Сотрудник: ожидается номер пользователя')
    .max(Number.MAX_SAFE_INTEGER, 'Сотрудник: слишком большой номер')
    .optional(),
  offset: z.coerce
    .number({ error: 'Сдвиг: ожидается число' })
    .int('Сдвиг: ожидается целое число')
    .min(0, 'Сдвиг: не меньше 0')
    .max(1_000_000, 'Сдвиг: слишком большой')
    .default(0),
  limit: z.coerce
    .number({ error: 'Размер страницы: ожидается число' })
    .int('Размер страницы: ожидается целое число')
    .min(1, 'Размер страницы: от 1 до 100')
    .max(100, 'Размер страницы: от 1 до 100')
    .default(AUDIT_PAGE_SIZE),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditRecordSchema = z.object({
  id: z.number().int(),
  actor_user_id: z.number().int().nullable().describe('null — командная строка'),
  action: z.string().describe('Например staff.grant, review.approve'),
  entity: z.string(),
  entity_id: z.string().nullable(),
  before: z.unknown().describe('Запись до изменения (null — не было)'),
  after: z.unknown().describe('Запись после изменения (null — удалена)'),
  ip: z.string().nullable(),
  created_at: z.string(),
});
export type AuditRecord = z.infer<typeof auditRecordSchema>;
