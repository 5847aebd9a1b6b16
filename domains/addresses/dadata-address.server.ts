import { AppError } from '../../lib/errors';
import { dadataAnswerSchema, suggestionsOf, type AddressSuggestions } from './address-suggestions';

export interface DadataAddressOptions {
  apiKey: string;
  /** Defaults to https://suggestions.dadata.ru; tests point it at a local fake. */
  baseUrl?: string;
  timeoutMs?: number;
}

export const DADATA_DEFAULT_BASE_URL = 'https://suggestions.dadata.ru';
const API = '/suggestions/api/4_1/rs';
const DEFAULT_TIMEOUT_MS = 5_000;

const UNAVAILABLE = 'Поиск адресов временно недоступен. Попробуйте позже или выберите точку на карте';

/**
 * The real address suggestions: DaData's suggest/address and geolocate/address (JSON POST with
 * `Authorization: Token <key>`). A failure answers 503 in Russian; its cause names the reason
 * (HTTP status, timeout, network) and never the key.
 */
export function createDadataAddressSuggestions(options: DadataAddressOptions): AddressSuggestions {
  const base = (options.baseUrl ?? DADATA_DEFAULT_BASE_URL).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const redact = (text: string) => text.split(options.apiKey).join('***');
  const fail = (path: string, reason: string): never => {
    throw new AppError('SERVICE_UNAVAILABLE', { message: UNAVAILABLE, cause: new Error(redact(`DaData ${path} failed: ${reason}`)) });
  };

  async function post(path: string, body: Record<string, unknown>) {
    let response: Response;
    try {
      response = await fetch(`${base}${API}${path}`, {
        method: 'POST',
        signal: AbortSignal.timeout(timeoutMs),
        headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Token ${options.apiKey}` },
        body: JSON.stringify(body),
      });
    } catch (error) {
      return fail(path, reasonOf(error, timeoutMs));
    }
    const raw = await response.text().catch((error: unknown) => fail(path, reasonOf(error, timeoutMs)));
    if (!response.ok) return fail(path, `HTTP ${response.status}`);
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return fail(path, 'the answer is not JSON');
    }
    const parsed = dadataAnswerSchema.safeParse(json);
    if (!parsed.success) return fail(path, 'the answer has no suggestions');
    return suggestionsOf(parsed.data);
  }

  return {
    sandbox: false,
    suggest(query, { count, city }) {
      return post('/suggest/address', { query, count, ...(city ? { locations: [{ city }], restrict_value: true } : {}) });
    },
    geolocate({ lat, lon }, { count, radiusMeters }) {
      return post('/geolocate/address', { lat, lon, count, radius_meters: radiusMeters });
    },
  };
}

function reasonOf(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return `no answer within ${timeoutMs} ms`;
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const code = (cause as { code?: unknown } | undefined)?.code;
  if (typeof code === 'string') return `network error ${code}`;
  return `network error: ${cause instanceof Error ? cause.message : String(cause)}`;
}

/** Without a key outside the sandbox: every call answers 503 instead of pretending to find nothing. */
export const unconfiguredAddressSuggestions: AddressSuggestions = {
  sandbox: false,
  suggest: () => Promise.reject(new AppError('SERVICE_UNAVAILABLE', { message: UNAVAILABLE })),
  geolocate: () => Promise.reject(new AppError('SERVICE_UNAVAILABLE', { message: UNAVAILABLE })),
};
