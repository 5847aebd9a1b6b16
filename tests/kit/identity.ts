import { identityDocuments } from '../../db/schema';
import type { Db } from '../../db/client.server';

/** Marks the user's passport as checked by staff (what the console's «Подтвердить» leaves), for tests that need a verified renter. */
export async function verifiedPassport(db: Db, userId: number) {
  const now = new Date();
  await db
    .insert(identityDocuments)
    .values({ userId, type: 'passport_rf', status: 'verified', submittedAt: now, reviewedAt: now })
    .onConflictDoUpdate({ target: [identityDocuments.userId, identityDocuments.type], set: { status: 'verified', reviewedAt: now } });
}
