import { bigint, bigserial, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Staff roles of a user: support | operator | mover | storekeeper | admin. A user with none is a customer. */
export const staffRoles = pgTable(
  'staff_roles',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    role: text('role').notNull(),
    /** Who granted it (`users.id`); null when granted from the command line. */
    grantedBy: bigint('granted_by', { mode: 'number' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] }), index('staff_roles_role_idx').on(t.role)],
);

/** Every staff action: who, when, what, and the record before and after. Never updated or deleted. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The staff user (`users.id`); null for the command line. */
    actorUserId: bigint('actor_user_id', { mode: 'number' }),
    /** A dotted verb, e.g. `staff.grant`, `review.approve`, `support.reply`. */
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.createdAt),
    index('audit_log_actor_idx').on(t.actorUserId, t.createdAt),
  ],
);
