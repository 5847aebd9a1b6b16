import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.server';
import type { Company } from './schema';
import { companies } from './tables';

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
