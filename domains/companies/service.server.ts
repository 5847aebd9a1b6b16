import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.server';
import type { Tx } from '../../db/tx';
import type { Company } from './schema';
import { companies } from './tables';

/** A company's name and INN (an invoice names its buyer), or null when there is no such company. */
export async function companyRequisites(db: Db, companyId: number): Promise<{ name: string; inn: string | null } | null> {
  const [company] = await db.select({ name: companies.name, inn: companies.inn }).from(companies).where(eq(companies.id, companyId));
  return company ?? null;
}

export function createCompaniesService(db: Db) {
  const live = (userId: number) => and(eq(companies.userId, userId), isNull(companies.deletedAt));
  return {
    async listForUser(userId: number): Promise<Company[]> {
      const rows = await db.select().from(companies).where(live(userId)).orderBy(asc(companies.id));
      return rows.map((r) => ({ uuid: r.uuid, name: r.name, inn: r.inn, contact: r.contact, personal: r.personal }));
    },
    async hasAny(userId: number): Promise<boolean> {
      const rows = await db.select({ id: companies.id }).from(companies).where(live(userId)).limit(1);
      return rows.length > 0;
    },
  };
}

export type CompaniesService = ReturnType<typeof createCompaniesService>;

/** What the orders cabinet reads of companies: the buyer a user chooses for an order, and an order's buyer (deleted ones too). */
export function createCompanyCabinetReads(db: Db) {
  return {
    async userCompany(userId: number, uuid: string) {
      const [row] = await db
        .select()
        .from(companies)
        .where(and(eq(companies.uuid, uuid), eq(companies.userId, userId), isNull(companies.deletedAt)))
        .limit(1);
      return row;
    },

    async companyById(id: number) {
      const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
      return row;
    },
  };
}

export type CompanyCabinetReads = ReturnType<typeof createCompanyCabinetReads>;

/** The id of the user's live company with this uuid (the buyer of an invoice), or null; reads in the caller's transaction. */
export async function companyIdOfUser(tx: Tx, userId: number, uuid: string): Promise<number | null> {
  const [row] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.uuid, uuid), eq(companies.userId, userId), isNull(companies.deletedAt)));
  return row?.id ?? null;
}

/**
 * Whether the user (the outer query's user id column) has a live company, as a subquery: the
 * header's viewer is one statement, and this domain writes the part that reads its table.
 */
export function hasCompaniesSql(userId: SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${companies} where ${companies.userId} = ${userId} and ${companies.deletedAt} is null)`;
}
