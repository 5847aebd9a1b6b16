import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import {
  REALTIME_EVENTS,
  USER_EVENTS_CHANNEL,
  crewRoom,
  sessionRoom,
  staffRooms,
  userRoom,
  type UserEventSignal,
} from '../../lib/realtime-events';
import { authenticateHandshake, HandshakeError, type SocketUser } from './socket-auth';
import { createHandshakeLimit, handshakeAddress } from './handshake-limit';
import { parseUserEventSignal } from './user-event-signal';

/**
 * The adapter calls publish and (un)subscribe without awaiting or catching them; a rejection (a
 * command dropped at shutdown while Redis is down) would be unhandled and stop the process.
 */
function catchCommands(client: Redis, onError: (error: unknown) => void) {
  for (const name of ['publish', 'psubscribe', 'subscribe', 'punsubscribe', 'unsubscribe'] as const) {
    const command = client[name].bind(client) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(client, {
      [name]: (...args: unknown[]) => {
        const result = command(...args);
        result.catch(onError);
        return result;
      },
    });
  }
}

export interface RealtimeOptions {
  publicUrl: string;
  redisUrl?: string;
  /** Begins every Redis channel of the adapter, so deployments sharing one Redis never hear each other. */
  redisPrefix?: string;
  /**
   * The rooms a user's sockets join besides their own: `staff:<role>` for each staff role and
   * `crew:<id>` for a mover's crews. Read at the handshake and again on every `rooms:changed`.
   */
  roomsOf?: (userId: number) => Promise<readonly string[]>;
  /** Handshakes per client address per minute, counted in each process. */
  handshakesPerMinute: number;
  /** Behind a trusted proxy the address is the first X-Forwarded-For entry, as for the HTTP routes. */
  trustProxy: boolean;
}

interface SocketData {
  user: SocketUser;
}

/**
 * socket.io at /socket.io/ on the same HTTP server (WebSocket only: no long-poll requests to hold the
 * HTTP drain). Handshake by the site's cookie or the app's token; each socket joins its user's room
 * and, for staff, the rooms of their roles. Committed notifications arrive from the database's
 * NOTIFY in every process and go to that process's own sockets; the rest is sent through the
 * adapter, Redis when REDIS_URL is set.
 */
