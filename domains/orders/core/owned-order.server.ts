import { and, eq, sql } from 'drizzle-orm';
import { isTransaction, preparedPerDatabase, type Tx } from '../../../db/tx';
import { requestReads } from '../../../lib/request-reads.server';
import { orders } from '../tables';

type OrderRow = typeof orders.$inferSelect;

const ownedRead = requestReads<string, OrderRow | undefined>('orders_owned');
const ownedStatement = preparedPerDatabase((db) =>
  db
    .select()
    .from(orders)
    .where(and(eq(orders.id, sql.placeholder('id')), eq(orders.userId, sql.placeholder('userId'))))
    .prepare('orders_owned'),
);

/**
 * One order of the user, or undefined for a missing one and for another user's (the same answer).
 * An order's page asks from several parts (the line's own view, the order core's settings): outside
 * a transaction the parts of one page render share the read (lib/request-reads.server.ts).
 */
export async function ownedOrderRow(db: Tx, userId: number, orderId: number): Promise<OrderRow | undefined> {
  if (isTransaction(db)) {
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
    return row;
  }
  return ownedRead.read(`${userId}:${orderId}`, async () => (await ownedStatement(db).execute({ id: orderId, userId }))[0]);
}
