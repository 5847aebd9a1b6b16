import { and, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.server';
import { AppError } from '../../../lib/errors';
import { roundRub } from '../../../lib/format/money';
import { addDays, moscowDate } from '../../../lib/moscow-calendar';
import type { BookingResult } from '../../orders/service.server';
import { cloudWarehouses } from '../../storages/service.server';
import type { CloudCheckoutBody, CloudOrder, MonthsAndDays } from './booking-schema';
import type { CloudsDeps } from '../deps';
import { createPickupCancel } from '../requests/cancel-pickup.server';
import { createWindowChange } from '../requests/change-window.server';
import { ITEM_ESTIMATES } from './estimates';
import { activeCloudPeriods, loadCloudPeriod, servedWarehouse } from '../order-kind/space-reads.server';
import { monthlyPriceOf } from '../order-kind/space-pricing';
import { recordRequestCreated } from '../requests/request-log.server';
import type { RequestView } from '../requests/request-schema';
import { requestSummaries, requestView } from '../requests/request-view.server';
import { CLOUD_RULES, litersOf, m3Of } from '../rules';
import { rateOfWarehouse, spaceKnown } from '../shared-reads.server';
import { cloudItems, cloudRates, cloudRequestEvents, cloudRequests, cloudSpaces, cloudWindows } from '../tables';
import { ensureWindows, freeExpiredSeats, isOpen, windowClosed, windowOffer, windowsOnSale } from './windows.server';

const MONTHS = ['Январь', 'Февраль', 'Март', 'Апрель', 'Май', 'Июнь', 'Июль', 'Август', 'Сентябрь', 'Октябрь', 'Ноябрь', 'Декабрь'];

/** «Декабрь 2026» of YYYY-MM. */
export function monthTitle(month: string): string {
  const [year, m] = month.split('-');
  return `${MONTHS[Number(m) - 1]} ${year}`;
}

/** The windows on sale grouped by month and Moscow day: a day is free while one of its windows is. */
export function groupWindows(windows: ReturnType<typeof windowOffer>[]): MonthsAndDays {
  const months: MonthsAndDays['months'] = [];
  for (const w of windows) {
    const month = w.date.slice(0, 7);
    let m = months.at(-1);
    if (!m || m.month !== month) months.push((m = { month, title: monthTitle(month), days: [] }));
    let day = m.days.at(-1);
    if (!day || day.date !== w.date) m.days.push((day = { date: w.date, free: false, windows: [] }));
    const free = w.free > 0;
    day.windows.push({ id: w.id, time_from: w.time_from, time_to: w.time_to, starts_at: w.starts_at, ends_at: w.ends_at, free });
    day.free ||= free;
  }
  return { months };
}

/** The unpaid request's hold time, the price line's start: the plan starts on the pickup window's Moscow day. */
export type CloudCheckoutResult = BookingResult & { request_id: number };

/**
 * Choosing and booking a cloud: the warehouses and their prices, the pickup windows, the checkout
 * (a space and its pickup request, then the order through the order core) and the window change.
 */
/** Cancels every unpaid request whose hold ended and gives its seat back; answers how many. */
async function freeExpiredHolds(db: Db, now: Date): Promise<number> {
  const stale = await db
    .selectDistinct({ windowId: cloudRequests.windowId })
    .from(cloudRequests)
    .where(
      and(
        eq(cloudRequests.paymentState, 'awaiting'),
        inArray(cloudRequests.status, ['MOVER_AWAITED', 'MOVER_ACCEPTED']),
        lte(cloudRequests.holdExpiresAt, now),
      ),
    );
  let freed = 0;
  for (const { windowId } of stale) {
    freed += (await db.transaction((tx) => freeExpiredSeats(tx, windowId, now))).length;
  }
  return freed;
}

export function createCloudBooking(deps: CloudsDeps) {
  const { db, clock, orders, addresses } = deps;
  const changeWindow = createWindowChange(deps);

  /** Removes what a checkout inserted when its order was never placed; a placed (then canceled) order keeps its space. */
  async function undoCheckout(spaceId: number, requestId: number) {
    await db.transaction(async (tx) => {
      const [space] = await tx.select({ orderId: cloudSpaces.orderId }).from(cloudSpaces).where(eq(cloudSpaces.id, spaceId)).for('update');
      if (!space || space.orderId !== null) return;
      await tx.delete(cloudRequestEvents).where(eq(cloudRequestEvents.requestId, requestId));
      await tx.delete(cloudRequests).where(eq(cloudRequests.id, requestId));
      await tx.delete(cloudSpaces).where(eq(cloudSpaces.id, spaceId));
    });
  }

  return {
    /** GET /api/cabinet/site/clouds: the calculator's start (`cityId`: the visitor's city, whose warehouse comes first). */
    async site(cityId?: number) {
      const [warehouses, rates] = await Promise.all([cloudWarehouses(db), db.select().from(cloudRates)]);
      const rateOf = new Map(rates.map((r) => [r.warehouseId, r]));
      const served = warehouses.filter((w) => w.active && rateOf.has(w.id));
      // Every served warehouse is listed; the calculator starts with the first of the visitor's city.
      const chosen = served.find((w) => w.cityId === cityId) ?? served[0] ?? null;
      return {
        warehouses: served.map((w) => ({ id: w.id, name: w.name, address: w.address, city_id: w.cityId })),
        warehouse_id: chosen?.id ?? null,
        volume: {
          min: CLOUD_RULES.minVolume,
          max: CLOUD_RULES.maxVolume,
          step: CLOUD_RULES.volumeStep,
          default: CLOUD_RULES.defaultVolume,
        },
        estimates: [...ITEM_ESTIMATES],
        cutoff_hours: CLOUD_RULES.cutoffHours,
        return_delivery_price: chosen ? rateOf.get(chosen.id)!.returnDeliveryPrice : null,
      };
    },

    /** GET …/slots/tariffs: every period's price of this volume at the warehouse. */
    async tariffs(warehouseId: number, volume: number) {
      const served = await servedWarehouse(db, warehouseId);
      const month = monthlyPriceOf(served.pricePerM3, litersOf(volume));
      const periods = await activeCloudPeriods(db);
      return periods.map((p) => {
        const base = month * p.length;
        const total = base - roundRub((base * p.discountPercent) / 100);
        return {
          period_code: p.code,
          period_number: p.length,
          title: p.title,
          discount_percent: p.discountPercent,
          price_month: month,
          month_in_period: p.length > 0 ? roundRub(total / p.length) : month,
          base_total: base,
          price_total: total,
        };
      });
    },

    /** GET …/slots/months-and-days: the windows on sale by month and day, each free or not. */
    async monthsAndDays(warehouseId: number): Promise<MonthsAndDays> {
      await servedWarehouse(db, warehouseId);
      return groupWindows((await windowsOnSale(db, warehouseId, clock.now())).map(windowOffer));
    },

    /** The calculator's quote input of the order core (a draft space: a guest's quote needs no row). */
    quoteInput(body: { warehouse_id: number; volume: number; period_code: string; promo_code?: string | null }) {
      return {
        kind: 'cloud',
        choice: {
          itemId: 0,
          draft: { warehouseId: body.warehouse_id, volumeLiters: litersOf(body.volume) },
          tariffKind: 'monthly',
          periodCode: body.period_code,
          startDate: addDays(moscowDate(clock.now()), 1),
        },
        promoCode: body.promo_code,
      };
    },

    /**
     * POST /api/cabinet/v2/orders/clouds: the space and its pickup request, then the order (which
     * takes the window's seat in its transaction). Whatever fails after the first insert removes
     * it again, so a refused checkout leaves nothing behind.
     */
    async checkout(userId: number, body: CloudCheckoutBody): Promise<CloudCheckoutResult> {
      const now = clock.now();
      const served = await servedWarehouse(db, body.warehouse_id);
      await loadCloudPeriod(db, 'monthly', body.period_code);
      const [window] = await db.select().from(cloudWindows).where(eq(cloudWindows.id, body.window_id));
      if (!window || window.warehouseId !== body.warehouse_id) {
        throw new AppError('VALIDATION_ERROR', { fields: { window_id: 'Такого окна нет у этого склада. Выберите время из списка' } });
      }
      if (!isOpen(window, now)) throw windowClosed(window, now);
      const { address, zone } = await addresses.addressForDelivery(userId, body.address_id).catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'NOT_FOUND') {
          throw new AppError('VALIDATION_ERROR', {
            fields: { address_id: 'Адрес не найден среди ваших адресов. Выберите или добавьте адрес' },
          });
        }
        throw error;
      });
      if (zone.cityId !== served.warehouse.cityId) {
        throw new AppError('OUT_OF_DELIVERY_ZONE', { message: 'Этот склад не обслуживает ваш адрес: выберите склад вашего города' });
      }
      const liters = litersOf(body.volume);
      const { spaceId, requestId } = await db.transaction(async (tx) => {
        const [space] = await tx
          .insert(cloudSpaces)
          .values({ warehouseId: served.warehouse.id, userId, volumeLiters: liters, bookedLiters: liters, createdAt: now })
          .returning({ id: cloudSpaces.id });
        const [request] = await tx
          .insert(cloudRequests)
          .values({
            spaceId: space!.id,
            userId,
            type: 'pickup',
            status: 'MOVER_AWAITED',
            paymentState: 'awaiting',
            windowId: window.id,
            // Set when the order takes the seat: a request without a seat never counts as a hold.
            holdExpiresAt: null,
            addressId: address.id,
            address: address.address,
            flat: address.flat,
            entrance: address.entrance,
            floor: body.floor ?? address.floor,
            intercom: address.intercom,
            passengerElevator: body.passenger_elevator,
            serviceLift: body.service_lift,
            latitude: address.latitude,
            longitude: address.longitude,
            zone: zone.code,
            contactName: body.contact_name,
            contactPhone: body.contact_phone,
            comment: body.comment,
            deliveryPrice: 0,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: cloudRequests.id });
        await recordRequestCreated(tx, { requestId: request!.id, status: 'MOVER_AWAITED', actor: 'client', actorUserId: userId, now });
        return { spaceId: space!.id, requestId: request!.id };
      });
      try {
        const result = await orders.place('cloud', {
          choice: { itemId: spaceId, tariffKind: 'monthly', periodCode: body.period_code, startDate: window.day },
          promoCode: body.promo_code,
          useBonuses: body.use_bonuses,
          autoRenewal: body.auto_renewal,
          paymentMethod: body.payment_method,
          companyUuid: body.company_uuid,
          userId,
        });
        return { ...result, request_id: requestId };
      } catch (error) {
        await undoCheckout(spaceId, requestId);
        // The core names a lost seat after its own kind-neutral check «CELL_TAKEN»: for clouds it is the window.
        if (error instanceof AppError && error.code === 'CELL_TAKEN') throw new AppError('WINDOW_FULL', { details: error.details });
        throw error;
      }
    },

    /** GET /api/cabinet/v2/orders/clouds: the owner's cloud order (404 for anyone else's). */
    async cloudOrder(userId: number, orderId: number): Promise<CloudOrder> {
      const [space] = await db
        .select()
        .from(cloudSpaces)
        .where(and(eq(cloudSpaces.orderId, orderId), eq(cloudSpaces.userId, userId)));
      if (!space) throw new AppError('NOT_FOUND', { message: 'Заказ не найден' });
      spaceKnown(space);
      const now = clock.now();
      const [order, [warehouse], rate, [items], requestRows] = await Promise.all([
        orders.orderForUser(userId, orderId),
        cloudWarehouses(db, [space.warehouseId]),
        rateOfWarehouse(db, space.warehouseId),
        db
          .select({ n: count() })
          .from(cloudItems)
          .where(and(eq(cloudItems.spaceId, space.id), inArray(cloudItems.status, ['stored', 'returning']))),
        db
          .select({ id: cloudRequests.id })
          .from(cloudRequests)
          .where(eq(cloudRequests.orderId, orderId))
          .orderBy(desc(cloudRequests.createdAt), desc(cloudRequests.id)),
      ]);
      return {
        order: {
          id: order.id,
          status: order.status,
          status_title: order.status_title,
          starts_at: order.starts_at,
          ends_at: order.ends_at,
          period_text: order.period_text,
          total: order.total,
          auto_renewal: order.auto_renewal,
          period_title: order.period_title,
        },
        space: {
          id: space.id,
          volume: m3Of(space.volumeLiters),
          // What renewals charge a month (the kind's unit price): it follows the volume an accepted act set.
          monthly_price: rate ? monthlyPriceOf(rate.pricePerM3, space.volumeLiters) : null,
          booked_volume: m3Of(space.bookedLiters),
          measured_volume: space.measuredLiters === null ? null : m3Of(space.measuredLiters),
          warehouse: warehouse
            ? { id: warehouse.id, name: warehouse.name, address: warehouse.address }
            : { id: space.warehouseId, name: 'Склад', address: '' },
        },
        items_count: Number(items?.n ?? 0),
        requests: await requestSummaries(
          db,
          requestRows.map((r) => r.id),
          now,
        ),
      };
    },

    /** POST /api/cabinet/v2/orders/clouds/cancel: the owner cancels before the pickup (cancel-pickup.server.ts). */
    cancel: createPickupCancel(deps),

    /** POST /api/cabinet/v2/orders/clouds/slot: the owner moves a request to another window (change-window.server.ts). */
    async changeSlot(userId: number, requestId: number, windowId: number): Promise<RequestView> {
      await changeWindow(userId, requestId, windowId);
      return requestView(db, requestId, userId, clock.now());
    },

    /** The cloud order a signed-in person stores things in (the callback form sends them to it), or null. */
    async storingOrderOf(userId: number): Promise<number | null> {
      const [row] = await db
        .select({ orderId: cloudRequests.orderId })
        .from(cloudRequests)
        .where(
          and(
            eq(cloudRequests.userId, userId),
            sql`${cloudRequests.orderId} is not null`,
            sql`${cloudRequests.paymentState} <> 'awaiting'`,
          ),
        )
        .orderBy(desc(cloudRequests.id))
        .limit(1);
      return row?.orderId ?? null;
    },

    /** The daily job: the next days' windows of every cloud warehouse, and the expired holds' seats. */
    async dailyWindows(now = clock.now()) {
      const created = await ensureWindows(db, now);
      return { created, freed: await freeExpiredHolds(db, now) };
    },

    /**
     * The minutely job: unpaid requests (pickups and returns) whose hold ended are canceled and their
     * seats given back, so the calendar shows the window free again (a booking of it would do it too).
     */
    freeExpiredHolds: (now = clock.now()) => freeExpiredHolds(db, now),
  };
}

export type CloudBooking = ReturnType<typeof createCloudBooking>;
