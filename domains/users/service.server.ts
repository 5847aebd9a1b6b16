import { and, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.server';
import { hasPgErrorCode } from '../../db/pg-errors';
import type { Clock } from '../../lib/clock';
import { formatShortNumber } from '../../lib/format/short-number';
import { requestReads } from '../../lib/request-reads.server';
import type { Viewer } from '../auth/schema';
import { liveSessionSql } from '../auth/service.server';
import { balanceSql } from '../bonuses/service.server';
import { hasCompaniesSql } from '../companies/service.server';
import { unreadCountSql } from '../notifications/service.server';
import type { UserRow } from './schema';
import { users } from './tables';

export { notificationContacts, userContacts } from './user-reads.server';
export { userSummaries, type UserSummary } from './user-summaries.server';

/** Fields of the "Мои данные" form; a missing key is left as it is, null clears it. */
export interface ProfilePatch {
  firstName?: string | null;
  lastName?: string | null;
  middleName?: string | null;
  birthDate?: string | null;
}

/** A unique index refused the write (PostgreSQL 23505), however the driver wrapped the error. */
const isUniqueViolation = (error: unknown) => hasPgErrorCode(error, ['23505']);

export interface NewUser {
  phone: string;
  agreeAds: boolean;
  utm?: Record<string, string>;
  deviceType: string;
}

export function createUsersService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  // Qualified by hand: in a one-table select drizzle writes a bare "id", which inside a subquery
  // would name the subquery's own table.
  const viewerId = sql`${users}.${sql.identifier('id')}`;
  const viewerColumns = {
    user: users,
    hasCompanies: hasCompaniesSql(viewerId),
    unread: unreadCountSql(viewerId),
    bonusBalance: balanceSql(viewerId),
  };
  const activeUser = and(eq(users.id, sql.placeholder('id')), isNull(users.deactivatedAt));
  const viewerStatement = db.select(viewerColumns).from(users).where(activeUser).prepare('users_viewer');
  const viewerInSessionStatement = db
    .select({ ...viewerColumns, sessionLive: liveSessionSql(viewerId, sql.placeholder('sessionId')) })
    .from(users)
    .where(activeUser)
    .prepare('users_viewer_in_session');
  const rowsRead = requestReads<number, UserRow | undefined>('users');
  const viewersRead = requestReads<number, Viewer | null>('users_viewer');
  /** Writes the active account's row (undefined when it is gone); the page's earlier read of it is forgotten once done. */
  async function updateActive(id: number, set: PgUpdateSetSource<typeof users>): Promise<UserRow | undefined> {
    try {
      const [row] = await db
        .update(users)
        .set(set)
        .where(and(eq(users.id, id), isNull(users.deactivatedAt)))
        .returning();
      return row;
    } finally {
      rowsRead.forget(id);
    }
  }
  return {
    /** The account's row; read once per page render (each write of it here forgets the read). */
    getById(id: number): Promise<UserRow | undefined> {
      return rowsRead.read(id, async () => {
        const [row] = await db.select().from(users).where(eq(users.id, id));
        return row;
      });
    },

    /** When the account registered and whether its phone belonged to a deleted account before (the registration discount's rule). */
    async registrationFacts(id: number, tx: Pick<Db, 'select'> = db): Promise<{ registeredAt: Date; phoneReused: boolean } | null> {
      const [row] = await tx.select({ createdAt: users.createdAt, phone: users.phone }).from(users).where(eq(users.id, id));
      if (!row) return null;
      const [earlier] = row.phone
        ? await tx.select({ id: users.id }).from(users).where(eq(users.deactivatedPhone, row.phone)).limit(1)
        : [];
      return { registeredAt: row.createdAt, phoneReused: earlier !== undefined };
    },

    async findByPhone(phone: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.phone, phone), isNull(users.deactivatedAt)));
      return row;
    },

    /**
     * The one active account whose confirmed e-mail this is (case-insensitive); none when no
     * account or several accounts have it (social login links only an unambiguous account).
     */
    async findByConfirmedEmail(email: string): Promise<UserRow | undefined> {
      const rows = await db
        .select()
        .from(users)
        .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNotNull(users.emailConfirmedAt), isNull(users.deactivatedAt)))
        .limit(2);
      return rows.length === 1 ? rows[0] : undefined;
    },

    /** The account of this phone, created at the first login with its consents and UTM. */
    async findOrCreateByPhone(input: NewUser): Promise<{ user: UserRow; isNew: boolean }> {
      const now = clock.now();
      const inserted = await db
        .insert(users)
        .values({
          phone: input.phone,
          agreePersonalDataAt: now,
          agreeAds: input.agreeAds,
          agreeAdsAt: input.agreeAds ? now : null,
          utm: input.utm && Object.keys(input.utm).length > 0 ? input.utm : null,
          registrationDeviceType: input.deviceType,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: users.phone, where: sql`${users.phone} is not null` })
        .returning();
      if (inserted[0]) return { user: inserted[0], isNew: true };
      const existing = await this.findByPhone(input.phone);
      if (!existing) throw new Error('user vanished between insert and select');
      return { user: existing, isNew: false };
    },

    /** Names and birth date of an active account; undefined when the account is gone. */
    async updateProfile(id: number, patch: ProfilePatch): Promise<UserRow | undefined> {
      const set: Partial<UserRow> = { updatedAt: clock.now() };
      if (patch.firstName !== undefined) set.firstName = patch.firstName;
      if (patch.lastName !== undefined) set.lastName = patch.lastName;
      if (patch.middleName !== undefined) set.middleName = patch.middleName;
      if (patch.birthDate !== undefined) set.birthDate = patch.birthDate;
      return updateActive(id, set);
    },

    /** The advertising consent and when it was last given or withdrawn. */
    async setAgreeAds(id: number, agree: boolean): Promise<UserRow | undefined> {
      const now = clock.now();
      return updateActive(id, { agreeAds: agree, agreeAdsAt: now, updatedAt: now });
    },

    /** The profile's passport type (the identity document the user has given: `passport_rf`), or null. */
    async setPassportType(id: number, passportType: string | null): Promise<void> {
      await updateActive(id, { passportType, updatedAt: clock.now() });
    },

    /** Another active account whose confirmed e-mail is this one (case-insensitive). */
    async findOtherByConfirmedEmail(email: string, exceptUserId: number): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(
          and(
            sql`lower(${users.email}) = ${email.toLowerCase()}`,
            isNotNull(users.emailConfirmedAt),
            isNull(users.deactivatedAt),
            ne(users.id, exceptUserId),
          ),
        )
        .limit(1);
      return row;
    },

    /** The e-mail proven by the letter's link becomes the account's confirmed e-mail. */
    async setConfirmedEmail(id: number, email: string): Promise<UserRow | undefined> {
      const now = clock.now();
      return updateActive(id, { email, emailConfirmedAt: now, updatedAt: now });
    },

    /** A new login phone; 'taken' when another account got the number first (unique index). */
    async changePhone(id: number, phone: string): Promise<{ ok: true; user: UserRow } | { ok: false; reason: 'taken' | 'gone' }> {
      try {
        const row = await updateActive(id, { phone, updatedAt: clock.now() });
        return row ? { ok: true, user: row } : { ok: false, reason: 'gone' };
      } catch (error) {
        if (isUniqueViolation(error)) return { ok: false, reason: 'taken' };
        throw error;
      }
    },

    /**
     * Deactivation: the row stays (orders and payments refer to it, accounting keeps it), the
     * phone moves to deactivatedPhone so the number can register again, and the personal data
     * the law does not require to keep is erased. Undefined when it was not active.
     */
    async deactivate(id: number, reason?: string): Promise<UserRow | undefined> {
      const now = clock.now();
      return updateActive(id, {
        deactivatedAt: now,
        deactivatedPhone: sql`${users.phone}`,
        deactivationReason: reason?.trim() || null,
        phone: null,
        email: null,
        emailConfirmedAt: null,
        firstName: null,
        lastName: null,
        middleName: null,
        birthDate: null,
        passportType: null,
        passwordHash: null,
        agreeAds: false,
        agreeAdsAt: now,
        updatedAt: now,
      });
    },

    async setPasswordHash(id: number, passwordHash: string): Promise<UserRow | undefined> {
      return updateActive(id, { passwordHash, updatedAt: clock.now() });
    },

    /** The first completion counts; later calls keep its time. */
    async completeOnboarding(id: number): Promise<UserRow | undefined> {
      const now = clock.now();
      return updateActive(id, {
        onboardingCompletedAt: sql`coalesce(${users.onboardingCompletedAt}, ${now.toISOString()}::timestamptz)`,
        updatedAt: now,
      });
    },

    /**
     * The viewer of this account (its header's company flag, unread count and bonus balance) in one
     * statement; a page that read it with its session (viewerInSession) does not read it again.
     */
    async viewer(user: UserRow): Promise<Viewer> {
      const found = await viewersRead.read(user.id, async () => {
        const [row] = await viewerStatement.execute({ id: user.id });
        return row ? viewerOfRow(row) : null;
      });
      // The account's own fields as given: it may have just been written.
      return toViewer(user, {
        hasCompanies: found?.has_companies ?? false,
        unread: found?.unread_notifications_count ?? 0,
        bonusBalance: found?.bonus_balance ?? 0,
      });
    },

    /**
     * The viewer of every signed-in page in one statement: the header needs the company flag, the
     * unread count and the bonus balance, and on the embedded database each statement costs a round
     * of its queue. Each subquery comes from the domain that owns its table (`hasCompaniesSql`,
     * `unreadCountSql`, `balanceSql`).
     */
    async viewerById(id: number): Promise<Viewer | null> {
      const [row] = await viewerStatement.execute({ id });
      return row ? viewerOfRow(row) : null;
    },

    /**
     * The viewer of a page whose access token named this session, read with the check that the
     * session is still live (one statement on every signed-in page): null when the account is gone
     * or the session ended.
     */
    async viewerInSession(id: number, sessionId: string): Promise<Viewer | null> {
      const [row] = await viewerInSessionStatement.execute({ id, sessionId });
      if (!row?.sessionLive) return null;
      const viewer = viewerOfRow(row);
      rowsRead.know(id, row.user);
      viewersRead.know(id, viewer);
      return viewer;
    },
  };
}

function viewerOfRow(row: { user: UserRow; hasCompanies: boolean; unread: unknown; bonusBalance: unknown }): Viewer {
  return toViewer(row.user, { hasCompanies: row.hasCompanies, unread: Number(row.unread), bonusBalance: Number(row.bonusBalance) });
}

function toViewer(user: UserRow, extra: { hasCompanies: boolean; unread: number; bonusBalance: number }): Viewer {
  return {
    id: user.id,
    phone: user.phone ?? '',
    email: user.email,
    email_confirmed: user.emailConfirmedAt !== null,
    first_name: user.firstName,
    last_name: user.lastName,
    short_bonuses: formatShortNumber(extra.bonusBalance),
    bonus_balance: extra.bonusBalance,
    unread_notifications_count: extra.unread,
    has_companies: extra.hasCompanies,
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
