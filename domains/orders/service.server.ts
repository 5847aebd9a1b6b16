import type { Db } from '../../db/client.server';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { PaymentsService } from '../payments/service.server';
import type { StaffService } from '../staff/service.server';
import type { UsersService } from '../users/service.server';
import { ownHoldOfUser, type HolderLookup } from './core/hold-cap.server';
import { createOrderManage } from './core/order-manage.server';
import { createOrderChanges } from './core/order-changes.server';
import { createOrderDeposits } from './core/deposits.server';
import { createOrderFines } from './core/fines.server';
import {
  findPromo,
  isFirstOrder,
  normalizePromo,
  periodsForItem,
  quoteOrder,
  spendableBonuses,
  type QuoteInput,
  type RegistrationLookup,
  usedCodeBefore,
} from './core/order-quote.server';
import { personalCodeOf } from './core/personal-code.server';
import { orderFactsByIds } from './order-reads.server';
import { createPaymentOutcome } from './core/payment-outcome.server';
import { registerOrderPaymentPurposes } from './core/payment-purposes.server';
import { createExtensionOutcome } from './core/extension-outcome.server';
import { createPlaceOrder } from './core/place-order.server';
import { createInvoiceForOrder } from './core/invoice-order.server';
import { promoProblem } from './core/pricing';
import type { ProductKinds } from './core/product-kind';
import { orderPageOf, warnExpiringHolds } from './core/order-notices.server';
import { createRenewalJobs } from './core/renewals.server';
import { createPointsPayments, renewalWithPoints } from './core/points-payment.server';
import { heldPointsOf } from './core/held-points.server';

export { createOrderCabinet, type OrderCabinet } from './cabinet/cabinet.server';
export { CARD_HOLD_MINUTES, INVOICE_HOLD_DAYS, type BookInput, type BookingResult } from './core/place-order.server';
export { BONUS_MAX_SHARE, priceOrder, type PeriodInfo, type TariffKind } from './core/pricing';
export type { KindPrice, PriceLine, PriceSnapshot } from './tables';
export { HOLD_RULES } from './core/hold-rules';
export { choosePeriod, periodChoiceSchema, type PeriodChoice } from './core/period-choice.server';
export { calculatePart, type CalculateAsker, type CalculatePart, type CalculateRequest } from './core/calculate-parts';
export type { OrderView } from './core/order-view.server';
export {
  createProductKinds,
  type AccessItem,
  type BookedItem,
  type ChoiceContext,
  type Chosen,
  type ContractItemTerms,
  type DetailedItem,
  type OrderLine,
  type Range,
  type RentalRange,
  type IssuedCode,
  type ItemWay,
  type KindAccess,
  type ItemHolds,
  type KindCabinet,
  type KindCancellation,
  type KindContract,
  type KindDeposit,
  type KindEnding,
  type KindPeriods,
  type ListedItem,
  type PriceChoice,
  type ProductKind,
  type ProductKinds,
} from './core/product-kind';
export type { DepositStatus, DepositView } from './core/deposit';
export type { ChangePlan, ChangeRecord, ChangeRefusal, KindChanges, OrderChangeRule } from './core/order-change';
export type { ChangeOutcome, ChangeRequest } from './core/order-changes.server';
export { periodExtension } from './core/period-extension.server';
export {
  appliedChangesOf,
  orderFacts,
  orderFactsByIds,
  orderOwnerOf,
  orderOwners,
  servedOrdersByIds,
  type OrderFacts,
} from './order-reads.server';
// The lines of an order read in the caller's transaction (a kind's own details of each line among them).
export { linesOfOrder } from './core/order-lines.server';
// A line's own photos of its orders: the core's upload reading, download answer and files (`files.kinded`).
export { PHOTO_MULTIPART_LIMITS, readPhotoUpload, sendOrderPhoto } from './files/files-routes.server';
export type { KindedFile, KindedFilesOptions } from './files/files.server';

