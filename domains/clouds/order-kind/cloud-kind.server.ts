import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client.server';
import type { Tx } from '../../../db/tx';
import { hasPgErrorCode } from '../../../db/pg-errors';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import { formatPeriod } from '../../../lib/format/dates';
import { addMonths, daysBetween, moscowDate, moscowDayStart } from '../../../lib/moscow-calendar';
import {
  choosePeriod,
  periodExtension,
  type DetailedItem,
  type ListedItem,
  type OrderLine,
  type OrderView,
  type ProductKind,
  type TariffKind,
} from '../../orders/service.server';
import { cloudWarehouses, periodTariffPrice, type CloudWarehouse } from '../../storages/service.server';
import { repriceChange } from '../acts/act-change.server';
import { cancelPickupChange } from '../requests/cancel-pickup.server';
import { movePickupChange } from '../requests/change-window.server';
import { announceRequestStatus, moveRequest, recordRequestCreated } from '../requests/request-log.server';
import { CLOUD_RULES, m3Of } from '../rules';
import { cloudRequests, cloudSpaces, cloudWindows } from '../tables';
import { freeExpiredSeats, isOpen, nearestFreeWindows, releaseSeat, takeSeat } from '../booking/windows.server';
import {
  activeCloudPeriods,
  draftSpace,
  loadCloudPeriod,
  loadSpace,
  pickupOfSpace,
  unitPriceOfSpace,
  type CloudSpaceItem,
} from './space-reads.server';
import { placeText, volumeText } from './space-pricing';

/** Thrown inside a transaction when the space's pickup window has no seat left; the checkout answers WINDOW_FULL. */
export class WindowTakenError extends Error {
  constructor() {
    super('window taken');
    this.name = 'WindowTakenError';
  }
}

/** A deadlock or serialization failure between two seat takers: worth one more try. */
const CONFLICT_CODES = new Set(['40P01', '40001']);

const isSeatConflict = (error: unknown) => hasPgErrorCode(error, CONFLICT_CODES);

async function withSeatRetry<T>(run: () => Promise<T>, attempts = 2): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (error instanceof WindowTakenError || !isSeatConflict(error)) throw error;
      if (attempt >= attempts) throw new WindowTakenError();
    }
  }
}

const MOSCOW_TIME_ZONE = 'Europe/Moscow';

/** Dates of a cloud plan: it starts on the pickup window's Moscow day and lasts whole months. */
const cloudDates = {
  startDateProblem(startDate: string, now: Date): string | null {
    const ahead = daysBetween(moscowDate(now), startDate);
    if (ahead < 0) return 'Дата начала не может быть в прошлом';
    if (ahead > CLOUD_RULES.windowDaysAhead + 1) return `Дата начала — не позже чем через ${CLOUD_RULES.windowDaysAhead} дней`;
    return null;
  },
  rentalRange(startDate: string, _kind: TariffKind, length: number) {
    return { from: moscowDayStart(startDate), to: moscowDayStart(addMonths(startDate, length)), timeZone: MOSCOW_TIME_ZONE };
  },
  extendEnd(end: Date, _kind: TariffKind, length: number): Date {
    return moscowDayStart(addMonths(moscowDate(end), length));
  },
};

/** What the booking pages and the payment success page show of a cloud order's space. */
function shownSpace(space: CloudSpaceItem | null) {
  return {
    space: space && {
      id: space.id,
      volume: m3Of(space.volumeLiters),
      booked_volume: m3Of(space.bookedLiters),
      measured_volume: space.measuredLiters === null ? null : m3Of(space.measuredLiters),
    },
    warehouse: space && {
      id: space.warehouse.id,
      slug: space.warehouse.slug,
      name: space.warehouse.name,
      address: space.warehouse.address,
    },
  };
}

export type CloudOrderView = OrderView & ReturnType<typeof shownSpace>;

/** The warehouses of the refs' places, whether or not they are still served. */
async function loadRefs(tx: Tx, refs: OrderLine[]) {
  const warehouses = await cloudWarehouses(tx, [...new Set(refs.map((r) => r.placeId))]);
  const warehouseById = new Map(warehouses.map((w) => [w.id, w]));
  return { warehouse: (ref: OrderLine) => warehouseById.get(ref.placeId) };
}

const listedWarehouse = (w: CloudWarehouse) => ({ id: w.id, name: w.name, address: w.address, slug: w.slug });

/**
 * Clouds as a product kind of the order core. The item is the order's space (created by the
 * checkout just before the order); the hold is the seat of the space's pickup request in its
 * window: taken when the order is placed, kept when it is paid, given back when it is canceled or
 * its payment time runs out.
 */
