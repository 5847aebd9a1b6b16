import type { Tx } from '../../../db/tx';
import { AppError } from '../../../lib/errors';
import type { KindPrice } from '../tables';
import type { PeriodInfo, TariffKind } from './pricing';
import type { OrderDetails, OrderListItem } from '../cabinet/cabinet-schema';
import type { OrderAccess } from '../access/access-schema';
import type { KindChanges } from './order-change';
import type { OrderPaymentPurpose } from './order-purposes';

/** What a kind books for an order: the item and its place, for a range of the place's time zone. */
export interface NewOrderLine {
  itemId: number;
  placeId: number;
  subject: string;
  range: RentalRange;
  quantity?: number;
  details?: Record<string, unknown>;
}

export interface Range {
  from: Date;
  to: Date;
}

/** A range of instants as the place's clock reads it: `timeZone` is the IANA zone of the place. */
export interface RentalRange extends Range {
  timeZone: string;
}

/**
 * One thing an order books (orders' `order_lines`): the item, its place and its own range. A
 * storage or cloud order has one line; a tool rental may have several.
 */
export interface OrderLine {
  id: number;
  orderId: number;
  itemId: number;
  placeId: number;
  /** How the price lines name the item. */
  subject: string;
  range: RentalRange;
  quantity: number;
  details: Record<string, unknown>;
}

/** The thing an order books (a storage cell; later a locker, a cloud, an apartment) and the place it is in. */
export interface BookedItem {
  id: number;
  /** The warehouse, locker site or house: the order line keeps it as place_id. */
  placeId: number;
  /** How the price lines name it: «ячейка M №12 (4,5 м²)». */
  subject: string;
}

/** A customer's choice the kind prices: the item under a tariff for a period, at the unit price of `unitPrice`. */
export interface PriceChoice<Item extends BookedItem = BookedItem> {
  item: Item;
  tariffKind: TariffKind;
  period: PeriodInfo;
  unitPrice: number;
}

/**
 * A sum a kind holds on the customer's card while its order runs (a tool out of its locker): the
 * core holds it once the order is paid, releases it when the order ends and takes a fine from it
 * (`orders.chargeDeposit`). The rules are in `deposits.server.ts`.
 */
export interface KindDeposit {
  /** The sum to hold for the order's lines, in roubles; 0 when this order needs none. */
  amount(tx: Tx, lines: OrderLine[]): Promise<number>;
  /** What the hold is called in its payment's description and the payments history: «Залог за инструмент». */
  title: string;
  /** The order's access (its codes) waits until the deposit is held; false: access comes with the payment. */
  accessAwaitsHold: boolean;
}

/**
 * A kind sold by periods of its tariffs (a cell or a cloud space by the month or the day): what
 * `choosePeriod`, auto renewal, the cabinet's period settings, the extension and a line's periods
 * call read. A kind that sells hours or nights without renewing has none of it.
 */
export interface KindPeriods<Item extends BookedItem = BookedItem> {
  /** A rental period of a tariff, or a field error. */
  period(tx: Tx, tariffKind: TariffKind, periodCode: string): Promise<PeriodInfo>;
  /** The active periods of every tariff, in the order the pages list them. */
  list(tx: Tx): Promise<PeriodInfo[]>;
  /** The price per unit of the item under a tariff, or a field error. */
  unitPrice(tx: Tx, item: Item, tariffKind: TariffKind): Promise<number>;
  /**
   * What a period costs as the kind's own lines (the months of a cell with its period discount),
   * with the first period's sum the moving discount is a share of.
   */
  price(tx: Tx, choice: PriceChoice<Item>): Promise<KindPrice>;
  /** Every active tariff of the item. */
  tariffs(tx: Tx, item: Item): Promise<ItemTariff[]>;
  dates: RentalDates;
  /** The auto renewal payment's description. */
  renewalDescription(item: Item, period: PeriodInfo): string;
  /** What the list of periods shows of the item. */
  card(item: Item): object;
}

