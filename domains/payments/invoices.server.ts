import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.server';
import type { Tx } from '../../db/tx';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { companyNamesByIds, companyRequisites } from '../companies/service.server';
import { writeAudit, type StaffActor } from '../staff/service.server';
import type { InvoiceText, PartyRequisites } from './document-text';
import { renderInvoicePdf } from './invoice-pdf.server';
import type { CreatedPayment, CreatePaymentInput } from './service.server';
import type { Settlement } from './settle.server';
import { invoices, payments } from './tables';

export type InvoiceRow = typeof invoices.$inferSelect;

export const invoiceStatusTitles: Record<string, string> = { issued: 'Ожидает оплаты', paid: 'Оплачен', canceled: 'Отменён' };

/** "СЧ-2026-000123": the year of issue and the invoice's id. */
export function invoiceNumber(id: number, issuedAt: Date): string {
  return `СЧ-${issuedAt.getUTCFullYear()}-${String(id).padStart(6, '0')}`;
}

export function invoiceView(row: InvoiceRow) {
  return {
    id: row.id,
    number: row.number,
    order_id: row.orderId,
    amount: row.amount,
    description: row.description,
    status: row.status,
    status_title: invoiceStatusTitles[row.status] ?? row.status,
    issued_at: row.issuedAt.toISOString(),
    due_at: row.dueAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
  };
}

/** The buyer of a company's invoice or act: the company's requisites (its name alone if it is gone). */
export async function buyerOf(db: Db, companyId: number | null, personPayer: string): Promise<PartyRequisites> {
  if (companyId == null) return { name: personPayer };
  const c = await companyRequisites(db, companyId);
  return c ? { ...c, address: c.legalAddress } : { name: personPayer };
}

