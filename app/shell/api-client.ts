import { getDeviceId } from './device-id';

export interface ApiErrorBody {
  message?: string | string[];
  code?: string;
  exception?: string;
  fields?: Record<string, string>;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | string | null,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get code(): string | undefined {
    return typeof this.body === 'object' && this.body ? this.body.code : undefined;
  }

  get fields(): Record<string, string> | undefined {
    return typeof this.body === 'object' && this.body ? this.body.fields : undefined;
  }
}

/**
 * The text of the error snack (spec section 8): the server's message with its lines joined and
 * the exception as a prefix; otherwise the response data; otherwise the error's own message.
 */
export function errorSnackText(error: unknown): string {
  if (error instanceof ApiError) {
    const body = error.body;
    if (body && typeof body === 'object' && body.message) {
      const text = Array.isArray(body.message) ? body.message.join('\n') : body.message;
      return body.exception ? `${body.exception}: ${text}` : text;
    }
    if (typeof body === 'string' && body.trim()) return body;
  }
  if (error instanceof Error && error.message) return error.message;
  return 'Неизвестная ошибка';
}

/** 401 is silent: the session simply ended, the page shows the logged-out state. */
export function shouldNotify(error: unknown): boolean {
  return !(error instanceof ApiError && error.status === 401) && !(error instanceof DOMException && error.name === 'AbortError');
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
}

/** Calls the API with the headers every call carries; resolves with `data` of the envelope. */
export async function apiRequest<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(request.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Client-Type': 'WEB_CLIENT',
    'Device-ID': await getDeviceId(),
  };
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(url, {
      method: request.method ?? 'GET',
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
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
    const body = (parsed && typeof parsed === 'object' ? parsed : typeof parsed === 'string' ? parsed : null) as ApiErrorBody | string | null;
    throw new ApiError(response.status, body, `Ошибка ${response.status}`);
  }
  return (parsed as { data: T }).data;
}
