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
  if (type === 'order:status') {
    const { roles, payload: status } = value as Record<string, unknown>;
    if (!Array.isArray(roles) || !roles.every((role) => typeof role === 'string')) return null;
    const { kind, id, status: to, order_id: orderId } = (status ?? {}) as Record<string, unknown>;
    if (typeof kind !== 'string' || !Number.isSafeInteger(id) || typeof to !== 'string') return null;
    if (orderId != null && !Number.isSafeInteger(orderId)) return null;
    return {
      type,
      userId: userId as number,
      roles: roles as string[],
      payload: { kind, id: id as number, status: to, order_id: (orderId as number | null | undefined) ?? null },
    };
  }
  return null;
}
