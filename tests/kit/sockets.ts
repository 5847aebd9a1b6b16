import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';

/** The app listening on a free loopback port; answers its base URL. */
export async function listening(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

export interface SocketOptions {
  cookie?: string;
  origin?: string;
  auth?: Record<string, unknown>;
}

/** A socket.io client as the site (cookie) or the app (auth.token) opens it; not connected yet. */
export function socketTo(baseUrl: string, options: SocketOptions = {}): Socket {
  const extraHeaders: Record<string, string> = {};
  if (options.cookie) extraHeaders.cookie = options.cookie;
  if (options.origin) extraHeaders.origin = options.origin;
  return io(baseUrl, {
    path: '/socket.io/',
    transports: ['websocket'],
    reconnection: false,
    autoConnect: false,
    extraHeaders,
    auth: options.auth ?? {},
  });
}

/** Connects, or rejects with the `connect_error` (its `data` carries the code and message). */
export function connect(socket: Socket): Promise<Socket> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => reject(error));
    socket.connect();
  });
}

/** Collects every payload of an event from the moment it is called. */
export function record<T = unknown>(socket: Socket, event: string): T[] {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return seen;
}

/** The next payload of an event that matches, or a rejection after `ms`. */
export function nextEvent<T = unknown>(socket: Socket, event: string, match: (payload: T) => boolean = () => true, ms = 3000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`no ${event} within ${ms} ms`));
    }, ms);
    const listener = (payload: T) => {
      if (!match(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
}

/**
 * Every payload of an event that arrives before the first one `isMarker` accepts, which it waits for
 * (up to `ms`). A marker sent on the same path after an action proves, once it is heard, that the
 * action sent nothing, without waiting a fixed time for silence.
 */
export function eventsBefore<T = unknown>(socket: Socket, event: string, isMarker: (payload: T) => boolean, ms = 3000): Promise<T[]> {
  const before: T[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`no marker ${event} within ${ms} ms (seen before it: ${JSON.stringify(before)})`));
    }, ms);
    const listener = (payload: T) => {
      if (!isMarker(payload)) return void before.push(payload);
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(before);
    };
    socket.on(event, listener);
  });
}
