import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.server';
import { users } from './tables';

/** Where a user can be reached (payments send fiscal receipts there); null when there is no such user. */
export async function userContacts(db: Db, userId: number): Promise<{ phone: string | null; email: string | null } | null> {
  const [user] = await db.select({ phone: users.phone, email: users.email }).from(users).where(eq(users.id, userId));
  return user ?? null;
}