/** Who makes a choice and why it is read: a quote only, or an order being placed. */
export interface ChoiceContext {
  now: Date;
  /** The signed-in booker, or null for a guest. */
  userId: number | null;
  /** True when the order is being placed: a kind may refuse there what it lets a quote show. */
  placing: boolean;
}

/**
 * What a customer's choice books and what it costs, as the kind reads the choice in its own terms (a
 * period of a cell from a day, hours of a parking place from an hour, nights of a flat). The core
 * prices promo codes and points on top, holds the lines and keeps the rest on the order.
 */
export interface Chosen<Item extends BookedItem = BookedItem> {
  /** The item of the first line: payment descriptions and the alternatives offered when it is taken. */
  item: Item;
  /** An item made up for a quote (a guest's cloud calculator): nobody can hold it yet. */
  draft: boolean;
  /** The order's overall span: from the earliest start of its lines to the latest end. */
  range: RentalRange;
  /** What the order books, each line with its item, place and range. */
  lines: NewOrderLine[];
  kindPrice: KindPrice;
  /** The tariff and period the order renews by (kept on the order), or null for a choice that does not renew. */
  period: { tariffKind: string; code: string } | null;
  /** Whether the order renews itself unless the booker says otherwise. */
  renewsByDefault: boolean;
}

/** A tariff of the item with its price per unit (a month or a day). */
export interface ItemTariff {
  kind: TariffKind;
  price: number;
}

/**
 * Dates of a rental: when it may start and which instants a period covers, as a range with the
 * place's time zone. The core keeps no calendar of its own: days, months and midnights are the kind's.
 */
export interface RentalDates {
  startDateProblem(startDate: string, now: Date): string | null;
  rentalRange(startDate: string, kind: TariffKind, length: number): RentalRange;
  extendEnd(end: Date, kind: TariffKind, length: number): Date;
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
  itemTerms(tx: Tx, line: OrderLine): Promise<ContractItemTerms | null>;
}

/**
 * A kind whose orders end when the customer brings the item back (a tool returned to a locker), not
 * when the period is over: past its end such an order stays active (late) while an item is out, and
 * the kind asks the core to finish it (`orders.finishReturned`) once everything is back.
 */
export interface KindEnding {
  /** True while an item of the order is with the customer or back but not accepted yet. */
  itemsOut(tx: Tx, orderId: number): Promise<boolean>;
}

/** What the cabinet's order list shows of an order's item and place. */
export type ListedItem = Pick<OrderListItem, 'warehouse' | 'cell' | 'title' | 'subtitle'>;
/** What the cabinet's order page shows of them. */
export type DetailedItem = Pick<OrderDetails, 'warehouse' | 'cell'>;
/** How to get in: the place, the item and the way from the entrance (the codes are the access items). */
export type ItemWay = Pick<OrderAccess, 'warehouse' | 'cell' | 'route'>;

/** One way in of an order line: a code with its label, valid from one instant to another. */
export interface AccessItem {
  /** «Код ворот», «PIN ячейки», «Код двери». */
  label: string;
  code: string;
  validFrom: Date;
  /** Null: as long as the order is on. */
  validTo: Date | null;
}

/** The personal code the core issued for the order at its line's place (unique among the place's live codes). */
export interface IssuedCode {
  code: string;
  issuedAt: Date;
}

/**
 * Access to the lines of a paid order, supplied by the kind. The core shows an item only inside its
 * window, only while the order is on, and only to the owner and people the owner granted access to.
 */
export interface KindAccess {
  /** The core issues each paid order a personal code at its line's place (a warehouse gate), passed to `items`. */
  personalCode: boolean;
  /** The ways in of the line, each with its window; `issued` is the core's personal code when `personalCode`. */
  items(tx: Tx, line: OrderLine, issued: IssuedCode | null): Promise<AccessItem[]>;
  /** The place, the item and the way from the entrance, shown with the codes; null when the item is gone. */
  way(tx: Tx, line: OrderLine): Promise<ItemWay | null>;
}

