import { formatPeriod } from '../../../lib/format/dates';
import { choosePeriod, periodExtension, type OrderView, type ProductKind } from '../../orders/service.server';
import type { CellBookings } from '../booking.server';
import { storageCancellation } from './cancel-terms';
import { periodTariffPrice } from './period-price';
import { storageContract } from './contract-terms.server';
import { storageCabinetShown, storageWay } from './cabinet-shown.server';
import { activePeriods, loadCell, loadPeriod, tariffsOfCell, unitPriceOf, type CellInfo } from './cell-reads.server';

/** A cell as the booking pages and the periods call show it. */
const cellCard = (cell: CellInfo) => ({
  id: cell.id,
  number: cell.number,
  floor: cell.floor,
  size_code: cell.sizeCode,
  size_title: cell.sizeTitle,
  area: cell.area,
  volume: cell.volume,
});

/** What the booking and guest pages show of a storage order's cell and warehouse. */
function shownCell(cell: CellInfo | null) {
  return {
    cell: cell && cellCard(cell),
    warehouse: cell && {
      id: cell.warehouseId,
      slug: cell.warehouseSlug,
      name: cell.warehouseName,
      address: cell.address,
      access: cell.timetable.access,
      office: cell.timetable.office,
      access_24h: cell.timetable.access24h,
    },
  };
}

export type StorageOrderView = OrderView & ReturnType<typeof shownCell>;

/** Storage cells as a product kind of the order core: the cells, their tariffs and periods, their bookings. */
/** The `kind` of storage orders. */
export const STORAGE_KIND = 'storage';

export function createStorageKind(deps: { cellBookings: CellBookings }): ProductKind<CellInfo, ReturnType<typeof shownCell>> {
  const bookings = deps.cellBookings;
  const kind: ProductKind<CellInfo, ReturnType<typeof shownCell>> = {
    kind: STORAGE_KIND,
    item: loadCell,
    choose: (tx, choice, context) => choosePeriod(kind, tx, choice, context),
    periods: {
      period: loadPeriod,
      list: activePeriods,
      unitPrice: unitPriceOf,
      price: async (_tx, choice) => periodTariffPrice({ ...choice, subject: choice.item.subject }),
      tariffs: tariffsOfCell,
      dates: bookings.dates,
      renewalDescription: (cell, period) =>
        `Продление аренды ячейки №${cell.number} (${cell.sizeCode}), ${cell.warehouseName}: ${period.title}`,
      card: (cell) => ({
        ...cellCard(cell),
        warehouse: { id: cell.warehouseId, slug: cell.warehouseSlug, name: cell.warehouseName, address: cell.address },
      }),
    },
    holds: bookings,
    access: {
      personalCode: true,
      // The rental's personal gate code, from its issue for as long as the rental is on.
      items: async (_tx, _line, issued) =>
        issued ? [{ label: 'Код ворот', code: issued.code, validFrom: issued.issuedAt, validTo: null }] : [],
      way: storageWay,
    },
    swapProblem: (from, to) =>
      from.warehouseId !== to.warehouseId || from.sizeCode !== to.sizeCode ? 'Выберите ячейку того же размера на этом же складе' : null,
    swappedTitle: (title, cell) => title.replace(/№[^\s,]+/, `№${cell.number}`),
    paymentDescription: (cell, range) =>
      `Аренда ячейки №${cell.number} ` + `(${cell.sizeCode}), ${cell.warehouseName}, ${formatPeriod(range.from, range.to)}`,
    repayDescription: (title) => `Аренда ячейки: ${title.replace(/^Аренда: /, '')}`,
    guestSuccessPath: (orderId) => `/guest/storages/success/?order=${orderId}`,
    shown: shownCell,
    cabinet: {
      ...storageCabinetShown,
      path: (orderId) => `/cabinet/subscriptions/storages/${orderId}/`,
      linkTitle: 'Перейти к аренде',
      paymentTitles: { order: 'Аренда ячейки', renewal: 'Автопродление аренды', extension: 'Продление аренды' },
      extensionDescription: (orderId, periodTitle) => `Продление аренды ячейки, заказ № ${orderId}: ${periodTitle}`,
      periodUnavailable: 'Этот срок недоступен для вашей ячейки',
    },
    cancellation: storageCancellation,
    contract: storageContract,
    changes: { extend: periodExtension() },
  };
  return kind;
}
