import type { Tx } from '../../../db/tx';
import { AppError } from '../../../lib/errors';
import type { OrderKind } from './lifecycle';
import type { PeriodInfo, TariffKind } from './pricing';
import type { OrderDetails, OrderListItem } from '../cabinet/cabinet-schema';
import type { OrderAccess } from '../access/access-schema';
import type { KindChanges } from './order-change';

export interface Range {
  from: Date;
  to: Date;
}

/** The thing an order books (a storage cell; later a locker, a cloud, an apartment) and the place it is in. */
export interface BookedItem {
  id: number;
  /** The warehouse, locker site or house: orders keep it as warehouse_id. */
  placeId: number;
  /** How the price lines name it: «ячейка M №12 (4,5 м²)». */
  subject: string;
}

/** A tariff of the item with its price per unit (a month or a day). */
export interface ItemTariff {
  kind: TariffKind;
  price: number;
}

/** Dates of a rental: when it may start and which instants a period covers. */
export interface RentalDates {
  startDateProblem(startDate: string, now: Date): string | null;
  rentalRange(startDate: string, kind: TariffKind, length: number): Range;
  extendEnd(end: Date, kind: TariffKind, length: number): Date;
  /** Today as YYYY-MM-DD in the kind's calendar. */
  moscowDate(now: Date): string;
}

/**
 * Who holds an item when. The core calls these inside its own transactions: hold when an order is
 * placed, activate when it is paid, extend on renewal, release when it ends or is canceled.
 */
export interface ItemHolds {
  /** Runs `work` again once on a booking conflict, then throws TakenError. */
  withConflictRetry<T>(work: () => Promise<T>): Promise<T>;
  isBookingConflict(error: unknown): boolean;
  /** Thrown inside a transaction when the item is not free; the core answers CELL_TAKEN. */
  CellTakenError: new () => Error;
  releaseExpiredHolds(tx: Tx, itemId: number, now: Date): Promise<void>;
  isFree(itemId: number, range: Range, tx?: Tx): Promise<boolean>;
  hold(itemId: number, orderId: number, range: Range, holdExpiresAt: Date, tx: Tx): Promise<void>;
  occupy(itemId: number, orderId: number, range: Range, tx: Tx): Promise<void>;
  /** The hold of a paid order becomes the rental; false when the hold is gone. */
  activate(orderId: number, tx: Tx): Promise<boolean>;
  extend(orderId: number, newEnd: Date, tx: Tx): Promise<boolean>;
  release(orderId: number, tx: Tx): Promise<void>;
  /** Free items like this one for the same dates, offered when it was just taken. */
  alternatives(itemId: number, range: Range): Promise<unknown[]>;
  /** Free items the booker may move an unpaid order to. */
  sameWarehouseFree(itemId: number, range: Range, limit: number): Promise<unknown[]>;
}

/**
 * Ending a running rental before its paid end. The core owns the flow (dates, the pro-rata refund,
 * points kept from it, the state change); the kind gives its notice, photos and the conditions text.
 */
export interface KindCancellation {
  /** A last day closer than this many days is billed as if the notice had been given. */
  noticeDays: number;
  /** How soon the refund reaches the card, told in the conditions. */
  refundWorkingDays: number;
  /** Photos of the emptied item asked of an item that was used; 0 asks none. */
  minPhotos: number;
  /** Why a used item's cancellation cannot go without photos. */
  photosMissing: string;
  /** The conditions the first step of the flow shows, in Russian. */
  conditions(terms: CancellationTerms): string[];
}

/** The figures the conditions text quotes: days as YYYY-MM-DD. */
export interface CancellationTerms {
  /** The first and last day the person may choose as the last day of the rent. */
  min: string;
  max: string;
  /** The day the notice runs to when given today. */
  noticeLastDay: string;
}

/** What the rental contract of a paid order says of the item and its place. */
export interface ContractItemTerms {
  placeName: string;
  placeAddress: string;
  itemNumber: string;
  itemArea: number;
}

/** A kind whose paid orders have a personal rental contract signed by a code. */
export interface KindContract {
  /** The item and place of the order, or null when the order has none (the contract cannot be made). */
  itemTerms(tx: Tx, order: { itemId: number | null; placeId: number | null }): Promise<ContractItemTerms | null>;
}

/** The item and place an order holds, as the order row keeps them (cell_id, warehouse_id). */
export interface ItemRef {
  itemId: number | null;
  placeId: number | null;
}

