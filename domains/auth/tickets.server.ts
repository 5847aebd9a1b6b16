import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.server';
import type { Clock } from '../../lib/clock';
import { type Hasher, randomToken } from './crypto.server';
import { authTickets } from './tables';

export type TicketKind = 'phone_confirmation' | 'entry_login' | 'social_link' | 'email_confirmation' | 'phone_change';

export interface Ticket {
  userId: number | null;
  payload: Record<string, unknown>;
}

export interface ConsumedTicket extends Ticket {
  /** Gives the ticket back when the work it allowed failed, so the client may try again. */
  release(): Promise<void>;
}

export interface IssuedTicket {
  payload: Record<string, unknown>;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
}

/** Single-use, short-lived tokens stored hashed: handed to a client, exchanged once. */
export function createTickets(deps: { db: Db; clock: Clock; hasher: Hasher }) {
  const { db, clock, hasher } = deps;
  // The profile asks for a pending e-mail change on every view: prepared once per process.
  const userTickets = db
    .select({
      payload: authTickets.payload,
      createdAt: authTickets.createdAt,
      expiresAt: authTickets.expiresAt,
      usedAt: authTickets.usedAt,
    })
    .from(authTickets)
    .where(
      and(
        eq(authTickets.kind, sql.placeholder('kind')),
        eq(authTickets.userId, sql.placeholder('userId')),
        gt(authTickets.createdAt, sql.placeholder('since')),
      ),
    )
    .orderBy(desc(authTickets.createdAt), desc(authTickets.id))
    .prepare('auth_tickets_of_user');
  return {
    async issue(kind: TicketKind, ttlSeconds: number, data: { userId?: number; payload?: Record<string, unknown> }): Promise<string> {
      const token = randomToken(24);
      const now = clock.now();
      await db.insert(authTickets).values({
        kind,
        tokenHash: hasher.hash(token),
        userId: data.userId ?? null,
        payload: data.payload ?? {},
        createdAt: now,
        expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
      });
      return token;
    },
    /**
     * Uses the ticket up, atomically: of parallel uses exactly one gets it; null when it is unknown,
     * expired, already used or (with `userId`) someone else's. The only way to act on a ticket:
     * consume it first, then do the work, and `release` it if the work fails.
     */
    async consume(kind: TicketKind, token: string, options: { userId?: number } = {}): Promise<ConsumedTicket | null> {
      const now = clock.now();
      const [row] = await db
        .update(authTickets)
        .set({ usedAt: now })
        .where(
          and(
            eq(authTickets.tokenHash, hasher.hash(token)),
            eq(authTickets.kind, kind),
            isNull(authTickets.usedAt),
            gt(authTickets.expiresAt, now),
            options.userId === undefined ? undefined : eq(authTickets.userId, options.userId),
          ),
        )
        .returning();
      if (!row) return null;
      return {
        userId: row.userId,
        payload: row.payload,
        async release() {
          await db
            .update(authTickets)
            .set({ usedAt: null })
            .where(and(eq(authTickets.id, row.id), eq(authTickets.usedAt, now)));
        },
      };
    },
    /** A user's tickets of one kind issued since a moment, newest first (limits, pending changes). */
    async listForUser(kind: TicketKind, userId: number, since: Date): Promise<IssuedTicket[]> {
      return userTickets.execute({ kind, userId, since });
    },
    /** Whether a live ticket of this user exists, without using it up: a pre-check only, never the permission itself. */
    async isLive(kind: TicketKind, token: string, userId: number): Promise<boolean> {
      const now = clock.now();
      const rows = await db
        .select({ id: authTickets.id })
        .from(authTickets)
        .where(
          and(
            eq(authTickets.tokenHash, hasher.hash(token)),
            eq(authTickets.kind, kind),
            eq(authTickets.userId, userId),
            isNull(authTickets.usedAt),
            gt(authTickets.expiresAt, now),
          ),
        );
      return rows.length > 0;
    },
  };
}

export type Tickets = ReturnType<typeof createTickets>;
