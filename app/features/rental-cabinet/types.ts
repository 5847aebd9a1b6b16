import type { z } from 'zod';
import type { OrderDetails, OrderListItem } from '../../../domains/orders/cabinet/cabinet-schema';
import type { OrderFinesView } from '../../../domains/orders/schema';
import type { orderToolSchema } from '../../../domains/prokat/booking/booking-schema';
import type { RentalPhoto, RentalPhotos } from '../../../domains/prokat/photos/rental-photos-schema';
import type { EarlyEndCalculation, EarlyEndState, ExtensionPeriods } from '../../../domains/prokat/order-kind/rental-actions-schema';

/** The extension's periods and the early end's figures and state (the rental order page's own calls). */
export type { EarlyEndCalculation, EarlyEndState, ExtensionPeriods };

/** Photos of the tool at pickup and at return (GET /api/cabinet/v2/rental/orders/files/list). */
export type { RentalPhoto, RentalPhotos };
export type PhotoStage = RentalPhoto['stage'];

/** A tool of a rental order as its page lists it (GET /api/cabinet/v2/orders/rental → `tools`). */
export type RentalTool = z.infer<typeof orderToolSchema>;

/** The locker of a rental as its page shows it: where it is, how to find it, its hours and time zone. */
export interface RentalLocker {
  id: number;
  number: string;
  name: string;
  address: string;
  /** Where in the building or the yard it stands. */
  place: string;
  timetable: { text: string; around24h: boolean };
  time_zone: string;
  latitude: number;
  longitude: number;
}

/** A tool's model as the page links it: its catalogue page and the deposit it holds on the card. */
export interface RentalModel {
  slug: string;
  category_slug: string;
  deposit: number;
}

/** A locker a tool may be returned to (any active locker of the network). */
export interface ReturnLocker {
  id: number;
  number: string;
  name: string;
  address: string;
}

/** A cell the network opened for the renter (POST …/rental/orders/cell/open and …/cell/return). */
export interface OpenedCell {
  opening_id: number;
  postomat: { id: number; number: string; address: string };
  cell: number;
}

/**
 * What /cabinet/subscriptions/rental/{id}/ renders: the order's details with its tools, the locker and
 * the models; while a tool is in use, the lockers it may be returned to (the one it came from first).
 */
/** A PIN to type at a locker's screen instead of opening from the phone. */
export interface LockerPin {
  label: string;
  code: string | null;
  valid_to: string | null;
}

export interface RentalOrderPageData {
  order: OrderDetails;
  tools: RentalTool[];
  locker: RentalLocker | null;
  models: RentalModel[];
  returnLockers: ReturnLocker[];
  /** The order's PINs valid now (the core's access: the owner's own order, while it is on and its deposit held). */
  pins: LockerPin[];
  /** The photos of the tool at pickup and at return, and whether each stage takes photos now. */
  photos: RentalPhotos;
  /** The order's fines (late return, damage) with what is left to pay. */
  fines: OrderFinesView;
  /** When the page was made (ISO): whether a tool is late is told against it, the same on the server and in the browser. */
  now: string;
  /** The person came back from paying an extension (`?extended=1`). */
  extended: boolean;
}

/** A rental in «Мои подписки»: the list's order with how many tools it has and the time zone of its locker. */
export interface RentalListItem extends OrderListItem {
  tool_count: number;
  time_zone: string | null;
}

export type RentalGroups = Record<'active' | 'awaiting_payment' | 'finished', { items: RentalListItem[]; count: number }>;
