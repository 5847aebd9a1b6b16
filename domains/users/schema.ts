import type { InferSelectModel } from 'drizzle-orm';
import type { users } from './tables';

export type UserRow = InferSelectModel<typeof users>;
