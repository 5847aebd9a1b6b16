import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.server';
import { users } from './tables';

/** Where a user can be reached (payments send fiscal receipts there); null when there is no such user. */
export async function userContacts(db: Db, userId: number): Promise<{ phone: string | null; email: string | null } | null> {
  const [user] = await db.select({ phone: users.phone, email: users.email }).from(users).where(eq(users.id, userId));
  return user ?? null;
}

/** Where notifications may reach a user: the phone, and the e-mail only once it is confirmed. */
export async function notificationContacts(
  db: Db,
  userId: number,
): Promise<{ phone: string | null; confirmedEmail: string | null } | null> {
  const [user] = await db
    .select({ phone: users.phone, email: users.email, confirmedAt: users.emailConfirmedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  return { phone: user.phone, confirmedEmail: user.email && user.confirmedAt ? user.email : null };
}
