// Every table of every domain, for Drizzle's query builder and drizzle-kit.
export * from '../domains/reference/tables';
export * from '../domains/outbox/tables';
export * from '../domains/users/tables';
export * from '../domains/companies/tables';
export * from '../domains/notifications/tables';
export * from '../domains/auth/tables';
export * from '../domains/content/tables';
export * from '../domains/storages/tables';
export * from '../domains/orders/tables';
export * from '../domains/payments/tables';
// Not a domain's: the HTTP layer's Idempotency-Key store.
export * from '../server/plugins/idempotency-table';
export * from '../domains/bonuses/tables';
export * from '../domains/staff/tables';
export * from '../domains/support/tables';
export * from '../domains/addresses/tables';
export * from '../domains/identity/tables';
export * from '../domains/lodgers/tables';
export * from '../domains/clouds/tables';
export * from '../domains/prokat/tables';