export function createCloudKind(deps: { db: Db; clock: Clock }): ProductKind<CloudSpaceItem, ReturnType<typeof shownSpace>> {
  const { db, clock } = deps;

  const holds: ProductKind<CloudSpaceItem>['holds'] = {
    withConflictRetry: withSeatRetry,
    isBookingConflict: isSeatConflict,
    CellTakenError: WindowTakenError,

    async releaseExpiredHolds(tx, itemId, now) {
      const pickup = await pickupOfSpace(tx, itemId);
      if (pickup) await freeExpiredSeats(tx, pickup.windowId, now);
    },

    /** The space's pickup window can still be chosen and has a seat. */
    async isFree(itemId, _range, tx = db) {
      const pickup = await pickupOfSpace(tx, itemId);
      if (!pickup) return false;
      const [window] = await tx.select().from(cloudWindows).where(eq(cloudWindows.id, pickup.windowId));
      return Boolean(window && isOpen(window, clock.now()) && window.booked < window.crews);
    },

    /** Takes the seat of the space's pickup request (WINDOW_FULL / WINDOW_CLOSED as they are) and links the order. */
    async hold(itemId, orderId, _range, holdExpiresAt, tx) {
      const now = clock.now();
      const pickup = await pickupOfSpace(tx, itemId);
      if (!pickup || pickup.status !== 'MOVER_AWAITED' || (pickup.orderId !== null && pickup.orderId !== orderId)) {
        throw new WindowTakenError();
      }
      await takeSeat(tx, pickup.windowId, now);
      await tx.update(cloudRequests).set({ orderId, holdExpiresAt, updatedAt: now }).where(eq(cloudRequests.id, pickup.id));
      await tx.update(cloudSpaces).set({ orderId }).where(eq(cloudSpaces.id, itemId));
    },

    /** A late payment while the window still has a seat: the pickup goes ahead as a paid request (a new one when the old was canceled). */
    async occupy(itemId, orderId, _range, tx) {
      const now = clock.now();
      const pickup = await pickupOfSpace(tx, itemId);
      if (!pickup) throw new WindowTakenError();
      await takeSeat(tx, pickup.windowId, now).catch((error: unknown) => {
        if (error instanceof AppError) throw new WindowTakenError();
        throw error;
      });
      if (pickup.status === 'CANCELED') {
        const { id: _id, createdAt: _c, updatedAt: _u, cancelReason: _r, ...copy } = pickup;
        const [row] = await tx
          .insert(cloudRequests)
          .values({ ...copy, orderId, status: 'MOVER_AWAITED', paymentState: 'paid', holdExpiresAt: null, createdAt: now, updatedAt: now })
          .returning({ id: cloudRequests.id });
        await recordRequestCreated(tx, { requestId: row!.id, status: 'MOVER_AWAITED', actor: 'system', actorUserId: null, now });
      } else {
        await tx
          .update(cloudRequests)
          .set({ orderId, paymentState: 'paid', holdExpiresAt: null, updatedAt: now })
          .where(eq(cloudRequests.id, pickup.id));
      }
      await tx.update(cloudSpaces).set({ orderId }).where(eq(cloudSpaces.id, itemId));
    },

    /** The order is paid: its pickup request keeps its seat for good and shows on the staff screens. */
    async activate(orderId, tx) {
      const now = clock.now();
      const rows = await tx
        .update(cloudRequests)
        .set({ paymentState: 'paid', holdExpiresAt: null, updatedAt: now })
        .where(
          and(
            eq(cloudRequests.orderId, orderId),
            eq(cloudRequests.type, 'pickup'),
            eq(cloudRequests.paymentState, 'awaiting'),
            ne(cloudRequests.status, 'CANCELED'),
          ),
        )
        .returning();
      for (const row of rows) {
        // The dispatcher's screen shows paid requests only: it re-reads on this event.
        await announceRequestStatus(tx, { userId: row.userId, requestId: row.id, orderId, status: row.status as 'MOVER_AWAITED' });
      }
      return rows.length > 0;
    },

    /** A longer plan changes no trip. */
    async extend() {
      return true;
    },

    /** The order is canceled or over: its pickup not yet started is canceled (system) and its seat given back. */
    async release(orderId, tx) {
      const now = clock.now();
      const live = await tx
        .select()
        .from(cloudRequests)
        .where(
          and(
            eq(cloudRequests.orderId, orderId),
            eq(cloudRequests.type, 'pickup'),
            inArray(cloudRequests.status, ['MOVER_AWAITED', 'MOVER_ACCEPTED']),
          ),
        )
        .for('update');
      for (const request of live) {
        const seated = request.paymentState !== 'awaiting' || request.holdExpiresAt !== null;
        await moveRequest(tx, {
          requestId: request.id,
          to: 'CANCELED',
          actor: 'system',
          actorUserId: null,
          now,
          note: 'Заказ отменён',
          data: { reason: 'order_released' },
        });
        await tx.update(cloudRequests).set({ holdExpiresAt: null }).where(eq(cloudRequests.id, request.id));
        if (seated) await releaseSeat(tx, request.windowId);
      }
    },

    /** The nearest windows of the space's warehouse with a free seat (WindowOffer[]). */
    async alternatives(itemId) {
      const [space] = await db.select({ warehouseId: cloudSpaces.warehouseId }).from(cloudSpaces).where(eq(cloudSpaces.id, itemId));
      return space ? nearestFreeWindows(db, space.warehouseId, clock.now(), CLOUD_RULES.alternatives) : [];
    },

    async sameWarehouseFree() {
      return [];
    },
  };

  const kind: ProductKind<CloudSpaceItem, ReturnType<typeof shownSpace>> = {
    kind: 'cloud',
    item: loadSpace,
    choose: (tx, choice, context) => choosePeriod(kind, tx, choice, context),
    draftItem: (tx, details) => draftSpace(tx, { warehouseId: Number(details.warehouseId), volumeLiters: Number(details.volumeLiters) }),
    periods: {
      period: loadCloudPeriod,
      list: activeCloudPeriods,
      unitPrice: async (_tx, space, tariffKind) => {
        if (tariffKind !== 'monthly') {
          throw new AppError('VALIDATION_ERROR', { fields: { tariff_kind: 'Облачное хранение оплачивается помесячно' } });
        }
        return unitPriceOfSpace(space);
      },
      price: async (_tx, choice) => periodTariffPrice({ ...choice, subject: choice.item.subject }),
      tariffs: async (_tx, space) => [{ kind: 'monthly', price: unitPriceOfSpace(space) }],
      dates: cloudDates,
      renewalDescription: (space, period) =>
        `Продление облачного хранения ${volumeText(space.volumeLiters)}, ${placeText(space.warehouse.name)}: ${period.title}`,
      card: (space) => ({
        id: space.id,
        volume: m3Of(space.volumeLiters),
        warehouse: { id: space.warehouse.id, slug: space.warehouse.slug, name: space.warehouse.name, address: space.warehouse.address },
      }),
    },
    holds,
    access: null,
    swapProblem: () => 'Облачное хранение нельзя перенести: оформите новый заказ',
    swappedTitle: (title) => title,
    paymentDescription: (space, range) =>
      `Облачное хранение ${volumeText(space.volumeLiters)}, ${placeText(space.warehouse.name)}, ` + formatPeriod(range.from, range.to),
    repayDescription: (title) => `Облачное хранение: ${title.replace(/^Аренда: /, '').replace(/^Облачное хранение /, '')}`,
    // Clouds are booked by signed-in people only (the checkout refuses guests); a guest payment never comes here.
    guestSuccessPath: (orderId) => `/payments/success/cloud/?order_id=${orderId}`,
    successPath: (orderId) => `/payments/success/cloud/?order_id=${orderId}`,
    // Read when a change is asked for, not when this module loads: the rules' modules import the line's own.
    changes: { extend: periodExtension(), move_start: movePickupChange, cancel_before_start: cancelPickupChange, reprice: repriceChange },
    shown: shownSpace,
    cabinet: {
      async listed(tx, refs): Promise<ListedItem[]> {
        const found = await loadRefs(tx, refs);
        return refs.map((ref) => {
          const warehouse = found.warehouse(ref);
          return {
            title: 'Облако: хранение с доставкой',
            subtitle: null,
            warehouse: warehouse ? listedWarehouse(warehouse) : null,
            // A space is not a cell: the cabinet's storage fields stay empty, its own page shows the volume.
            cell: null,
          };
        });
      },
      async detailed(tx, ref): Promise<DetailedItem> {
        const found = await loadRefs(tx, [ref]);
        const warehouse = found.warehouse(ref);
        return {
          warehouse: warehouse
            ? {
                ...listedWarehouse(warehouse),
                metro: warehouse.metro,
                timetable: warehouse.timetable,
                latitude: warehouse.latitude,
                longitude: warehouse.longitude,
              }
            : null,
          cell: null,
        };
      },
      path: (orderId) => `/cabinet/subscriptions/clouds/${orderId}/`,
      paymentTitles: { order: 'Облачное хранение', renewal: 'Автопродление хранения', extension: 'Продление хранения' },
      extensionDescription: (orderId, periodTitle) => `Продление облачного хранения, заказ № ${orderId}: ${periodTitle}`,
      periodUnavailable: 'Этот срок недоступен для облачного хранения',
    },
  };
  return kind;
}
