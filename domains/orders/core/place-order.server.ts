import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.server';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import { companyIdOfUser } from '../../companies/service.server';
import type { PaymentsService } from '../../payments/service.server';
import { refuseInvoiceWithDeposit } from './deposit';
import { assertMayHold, findOwnUnpaidHold, lockHolder, resolveHolder, type HolderLookup, type OwnUnpaidHold } from './hold-cap.server';
import { effectiveStatus, type OrderStatus } from './lifecycle';
import { insertOrderLines, mainLineOf } from './order-lines.server';
import { assertPromoUseLeft, quoteOrder, type Quote, type RegistrationLookup } from './order-quote.server';
import { markPaid } from './paid.server';
import type { ItemHolds, ProductKind, ProductKinds, Range } from './product-kind';
import { orderEvents, orders, type PriceSnapshot } from '../tables';
import { transitionOrder } from './transitions.server';
import { tellBooked } from './order-notices.server';

/** A card payment holds the cell this long (named in the booking page copy too). */
export const CARD_HOLD_MINUTES = 15;
/** An invoice holds the cell this long. */
export const INVOICE_HOLD_DAYS = 3;

/** Found in the booking transaction: the booker's own unpaid hold; answered after the rollback. */
class OwnHoldFound extends Error {
  constructor(readonly hold: OwnUnpaidHold) {
    super('own unpaid hold');
  }
}

export interface BookInput {
  /** The customer's choice in the kind's own terms (`ProductKind.choose`): a cell for a period, hours of a place. */
  choice: Record<string, unknown>;
  promoCode?: string | null;
  useBonuses?: boolean;
  autoRenewal?: boolean;
  paymentMethod?: 'card' | 'invoice';
  companyUuid?: string | null;
  /** Signed-in booker, or null for a guest with a confirmed phone. */
  userId: number | null;
  guestPhone?: string | null;
}

export interface BookingResult {
  order_id: number;
  status: OrderStatus;
  hold_expires_at: string | null;
  price: PriceSnapshot;
  payment: { id: string; confirmation_url: string | null } | null;
  invoice: { id: number; number: string } | null;
  /** Guests only: the secret of the success page (also set as a cookie by the route). */
  guest_token?: string;
}

