import { staffRooms, userRoom, type RealtimeEventName } from './realtime-events';

/** Sends to rooms of every process (through the socket.io adapter). */
export interface RealtimeEmitter {
  emit(rooms: string[], event: RealtimeEventName, payload: unknown): void;
}

/**
 * What domains use to tell open sockets that something happened. Built with the services, before
 * the socket server exists; until it is attached (API-only tests, CLI scripts) sends go nowhere.
 */
export interface RealtimeHub {
  toUser(userId: number, event: RealtimeEventName, payload: unknown): void;
  /** To a user's sockets and to the staff of these roles at once (admins always follow). */
  toUserAndStaff(userId: number, roles: readonly string[], event: RealtimeEventName, payload: unknown): void;
  toStaff(roles: readonly string[], event: RealtimeEventName, payload: unknown): void;
  attach(emitter: RealtimeEmitter | null): void;
}

export function createRealtimeHub(): RealtimeHub {
  let emitter: RealtimeEmitter | null = null;
  return {
    toUser: (userId, event, payload) => emitter?.emit([userRoom(userId)], event, payload),
    toUserAndStaff: (userId, roles, event, payload) => emitter?.emit([userRoom(userId), ...staffRooms(roles)], event, payload),
    toStaff: (roles, event, payload) => emitter?.emit(staffRooms(roles), event, payload),
    attach(next) {
      emitter = next;
    },
  };
}
