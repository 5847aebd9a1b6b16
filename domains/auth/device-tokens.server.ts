import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.server';
import { authSessions } from './tables';

/** The push tokens of a user's signed-in app devices (sessions not revoked), each once. */
export async function pushTokensOf(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ token: authSessions.deviceToken })
    .from(authSessions)
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt), isNotNull(authSessions.deviceToken)));
  return rows.flatMap((row) => (row.token ? [row.token] : []));
}

/** Forgets a push token the push service says is no longer installed: no session sends to it again. */
export async function forgetPushToken(db: Db, token: string): Promise<void> {
  await db.update(authSessions).set({ deviceToken: null }).where(eq(authSessions.deviceToken, token));
}
