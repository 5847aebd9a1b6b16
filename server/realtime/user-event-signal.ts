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
  return null;
}
