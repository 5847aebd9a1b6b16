import { getDeviceId } from './device-id';
import { ApiError, type ApiErrorBody } from './api-error';
import { markAuthChanged } from './shell-data';

// The error type and its texts live in api-error.ts, which the snackbar (on every page) needs
// without the client itself; they are exported from here too.
export { ApiError, errorSnackText, shouldNotify, type ApiErrorBody } from './api-error';

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  /** Sent as `Idempotency-Key` on calls that create orders, bookings or payments. */
  idempotencyKey?: string;
}

/** Calls the API with the headers every call carries; resolves with `data` of the envelope. */
export async function apiRequest<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const startedAt = Date.now();
  try {
    return await sendOnce<T>(path, request);
  } catch (error) {
    if (!needsRefresh(path, error)) throw error;
    if (!(await refreshSession(startedAt))) {
      // The session is over: the next navigation reloads the shell data (the header shows Войти).
      markAuthChanged();
      throw error;
    }
    return sendOnce<T>(path, request);
  }
}

/** Auth calls never trigger a refresh themselves (a wrong code is not an expired session). */
function isAuthCall(path: string): boolean {
  return new URL(path, 'http://x').pathname.startsWith('/api/auth/');
}

function needsRefresh(path: string, error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 401 &&
    (error.code === 'TOKEN_EXPIRED' || error.code === 'UNAUTHORIZED') &&
    !isAuthCall(path)
  );
}

export const REFRESH_LOCK = 'mestechko-auth-refresh';
const REFRESHED_AT_KEY = 'mestechko-auth-refreshed-at';

let refreshing: Promise<boolean> | null = null;

/**
 * Refreshes the session cookies once for every caller that needs it: one shared promise in the
 * tab, and a Web Lock across the tabs of the site. A tab that got the lock after another tab
 * refreshed (later than its own failed call started) does not spend the new refresh token again.
 */
export function refreshSession(failedCallStartedAt = Date.now()): Promise<boolean> {
  refreshing ??= withCrossTabLock(async () => {
    if (lastRefreshAt() > failedCallStartedAt) return true;
    const ok = await postRefresh();
    if (ok) rememberRefresh();
    return ok;
  }).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function withCrossTabLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined;
  if (!locks?.request) return work();
  return locks.request(REFRESH_LOCK, work) as Promise<T>;
}

async function postRefresh(): Promise<boolean> {
  try {
    const response = await fetch(new URL('/api/auth/refresh', window.location.origin), {
      method: 'POST',
      headers: { Accept: 'application/json', 'Client-Type': 'WEB_CLIENT', 'Device-ID': await getDeviceId() },
      credentials: 'same-origin',
    });
    return response.ok;
  } catch {
    return false;
  }
}

function lastRefreshAt(): number {
  try {
    return Number(window.localStorage.getItem(REFRESHED_AT_KEY)) || 0;
  } catch {
    return 0;
  }
}

function rememberRefresh() {
  try {
    window.localStorage.setItem(REFRESHED_AT_KEY, String(Date.now()));
  } catch {
    // Storage may be off (private mode): the lock alone still serialises the refreshes.
  }
}

/**
 * POST to a call that creates an order, booking or payment, with one Idempotency-Key per
 * attempt: repeating the same call after a lost connection (no answer at all) reuses the key,
 * so the server creates one thing; any answer ends the attempt.
 */
const pendingAttempts = new Map<string, string>();

export async function apiCreate<T>(path: string, body?: unknown): Promise<T> {
  const attempt = `${path} ${JSON.stringify(body ?? null)}`;
  const idempotencyKey = pendingAttempts.get(attempt) ?? crypto.randomUUID();
  pendingAttempts.set(attempt, idempotencyKey);
  try {
    const answer = await apiRequest<T>(path, { method: 'POST', body, idempotencyKey });
    pendingAttempts.delete(attempt);
    return answer;
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 0)) pendingAttempts.delete(attempt);
    throw error;
  }
}

async function sendOnce<T>(path: string, request: ApiRequest): Promise<T> {
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(request.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Client-Type': 'WEB_CLIENT',
    'Device-ID': await getDeviceId(),
  };
  // A FormData body (a file upload) is sent as multipart with the boundary the browser picks.
  const multipart = typeof FormData !== 'undefined' && request.body instanceof FormData;
  if (request.body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  if (request.idempotencyKey) headers['Idempotency-Key'] = request.idempotencyKey;
  let response: Response;
  try {
    response = await fetch(url, {
      method: request.method ?? 'GET',
      headers,
      body: request.body === undefined ? undefined : multipart ? (request.body as FormData) : JSON.stringify(request.body),
      credentials: 'same-origin',
      signal: request.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, null, 'Нет соединения с сервером. Проверьте интернет и попробуйте снова');
  }
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = text;
  }
  if (!response.ok) {
    const body = (parsed && typeof parsed === 'object' ? parsed : typeof parsed === 'string' ? parsed : null) as
      ApiErrorBody | string | null;
    throw new ApiError(response.status, body, `Ошибка ${response.status}`);
  }
  return (parsed as { data: T }).data;
}
