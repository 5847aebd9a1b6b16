import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.server';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { moscowDate } from '../../lib/moscow-calendar';
import { actMonths } from './act-months';
import type { PartyRequisites } from './document-text';
import { renderActPdf } from './invoice-pdf.server';
import { buyerOf } from './invoices.server';
import { closingActs, invoices } from './tables';

/** What the acts need of an order: its days of service (orders domain, wired in services.server.ts). */
export interface ServedOrder {
  id: number;
  startsAt: Date | null;
  endsAt: Date | null;
}
export type ServedOrders = (orderIds: number[]) => Promise<Map<number, ServedOrder>>;

export function actView(row: typeof closingActs.$inferSelect) {
  return {
    uuid: row.uuid,
    number: row.number,
    order_id: row.orderId,
    period_start: row.periodStart,
    period_end: row.periodEnd,
    amount: row.amount,
    description: row.description,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Closing documents of company-paid orders: once a month (the housekeeping job on the 1st) one act
 * per order and ended month of service, with the share of what the company paid by invoice for
 * the days of that month. The unique index (order, month) makes every run safe to repeat.
 */
export function createClosingActs(deps: { db: Db; clock: Clock; seller: PartyRequisites; servedOrders?: ServedOrders }) {
  const { db, clock } = deps;
  let servedOrders: ServedOrders | undefined = deps.servedOrders;

  return {
    /** The orders domain hands over its reader after it is built. */
    attachOrders(reader: ServedOrders) {
      servedOrders = reader;
    },

    /** Makes the missing acts of every ended month up to now; returns how many were made. */
    async run(now: Date = clock.now()): Promise<number> {
      if (!servedOrders) return 0;
      const before = `${moscowDate(now).slice(0, 7)}-01`;
      const paid = await db
        .select()
        .from(invoices)
        .where(and(eq(invoices.status, 'paid'), isNotNull(invoices.companyId), isNotNull(invoices.userId)));
      const byOrder = new Map<number, { companyId: number; userId: number; money: number; description: string }>();
      for (const inv of paid) {
        const seen = byOrder.get(inv.orderId);
        if (seen) seen.money += inv.amount;
        else byOrder.set(inv.orderId, { companyId: inv.companyId!, userId: inv.userId!, money: inv.amount, description: inv.description });
      }
      const served = await servedOrders([...byOrder.keys()]);
      let made = 0;
      for (const [orderId, paidBy] of byOrder) {
        const order = served.get(orderId);
        if (!order?.startsAt || !order.endsAt) continue;
        const months = actMonths(moscowDate(order.startsAt), moscowDate(order.endsAt), paidBy.money, before);
        for (const month of months) {
          const inserted = await db
            .insert(closingActs)
            .values({
              uuid: randomUUID(),
              number: `А-${month.periodStart.slice(0, 7).replace('-', '')}-${String(orderId).padStart(6, '0')}`,
              orderId,
              companyId: paidBy.companyId,
              userId: paidBy.userId,
              periodStart: month.periodStart,
              periodEnd: month.periodEnd,
              amount: month.amount,
              description: paidBy.description,
              createdAt: now,
            })
            .onConflictDoNothing()
            .returning({ id: closingActs.id });
          made += inserted.length;
        }
      }
      return made;
    },

    async list(userId: number, page: { offset: number; limit: number }) {
      const where = eq(closingActs.userId, userId);
      const [total] = await db.select({ n: count() }).from(closingActs).where(where);
      const rows = await db
        .select()
        .from(closingActs)
        .where(where)
        .orderBy(desc(closingActs.periodStart), desc(closingActs.id))
        .offset(page.offset)
        .limit(page.limit);
      return { items: rows.map(actView), count: Number(total?.n ?? 0) };
    },

    /** The act's PDF, for its user only (another user's uuid is 404). */
    async pdf(userId: number, uuid: string): Promise<{ body: Buffer; filename: string }> {
      const [row] = await db
        .select()
        .from(closingActs)
        .where(and(eq(closingActs.uuid, uuid), eq(closingActs.userId, userId)));
      if (!row) throw new AppError('NOT_FOUND', { message: 'Акт не найден' });
      const body = await renderActPdf({
        number: row.number,
        date: row.createdAt,
        periodStart: row.periodStart,
        periodEnd: row.periodEnd,
        amount: row.amount,
        description: row.description,
        orderId: row.orderId,
        seller: deps.seller,
        buyer: await buyerOf(db, row.companyId, 'Заказчик'),
      });
      return { body, filename: `${row.number}.pdf` };
    },
  };
}

export type ClosingActs = ReturnType<typeof createClosingActs>;