/** What the cabinet's order list shows of an order's item and place. */
export type ListedItem = Pick<OrderListItem, 'warehouse' | 'cell'>;
/** What the cabinet's order page shows of them. */
export type DetailedItem = Pick<OrderDetails, 'warehouse' | 'cell'>;
/** How to get in: the place, the item and the way from the entrance (the code is the core's). */
export type ItemWay = Pick<OrderAccess, 'warehouse' | 'cell' | 'route'>;

/** How the cabinet shows a kind's orders and where. */
export interface KindCabinet {
  /** What the list shows of each order, in the order of `refs`; one read for the whole page. */
  listed(tx: Tx, refs: ItemRef[]): Promise<ListedItem[]>;
  /** What the order page shows of its item and place. */
  detailed(tx: Tx, ref: ItemRef): Promise<DetailedItem>;
  /** The order's page in the cabinet. */
  path(orderId: number): string;
  /** The description of a payment for one more period, paid from the cabinet. */
  extensionDescription(orderId: number, periodTitle: string): string;
  /** When a period cannot be chosen for this order's item. */
  periodUnavailable: string;
}

/**
 * What a product kind supplies to the order core. The core does the rest the same way for every
 * kind: pricing with promo codes and bonuses, the state graph, payments, renewals, refunds, events.
 * A kind is one folder implementing this and one registration line in server/services.server.ts.
 */
export interface ProductKind<Item extends BookedItem = BookedItem, Shown extends object = object> {
  readonly kind: OrderKind;
  /** The item with its place, or NOT_FOUND when it is gone or no longer rented out. */
  item(tx: Tx, itemId: number): Promise<Item>;
  /**
   * An item not booked yet, built from what the calculator asks (a cloud's warehouse and volume):
   * a guest's quote then needs no database row. Absent when every quote names a real item.
   */
  draftItem?(tx: Tx, details: Record<string, unknown>): Promise<Item>;
  /** A rental period of a tariff, or a field error. */
  period(tx: Tx, tariffKind: TariffKind, periodCode: string): Promise<PeriodInfo>;
  /** The active periods of every tariff, in the order the pages list them. */
  periods(tx: Tx): Promise<PeriodInfo[]>;
  /** The price per unit of the item under a tariff, or a field error. */
  unitPrice(tx: Tx, item: Item, tariffKind: TariffKind): Promise<number>;
  /** Every active tariff of the item. */
  tariffs(tx: Tx, item: Item): Promise<ItemTariff[]>;
  dates: RentalDates;
  holds: ItemHolds;
  /**
   * A paid order gets a door code of its place (a warehouse gate; the code is the place's, not the
   * item's), and the owner reads it with the way to the item. Null for a kind without door codes.
   */
  accessCodes: { way(tx: Tx, ref: ItemRef): Promise<ItemWay | null> } | null;
  /** Moving an unpaid order to another item: a field error when the kind does not allow it. */
  swapProblem(from: Item, to: Item): string | null;
  /** The price line's title after the move to another item. */
  swappedTitle(title: string, to: Item): string;
  /** The payment's description: what is rented, where, from which day to which. */
  paymentDescription(item: Item, range: Range): string;
  /** Paying an unpaid order again: the description from its price line's title («Аренда: …»). */
  repayDescription(priceLineTitle: string): string;
  /** The auto renewal payment's description. */
  renewalDescription(item: Item, period: PeriodInfo): string;
  /** Where the payment returns a guest (no cabinet): the kind's success page. */
  guestSuccessPath(orderId: number): string;
  /** Where the payment returns a signed-in booker when the kind has a success page of its own (else the common one). */
  successPath?(orderId: number): string;
  /** What the booking and guest pages show of the item (added to the order view). */
  shown(item: Item | null): Shown;
  /** What the list of periods shows of the item. */
  card(item: Item): object;
  cabinet: KindCabinet;
  /** Early ending of a paid rental from the cabinet; absent when the kind has no such flow. */
  cancellation?: KindCancellation;
  /** The personal rental contract of paid orders; absent when the kind has none. */
  contract?: KindContract;
  /** The changes of a running order the kind allows (order-change.ts); absent when it allows none. */
  changes?: KindChanges;
}

/** The product kinds the site sells, by the `kind` of their orders. */
export interface ProductKinds {
  get(kind: string): ProductKind;
  /** The kind when it is sold, else undefined (an order of a kind no longer registered). */
  find(kind: string): ProductKind | undefined;
}

export function createProductKinds(kinds: ProductKind[]): ProductKinds {
  const byKind = new Map(kinds.map((k) => [k.kind as string, k]));
  return {
    find: (kind) => byKind.get(kind),
    get(kind) {
      const found = byKind.get(kind);
      if (!found) throw new AppError('NOT_FOUND', { message: 'Этот вид заказа пока не продаётся' });
      return found;
    },
  };
}
