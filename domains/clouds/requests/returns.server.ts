import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Tx } from '../../../db/tx';
import { AppError } from '../../../lib/errors';
import { formatRub } from '../../../lib/format/money';
import { bonusLedgerMoves } from '../../bonuses/service.server';
import { addNotification } from '../../notifications/service.server';
import { BONUS_MAX_SHARE } from '../../orders/service.server';
import type { SettledEvent } from '../../payments/service.server';
import type { ReturnBody } from '../cabinet/cabinet-schema';
import type { CloudsDeps } from '../deps';
import { announceRequestStatus, moveRequest, recordRequestCreated, requestPage, windowText } from './request-log.server';
import type { RequestView } from './request-schema';
import { requestView } from './request-view.server';
import { CLOUD_RULES } from '../rules';
import { cloudItems, cloudRates, cloudRequests, cloudSpaces, cloudWindows } from '../tables';
import { releaseSeat, takeSeat } from '../booking/windows.server';

const MINUTE = 60_000;

/** Where the provider returns the payer of a request's delivery ('?id=<payment uuid>' is appended). */
export const REQUEST_PAYMENT_RETURN_PATH = '/payments/success/cloud/request/';

/**
 * Cancels unpaid returns whose hold has ended (a system move: their items go back to `stored`)
 * and gives their seats back, in the caller's transaction. Rows another transaction holds are
 * skipped (it frees them itself). `userId` limits it to one client's returns.
 */
export async function expireUnpaidReturns(tx: Tx, now: Date, userId?: number): Promise<number[]> {
  const rows = await tx
    .select({ id: cloudRequests.id, windowId: cloudRequests.windowId })
    .from(cloudRequests)
    .where(
      and(
        eq(cloudRequests.type, 'return'),
        eq(cloudRequests.paymentState, 'awaiting'),
        inArray(cloudRequests.status, ['MOVER_AWAITED', 'MOVER_ACCEPTED']),
        lte(cloudRequests.holdExpiresAt, now),
        userId !== undefined ? eq(cloudRequests.userId, userId) : undefined,
      ),
    )
    .limit(100)
    .for('update', { skipLocked: true });
  for (const row of rows) {
    await moveRequest(tx, {
      requestId: row.id,
      to: 'CANCELED',
      actor: 'system',
      actorUserId: null,
      now,
      note: 'Доставка не оплачена вовремя',
      data: { reason: 'hold_expired' },
    });
    await tx.update(cloudRequests).set({ holdExpiresAt: null }).where(eq(cloudRequests.id, row.id));
    await releaseSeat(tx, row.windowId);
  }
  return rows.map((r) => r.id);
}

