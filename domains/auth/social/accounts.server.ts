import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.server';
import type { Clock } from '../../../lib/clock';
import { socialAccounts } from '../tables';
import type { SocialIdentity } from './provider.server';
import type { SocialProvider } from './schema';

export interface SocialAccount {
  id: number;
  provider: string;
  subject: string;
  userId: number;
}

const verifiedText = (value: boolean | null) => (value === null ? null : value ? 'true' : 'false');

/** Identities at providers, keyed by (provider, subject); each belongs to exactly one account. */
export function createSocialAccounts(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  const facts = (identity: SocialIdentity) => ({
    email: identity.email,
    emailVerified: verifiedText(identity.emailVerified),
    profile: identity.profile as Record<string, unknown>,
  });

  return {
    async find(provider: SocialProvider, subject: string): Promise<SocialAccount | undefined> {
      const [row] = await db
        .select({
          id: socialAccounts.id,
          provider: socialAccounts.provider,
          subject: socialAccounts.subject,
          userId: socialAccounts.userId,
        })
        .from(socialAccounts)
        .where(and(eq(socialAccounts.provider, provider), eq(socialAccounts.subject, subject)));
      return row;
    },

    /**
     * Links the identity to `userId` unless the subject is linked already (the unique key
     * decides a race). Returns the owner of the subject afterwards: `userId`, or someone else.
     */
    async link(provider: SocialProvider, identity: SocialIdentity, userId: number, options: { loggedIn: boolean }): Promise<SocialAccount> {
      const now = clock.now();
      const [inserted] = await db
        .insert(socialAccounts)
        .values({
          provider,
          subject: identity.subject,
          userId,
          ...facts(identity),
          createdAt: now,
          lastLoginAt: options.loggedIn ? now : null,
        })
        .onConflictDoNothing({ target: [socialAccounts.provider, socialAccounts.subject] })
        .returning({
          id: socialAccounts.id,
          provider: socialAccounts.provider,
          subject: socialAccounts.subject,
          userId: socialAccounts.userId,
        });
      if (inserted) return inserted;
      const existing = await this.find(provider, identity.subject);
      if (!existing) throw new Error('social account vanished between insert and select');
      return existing;
    },

    /** Keeps the provider's latest e-mail and profile; marks a login. */
    async touch(id: number, identity: SocialIdentity, options: { loggedIn: boolean }): Promise<void> {
      await db
        .update(socialAccounts)
        .set({ ...facts(identity), ...(options.loggedIn ? { lastLoginAt: clock.now() } : {}) })
        .where(eq(socialAccounts.id, id));
    },
  };
}

export type SocialAccounts = ReturnType<typeof createSocialAccounts>;
