import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.server';
import type { OutboundMessage, OutboxItem } from './schema';
import { sandboxCallChecks, sandboxOutbox } from './tables';

/** Phones are kept as digits, e-mails lower-cased, so `?to=` finds either form. */
export function normalizeRecipient(to: string): string {
  const trimmed = to.trim();
  return trimmed.includes('@') ? trimmed.toLowerCase() : trimmed.replace(/\D/g, '');
}

/** A line the sandbox payment provider writes to the outbox (a webhook it sent, a receipt it registered). */
export interface SandboxPaymentMessage {
  recipient: string;
  text: string;
  payload: Record<string, unknown>;
  createdAt: Date;
}

/** Writes sandbox payment lines as they are (recipients not normalised), inside the caller's transaction when given one. */
export async function recordSandboxPaymentMessages(db: Pick<Db, 'insert'>, messages: SandboxPaymentMessage[]): Promise<void> {
  await db.insert(sandboxOutbox).values(messages.map((m) => ({ channel: 'PAYMENT', ...m })));
}

export function createOutboxService(db: Db) {
  return {
    async record(message: OutboundMessage): Promise<void> {
      await db.insert(sandboxOutbox).values({
        channel: message.channel,
        recipient: normalizeRecipient(message.to),
        text: message.text,
        code: message.code ?? null,
        callPhone: message.callPhone ?? null,
        payload: message.payload ?? null,
      });
    },
    /** Sandbox USER_CALL: remember a check waiting for the user's call. */
    async openCallCheck(check: { checkId: string; phone: string; callPhone: string }): Promise<void> {
      await db.insert(sandboxCallChecks).values({ ...check, phone: normalizeRecipient(check.phone) });
    },
    async callCheckStatus(checkId: string): Promise<'waiting' | 'called' | null> {
      const [row] = await db.select().from(sandboxCallChecks).where(eq(sandboxCallChecks.checkId, checkId));
      return row ? (row.status as 'waiting' | 'called') : null;
    },
    /** Plays the user's call: the newest waiting check of this phone becomes "called". */
    async playUserCall(phone: string): Promise<{ checkId: string; callPhone: string } | null> {
      const digits = normalizeRecipient(phone);
      const [row] = await db
        .select()
        .from(sandboxCallChecks)
        .where(and(eq(sandboxCallChecks.phone, digits), eq(sandboxCallChecks.status, 'waiting')))
        .orderBy(desc(sandboxCallChecks.createdAt))
        .limit(1);
      if (!row) return null;
      await db.update(sandboxCallChecks).set({ status: 'called', calledAt: new Date() }).where(eq(sandboxCallChecks.checkId, row.checkId));
      return { checkId: row.checkId, callPhone: row.callPhone };
    },
    async list(options: { to?: string; limit: number }): Promise<OutboxItem[]> {
      const base = db.select().from(sandboxOutbox);
      const filtered = options.to ? base.where(eq(sandboxOutbox.recipient, normalizeRecipient(options.to))) : base;
      const rows = await filtered.orderBy(desc(sandboxOutbox.createdAt), desc(sandboxOutbox.id)).limit(options.limit);
      return rows.map((r) => ({
        channel: r.channel,
        to: r.recipient,
        text: r.text,
        code: r.code,
        call_phone: r.callPhone,
        created_at: r.createdAt.toISOString(),
      }));
    },
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;
