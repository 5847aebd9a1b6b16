/**
 * The realtime contract: socket.io events the server sends to the site and the app. A user's
 * sockets are in the room `user:<id>`; staff sockets also in `staff:<role>`.
 */
export const REALTIME_EVENTS = {
  /** A new notification (the same shape as in the notifications list). */
  notification: 'notification',
  /** `{ unread }`: the unread notifications count changed. */
  notificationsCount: 'notifications:count',
  /** A support chat message (the same shape as in the chat history). */
  chatMessage: 'chat:message',
  /** `{ from: 'user' | 'staff', typing, conversation_id }` */
  chatTyping: 'chat:typing',
  /** `{ conversation_id, user_read_up_to, staff_read_up_to, unread }`: read receipts and unread counts. */
  chatRead: 'chat:read',
  /** `{ unread }`: to the user, their unread support messages (on connect and whenever it changes). */
  chatUnread: 'chat:unread',
  /**
   * `{ kind, id, status }`: an order or request of any line changed status. A cloud request sends
   * `{ kind: 'cloud_request', id, status, order_id }` to its client, to the staff rooms operator and
   * storekeeper and to the room of its crew (before and after a change of crew): a mover hears only
   * the work of their crews (domains/clouds/request-log.server.ts, announceRequestStatus).
   */
  orderStatus: 'order:status',
  /**
   * `{}`: a new socket is in all its rooms (the user's and its staff roles'): from now on it hears
   * every change, so a page reloads here what may have changed since it was read.
   */
  roomsJoined: 'rooms:joined',
  /** `{}`: the access token ended; the client refreshes its login and connects again. */
  sessionExpired: 'session:expired',
  /**
   * `{ reason }`: the session was signed out (logout, sign out everywhere, deactivation); the server
   * closes the socket right after, and the client does not come back with it.
   */
  sessionEnded: 'session:ended',
} as const;

export type RealtimeEventName = (typeof REALTIME_EVENTS)[keyof typeof REALTIME_EVENTS];

/** PostgreSQL NOTIFY channel that carries committed per-user events to every process. */
export const USER_EVENTS_CHANNEL = 'user_events';

/** `order:status` as its rooms hear it. */
export interface OrderStatusPayload {
  kind: string;
  id: number;
  status: string;
  order_id?: number | null;
}

/**
 * What travels on USER_EVENTS_CHANNEL, sent inside the transaction of the change it tells of (so
 * nobody hears of a change that rolled back): small, so each process loads the rest itself. An
 * `order:status` signal carries its payload whole, for the user and the staff of `roles` (admins always follow).
 */
export type UserEventSignal =
  | { type: 'notification'; userId: number; id: number }
  | { type: 'notifications:changed'; userId: number }
  | { type: 'order:status'; userId: number; roles: string[]; crews?: number[]; payload: OrderStatusPayload }
  /** Sessions ended: one (`sessionId`) or every one of the user (null). Their sockets are closed. */
  | { type: 'session:ended'; userId: number; sessionId: string | null; reason: string }
  /** The user's staff roles or crews changed: their sockets leave and join rooms to match. */
  | { type: 'rooms:changed'; userId: number };

export const userRoom = (userId: number) => `user:${userId}`;
/** Every socket of one login session, so that ending the session closes exactly its sockets. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
export const staffRoom = (role: string) => `staff:${role}`;
/** The sockets of a clouds crew's movers. */
export const crewRoom = (crewId: number) => `crew:${crewId}`;
/** The rooms of staff of these roles; admins follow every staff event. */
export const staffRooms = (roles: readonly string[]) => [...new Set([...roles, 'admin'])].map(staffRoom);

/** Not sent by the server: what the site's socket tells its listeners after reconnecting (reload what may be missed). */
export const CLIENT_RESYNC = 'resync';
