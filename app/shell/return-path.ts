import { localReturnPath } from '../../lib/paths';

/**
 * A page the person left to do something first (sign a passport, bind a card) and means to come
 * back to: kept for this tab (sessionStorage) for three hours, so the way back outlives the steps in
 * between, the provider's checkout included. The cabinet shows it as «Вернуться к бронированию».
 */
const KEY = 'mestechko:return-to';
const KEEP_MS = 3 * 3600 * 1000;

/** The query key of a link that brings the way back along: `/cabinet/profile/passport/?back=/prokat/5/?book=…`. */
export const RETURN_QUERY_KEY = 'back';

export function rememberReturn(path: string): void {
  const safe = localReturnPath(path);
  if (!safe) return;
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ path: safe, at: Date.now() }));
  } catch {
    // Storage off (private mode): the link's own `back` still shows the way on its page.
  }
}

export function pendingReturn(): string | null {
  try {
    const kept = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null') as { path?: unknown; at?: unknown } | null;
    if (!kept || typeof kept.path !== 'string' || typeof kept.at !== 'number' || Date.now() - kept.at > KEEP_MS) return null;
    return localReturnPath(kept.path);
  } catch {
    return null;
  }
}

export function forgetReturn(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}

/** A link to `target` that brings the way back to `back` along. */
export function withReturn(target: string, back: string): string {
  return `${target}${target.includes('?') ? '&' : '?'}${RETURN_QUERY_KEY}=${encodeURIComponent(back)}`;
}
