import { z } from 'zod';
import { staffRoleSchema } from '../../staff/schema';

export const FINE_STATUSES = ['proposed', 'due', 'charging', 'paid', 'unpaid', 'waived'] as const;
export type FineStatus = (typeof FINE_STATUSES)[number];

/** How the cabinet and the console say a fine's state. */
export const FINE_STATUS_TITLES: Record<FineStatus, string> = {
  proposed: 'На рассмотрении',
  due: 'Будет списан с карты',
  charging: 'Списываем с карты',
  paid: 'Оплачен',
  unpaid: 'Не оплачен',
  waived: 'Отменён',
};

/** A fine as the order's owner and staff see it. */
export const fineViewSchema = z.object({
  uuid: z.string(),
  order_id: z.number().int(),
  code: z.string(),
  title: z.string(),
  reason: z.string(),
  amount: z.number().int(),
  status: z.enum(FINE_STATUSES),
  status_title: z.string(),
  decision_reason: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  /** An unpaid fine can be paid by a link from the order's page. */
  can_pay: z.boolean(),
});
export type FineView = z.infer<typeof fineViewSchema>;

/** The order's fines with the sums the page shows. */
export const orderFinesSchema = z.object({
  items: z.array(fineViewSchema),
  /** What is still to pay: due, being charged and unpaid fines. */
  open_total: z.number().int(),
  paid_total: z.number().int(),
});
export type OrderFinesView = z.infer<typeof orderFinesSchema>;

export const FINE_REASON_MAX = 500;

/** A staff member beside a fine in the console; never in the owner's view. */
export const fineStaffSchema = z.object({
  user_id: z.number().int(),
  name: z.string().describe('Имя и фамилия; без них — телефон'),
  roles: z.array(staffRoleSchema).describe('Роли сейчас; пусто — больше не сотрудник'),
});
export type FineStaff = z.infer<typeof fineStaffSchema>;

/** A fine in the console: with its order's kind and owner, who set it and who decided it. */
export const staffFineSchema = fineViewSchema.extend({
  kind: z.string(),
  user_id: z.number().int().nullable(),
  set_by: fineStaffSchema.nullable().describe('Кто назначил; null — начислен по правилам (опоздание)'),
  decided_by: fineStaffSchema.nullable().describe('Кто подтвердил, отменил или отозвал; null — решения ещё нет'),
  decided_at: z.string().nullable(),
});
export type StaffFineView = z.infer<typeof staffFineSchema>;
export const staffFinesSchema = z.object({ items: z.array(staffFineSchema), has_more: z.boolean() });
