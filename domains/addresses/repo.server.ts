import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.server';
import { AppError } from '../../lib/errors';
import { addresses, deliveryZones } from './tables';

export type AddressRow = typeof addresses.$inferSelect;
export type AddressValues = Omit<typeof addresses.$inferInsert, 'id' | 'userId' | 'active' | 'createdAt' | 'updatedAt'>;
export type DeliveryZoneRecord = typeof deliveryZones.$inferSelect;

/** The addresses a user sees (deleted ones stay in the table for the orders that name them). */
const live = (userId: number) => and(eq(addresses.userId, userId), eq(addresses.active, true));

/** Reads and writes of the addresses table and the delivery zones. */
export function createAddressesRepo(db: Db) {
  // The welcome checklist asks on every view of «Мои подписки».
  const liveCount = db
    .select({ n: count() })
    .from(addresses)
    .where(and(eq(addresses.userId, sql.placeholder('userId')), eq(addresses.active, true)))
    .prepare('addresses_live_count');
  return {
    async countLive(userId: number): Promise<number> {
      const [row] = await liveCount.execute({ userId });
      return Number(row?.n ?? 0);
    },

    listLive(userId: number): Promise<AddressRow[]> {
      return db.select().from(addresses).where(live(userId)).orderBy(asc(addresses.id));
    },

    async findLive(userId: number, id: number): Promise<AddressRow | undefined> {
      const [row] = await db
        .select()
        .from(addresses)
        .where(and(eq(addresses.id, id), live(userId)));
      return row;
    },

    /** Adds an address unless the user already keeps `cap` live ones; parallel adds queue on a per-user lock. */
    insertCapped(userId: number, values: AddressValues, cap: number): Promise<AddressRow> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`addresses:${userId}`}, 0))`);
        const [held] = await tx.select({ n: count() }).from(addresses).where(live(userId));
        if (Number(held?.n ?? 0) >= cap) throw new AppError('ADDRESS_LIMIT_REACHED');
        const [row] = await tx
          .insert(addresses)
          .values({ ...values, userId })
          .returning();
        return row!;
      });
    },

    async update(userId: number, id: number, changes: Partial<AddressValues>, at: Date): Promise<AddressRow | undefined> {
      const [row] = await db
        .update(addresses)
        .set({ ...changes, updatedAt: at })
        .where(and(eq(addresses.id, id), live(userId)))
        .returning();
      return row;
    },

    /** Marks the address deleted: the row stays, with active = false. */
    async deactivate(userId: number, id: number, at: Date): Promise<AddressRow | undefined> {
      const [row] = await db
        .update(addresses)
        .set({ active: false, updatedAt: at })
        .where(and(eq(addresses.id, id), live(userId)))
        .returning();
      return row;
    },

    zones(): Promise<DeliveryZoneRecord[]> {
      return db
        .select()
        .from(deliveryZones)
        .where(eq(deliveryZones.active, true))
        .orderBy(asc(deliveryZones.cityId), asc(deliveryZones.id));
    },
  };
}

export type AddressesRepo = ReturnType<typeof createAddressesRepo>;
