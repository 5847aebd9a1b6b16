import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../../db/client.server';
import type { Tx } from '../../../db/tx';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import { createLogger } from '../../../lib/logger.server';
import type { PaymentsService, SettledEvent } from '../../payments/service.server';
import { writeAudit } from '../../staff/service.server';
import { orderFines, orders } from '../tables';
import { FINE_REASON_MAX, type FineStatus, type FineView, type StaffFineView } from './fine';
import { ownedOrderRow } from './owned-order.server';
import { createFineStaffViews, type TeamRead } from './fine-staff.server';
import { fineView, finesSummary, type FineRow } from './fine-views';
import { tellFine } from './fine-notices.server';
import type { ProductKinds } from './product-kind';

/** The purpose of fines' payments, registered by the orders core. */
export const FINE_PURPOSE = 'fine';
/** A charge asked in the last minute is left to the run that asked it; the retry takes older ones. */
const RETRY_AFTER_MS = 60_000;

/** A fine of an order: what it is for (`key`, one fine per key and order), the published code, the sum. */
export interface FineInput {
  orderId: number;
  key: string;
  code: string;
  title: string;
  reason: string;
  amount: number;
}

export interface StaffActor {
  staffUserId: number;
  ip: string | null;
}

/** Confirm and waive are an operator's; withdraw is the proposer's own. */
type Decision = 'confirm' | 'waive' | 'withdraw';
const DECIDABLE: Record<Decision, readonly FineStatus[]> = {
  confirm: ['proposed'],
  waive: ['proposed', 'due', 'unpaid'],
  withdraw: ['proposed'],
};

function validFine(input: FineInput): FineInput {
  const reason = input.reason.trim();
  if (!Number.isInteger(input.amount) || input.amount <= 0 || input.amount > 10_000_000) {
    throw new AppError('VALIDATION_ERROR', { fields: { amount: 'Укажите сумму штрафа в целых рублях, больше нуля' } });
  }
  if (!reason || reason.length > FINE_REASON_MAX) {
    throw new AppError('VALIDATION_ERROR', { fields: { reason: `Опишите, за что штраф, до ${FINE_REASON_MAX} символов` } });
  }
  return { ...input, reason };
}

/**
 * Fines of orders (decision 0039): assessed by a kind's rules (a late return) or set by staff and
 * decided (a damage), each charged once to the customer's saved card by a payment of purpose `fine`
 * whose key is the fine's own; a declined card leaves it for the customer to pay by link.
 */
