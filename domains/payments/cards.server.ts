import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.server';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { Tx } from '../../db/tx';
import type { ProviderCard } from './provider';
import { paymentCards } from './tables';
import { advisoryXactLock } from '../../db/advisory-locks';

export type CardRow = typeof paymentCards.$inferSelect;

/** Card changes of one user serialise on this lock (one default card per user). */
async function lockUserCards(tx: Tx, userId: number) {
  await tx.execute(advisoryXactLock('userCards', userId));
}

/**
 * Saves the provider's method as the user's card (once per method); the user's first card
 * becomes the default. Returns the card's id.
 */
export async function saveCardInTx(
  tx: Tx,
  input: { userId: number; provider: string; methodId: string; card: ProviderCard; now: Date },
): Promise<number> {
  await lockUserCards(tx, input.userId);
  const [existing] = await tx
    .select()
    .from(paymentCards)
    .where(and(eq(paymentCards.provider, input.provider), eq(paymentCards.providerMethodId, input.methodId)));
  if (existing) return existing.id;
  const [current] = await tx
    .select({ id: paymentCards.id })
    .from(paymentCards)
    .where(and(eq(paymentCards.userId, input.userId), eq(paymentCards.isDefault, true), isNull(paymentCards.deletedAt)));
  const [row] = await tx
    .insert(paymentCards)
    .values({
      uuid: randomUUID(),
      userId: input.userId,
      provider: input.provider,
      providerMethodId: input.methodId,
      brand: input.card.cardType,
      last4: input.card.last4,
      expMonth: input.card.expiryMonth,
      expYear: input.card.expiryYear,
      isDefault: !current,
      createdAt: input.now,
    })
    .returning({ id: paymentCards.id });
  return row!.id;
}

export interface CardView {
  uuid: string;
  brand: string;
  last4: string;
  /** "12/29" */
  expires: string;
  is_default: boolean;
  created_at: string;
}

export function cardView(row: CardRow): CardView {
  return {
    uuid: row.uuid,
    brand: row.brand,
    last4: row.last4,
    expires: `${String(row.expMonth).padStart(2, '0')}/${String(row.expYear % 100).padStart(2, '0')}`,
    is_default: row.isDefault,
    created_at: row.createdAt.toISOString(),
  };
}

export function createCards(deps: { db: Db; clock: Clock }) {
  const { db } = deps;

  async function list(userId: number): Promise<CardRow[]> {
    return db
      .select()
      .from(paymentCards)
      .where(and(eq(paymentCards.userId, userId), isNull(paymentCards.deletedAt)))
      .orderBy(desc(paymentCards.createdAt), desc(paymentCards.id));
  }

  async function find(userId: number, uuid: string): Promise<CardRow> {
    const [row] = await db
      .select()
      .from(paymentCards)
      .where(and(eq(paymentCards.uuid, uuid), eq(paymentCards.userId, userId), isNull(paymentCards.deletedAt)));
    if (!row) throw new AppError('NOT_FOUND', { message: 'Карта не найдена' });
    return row;
  }

  return {
    list,
    async listView(userId: number) {
      const rows = await list(userId);
      return { data: rows.map(cardView), default: rows.find((r) => r.isDefault)?.uuid ?? null };
    },
    /** The card charged by auto renewal when an order names none. */
    async defaultCard(userId: number): Promise<CardRow | null> {
      return (await list(userId)).find((r) => r.isDefault) ?? null;
    },
    /** A live card of this user by id (charging a saved card), else null. */
    async byId(userId: number, id: number): Promise<CardRow | null> {
      const [row] = await db
        .select()
        .from(paymentCards)
        .where(and(eq(paymentCards.id, id), eq(paymentCards.userId, userId), isNull(paymentCards.deletedAt)));
      return row ?? null;
    },
    /** Soft delete; when it was the default, the newest remaining card becomes the default. */
    async remove(userId: number, uuid: string): Promise<void> {
      await db.transaction(async (tx) => {
        await lockUserCards(tx, userId);
        const [row] = await tx
          .select()
          .from(paymentCards)
          .where(and(eq(paymentCards.uuid, uuid), eq(paymentCards.userId, userId), isNull(paymentCards.deletedAt)));
        if (!row) throw new AppError('NOT_FOUND', { message: 'Карта не найдена' });
        await tx.update(paymentCards).set({ deletedAt: deps.clock.now(), isDefault: false }).where(eq(paymentCards.id, row.id));
        if (!row.isDefault) return;
        const [next] = await tx
          .select({ id: paymentCards.id })
          .from(paymentCards)
          .where(and(eq(paymentCards.userId, userId), isNull(paymentCards.deletedAt)))
          .orderBy(desc(paymentCards.createdAt), desc(paymentCards.id))
          .limit(1);
        if (next) await tx.update(paymentCards).set({ isDefault: true }).where(eq(paymentCards.id, next.id));
      });
    },
    async makeDefault(userId: number, uuid: string): Promise<void> {
      await find(userId, uuid);
      await db.transaction(async (tx) => {
        await lockUserCards(tx, userId);
        await tx
          .update(paymentCards)
          .set({ isDefault: false })
          .where(and(eq(paymentCards.userId, userId), eq(paymentCards.isDefault, true)));
        const updated = await tx
          .update(paymentCards)
          .set({ isDefault: true })
          .where(and(eq(paymentCards.uuid, uuid), eq(paymentCards.userId, userId), isNull(paymentCards.deletedAt)))
          .returning({ id: paymentCards.id });
        if (updated.length === 0) throw new AppError('NOT_FOUND', { message: 'Карта не найдена' });
      });
    },
  };
}

export type Cards = ReturnType<typeof createCards>;