export const realtimePlugin = fp(async function realtime(app: FastifyInstance, options: RealtimeOptions) {
  const { services } = app;
  const io = new Server<Record<string, never>, Record<string, (payload: unknown) => void>, Record<string, never>, SocketData>(app.server, {
    path: '/socket.io/',
    serveClient: false,
    transports: ['websocket'],
    maxHttpBufferSize: 16 * 1024,
    pingInterval: 25_000,
    pingTimeout: 20_000,
  });

  let redis: { pub: Redis; sub: Redis } | null = null;
  if (options.redisUrl) {
    // Commands wait for Redis instead of failing after a few retries: while Redis is down, events
    // reach this process's sockets at once and the other processes when it is back.
    const pub = new Redis(options.redisUrl, { connectTimeout: 2000, lazyConnect: true, maxRetriesPerRequest: null });
    const sub = pub.duplicate();
    for (const client of [pub, sub]) catchCommands(client, (error) => app.log.debug({ err: error }, 'realtime: Redis command dropped'));
    let warned = false;
    const onError = (error: unknown) => {
      if (!warned) app.log.warn({ err: error }, 'realtime: Redis unavailable; events reach the other processes once it is back');
      warned = true;
    };
    pub.on('error', onError);
    sub.on('error', onError);
    pub.on('ready', () => (warned = false));
    await Promise.all([pub.connect(), sub.connect()]).catch(onError);
    io.adapter(createAdapter(pub, sub, { key: `${options.redisPrefix ?? ''}socket.io`, requestsTimeout: 3000 }));
    redis = { pub, sub };
  }

  const handshakes = createHandshakeLimit({ max: options.handshakesPerMinute, windowMs: 60_000 });
  io.use((socket, next) => {
    const wait = handshakes.take(handshakeAddress(socket.handshake, options.trustProxy));
    if (wait !== null)
      return next(new HandshakeError('TOO_MANY_REQUESTS', `Слишком много подключений. Повторите через ${wait} с`, { retry_after: wait }));
    authenticateHandshake(socket.handshake, services.auth, options.publicUrl).then(
      (user) => {
        socket.data.user = user;
        next();
      },
      (error: unknown) => {
        if (error instanceof HandshakeError) return next(error);
        app.log.error({ err: error }, 'realtime: handshake failed');
        next(new HandshakeError('SERVICE_UNAVAILABLE'));
      },
    );
  });

  const sendCount = async (userId: number, target: { emit: Socket['emit'] }) => {
    const unread = await services.notifications.unreadCount(userId);
    target.emit(REALTIME_EVENTS.notificationsCount, { unread });
  };

  io.on('connection', (socket) => {
    const { user } = socket.data;
    void socket.join([userRoom(user.userId), sessionRoom(user.sessionId)]);
    void (async () => {
      try {
        const rooms = (await options.roomsOf?.(user.userId)) ?? [];
        if (socket.connected && rooms.length > 0) await socket.join([...rooms]);
        if (socket.connected) socket.emit(REALTIME_EVENTS.roomsJoined, {});
        if (socket.connected) await sendCount(user.userId, socket);
        if (socket.connected) socket.emit(REALTIME_EVENTS.chatUnread, { unread: await services.support.unreadForUser(user.userId) });
      } catch (error) {
        app.log.warn({ err: error }, 'realtime: could not finish a connection');
      }
    })();
    // The access token's end is the socket's end: the client refreshes its login and reconnects.
    const expiry = setTimeout(
      () => {
        socket.emit(REALTIME_EVENTS.sessionExpired, {});
        socket.disconnect(true);
      },
      Math.max(0, user.expiresAt - Date.now()),
    );
    socket.on('disconnect', () => clearTimeout(expiry));
  });

  const hasLocalSockets = (room: string) => (io.of('/').adapter.rooms.get(room)?.size ?? 0) > 0;

  /** The staff and crew rooms a socket joined for its user (its own rooms stay). */
  const isGrantedRoom = (room: string) => room.startsWith('staff:') || room.startsWith('crew:');

  // A session signed out closes its sockets in every process at once (each process hears the
  // database's NOTIFY and closes its own); the client is told why and does not reconnect.
  const endSessions = (signal: Extract<UserEventSignal, { type: 'session:ended' }>) => {
    const target = io.local.in(signal.sessionId ? sessionRoom(signal.sessionId) : userRoom(signal.userId));
    target.emit(REALTIME_EVENTS.sessionEnded, { reason: signal.reason });
    target.disconnectSockets(true);
  };

  // Roles or crews changed: the user's sockets leave the rooms they no longer hold and join the new ones.
  const rejoinRooms = async (userId: number) => {
    const sockets = await io.local.in(userRoom(userId)).fetchSockets();
    if (sockets.length === 0) return;
    const rooms = new Set((await options.roomsOf?.(userId)) ?? []);
    for (const socket of sockets) {
      for (const room of socket.rooms) if (isGrantedRoom(room) && !rooms.has(room)) socket.leave(room);
      socket.join([...rooms]);
      socket.emit(REALTIME_EVENTS.roomsJoined, {});
    }
  };

  const onSignal = async (payload: string) => {
    const signal = parseUserEventSignal(payload);
    if (!signal) return;
    if (signal.type === 'session:ended') return endSessions(signal);
    if (signal.type === 'rooms:changed') return rejoinRooms(signal.userId);
    if (signal.type === 'order:status') {
      // Every process hears the signal and tells its own sockets.
      const rooms = [userRoom(signal.userId), ...staffRooms(signal.roles), ...(signal.crews ?? []).map(crewRoom)];
      io.local.to(rooms).emit(REALTIME_EVENTS.orderStatus, signal.payload);
      return;
    }
    const room = userRoom(signal.userId);
    if (!hasLocalSockets(room)) return;
    const local = io.local.to(room);
    if (signal.type === 'notification') {
      const view = await services.notifications.view(signal.userId, signal.id);
      if (view) local.emit(REALTIME_EVENTS.notification, view);
    }
    await sendCount(signal.userId, local);
  };

  // After the listening connection was lost, every connected user's count is sent again.
  const resync = async () => {
    for (const socket of await io.local.fetchSockets()) {
      await sendCount(socket.data.user.userId, socket).catch(() => undefined);
    }
  };

  const unlisten = await services.database.listen(
    USER_EVENTS_CHANNEL,
    (payload) => void onSignal(payload).catch((error: unknown) => app.log.warn({ err: error }, 'realtime: notification not sent')),
    () => void resync(),
  );

  services.realtime.attach({ emit: (rooms, event, payload) => io.to(rooms).emit(event, payload) });

  // Shutdown: new handshakes are refused at once; open sockets are closed after the HTTP requests
  // in flight have finished, so the server's close (which waits for every connection) can end.
  const inFlight = new Set<string>();
  app.addHook('onRequest', async (request) => void inFlight.add(request.id));
  app.addHook('onResponse', async (request) => void inFlight.delete(request.id));
  app.addHook('onRequestAbort', async (request) => void inFlight.delete(request.id));
  app.addHook('preClose', async () => {
    services.realtime.attach(null);
    io.engine.opts.allowRequest = (_request, callback) => callback('server is shutting down', false);
    while (inFlight.size > 0) await new Promise((resolve) => setTimeout(resolve, 25));
    io.local.disconnectSockets(true);
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    await unlisten();
    io.removeAllListeners();
    if (redis) {
      for (const client of [redis.pub, redis.sub]) {
        if (client.status === 'ready') await client.quit().catch(() => undefined);
        else client.disconnect();
      }
    }
  });
});