export function createOrderFines(deps: { db: Db; clock: Clock; kinds: ProductKinds; payments: PaymentsService; team: TeamRead }) {
  const { db, clock, kinds, payments } = deps;
  const log = createLogger('warn');
  const staffViews = createFineStaffViews({ db, team: deps.team });

  async function orderOf(tx: Tx | Db, orderId: number) {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
    if (!order) throw new AppError('NOT_FOUND', { message: 'Заказ не найден' });
    return order;
  }

  /** The card to charge: the one the order was paid with while it is still the owner's, else the default one. */
  async function cardFor(order: typeof orders.$inferSelect): Promise<number | null> {
    if (order.userId === null) return null;
    const paid = (await payments.listForOrder(order.id)).find((p) => p.purpose === 'order' && p.status === 'succeeded' && p.cardId);
    if (paid?.cardId && (await payments.cards.byId(order.userId, paid.cardId))) return paid.cardId;
    return (await payments.defaultCard(order.userId))?.id ?? null;
  }

  /**
   * A fine by the kind's rules, in the caller's transaction: due at once and told to the owner. A
   * key already fined is left as it is (false), so every run may assess the same period again.
   */
  async function assess(tx: Tx, input: FineInput): Promise<boolean> {
    const fine = validFine(input);
    const now = clock.now();
    const [row] = await tx
      .insert(orderFines)
      .values({ ...fine, uuid: randomUUID(), status: 'due', createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: [orderFines.orderId, orderFines.key] })
      .returning();
    if (!row) return false;
    await tellFine(tx, kinds, await orderOf(tx, fine.orderId), row, 'fine_due', now);
    return true;
  }

  /** Staff set a fine (a damage found at the check): proposed until decided. A key fined before is refused. */
  async function propose(input: FineInput & StaffActor): Promise<FineView> {
    const fine = validFine(input);
    const now = clock.now();
    return db.transaction(async (tx) => {
      await orderOf(tx, fine.orderId);
      const [row] = await tx
        .insert(orderFines)
        .values({ ...fine, uuid: randomUUID(), status: 'proposed', createdBy: input.staffUserId, createdAt: now, updatedAt: now })
        .onConflictDoNothing({ target: [orderFines.orderId, orderFines.key] })
        .returning();
      if (!row) throw new AppError('FINE_EXISTS');
      await writeAudit(tx, {
        actorUserId: input.staffUserId,
        action: 'order.fine.propose',
        entity: 'order',
        entityId: fine.orderId,
        after: { fine: row.uuid, code: row.code, amount: row.amount, reason: row.reason },
        ip: input.ip,
      });
      return fineView(row);
    });
  }

  /**
   * Staff decide a fine with a reason: confirm a proposed one (it is charged), waive a proposed, due or
   * unpaid one, or withdraw the proposal they made themselves. Four eyes: whoever set a fine never
   * confirms it, admin included. The row is locked and the update conditional on the status it was
   * read in, so two decisions at once make one.
   */
  async function settle(input: { uuid: string; decision: Decision; reason: string } & StaffActor): Promise<StaffFineView> {
    const reason = input.reason.trim();
    if (!reason || reason.length > FINE_REASON_MAX) {
      throw new AppError('VALIDATION_ERROR', { fields: { reason: `Укажите причину решения, до ${FINE_REASON_MAX} символов` } });
    }
    const now = clock.now();
    const { row, order } = await db.transaction(async (tx) => {
      const [found] = await tx.select().from(orderFines).where(eq(orderFines.uuid, input.uuid)).for('update');
      if (!found) throw new AppError('NOT_FOUND', { message: 'Штраф не найден' });
      if (!DECIDABLE[input.decision].includes(found.status as FineStatus)) throw new AppError('FINE_DECIDED');
      const own = found.createdBy === input.staffUserId;
      if (input.decision === 'confirm' && own) throw new AppError('FINE_OWN_PROPOSAL');
      if (input.decision === 'withdraw' && !own) {
        throw new AppError('FORBIDDEN', { message: 'Отозвать можно только штраф, который назначили вы' });
      }
      const status: FineStatus = input.decision === 'confirm' ? 'due' : 'waived';
      const [updated] = await tx
        .update(orderFines)
        .set({ status, decidedBy: input.staffUserId, decisionReason: reason, decidedAt: now, updatedAt: now })
        .where(and(eq(orderFines.id, found.id), eq(orderFines.status, found.status)))
        .returning();
      if (!updated) throw new AppError('FINE_DECIDED');
      await writeAudit(tx, {
        actorUserId: input.staffUserId,
        action: `order.fine.${input.decision}`,
        entity: 'order',
        entityId: found.orderId,
        before: { fine: found.uuid, status: found.status },
        after: { fine: found.uuid, status, reason },
        ip: input.ip,
      });
      const order = await orderOf(tx, found.orderId);
      await tellFine(tx, kinds, order, updated, status === 'due' ? 'fine_due' : 'fine_waived', now);
      return { row: updated, order };
    });
    if (row.status === 'due') await quietly(row.id);
    const [fresh] = await db.select().from(orderFines).where(eq(orderFines.id, row.id));
    const [view] = await staffViews([{ fine: fresh ?? row, kind: order.kind, userId: order.userId }]);
    return view!;
  }

  /**
   * Charges a due fine: one run claims it (due → charging with its key) and asks the payment on the
   * saved card; the payment's key is the fine's, so a retry after a failure asks the same payment.
   */
  async function charge(fineId: number): Promise<void> {
    const now = clock.now();
    const [claimed] = await db
      .update(orderFines)
      .set({ status: 'charging', attempts: 1, updatedAt: now })
      .where(and(eq(orderFines.id, fineId), eq(orderFines.status, 'due')))
      .returning();
    const row =
      claimed ??
      (
        await db
          .select()
          .from(orderFines)
          .where(and(eq(orderFines.id, fineId), eq(orderFines.status, 'charging'), isNull(orderFines.paymentUuid)))
      )[0];
    if (!row) return;
    const key = row.paymentKey ?? `fine:${row.uuid}`;
    if (!row.paymentKey) await db.update(orderFines).set({ paymentKey: key }).where(eq(orderFines.id, row.id));
    const order = await orderOf(db, row.orderId);
    const cardId = await cardFor(order);
    if (cardId === null || order.userId === null) {
      await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(orderFines)
          .set({ status: 'unpaid', paymentKey: null, updatedAt: clock.now() })
          .where(and(eq(orderFines.id, row.id), eq(orderFines.status, 'charging')))
          .returning();
        if (updated) await tellFine(tx, kinds, order, updated, 'fine_unpaid', clock.now());
      });
      return;
    }
    const payment = await payments.createPayment({
      userId: order.userId,
      orderId: row.orderId,
      purpose: FINE_PURPOSE,
      amount: row.amount,
      description: `Штраф по заказу №${row.orderId}: ${row.title}`,
      idempotenceKey: key,
      cardId,
    });
    await db
      .update(orderFines)
      .set({ paymentUuid: payment.id })
      .where(and(eq(orderFines.id, row.id), eq(orderFines.paymentKey, key), isNull(orderFines.paymentUuid)));
  }

  async function quietly(fineId: number): Promise<void> {
    try {
      await charge(fineId);
    } catch (error) {
      log.warn({ err: error, fine: fineId }, 'fine charge failed; the housekeeping job retries it');
    }
  }

  /** The job's pass: due fines, and charges a failure left without a payment a minute ago or more. */
  async function chargeDue(now: Date): Promise<number> {
    const stale = new Date(now.getTime() - RETRY_AFTER_MS);
    const rows = await db
      .select({ id: orderFines.id })
      .from(orderFines)
      .where(
        or(
          eq(orderFines.status, 'due'),
          and(eq(orderFines.status, 'charging'), isNull(orderFines.paymentUuid), lt(orderFines.updatedAt, stale)),
        ),
      )
      .orderBy(asc(orderFines.id))
      .limit(200);
    for (const { id } of rows) await quietly(id);
    return rows.length;
  }

  /** The outcome of a fine's payment, in the transaction that records it. */
  async function onSettled(event: SettledEvent): Promise<'applied' | 'ignored'> {
    const { payment, tx, now } = event;
    if (payment.orderId === null) return 'ignored';
    const [row] = await tx
      .select()
      .from(orderFines)
      .where(and(eq(orderFines.orderId, payment.orderId), eq(orderFines.paymentKey, payment.idempotenceKey)))
      .for('update');
    if (!row || !['charging', 'unpaid'].includes(row.status)) return 'ignored';
    const paid = event.outcome === 'succeeded';
    const [updated] = await tx
      .update(orderFines)
      .set(paid ? { status: 'paid', paidAt: now, paymentUuid: payment.uuid, updatedAt: now } : { status: 'unpaid', updatedAt: now })
      .where(eq(orderFines.id, row.id))
      .returning();
    // A link payment abandoned after another one settled the fine tells nobody.
    if (paid || row.status === 'charging') {
      await tellFine(tx, kinds, await orderOf(tx, row.orderId), updated!, paid ? 'fine_paid' : 'fine_unpaid', now);
    }
    return 'applied';
  }

  /** The owner pays an unpaid fine by a link (another card): a payment of its own, asked once per click key. */
  async function payByLink(userId: number, uuid: string): Promise<{ confirmation_url: string | null; payment_id: string }> {
    const asked = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(orderFines).where(eq(orderFines.uuid, uuid)).for('update');
      const order = row ? await orderOf(tx, row.orderId) : null;
      if (!row || order?.userId !== userId) throw new AppError('NOT_FOUND', { message: 'Штраф не найден' });
      if (row.status !== 'unpaid') throw new AppError('FINE_NOT_PAYABLE');
      const attempts = row.attempts + 1;
      const key = `fine:${row.uuid}:${attempts}`;
      await tx.update(orderFines).set({ attempts, paymentKey: key, updatedAt: clock.now() }).where(eq(orderFines.id, row.id));
      return { row, key, order: order! };
    });
    const payment = await payments.createPayment({
      userId,
      orderId: asked.row.orderId,
      purpose: FINE_PURPOSE,
      amount: asked.row.amount,
      description: `Штраф по заказу №${asked.row.orderId}: ${asked.row.title}`,
      idempotenceKey: asked.key,
      returnPath: '/payments/status/',
      metadata: { successPath: kinds.find(asked.order.kind)?.cabinet.path(asked.order.id) ?? '/cabinet/subscriptions/' },
    });
    return { confirmation_url: payment.confirmationUrl, payment_id: payment.id };
  }

  async function rowsOf(orderIds: number[]): Promise<FineRow[]> {
    if (orderIds.length === 0) return [];
    return db.select().from(orderFines).where(inArray(orderFines.orderId, orderIds)).orderBy(asc(orderFines.id));
  }

  return {
    assess,
    propose,
    /** An operator confirms a proposed fine (never their own) or waives a proposed, due or unpaid one. */
    decide: (input: { uuid: string; decision: 'confirm' | 'waive'; reason: string } & StaffActor) => settle(input),
    /** Whoever set a fine takes it back, with a reason, while it waits for the decision. */
    withdraw: (input: { uuid: string; reason: string } & StaffActor) => settle({ ...input, decision: 'withdraw' }),
    chargeDue,
    payByLink,
    /** The order's fines for staff. */
    async finesOf(orderId: number) {
      return finesSummary(await rowsOf([orderId]));
    },
    /** The order's fines for its owner; another user's order answers as a missing one. */
    async ownersFines(userId: number, orderId: number) {
      if (!(await ownedOrderRow(db, userId, orderId))) throw new AppError('NOT_FOUND', { message: 'Заказ не найден' });
      return finesSummary(await rowsOf([orderId]));
    },
    /** The console's list: fines in a status, of orders of a kind, oldest first. */
    async staffList(query: { status: FineStatus; kind: string | null; offset: number; limit: number }) {
      const where = and(eq(orderFines.status, query.status), query.kind ? eq(orders.kind, query.kind) : undefined);
      const rows = await db
        .select({ fine: orderFines, kind: orders.kind, userId: orders.userId })
        .from(orderFines)
        .innerJoin(orders, eq(orders.id, orderFines.orderId))
        .where(where)
        .orderBy(asc(orderFines.id))
        .offset(query.offset)
        .limit(query.limit + 1);
      return { items: await staffViews(rows.slice(0, query.limit)), has_more: rows.length > query.limit };
    },
    /** Fines of many orders (the console's lists), by order. */
    async finesOfOrders(orderIds: number[]) {
      const byOrder = new Map<number, ReturnType<typeof fineView>[]>();
      for (const row of await rowsOf(orderIds)) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), fineView(row)]);
      return byOrder;
    },
    register(purposes: PaymentsService['purposes']) {
      purposes.register({ name: FINE_PURPOSE, title: () => 'Штраф', settled: onSettled, partOfPrice: false });
    },
  };
}

export type OrderFines = ReturnType<typeof createOrderFines>;
