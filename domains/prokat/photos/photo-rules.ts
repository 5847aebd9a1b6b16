import type { RentalStage } from '../tables';

/** The moments a renter photographs the tool: when taking it out, when putting it back. */
export const PHOTO_STAGES = ['pickup', 'return'] as const;
export type PhotoStage = (typeof PHOTO_STAGES)[number];

export const PHOTO_RULES = {
  /** Photos of one stage of one order. */
  perStage: 5,
  /** Pickup photos are still taken this long after the tool is back (a photo taken on the way, sent late). */
  pickupAfterReturnMinutes: 30,
  /** Return photos are taken from the opening of the return cell until this long after the return. */
  returnAfterReturnMinutes: 120,
} as const;

/** The stored kind of a stage's photo among the order core's files (`order_files.kind`). */
export const PHOTO_KINDS: Record<PhotoStage, string> = { pickup: 'rental_pickup', return: 'rental_return' };

export const stageOfKind = (kind: string): PhotoStage => (kind === PHOTO_KINDS.return ? 'return' : 'pickup');

/** What the rules read of an order's tools. */
export interface PhotoUnit {
  stage: RentalStage;
  pickupUntil: Date;
  returnedAt: Date | null;
  /** A return cell was opened for it (the opening was recorded and not refused by the network). */
  returnOpened: boolean;
}

const minutes = (n: number) => n * 60_000;

/**
 * Why a stage's photos cannot be added to the order now, or null when they can. Pickup: once the
 * order is paid (its tools have a rental) while a tool waits in its window or is out, and a short
 * while after a return. Return: from the opening of a return cell until 2 hours after the return.
 */
export function photoStageProblem(stage: PhotoStage, orderStatus: string, units: readonly PhotoUnit[], now: Date): string | null {
  if (orderStatus === 'canceled') return 'Заказ отменён: фото к нему уже не добавить';
  if (orderStatus === 'expired') return 'Бронь истекла: фото к заказу не добавить';
  if (units.length === 0 || orderStatus === 'awaiting_payment') return 'Фото можно добавить после оплаты заказа';
  const t = now.getTime();
  const returnedWithin = (span: number) => units.some((u) => u.returnedAt !== null && t < u.returnedAt.getTime() + span);
  if (stage === 'pickup') {
    if (units.some((u) => u.stage === 'in_use' || (u.stage === 'awaiting_pickup' && t < u.pickupUntil.getTime()))) return null;
    if (returnedWithin(minutes(PHOTO_RULES.pickupAfterReturnMinutes))) return null;
    if (units.every((u) => u.stage === 'awaiting_pickup')) return 'Время, когда можно забрать инструмент, прошло';
    return 'Инструмент уже возвращён: фото при получении больше не добавить';
  }
  if (units.some((u) => u.stage === 'in_use' && u.returnOpened)) return null;
  if (returnedWithin(minutes(PHOTO_RULES.returnAfterReturnMinutes))) return null;
  if (units.some((u) => u.stage === 'in_use' || u.stage === 'awaiting_pickup'))
    return 'Фото при возврате можно добавить, когда откроется ячейка для возврата';
  return `Фото при возврате принимаются в течение ${PHOTO_RULES.returnAfterReturnMinutes / 60} часов после возврата`;
}