/** How the cabinet shows a kind's orders and where. */
export interface KindCabinet {
  /** What the list shows of each order by its first line, in the order of `lines`; one read for the whole page. */
  listed(tx: Tx, lines: OrderLine[]): Promise<ListedItem[]>;
  /** What the order page shows of its (first) line's item and place. */
  detailed(tx: Tx, line: OrderLine): Promise<DetailedItem>;
  /** The order's page in the cabinet. */
  path(orderId: number): string;
  /** The payment result page's button to the order's page («Перейти к аренде»); «Перейти к заказу» when absent. */
  linkTitle?: string;
  /** What the kind's order payments are called in histories and documents («Аренда ячейки»); the core's words where absent. */
  paymentTitles?: Partial<Record<OrderPaymentPurpose, string>>;
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
  /** The name its orders are kept under (`orders.kind`) and the registry finds it by. */
  readonly kind: string;
  /** The item with its place, or NOT_FOUND when it is gone or no longer rented out. */
  item(tx: Tx, itemId: number): Promise<Item>;
  /**
   * An item not booked yet, built from what the calculator asks (a cloud's warehouse and volume):
   * a guest's quote then needs no database row. Absent when every quote names a real item.
   */
  draftItem?(tx: Tx, details: Record<string, unknown>): Promise<Item>;
  /**
   * The customer's choice, as the line's own routes took it (its own fields, checked here again),
   * turned into the lines, the range and the kind's price; refusals are Russian field errors.
   */
  choose(tx: Tx, choice: Record<string, unknown>, context: ChoiceContext): Promise<Chosen<Item>>;
  /** Tariffs and periods, for a kind sold and renewed by them (storages, clouds); absent for one that is not. */
  periods?: KindPeriods<Item>;
  holds: ItemHolds;
  /**
   * After the commit of a booking cancelled or a change applied (an early end, a cancel before the
   * start): what the order held may be free now, and the kind may tell who waits for it at once. A
   * failure is logged and never fails the request; a kind's own pass must still find what it misses.
   */
  itemsMayBeFree?(orderId: number): Promise<void>;
  /** How a paid order's lines are entered (gate code, cell PIN, door code); null for a kind without doors. */
  access: KindAccess | null;
  /** Moving an unpaid order to another item: a field error when the kind does not allow it. */
  swapProblem(from: Item, to: Item): string | null;
  /** The price line's title after the move to another item. */
  swappedTitle(title: string, to: Item): string;
  /** The payment's description: what is rented, where, from which day to which. */
  paymentDescription(item: Item, range: Range): string;
  /** Paying an unpaid order again: the description from its price line's title («Аренда: …»). */
  repayDescription(priceLineTitle: string): string;
  /** Where the payment returns a guest (no cabinet): the kind's success page. */
  guestSuccessPath(orderId: number): string;
  /** Where the payment returns a signed-in booker when the kind has a success page of its own (else the common one). */
  successPath?(orderId: number): string;
  /** What the booking and guest pages show of the item (added to the order view). */
  shown(item: Item | null): Shown;
  cabinet: KindCabinet;
  /** Early ending of a paid rental from the cabinet; absent when the kind has no such flow. */
  cancellation?: KindCancellation;
  /** The personal rental contract of paid orders; absent when the kind has none. */
  contract?: KindContract;
  /** The changes of a running order the kind allows (order-change.ts); absent when it allows none. */
  changes?: KindChanges;
  /** A deposit held on the card while the order runs, released when it ends (deposit.ts); absent: none. */
  deposit?: KindDeposit;
  /** Orders that end by the item's return rather than by time; absent: they end with their period. */
  ending?: KindEnding;
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
