import type { UserEventSignal } from '../../lib/realtime-events';

/** A NOTIFY payload of the user events channel, or null for anything else. */
export function parseUserEventSignal(payload: string): UserEventSignal | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { type, userId, id } = value as Record<string, unknown>;
  if (!Number.isSafeInteger(userId)) return null;
  if (type === 'notification' && Number.isSafeInteger(id)) return { type, userId: userId as number, id: id as number };
  if (type === 'notifications:changed') return { type, userId: userId as number };
  if (type === 'rooms:changed') return { type, userId: userId as number };
  if (type === 'session:ended') {
    const { sessionId, reason } = value as Record<string, unknown>;
    if (sessionId !== null && typeof sessionId !== 'string') return null;
    return { type, userId: userId as number, sessionId, reason: typeof reason === 'string' ? reason : 'ended' };
  }
  if (type === 'order:status') {
    const { roles, crews, payload: status } = value as Record<string, unknown>;
    if (!Array.isArray(roles) || !roles.every((role) => typeof role === 'string')) return null;
    if (crews !== undefined && (!Array.isArray(crews) || !crews.every((crew) => Number.isSafeInteger(crew)))) return null;
    const { kind, id, status: to, order_id: orderId } = (status ?? {}) as Record<string, unknown>;
    if (typeof kind !== 'string' || !Number.isSafeInteger(id) || typeof to !== 'string') return null;
    if (orderId != null && !Number.isSafeInteger(orderId)) return null;
    return {
      type,
      userId: userId as number,
      roles: roles as string[],
      crews: (crews as number[] | undefined) ?? [],
      payload: { kind, id: id as number, status: to, order_id: (orderId as number | null | undefined) ?? null },
    };
  }
  return null;
}
