import { randomUUID } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.server';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { companyRequisites } from '../companies/service.server';
import { renderInvoicePdf } from './invoice-pdf.server';
import type { CreatedPayment, CreatePaymentInput } from './service.server';
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

export function createInvoices(deps: { db: Db; clock: Clock; createPayment: (input: CreatePaymentInput) => Promise<CreatedPayment> }) {
  const { db, clock } = deps;

  async function own(userId: number, id: number): Promise<InvoiceRow> {
    const [row] = await db
      .select()
      .from(invoices)
      .where(and(eq(invoices.id, id), eq(invoices.userId, userId)));
    if (!row) throw new AppError('NOT_FOUND', { message: 'Счёт не найден' });
    return row;
  }

  return {
    async issue(input: {
      orderId: number;
      userId: number | null;
      companyId: number | null;
      amount: number;
      description: string;
      dueAt: Date;
    }) {
      const issuedAt = clock.now();
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(invoices)
          .values({ ...input, number: `draft-${randomUUID()}`, issuedAt })
          .returning({ id: invoices.id });
        const number = invoiceNumber(row!.id, issuedAt);
        await tx.update(invoices).set({ number }).where(eq(invoices.id, row!.id));
        return { id: row!.id, number };
      });
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
    async pdf(userId: number, id: number, personPayer: string): Promise<{ body: Buffer; filename: string }> {
      let payer = personPayer;
      const row = await own(userId, id);
      if (row.companyId != null) {
        // A company's invoice names the company as the buyer.
        const company = await companyRequisites(db, row.companyId);
        if (company) payer = company.inn ? `${company.name}, ИНН ${company.inn}` : company.name;
      }
      const body = await renderInvoicePdf({
        number: row.number,
        issuedAt: row.issuedAt,
        dueAt: row.dueAt,
        amount: row.amount,
        description: row.description,
        orderId: row.orderId,
        payer,
        status: invoiceStatusTitles[row.status] ?? row.status,
      });
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
  };
}
