import { asc, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import { isTransaction, preparedPerDatabase, type Tx } from '../../../db/tx';
import { requestReads } from '../../../lib/request-reads.server';
import { orderLines } from '../tables';
import type { NewOrderLine, OrderLine } from './product-kind';

export type { NewOrderLine };

type LineRow = typeof orderLines.$inferSelect;

function lineOf(row: LineRow): OrderLine {
  return {
    id: row.id,
    orderId: row.orderId,
    itemId: row.itemId,
    placeId: row.placeId,
    subject: row.subject,
    range: { from: row.startsAt, to: row.endsAt, timeZone: row.timeZone },
    quantity: row.quantity,
    details: row.details,
  };
}

export async function insertOrderLines(tx: Tx, orderId: number, lines: NewOrderLine[], now: Date): Promise<OrderLine[]> {
  if (lines.length === 0) return [];
  const rows = await tx
    .insert(orderLines)
    .values(
      lines.map((line) => ({
        orderId,
        itemId: line.itemId,
        placeId: line.placeId,
        subject: line.subject,
        startsAt: line.range.from,
        endsAt: line.range.to,
        timeZone: line.range.timeZone,
        quantity: line.quantity ?? 1,
        details: line.details ?? {},
        createdAt: now,
      })),
    )
    .returning();
  return rows.map(lineOf);
}

const linesRead = requestReads<string, LineRow[]>('order_lines');
const linesOfOrdersStatement = preparedPerDatabase((db) =>
  db
    .select()
    .from(orderLines)
    .where(sql`${orderLines.orderId} = any(${sql.placeholder('ids')})`)
    .orderBy(asc(orderLines.id))
    .prepare('orders_lines_of_orders'),
);

/** The lines of these orders in the order they were booked; an order without lines is absent. */
export async function linesOfOrders(tx: Tx, orderIds: readonly number[]): Promise<Map<number, OrderLine[]>> {
  const ids = [...new Set(orderIds)].sort((a, b) => a - b);
  const byOrder = new Map<number, OrderLine[]>();
  if (ids.length === 0) return byOrder;
  // Outside a transaction the parts of one page share the read (lib/request-reads.server.ts), made
  // with a statement prepared once.
  const rows = isTransaction(tx)
    ? await tx.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.id))
    : await linesRead.read(ids.join(','), () => linesOfOrdersStatement(tx).execute({ ids }));
  for (const row of rows) {
    const list = byOrder.get(row.orderId) ?? [];
    list.push(lineOf(row));
    byOrder.set(row.orderId, list);
  }
  return byOrder;
}

export async function linesOfOrder(tx: Tx, orderId: number): Promise<OrderLine[]> {
  return (await linesOfOrders(tx, [orderId])).get(orderId) ?? [];
}

/** The order's first line: what a one-item order (a cell, a cloud space) books; null for an order without lines. */
export async function mainLineOf(tx: Tx, orderId: number): Promise<OrderLine | null> {
  return (await linesOfOrder(tx, orderId))[0] ?? null;
}

/** Moves a line to another item of the same place (an unpaid order's cell swapped for another). */
export async function moveLineToItem(tx: Tx, lineId: number, item: { itemId: number; placeId: number; subject: string }) {
  await tx.update(orderLines).set({ itemId: item.itemId, placeId: item.placeId, subject: item.subject }).where(eq(orderLines.id, lineId));
}

/** Every line of the order moves by the same shift (its start moved with a visit). */
export async function shiftOrderLines(tx: Tx, orderId: number, shiftMs: number): Promise<void> {
  if (shiftMs === 0) return;
  const by = sql`${`${shiftMs} milliseconds`}::interval`;
  await tx
    .update(orderLines)
    .set({ startsAt: sql`${orderLines.startsAt} + ${by}`, endsAt: sql`${orderLines.endsAt} + ${by}` })
    .where(eq(orderLines.orderId, orderId));
}

/** The lines of the order end at `to` (one more period paid: every line runs to the new end). */
export async function extendOrderLines(tx: Tx, orderId: number, from: Date, to: Date): Promise<void> {
  await tx
    .update(orderLines)
    .set({ endsAt: to })
    .where(sql`${orderLines.orderId} = ${orderId} and ${orderLines.endsAt} = ${from}`);
}

/** The SQL condition "the order has a line of this item" for queries over orders. */
export function hasLineOfItem(orderIdColumn: SQLWrapper, itemId: number) {
  return sql`exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orderIdColumn} and ${orderLines.itemId} = ${itemId})`;
}