export function createInvoices(deps: {
  db: Db;
  clock: Clock;
  seller: PartyRequisites;
  settlement: Settlement;
  createPayment: (input: CreatePaymentInput) => Promise<CreatedPayment>;
}) {
  const { db, clock } = deps;

  async function own(userId: number, id: number): Promise<InvoiceRow> {
    const [row] = await db
      .select()
      .from(invoices)
      .where(and(eq(invoices.id, id), eq(invoices.userId, userId)));
    if (!row) throw new AppError('NOT_FOUND', { message: 'Счёт не найден' });
    return row;
  }

  async function documentText(row: InvoiceRow, personPayer: string): Promise<InvoiceText> {
    return {
      number: row.number,
      issuedAt: row.issuedAt,
      dueAt: row.dueAt,
      amount: row.amount,
      description: row.description,
      orderId: row.orderId,
      seller: deps.seller,
      buyer: await buyerOf(db, row.companyId, personPayer),
      status: invoiceStatusTitles[row.status] ?? row.status,
    };
  }

  async function issue(
    input: { orderId: number; userId: number | null; companyId: number | null; amount: number; description: string; dueAt: Date },
    within?: Tx,
  ) {
    const issuedAt = clock.now();
    return (within ?? db).transaction(async (tx) => {
      const [row] = await tx
        .insert(invoices)
        .values({ ...input, number: `draft-${randomUUID()}`, issuedAt })
        .returning({ id: invoices.id });
      const number = invoiceNumber(row!.id, issuedAt);
      await tx.update(invoices).set({ number }).where(eq(invoices.id, row!.id));
      return { id: row!.id, number };
    });
  }

  return {
    issue,
    /** The order's invoice to this company still waiting for payment, if any (a repeat reuses it). */
    async issuedFor(orderId: number, companyId: number, within?: Tx): Promise<InvoiceRow | null> {
      const [row] = await (within ?? db)
        .select()
        .from(invoices)
        .where(and(eq(invoices.orderId, orderId), eq(invoices.companyId, companyId), eq(invoices.status, 'issued')))
        .orderBy(desc(invoices.id))
        .limit(1);
      return row ?? null;
    },
    /** Numbers of a company's invoices still waiting for payment: while there are any, the company is not deleted. */
    async openNumbersOfCompany(companyId: number): Promise<string[]> {
      const rows = await db
        .select({ number: invoices.number })
        .from(invoices)
        .where(and(eq(invoices.companyId, companyId), eq(invoices.status, 'issued')));
      return rows.map((r) => r.number);
    },
    async list(userId: number, page: { offset: number; limit: number }) {
      const where = eq(invoices.userId, userId);
      const [total] = await db.select({ n: count() }).from(invoices).where(where);
      const rows = await db
        .select()
        .from(invoices)
        .where(where)
        .orderBy(desc(invoices.issuedAt), desc(invoices.id))
        .offset(page.offset)
        .limit(page.limit);
      return { items: rows.map(invoiceView), count: Number(total?.n ?? 0) };
    },
    /** What the user's invoice says (the PDF draws it). */
    async text(userId: number, id: number, personPayer: string): Promise<InvoiceText> {
      return documentText(await own(userId, id), personPayer);
    },
    async pdf(userId: number, id: number, personPayer: string): Promise<{ body: Buffer; filename: string }> {
      const row = await own(userId, id);
      const body = await renderInvoicePdf(await documentText(row, personPayer));
      return { body, filename: `${row.number}.pdf` };
    },
    /** Pays an invoice by card; a retry after a failed attempt gets a fresh payment, repeats the same one. */
    async pay(userId: number, id: number): Promise<CreatedPayment> {
      const row = await own(userId, id);
      if (row.status === 'paid') throw new AppError('ALREADY_PAID');
      if (row.status === 'canceled') throw new AppError('INVOICE_CANCELED');
      const [failed] = await db
        .select({ n: count() })
        .from(payments)
        .where(and(eq(payments.invoiceId, row.id), eq(payments.status, 'canceled')));
      return deps.createPayment({
        userId,
        orderId: row.orderId,
        purpose: 'invoice',
        amount: row.amount,
        description: `Оплата счёта ${row.number}`,
        idempotenceKey: `invoice:${row.id}:${Number(failed?.n ?? 0) + 1}`,
        invoiceId: row.id,
      });
    },

    /** The console's «Счета»: every invoice newest first, by status, with the buyer's name. */
    async staffList(query: { status?: 'issued' | 'paid' | 'canceled'; offset: number; limit: number }) {
      const where: SQL | undefined = query.status ? eq(invoices.status, query.status) : undefined;
      const [total] = await db.select({ n: count() }).from(invoices).where(where);
      const rows = await db
        .select()
        .from(invoices)
        .where(where)
        .orderBy(desc(invoices.issuedAt), desc(invoices.id))
        .offset(query.offset)
        .limit(query.limit);
      const names = await companyNamesByIds(
        db,
        rows.map((r) => r.companyId).filter((id): id is number => id != null),
      );
      const items = rows.map((r) => {
        const company = r.companyId != null ? names.get(r.companyId) : undefined;
        return { ...invoiceView(r), user_id: r.userId, company_name: company?.name ?? null, company_inn: company?.inn ?? null };
      });
      return { items, count: Number(total?.n ?? 0) };
    },

    /**
     * Staff mark an invoice paid when the bank transfer has come: a payment 'bank_transfer' is
     * recorded as succeeded and goes through the same listener as a card payment (the order becomes
     * active, once), with the audit record, in one transaction. The invoice row is locked, so double
     * clicks wait and find it paid: the answer is the same and nothing happens twice.
     */
    async markPaid(id: number, actor: StaffActor) {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
        if (!row) throw new AppError('NOT_FOUND', { message: 'Счёт не найден' });
        if (row.status === 'paid') return { ...invoiceView(row), changed: false };
        if (row.status === 'canceled') throw new AppError('INVOICE_CANCELED');
        const now = clock.now();
        const [payment] = await tx
          .insert(payments)
          .values({
            uuid: randomUUID(),
            orderId: row.orderId,
            userId: row.userId,
            purpose: 'invoice',
            amount: row.amount,
            status: 'succeeded',
            provider: 'bank_transfer',
            idempotenceKey: `bank_transfer:invoice:${row.id}`,
            description: `Оплата счёта ${row.number} банковским переводом`,
            invoiceId: row.id,
            createdAt: now,
            paidAt: now,
            appliedAt: now,
          })
          .returning();
        const [paid] = await tx
          .update(invoices)
          .set({ status: 'paid', paidAt: now, paymentId: payment!.id })
          .where(eq(invoices.id, row.id))
          .returning();
        const outcome = await deps.settlement.decide({ payment: payment!, outcome: 'succeeded', tx, now });
        // A transfer cannot be returned by the provider: the order could not take it, staff return it by hand.
        if (outcome === 'refund') {
          await tx
            .update(payments)
            .set({ metadata: { manual_refund: 'order could not take the payment' } })
            .where(eq(payments.id, payment!.id));
        }
        await writeAudit(tx, {
          actorUserId: actor.actorUserId,
          action: 'invoice.mark_paid',
          entity: 'invoice',
          entityId: row.id,
          before: { status: row.status },
          after: { status: 'paid', payment: payment!.uuid, order_id: row.orderId, order_outcome: outcome },
          ip: actor.ip ?? null,
        });
        return { ...invoiceView(paid!), changed: true };
      });
    },
  };
}
