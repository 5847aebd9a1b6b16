/**
 * The request lifecycle as an explicit graph: who may make each move. Anything not listed is
 * refused (CLOUD_REQUEST_MOVE_REFUSED).
 *
 * Drop-off (pickup):
 *   MOVER_AWAITED ─dispatcher assigns a crew─▶ MOVER_ACCEPTED ─mover─▶ MOVER_ON_WAY (with ETA)
 *   ─mover─▶ MOVER_ON_CLIENT ─mover─▶ MOVER_CONFIRMATION (the client checks the list of places)
 *   ─mover─▶ MOVER_CARRIES_STUFFS ─storekeeper─▶ STOREKEEPER_ACCEPTS_STUFFS ─storekeeper─▶ COMPLETED
 * Return:
 *   MOVER_AWAITED ─dispatcher─▶ MOVER_ACCEPTED ─storekeeper─▶ STATUS_STOREKEEPER_RETURNS_STUFFS
 *   ─mover─▶ MOVER_ON_WAY ─mover─▶ MOVER_ON_CLIENT ─mover─▶ MOVER_CONFIRMATION ─mover─▶ COMPLETED
 * Cancel: the dispatcher, before the crew leaves (MOVER_AWAITED, MOVER_ACCEPTED); the system when
 * the unpaid request's hold ends or its order is canceled. A client moves no status.
 * Taking the crew off (MOVER_ACCEPTED back to MOVER_AWAITED): the dispatcher, or the system when the
 * client moved the request to a window where its crew is busy. Another crew is then assigned.
 */
export const REQUEST_STATUSES = [
  'MOVER_AWAITED',
  'MOVER_ACCEPTED',
  'MOVER_ON_WAY',
  'MOVER_ON_CLIENT',
  'MOVER_CONFIRMATION',
  'MOVER_CARRIES_STUFFS',
  'STOREKEEPER_ACCEPTS_STUFFS',
  'STATUS_STOREKEEPER_RETURNS_STUFFS',
  'COMPLETED',
  'CANCELED',
] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const REQUEST_TYPES = ['pickup', 'return'] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

/** Who moves a request: a client never does, `system` is the server itself (payments, expiry). */
export type RequestActor = 'client' | 'dispatcher' | 'mover' | 'storekeeper' | 'system';

type Moves = Partial<Record<RequestStatus, Partial<Record<RequestStatus, readonly RequestActor[]>>>>;

const cancelBeforeLeaving = { CANCELED: ['dispatcher', 'system'] } as const;
const crewOff = { MOVER_AWAITED: ['dispatcher', 'system'] } as const;

const graphs: Record<RequestType, Moves> = {
  pickup: {
    MOVER_AWAITED: { MOVER_ACCEPTED: ['dispatcher'], ...cancelBeforeLeaving },
    MOVER_ACCEPTED: { MOVER_ON_WAY: ['mover'], ...crewOff, ...cancelBeforeLeaving },
    MOVER_ON_WAY: { MOVER_ON_CLIENT: ['mover'] },
    MOVER_ON_CLIENT: { MOVER_CONFIRMATION: ['mover'] },
    MOVER_CONFIRMATION: { MOVER_CARRIES_STUFFS: ['mover'] },
    MOVER_CARRIES_STUFFS: { STOREKEEPER_ACCEPTS_STUFFS: ['storekeeper'] },
    STOREKEEPER_ACCEPTS_STUFFS: { COMPLETED: ['storekeeper'] },
  },
  return: {
    MOVER_AWAITED: { MOVER_ACCEPTED: ['dispatcher'], ...cancelBeforeLeaving },
    MOVER_ACCEPTED: { STATUS_STOREKEEPER_RETURNS_STUFFS: ['storekeeper'], ...crewOff, ...cancelBeforeLeaving },
    STATUS_STOREKEEPER_RETURNS_STUFFS: { MOVER_ON_WAY: ['mover'] },
    MOVER_ON_WAY: { MOVER_ON_CLIENT: ['mover'] },
    MOVER_ON_CLIENT: { MOVER_CONFIRMATION: ['mover'] },
    MOVER_CONFIRMATION: { COMPLETED: ['mover'] },
  },
};

/** The actors allowed to move a request of this type from one status to another (empty: nobody). */
export function actorsFor(type: RequestType, from: RequestStatus, to: RequestStatus): readonly RequestActor[] {
  return graphs[type][from]?.[to] ?? [];
}

export function canMove(type: RequestType, from: RequestStatus, to: RequestStatus, actor: RequestActor): boolean {
  return actorsFor(type, from, to).includes(actor);
}

/** The statuses an actor may move a request to from where it is (the buttons of the staff screens). */
export function nextFor(type: RequestType, from: RequestStatus, actor: RequestActor): RequestStatus[] {
  const moves = graphs[type][from] ?? {};
  return (Object.keys(moves) as RequestStatus[]).filter((to) => moves[to]!.includes(actor));
}

export function isFinal(status: RequestStatus): boolean {
  return status === 'COMPLETED' || status === 'CANCELED';
}

/** The steps a request of this type goes through, in order (the timeline of the client's page). */
export function stepsOf(type: RequestType): RequestStatus[] {
  return type === 'pickup'
    ? [
        'MOVER_AWAITED',
        'MOVER_ACCEPTED',
        'MOVER_ON_WAY',
        'MOVER_ON_CLIENT',
        'MOVER_CONFIRMATION',
        'MOVER_CARRIES_STUFFS',
        'STOREKEEPER_ACCEPTS_STUFFS',
        'COMPLETED',
      ]
    : [
        'MOVER_AWAITED',
        'MOVER_ACCEPTED',
        'STATUS_STOREKEEPER_RETURNS_STUFFS',
        'MOVER_ON_WAY',
        'MOVER_ON_CLIENT',
        'MOVER_CONFIRMATION',
        'COMPLETED',
      ];
}

/** What the client reads for each status. */
export const requestStatusTitles: Record<RequestStatus, string> = {
  MOVER_AWAITED: 'Ищем грузчиков',
  MOVER_ACCEPTED: 'Грузчики назначены',
  MOVER_ON_WAY: 'Грузчики едут к вам',
  MOVER_ON_CLIENT: 'Грузчики на месте',
  MOVER_CONFIRMATION: 'Сверка вещей',
  MOVER_CARRIES_STUFFS: 'Везём вещи на склад',
  STOREKEEPER_ACCEPTS_STUFFS: 'Кладовщик принимает вещи',
  STATUS_STOREKEEPER_RETURNS_STUFFS: 'Кладовщик собирает вещи',
  COMPLETED: 'Завершена',
  CANCELED: 'Отменена',
};
