// Every table of every domain, for Drizzle's query builder and drizzle-kit.
export * from '../domains/reference/tables';
export * from '../domains/outbox/tables';
