import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.server';
import type { OutboundMessage, OutboxItem } from './schema';
import { sandboxOutbox } from './tables';

/** Phones are kept as digits, e-mails lower-cased, so `?to=` finds either form. */
export function normalizeRecipient(to: string): string {
  const trimmed = to.trim();
  return trimmed.includes('@') ? trimmed.toLowerCase() : trimmed.replace(/\D/g, '');
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
