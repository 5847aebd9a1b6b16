import type { RequestStatus } from '../../../domains/clouds/requests/request-graph';
import type { ConsoleAddress, StaffRequest } from './types';

/** The buttons of staff screens: what the person does by moving a request to this status. */
export const STAFF_MOVE_TITLES: Record<RequestStatus, string> = {
  MOVER_AWAITED: 'Снять бригаду',
  MOVER_ACCEPTED: 'Назначить бригаду',
  MOVER_ON_WAY: 'Еду к клиенту',
  MOVER_ON_CLIENT: 'На месте у клиента',
  MOVER_CONFIRMATION: 'Сверка вещей с клиентом',
  MOVER_CARRIES_STUFFS: 'Везу вещи на склад',
  STOREKEEPER_ACCEPTS_STUFFS: 'Начать приёмку',
  STATUS_STOREKEEPER_RETURNS_STUFFS: 'Выдать бригаде',
  COMPLETED: 'Вещи переданы клиенту',
  CANCELED: 'Отменить заявку',
};

/** The dispatcher's steps: made on the dispatcher's screen, never among the crew's buttons. */
export const DISPATCHER_MOVES: readonly RequestStatus[] = ['MOVER_AWAITED', 'CANCELED'];

/** Steps after which the things are no longer where they were: asked once more before the move. */
export const IRREVERSIBLE_MOVES: readonly RequestStatus[] = ['MOVER_CARRIES_STUFFS', 'COMPLETED', 'STATUS_STOREKEEPER_RETURNS_STUFFS'];

export const ETA_CHOICES = [15, 30, 45, 60] as const;

export const REQUEST_TYPE_TITLES = { pickup: 'Забор вещей', return: 'Возврат вещей' } as const;

/** «3 этаж, лифт, грузовой лифт» or «этаж не указан, без лифта». */
export function floorText(address: ConsoleAddress): string {
  const floor = address.floor === null ? 'этаж не указан' : `${address.floor} этаж`;
  const lifts = [address.passenger_elevator ? 'пассажирский лифт' : null, address.service_lift ? 'грузовой лифт' : null].filter(Boolean);
  return `${floor}, ${lifts.length > 0 ? lifts.join(', ') : 'без лифта'}`;
}

/** The address with the flat and the entrance, as the crew reads it. */
export function addressText(address: ConsoleAddress): string {
  return [address.text, address.entrance ? `подъезд ${address.entrance}` : null, address.flat ? `кв. ${address.flat}` : null]
    .filter(Boolean)
    .join(', ');
}

/** A map search of the address (opens the maps app on a phone). */
export function mapHref(address: ConsoleAddress): string {
  return `https://yandex.ru/maps/?text=${encodeURIComponent(address.text)}`;
}

export function windowText(request: Pick<StaffRequest, 'window'>): string {
  return `${request.window.time_from.slice(0, 5)}–${request.window.time_to.slice(0, 5)}`;
}

/** The volume the request is about, m³: measured when it is, else booked. */
export function volumeOf(request: StaffRequest): number {
  return request.measured_volume ?? request.booked_volume;
}

/** 1,5 м³ */
export function volumeText(volume: number): string {
  return `${String(volume).replace('.', ',')} м³`;
}