/** Returns of stored items: the request with its delivery price, its payment, and what the payment's outcome does. */
export function createCloudReturns(deps: CloudsDeps) {
  const { db, clock } = deps;

  async function create(userId: number, body: ReturnBody): Promise<RequestView> {
    const now = clock.now();
    await db.transaction((tx) => expireUnpaidReturns(tx, now, userId));
    // Outside every zone: 422 OUT_OF_DELIVERY_ZONE, nothing stored.
    const { address, zone } = await deps.addresses.addressForDelivery(userId, body.address_id);
    const requestId = await db.transaction(async (tx) => {
      const [space] = await tx
        .select()
        .from(cloudSpaces)
        .where(and(eq(cloudSpaces.orderId, body.order_id), eq(cloudSpaces.userId, userId)));
      if (!space) throw new AppError('NOT_FOUND', { message: 'Заказ не найден' });
      const wanted = body.all ? null : [...new Set(body.item_ids ?? [])];
      const items = await tx
        .select()
        .from(cloudItems)
        .where(and(eq(cloudItems.spaceId, space.id), wanted ? inArray(cloudItems.id, wanted) : eq(cloudItems.status, 'stored')))
        .for('update');
      if (wanted && items.length !== wanted.length) throw new AppError('NOT_FOUND', { message: 'Вещь не найдена' });
      if (items.length === 0 || items.some((i) => i.status !== 'stored')) throw new AppError('ITEMS_NOT_STORED');
      const [rate] = await tx.select().from(cloudRates).where(eq(cloudRates.warehouseId, space.warehouseId));
      if (!rate) throw new AppError('NOT_FOUND', { message: 'Склад не принимает заявки' });
      const [window] = await tx.select().from(cloudWindows).where(eq(cloudWindows.id, body.window_id));
      if (!window || window.warehouseId !== space.warehouseId) {
        throw new AppError('NOT_FOUND', { message: 'Такого окна нет. Выберите время из списка' });
      }
      await takeSeat(tx, window.id, now);
      const deliveryPrice = rate.returnDeliveryPrice + zone.surcharge;
      const [request] = await tx
        .insert(cloudRequests)
        .values({
          spaceId: space.id,
          orderId: space.orderId,
          userId,
          type: 'return',
          status: 'MOVER_AWAITED',
          paymentState: deliveryPrice > 0 ? 'awaiting' : 'free',
          windowId: window.id,
          holdExpiresAt: deliveryPrice > 0 ? new Date(now.getTime() + CLOUD_RULES.returnHoldMinutes * MINUTE) : null,
          addressId: address.id,
          address: address.address,
          flat: address.flat,
          entrance: address.entrance,
          floor: body.floor !== undefined ? body.floor : address.floor,
          intercom: address.intercom,
          passengerElevator: body.passenger_elevator,
          serviceLift: body.service_lift,
          latitude: address.latitude,
          longitude: address.longitude,
          zone: zone.code,
          contactName: body.contact_name,
          contactPhone: body.contact_phone,
          comment: body.comment || null,
          deliveryPrice,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const marked = await tx
        .update(cloudItems)
        .set({ status: 'returning', returnRequestId: request!.id })
        .where(
          and(
            inArray(
              cloudItems.id,
              items.map((i) => i.id),
            ),
            eq(cloudItems.status, 'stored'),
          ),
        )
        .returning({ id: cloudItems.id });
      if (marked.length !== items.length) throw new AppError('ITEMS_NOT_STORED');
      await recordRequestCreated(tx, { requestId: request!.id, status: 'MOVER_AWAITED', actor: 'client', actorUserId: userId, now });
      await addNotification(
        tx,
        userId,
        {
          title: `Заявка №${request!.id}: возврат вещей`,
          text:
            deliveryPrice > 0
              ? `Привезём ${items.length} шт. ${windowText(window)}. Оплатите доставку ${formatRub(deliveryPrice)} ` +
                `в течение ${CLOUD_RULES.returnHoldMinutes} минут, иначе окно освободится`
              : `Привезём ${items.length} шт. ${windowText(window)}`,
          orderId: space.orderId ?? undefined,
          link: requestPage(request!.id),
          showType: 'ORDER',
          event: 'cloud_request',
        },
        now,
      );
      // A free return goes to the staff screens at once; a paid one when its delivery is paid.
      if (deliveryPrice === 0) {
        await announceRequestStatus(tx, { userId, requestId: request!.id, orderId: request!.orderId, status: 'MOVER_AWAITED' });
      }
      return request!.id;
    });
    return requestView(db, requestId, userId, clock.now());
  }

  /** A payment of the request's delivery (a repeat while one is pending gives the same payment). */
  async function pay(userId: number, requestId: number, useBonuses = false) {
    const now = clock.now();
    await db.transaction((tx) => expireUnpaidReturns(tx, now, userId));
    const [request] = await db
      .select()
      .from(cloudRequests)
      .where(and(eq(cloudRequests.id, requestId), eq(cloudRequests.userId, userId)));
    if (!request) throw new AppError('NOT_FOUND', { message: 'Заявка не найдена' });
    if (request.paymentState === 'paid') throw new AppError('ALREADY_PAID', { message: 'Доставка уже оплачена' });
    if (request.paymentState === 'free' || request.deliveryPrice <= 0) return { payment: null, request_id: request.id };
    if (request.status === 'CANCELED' || (request.holdExpiresAt && request.holdExpiresAt.getTime() <= now.getTime())) {
      throw new AppError('HOLD_EXPIRED', { message: 'Время на оплату доставки истекло. Оформите возврат заново' });
    }
    const earlier = (await deps.payments.listForOrder(request.orderId ?? -1)).filter(
      (p) => p.purpose === 'request' && p.metadata.request_id === String(request.id),
    );
    const failed = earlier.filter((p) => p.status === 'canceled').length;
    const build = (spendable: number) => {
      const points = Math.max(0, Math.min(spendable, Math.floor(request.deliveryPrice * BONUS_MAX_SHARE)));
      return {
        userId,
        orderId: request.orderId,
        purpose: 'request' as const,
        amount: request.deliveryPrice - points,
        description: `Доставка вещей по заявке №${request.id}`,
        returnPath: REQUEST_PAYMENT_RETURN_PATH,
        idempotenceKey: `request:${request.id}:${failed + 1}:${points}`,
        metadata: { request_id: String(request.id), ...(points > 0 ? { bonuses: String(points) } : {}) },
      };
    };
    // Points are counted with the account's other unpaid orders and payments, this request's own tries aside.
    const payment = useBonuses
      ? await deps.orders.payWithPoints(userId, build, (p) => p.purpose === 'request' && p.metadata.request_id === String(request.id))
      : await deps.payments.createPayment(build(0));
    return { payment: { id: payment.id, confirmation_url: payment.confirmationUrl }, request_id: request.id };
  }

  /**
   * The outcome of a delivery payment, in the settlement's transaction: the request becomes paid
   * (staff see it), or, when it was canceled meanwhile (the hold ran out and the seat went), the
   * money goes back. A canceled payment changes nothing: the client may pay again while the hold lasts.
   */
  async function onRequestSettled(event: SettledEvent): Promise<'applied' | 'refund' | 'ignored'> {
    const { tx, payment, now } = event;
    if (event.outcome !== 'succeeded') return 'ignored';
    const id = Number(payment.metadata.request_id);
    const [request] = Number.isInteger(id) ? await tx.select().from(cloudRequests).where(eq(cloudRequests.id, id)).for('update') : [];
    if (!request) return 'refund';
    if (request.paymentState === 'paid' || request.status === 'CANCELED') {
      await addNotification(
        tx,
        request.userId,
        {
          title: `Заявка №${request.id}: оплата вернётся`,
          text:
            request.status === 'CANCELED'
              ? `Оплата ${formatRub(payment.amount)} пришла после того, как время на оплату истекло и окно освободилось. ` +
                'Деньги вернутся на карту'
              : `Доставка уже оплачена, повторная оплата ${formatRub(payment.amount)} вернётся на карту`,
          orderId: request.orderId ?? undefined,
          link: requestPage(request.id),
          showType: 'PAYMENT',
          event: 'refund_due',
        },
        now,
      );
      return 'refund';
    }
    await tx
      .update(cloudRequests)
      .set({ paymentState: 'paid', holdExpiresAt: null, updatedAt: now })
      .where(eq(cloudRequests.id, request.id));
    const points = Number(payment.metadata.bonuses ?? 0);
    if (points > 0) {
      await bonusLedgerMoves.spend(tx, {
        userId: request.userId,
        orderId: request.orderId,
        points,
        reason: 'order_payment',
        comment: `Доставка по заявке №${request.id}`,
        now,
      });
    }
    await addNotification(
      tx,
      request.userId,
      {
        title: `Заявка №${request.id}: доставка оплачена`,
        text: `Оплачено ${formatRub(payment.amount)}. Ищем грузчиков — сообщим, когда бригада будет назначена`,
        orderId: request.orderId ?? undefined,
        link: requestPage(request.id),
        showType: 'PAYMENT',
        event: 'cloud_request',
      },
      now,
    );
    // Staff screens show a return once it is paid: tell the dispatcher's room (and the client's tabs).
    await announceRequestStatus(tx, {
      userId: request.userId,
      requestId: request.id,
      orderId: request.orderId,
      status: request.status as 'MOVER_AWAITED',
    });
    return 'applied';
  }

  /** The job's pass: every expired unpaid return is canceled and its items are stored again. */
  async function expireAll(now: Date = clock.now()): Promise<number> {
    const ids = await db.transaction((tx) => expireUnpaidReturns(tx, now));
    return ids.length;
  }

  return { create, pay, onRequestSettled, expireAll };
}
