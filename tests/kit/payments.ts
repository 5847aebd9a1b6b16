import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.server';
import { invoices, payments } from '../../db/schema';

export async function paymentByUuid(db: Db, uuid: string) {
  return (await db.select().from(payments).where(eq(payments.uuid, uuid)))[0];
}

export async function paymentsOfOrder(db: Db, orderId: number) {
  return db.select().from(payments).where(eq(payments.orderId, orderId));
}

export async function invoicesOfOrder(db: Db, orderId: number) {
  return db.select().from(invoices).where(eq(invoices.orderId, orderId));
}

/** Moves a payment's creation back in time (its payer's time on the provider's page runs out). */
export async function backdatePayment(db: Db, uuid: string, createdAt: Date) {
  await db.update(payments).set({ createdAt }).where(eq(payments.uuid, uuid));
}
