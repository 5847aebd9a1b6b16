import { and, asc, count, eq, isNull, sql, type Placeholder } from 'drizzle-orm';
import type { Db } from '../../db/client.server';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { moscowDate } from '../../lib/moscow-calendar';
import { LODGER_RULES, type Lodger, type LodgerInput, type LodgerRelation } from './schema';
import { lodgers } from './tables';

type Row = typeof lodgers.$inferSelect;

function view(row: Row): Lodger {
  return {
    id: row.id,
    last_name: row.lastName,
    first_name: row.firstName,
    middle_name: row.middleName,
    birth_date: row.birthDate,
    phone: row.phone,
    relation: row.relation as LodgerRelation | null,
    created_at: row.createdAt.toISOString(),
  };
}

const notFound = () => new AppError('NOT_FOUND', { message: 'Жилец не найден' });

/** Lock key space of the per-user lodger count (pg_advisory_xact_lock(space, user)). */
const LOCK_SPACE = 7_020_114;

/**
 * The people who will stay with the user (the apartments line): up to ten, soft-deleted. The
 * count is checked under a per-user advisory lock, so parallel adds never pass ten.
 */
export function createLodgersService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  const mine = (userId: number | Placeholder) => and(eq(lodgers.userId, userId), isNull(lodgers.deletedAt));

  function checkBirthDate(input: LodgerInput) {
    const today = moscowDate(clock.now());
    const oldest = `${Number(today.slice(0, 4)) - LODGER_RULES.maxAge}${today.slice(4)}`;
    if (input.birth_date > today)
      throw new AppError('VALIDATION_ERROR', { fields: { birth_date: 'Дата рождения не может быть в будущем' } });
    if (input.birth_date < oldest) throw new AppError('VALIDATION_ERROR', { fields: { birth_date: 'Проверьте год рождения' } });
  }

  const values = (input: LodgerInput) => ({
    lastName: input.last_name,
    firstName: input.first_name,
    middleName: input.middle_name ?? null,
    birthDate: input.birth_date,
    phone: input.phone ?? null,
    relation: input.relation ?? null,
  });

  // The profile and its lodgers page list them on every view: prepared once per process.
  const listOfUser = db
    .select()
    .from(lodgers)
    .where(mine(sql.placeholder('userId')))
    .orderBy(asc(lodgers.id))
    .prepare('lodgers_of_user');

  return {
    async list(userId: number): Promise<Lodger[]> {
      const rows = await listOfUser.execute({ userId });
      return rows.map(view);
    },

    async create(userId: number, input: LodgerInput): Promise<Lodger> {
      checkBirthDate(input);
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_SPACE}, ${userId}::int)`);
        const [held] = await tx.select({ n: count() }).from(lodgers).where(mine(userId));
        if (Number(held?.n ?? 0) >= LODGER_RULES.maxPerUser) throw new AppError('LODGER_LIMIT_REACHED');
        const [row] = await tx
          .insert(lodgers)
          .values({ userId, ...values(input) })
          .returning();
        return view(row!);
      });
    },

    async update(userId: number, id: number, input: LodgerInput): Promise<Lodger> {
      checkBirthDate(input);
      const [row] = await db
        .update(lodgers)
        .set({ ...values(input), updatedAt: clock.now() })
        .where(and(eq(lodgers.id, id), mine(userId)))
        .returning();
      if (!row) throw notFound();
      return view(row);
    },

    async remove(userId: number, id: number): Promise<void> {
      const [row] = await db
        .update(lodgers)
        .set({ deletedAt: clock.now(), updatedAt: clock.now() })
        .where(and(eq(lodgers.id, id), mine(userId)))
        .returning({ id: lodgers.id });
      if (!row) throw notFound();
    },

    /** Deactivation: the lodgers' personal data goes with the account. */
    async eraseForUser(userId: number): Promise<number> {
      const gone = await db.delete(lodgers).where(eq(lodgers.userId, userId)).returning({ id: lodgers.id });
      return gone.length;
    },
  };
}

export type LodgersService = ReturnType<typeof createLodgersService>;