/** Orders of every kind: placing, pricing, promo codes, bonuses, payment outcomes. */
export function createOrdersService(deps: {
  db: Db;
  clock: Clock;
  /** The product kinds the core places orders of (storage cells, …), registered in server/services.server.ts. */
  kinds: ProductKinds;
  payments: PaymentsService;
  users: UsersService;
  /** The team, to name who set and who decided each fine in the console. */
  staff: Pick<StaffService, 'list'>;
}) {
  const { db, clock, kinds, payments, users } = deps;
  const holders: HolderLookup = {
    phoneOfUser: async (userId) => (await users.getById(userId))?.phone ?? null,
    userOfPhone: async (phone) => (await users.findByPhone(phone))?.id ?? null,
  };
  const registration: RegistrationLookup = (userId, tx) => users.registrationFacts(userId, tx);
  const place = createPlaceOrder({ db, clock, kinds, payments, holders, registration });
  const manage = createOrderManage({ db, clock, kinds, registration });
  const renewals = createRenewalJobs({ db, kinds, payments });
  const deposits = createOrderDeposits({ db, clock, kinds, payments });
  const changes = createOrderChanges({ db, clock, kinds, payments, ended: deposits.afterEnded });
  const fines = createOrderFines({ db, clock, kinds, payments, team: () => deps.staff.list() });
  /** Ends rentals past their end and cancellations past their date, then releases (and retries) deposits. */
  const finishDue = async (now: Date) => {
    const finished = await renewals.finishDue(now);
    await deposits.retry(now);
    return finished;
  };

  // The one listener of payment outcomes, and the renewal source of the payments housekeeping job.
  registerOrderPaymentPurposes(
    payments.purposes,
    {
      outcome: createPaymentOutcome({ clock, kinds, depositAsked: deposits.afterPaid }),
      extension: createExtensionOutcome({ kinds, onChangeSettled: changes.onChangeSettled }),
    },
    kinds,
  );
  const payWithPoints = createPointsPayments({ db, clock, payments });
  payments.attachOrders({ dueForRenewal: renewals.dueForRenewal, finishDue, chargeWithPoints: renewalWithPoints(payWithPoints) });
  // A deposit is held by a payment of its own purpose; its outcome moves the deposit.
  deposits.register(payments.purposes);
  // A fine is charged by a payment of its own purpose; its outcome settles the fine.
  fines.register(payments.purposes);
  // A change that costs money is paid by a payment of its own purpose; its outcome settles the change.
  payments.purposes.register({ name: 'change', title: () => 'Изменение заказа', settled: changes.onChangeSettled });

  return {
    /** Places an order of a kind ('storage'): prices it, holds the item, starts the payment or the invoice. */
    place: place.place,
    payOrder: place.payOrder,
    /** An invoice for an unpaid order to one of the user's companies (made once, reused after). */
    invoiceForOrder: createInvoiceForOrder({ db, clock, kinds, payments }),

    /** The price breakdown of a rental before it is placed (no side effects). */
    async calculate(input: QuoteInput & { kind: string }) {
      const kind = kinds.get(input.kind);
      const quote = await quoteOrder(db, kind, input, clock.now(), registration);
      // A draft item (a guest's calculator) is not booked by anyone: only its booking will ask.
      if (quote.draft) {
        const [starts_at, ends_at] = [quote.range.from.toISOString(), quote.range.to.toISOString()];
        return { price: quote.price, starts_at, ends_at, free: true, own_order_id: null };
      }
      // Free when every line's item is free for its range (a rental of several tools, a flat and a parking place).
      let free = true;
      for (const line of quote.lines) free = free && (await kind.holds.isFree(line.itemId, line.range));
      return {
        price: quote.price,
        starts_at: quote.range.from.toISOString(),
        ends_at: quote.range.to.toISOString(),
        free,
        /** The caller's own unpaid order that holds this cell for these dates: pay it instead of booking again. */
        own_order_id: free
          ? null
          : await ownHoldOfUser(db, holders, input.userId, { kind: kind.kind, itemId: quote.item.id }, quote.range, clock.now()),
      };
    },

    /**
     * Checks a promo code. With a rental (cell, tariff, period) it answers the discount on it;
     * without one, whether the code can be used at all.
     */
    async checkPromo(input: { kind: string; code: string; userId: number | null; rental?: Pick<QuoteInput, 'choice' | 'useBonuses'> }) {
      const code = normalizePromo(input.code);
      if (!code) throw new AppError('VALIDATION_ERROR', { fields: { promo_code: 'Введите промокод' } });
      if (input.rental) {
        const rental = { ...input.rental, userId: input.userId, promoCode: code };
        const quote = await quoteOrder(db, kinds.get(input.kind), rental, clock.now(), registration);
        return {
          code,
          valid: true as const,
          discount: quote.price.promoDiscount,
          price: quote.price,
          discount_type: quote.promo!.discountType,
          value: quote.promo!.value,
        };
      }
      const promo = await findPromo(db, code, clock.now());
      const refusal = promoProblem(promo, {
        now: clock.now(),
        kind: input.kind,
        subtotal: promo?.minTotal ?? 0,
        userId: input.userId,
        isFirstOrder: input.userId === null ? false : await isFirstOrder(db, input.userId),
        usedBefore: promo && input.userId !== null ? await usedCodeBefore(db, input.userId, promo.code) : false,
      });
      if (refusal) throw new AppError('PROMO_NOT_APPLICABLE', { message: refusal, fields: { promo_code: refusal } });
      return {
        code,
        valid: true as const,
        discount: null,
        price: null,
        discount_type: promo!.discountType,
        value: promo!.value,
        min_total: promo!.minTotal,
      };
    },

    /** The cabinet page of each of these orders, from its kind's registration (the bonus history links an entry to it). */
    pagesOf: async (ids: readonly number[]) =>
      new Map([...(await orderFactsByIds(db, ids))].map(([id, facts]) => [id, orderPageOf(kinds, { id, kind: facts.kind })])),

    /** The bonus points a new payment may count on: the balance less what the user's unpaid orders hold (decision 0025). */
    spendableBonuses: (userId: number) => db.transaction((tx) => spendableBonuses(tx, userId, clock.now())),
    /** A payment spending points outside a checkout, its points counted with the account's other holds (decision 0025). */
    payWithPoints,
    /** What holds the user's points now (unpaid orders and payments), for the bonus wallet. */
    heldPoints: (userId: number) => heldPointsOf(db, kinds, userId, clock.now()),

    /** The user's own code to share with friends, made on the first ask (decision 0025). */
    personalCode: (userId: number) => personalCodeOf(db, userId, async () => (await users.getById(userId))?.firstName ?? null, clock.now()),

    /** The periods of an item (a cell) by tariff kind with prices. */
    periodsFor: (kind: string, itemId: number) => periodsForItem(db, kinds.get(kind), itemId),

    cancelBooking: manage.cancelBooking,
    updateSlot: manage.updateSlot,
    lockOrder: manage.lockOrder,
    /** A change of a running order its kind allows (extend, move the start, cancel before it, re-price): one flow for every kind. */
    change: changes.change,
    /** The listener of change payments, for a kind that charges its changes under a purpose of its own. */
    onChangeSettled: changes.onChangeSettled,
    retryChangePayments: changes.retryPayments,
    changesOf: changes.changesOf,
    applyPromo: manage.applyPromo,
    orderForUser: manage.orderForUser,
    guestOrderByToken: manage.guestOrderByToken,
    cancelGuestOrder: manage.cancelGuestOrder,
    guestOrdersForPhone: manage.guestOrdersForPhone,
    /** Puts a phone's guest orders into the account, with their payments and invoices. */
    async claimGuestOrders(userId: number, phone: string): Promise<number[]> {
      const ids = await manage.claimGuestOrders(userId, phone);
      await payments.assignOrdersToUser(ids, userId);
      return ids;
    },

    /** Takes a fine from an order's held deposit (part of it or all; the rest is released). */
    chargeDeposit: deposits.chargeDeposit,
    /** The order's deposit (status, amount, what was taken); null when it has none. */
    depositOf: deposits.depositOf,
    /** The housekeeping pass of deposits: holds to ask, releases and fines a provider failure left undone, holds to renew. */
    retryDeposits: deposits.retry,

    dueForRenewal: renewals.dueForRenewal,
    finishDue,
    /** Ends an order of a kind that ends by return once all its items are back (`ProductKind.ending`); then releases its deposit. */
    async finishReturned(orderId: number): Promise<boolean> {
      const finished = await renewals.finishReturned(orderId, clock.now());
      if (finished) await deposits.afterEnded(orderId);
      return finished;
    },
    /** Fines of orders: assessed by a kind's rules or set by staff, charged once each to the saved card (decision 0039). */
    fines,
    /** The job that warns owners of unpaid holds about to end, once per order. */
    warnExpiringHolds: (now: Date) => warnExpiringHolds(db, now, kinds),
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
