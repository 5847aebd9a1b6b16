/** An API answer other than 2xx (status 0: no answer at all), with the error envelope when there was one. */
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
 * The text of the error snack: the server's message with its lines joined and
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
