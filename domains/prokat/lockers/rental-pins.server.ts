import { randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { hasPgErrorCode } from '../../../db/pg-errors';
import type { Tx } from '../../../db/tx';
import { prokatRentalPins } from '../tables';

type PinPurpose = 'pickup' | 'return';

const sixDigits = () => String(randomInt(1_000_000)).padStart(6, '0');

/**
 * The PIN typed at a locker for a unit's pickup or return: made on the first ask, the same until
 * used, unique among the PINs not used yet (a collision draws again, in a savepoint).
 */
export async function pinFor(tx: Tx, input: { orderId: number; unitId: number; purpose: PinPurpose; now: Date }): Promise<string> {
  const key = and(
    eq(prokatRentalPins.orderId, input.orderId),
    eq(prokatRentalPins.unitId, input.unitId),
    eq(prokatRentalPins.purpose, input.purpose),
  );
  const [kept] = await tx.select({ pin: prokatRentalPins.pin, usedAt: prokatRentalPins.usedAt }).from(prokatRentalPins).where(key);
  if (kept) return kept.pin;
  for (let attempt = 1; ; attempt += 1) {
    const pin = sixDigits();
    try {
      await tx.transaction(async (savepoint) => {
        await savepoint
          .insert(prokatRentalPins)
          .values({ orderId: input.orderId, unitId: input.unitId, purpose: input.purpose, pin, issuedAt: input.now });
      });
      return pin;
    } catch (error) {
      if (attempt >= 5 || !hasPgErrorCode(error, ['23505'])) throw error;
      const [raced] = await tx.select({ pin: prokatRentalPins.pin }).from(prokatRentalPins).where(key);
      if (raced) return raced.pin;
    }
  }
}

/** The unused PIN's unit and purpose, or null. */
export async function findLivePin(tx: Tx, pin: string) {
  const [row] = await tx
    .select({ orderId: prokatRentalPins.orderId, unitId: prokatRentalPins.unitId, purpose: prokatRentalPins.purpose })
    .from(prokatRentalPins)
    .where(and(eq(prokatRentalPins.pin, pin), isNull(prokatRentalPins.usedAt)));
  return row ?? null;
}

/** The PIN did its work (the tool was taken or put back): it opens nothing any more. */
export async function spendPin(tx: Tx, input: { orderId: number; unitId: number; purpose: PinPurpose; now: Date }) {
  await tx
    .update(prokatRentalPins)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(prokatRentalPins.orderId, input.orderId),
        eq(prokatRentalPins.unitId, input.unitId),
        eq(prokatRentalPins.purpose, input.purpose),
        isNull(prokatRentalPins.usedAt),
      ),
    );
}

/** The order ended or was canceled: its unused PINs are removed (the locker then refuses them). */
export async function revokePins(tx: Tx, orderId: number) {
  await tx.delete(prokatRentalPins).where(and(eq(prokatRentalPins.orderId, orderId), isNull(prokatRentalPins.usedAt)));
}