export function hashGuestToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function createPlaceOrder(deps: {
  db: Db;
  clock: Clock;
  kinds: ProductKinds;
  payments: PaymentsService;
  holders: HolderLookup;
  registration?: RegistrationLookup;
}) {
  const { db, clock, kinds, payments, holders, registration } = deps;

  async function takenError(holds: ItemHolds, itemId: number, range: Range): Promise<AppError> {
    const alternatives = await holds.alternatives(itemId, range).catch(() => []);
    return new AppError('CELL_TAKEN', { details: { alternatives } });
  }

  /** 409 OWN_UNPAID_HOLD: the order to pay instead, with its checkout address when a payment is pending. */
  async function ownHoldError(hold: OwnUnpaidHold): Promise<AppError> {
    const pending = (await payments.listForOrder(hold.orderId).catch(() => [])).find((p) => p.status === 'pending' && p.confirmationUrl);
    return new AppError('OWN_UNPAID_HOLD', {
      details: {
        order_id: hold.orderId,
        starts_at: hold.startsAt.toISOString(),
        ends_at: hold.endsAt.toISOString(),
        total: hold.total,
        pay_url: pending?.confirmationUrl ?? null,
      },
    });
  }

  /** Cancels an order whose payment could not even be created, so the cell is not held for nothing. */
  async function undo(holds: ItemHolds, orderId: number, reason: string) {
    await db.transaction(async (tx) => {
      await holds.release(orderId, tx);
      await transitionOrder(tx, { orderId, to: 'canceled', reason, now: clock.now() });
    });
  }

  async function startPayment(
    order: { id: number; userId: number | null; total: number; guestPhone: string | null },
    quote: Pick<Quote, 'period'>,
    description: string,
    guestSuccessPath: string,
    key: string,
    saveCard: boolean,
    ownSuccessPath?: string,
  ) {
    const metadata: Record<string, string> = { periodCode: quote.period?.code ?? '' };
    if (order.userId === null) metadata.successPath = guestSuccessPath;
    else if (ownSuccessPath) metadata.successPath = ownSuccessPath;
    const payment = await payments.createPayment({
      userId: order.userId,
      orderId: order.id,
      purpose: 'order',
      amount: order.total,
      description,
      returnPath: '/payments/status/',
      idempotenceKey: key,
      savePaymentMethod: saveCard,
      metadata,
    });
    return { id: payment.id, confirmation_url: payment.confirmationUrl };
  }

  /** An order saved without a price snapshot (older rows) is described by its item. */
  async function describeUnpriced(order: { id: number; kind: string; startsAt: Date | null; endsAt: Date | null }) {
    const kind = kinds.get(order.kind);
    const line = await mainLineOf(db, order.id);
    if (!line) throw new AppError('NOT_FOUND', { message: 'Заказ не найден' });
    return kind.paymentDescription(await kind.item(db, line.itemId), { from: order.startsAt!, to: order.endsAt! });
  }

  return {
    /** Places an order of a product kind: prices it, holds the item and starts the payment (or the invoice). */
    async place(kindName: string, input: BookInput): Promise<BookingResult> {
      const kind: ProductKind = kinds.get(kindName);
      const method = input.paymentMethod ?? 'card';
      if (input.userId === null && !input.guestPhone) throw new AppError('UNAUTHORIZED');
      if (method === 'invoice' && input.userId === null) {
        throw new AppError('VALIDATION_ERROR', { fields: { payment_method: 'Оплата по счёту доступна после входа в аккаунт' } });
      }
      if (method === 'invoice') refuseInvoiceWithDeposit(kind);
      const bookings = kind.holds;
      let lastChosen: { itemId: number; range: Range } | null = null;
      const guestToken = input.userId === null ? randomBytes(24).toString('base64url') : null;
      const holder = await resolveHolder(holders, input);

      const placed = await bookings
        .withConflictRetry(() =>
          db.transaction(async (tx) => {
            // First, before any write: parallel bookings of one account or phone count one by one.
            await lockHolder(tx, holder);
            const now = clock.now();
            const quote = await quoteOrder(
              tx,
              kind,
              { choice: input.choice, promoCode: input.promoCode, useBonuses: input.useBonuses, userId: input.userId, placing: true },
              now,
              registration,
            );
            lastChosen = { itemId: quote.item.id, range: quote.range };
            const companyId =
              method === 'invoice' && input.companyUuid ? await companyIdOfUser(tx, input.userId!, input.companyUuid) : null;
            if (method === 'invoice' && input.companyUuid && companyId === null) {
              throw new AppError('VALIDATION_ERROR', { fields: { company_uuid: 'Компания не найдена среди ваших реквизитов' } });
            }
            if (method === 'invoice' && companyId === null) {
              throw new AppError('VALIDATION_ERROR', { fields: { company_uuid: 'Выберите компанию, на которую выставить счёт' } });
            }
            // The booker's own unpaid hold of this cell and period: pay it rather than be told the cell is taken.
            const own = await findOwnUnpaidHold(tx, holder, { kind: kind.kind, itemId: quote.item.id }, quote.range, now);
            if (own) throw new OwnHoldFound(own);
            // A free order is paid at once and holds nothing; any other counts against the caps.
            if (quote.price.total > 0) await assertMayHold(tx, holder, { kind: kind.kind, itemId: quote.item.id }, now);
            for (const line of quote.lines) {
              await bookings.releaseExpiredHolds(tx, line.itemId, now);
              if (!(await bookings.isFree(line.itemId, line.range, tx))) throw new bookings.CellTakenError();
            }
            const promoCode = quote.promo && quote.price.promoDiscount > 0 ? quote.promo.code : null;
            if (promoCode) await assertPromoUseLeft(tx, promoCode, now);
            const holdMs = method === 'invoice' ? INVOICE_HOLD_DAYS * 24 * 3600 * 1000 : CARD_HOLD_MINUTES * 60 * 1000;
            const holdExpiresAt = new Date(now.getTime() + holdMs);
            const [order] = await tx
              .insert(orders)
              .values({
                kind: kind.kind,
                status: 'awaiting_payment',
                userId: input.userId,
                guestPhone: input.userId === null ? input.guestPhone! : null,
                guestTokenHash: guestToken ? hashGuestToken(guestToken) : null,
                companyId,
                tariffKind: quote.period?.tariffKind ?? null,
                periodCode: quote.period?.code ?? null,
                startsAt: quote.range.from,
                endsAt: quote.range.to,
                holdExpiresAt,
                price: quote.price,
                total: quote.price.total,
                promoCode,
                bonusesUsed: quote.price.bonusesUsed,
                usingBonuses: quote.price.bonusesUsed > 0,
                autoRenewal: quote.renewsByDefault ? (input.autoRenewal ?? true) : false,
                paymentMethod: method,
                createdAt: now,
                updatedAt: now,
              })
              .returning();
            for (const line of await insertOrderLines(tx, order!.id, quote.lines, now)) {
              await bookings.hold(line.itemId, order!.id, line.range, holdExpiresAt, tx);
            }
            await tx
              .insert(orderEvents)
              .values({ orderId: order!.id, fromStatus: null, toStatus: 'awaiting_payment', reason: 'placed', at: now });
            await tellBooked(tx, order!, now, kinds);
            if (order!.total === 0) await markPaid(tx, kinds, { orderId: order!.id, now, reason: 'paid_by_discounts' });
            return { order: order!, quote };
          }),
        )
        .catch(async (error: unknown) => {
          if (error instanceof bookings.CellTakenError) throw await takenError(bookings, lastChosen!.itemId, lastChosen!.range);
          if (error instanceof OwnHoldFound) throw await ownHoldError(error.hold);
          throw error;
        });

      const { order, quote } = placed;
      const result: BookingResult = {
        order_id: order.id,
        status: order.total === 0 ? 'active' : 'awaiting_payment',
        hold_expires_at: order.total === 0 ? null : order.holdExpiresAt!.toISOString(),
        price: quote.price,
        payment: null,
        invoice: null,
      };
      if (guestToken) result.guest_token = guestToken;
      if (order.total === 0) return result;
      try {
        if (method === 'invoice') {
          result.invoice = await payments.issueInvoice({
            orderId: order.id,
            userId: order.userId,
            companyId: order.companyId,
            amount: order.total,
            description: kind.paymentDescription(quote.item, quote.range),
            dueAt: order.holdExpiresAt!,
          });
        } else {
          // The card also holds the deposit of a kind that asks one.
          const saveCard = order.userId !== null && (order.autoRenewal || Boolean(kind.deposit));
          const description = kind.paymentDescription(quote.item, quote.range);
          result.payment = await startPayment(
            order,
            quote,
            description,
            kind.guestSuccessPath(order.id),
            `order:${order.id}:first`,
            saveCard,
            kind.successPath?.(order.id),
          );
        }
      } catch (error) {
        await undo(bookings, order.id, 'payment_not_created');
        throw error;
      }
      return result;
    },

    /** Pays (again) an order awaiting payment: a new confirmation URL; the same key gives the same payment. */
    async payOrder(input: {
      orderId: number;
      userId: number;
      idempotencyKey?: string | null;
    }): Promise<{ payment: { id: string; confirmationUrl: string | null } }> {
      const [order] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, input.orderId), eq(orders.userId, input.userId)));
      if (!order) throw new AppError('NOT_FOUND', { message: 'Заказ не найден' });
      const now = clock.now();
      const status = effectiveStatus({ status: order.status as OrderStatus, holdExpiresAt: order.holdExpiresAt }, now);
      if (status === 'expired') {
        throw new AppError('HOLD_EXPIRED', { message: 'Время брони истекло. Забронируйте ячейку заново — возможно, она ещё свободна' });
      }
      if (status !== 'awaiting_payment') throw new AppError('ORDER_NOT_AWAITING_PAYMENT');
      if (order.total <= 0) throw new AppError('NOTHING_TO_PAY');
      const key = `order:${order.id}:pay:${input.idempotencyKey ?? randomBytes(12).toString('hex')}`;
      const payment = await payments.createPayment({
        userId: order.userId,
        orderId: order.id,
        purpose: 'order',
        amount: order.total,
        description: order.price
          ? kinds.get(order.kind).repayDescription(order.price.lines[0]?.title ?? '')
          : await describeUnpriced(order),
        returnPath: '/payments/status/',
        idempotenceKey: key,
        savePaymentMethod: order.autoRenewal || Boolean(kinds.find(order.kind)?.deposit),
        metadata: {
          periodCode: order.periodCode ?? '',
          ...(kinds.find(order.kind)?.successPath ? { successPath: kinds.get(order.kind).successPath!(order.id) } : {}),
        },
      });
      return { payment: { id: payment.id, confirmationUrl: payment.confirmationUrl } };
    },
  };
}
