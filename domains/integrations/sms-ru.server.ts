import { z } from 'zod';
import type { CallService, MessageSender, UserCallStatus } from './registry.server';

/** SMS, flash calls and user-call checks through an SMS.ru-style HTTP API. */
export interface SmsRuOptions {
  apiId: string;
  /** Defaults to https://sms.ru; tests point it at a local fake. */
  baseUrl?: string;
  timeoutMs?: number;
}

export const SMS_RU_DEFAULT_BASE_URL = 'https://sms.ru';
const DEFAULT_TIMEOUT_MS = 10_000;

// The provider sends some numbers as strings and some as numbers; both are accepted.
const looseString = z.union([z.string(), z.number()]).transform(String);

const envelopeSchema = z.object({
  status: z.string(),
  status_code: looseString.optional(),
  status_text: z.string().optional(),
});

const smsSendSchema = z.object({
  sms: z.record(
    z.string(),
    z.object({
      status: z.string(),
      status_code: looseString.optional(),
      status_text: z.string().optional(),
      sms_id: z.string().optional(),
    }),
  ),
});

const flashCallSchema = z.object({
  code: looseString.transform((code) => code.padStart(4, '0')),
  call_id: looseString,
});

const callCheckAddSchema = z.object({ check_id: looseString, call_phone: looseString });

const callCheckStatusSchema = z.object({ check_status: looseString });

const CHECK_STATUSES: Record<string, UserCallStatus> = { '400': 'waiting', '401': 'called', '402': 'expired' };

type Query = Record<string, string>;

function digitsOf(phone: string): string {
  return phone.replace(/\D/g, '');
}

function describeStatus(text: string | undefined, code: string | undefined): string {
  const parts = [text?.trim() || 'no reason given', code ? `(status_code ${code})` : ''];
  return parts.filter(Boolean).join(' ');
}

function createSmsRuRequester(options: SmsRuOptions) {
  const base = (options.baseUrl ?? SMS_RU_DEFAULT_BASE_URL).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  // Error texts can come from the provider or the network stack; the key must never reach logs.
  const redact = (text: string) => (options.apiId ? text.split(options.apiId).join('***') : text);
  const fail = (path: string, reason: string): never => {
    throw new Error(redact(`SMS.ru ${path} failed: ${reason}`));
  };

  async function fetchJson(path: string, query: Query): Promise<unknown> {
    const url = new URL(`${base}${path}`);
    for (const [key, value] of Object.entries({ api_id: options.apiId, ...query })) url.searchParams.set(key, value);
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
    } catch (error) {
      return fail(path, networkReason(error, timeoutMs));
    }
    const body = await response.text().catch((error: unknown) => fail(path, networkReason(error, timeoutMs)));
    if (!response.ok) return fail(path, `HTTP ${response.status}`);
    try {
      return JSON.parse(body) as unknown;
    } catch {
      return fail(path, 'the answer is not JSON');
    }
  }

  /** Calls the API and returns the answer parsed with `schema` once the top-level status is OK. */
  async function request<S extends z.ZodType>(path: string, query: Query, schema: S): Promise<z.output<S>> {
    const json = await fetchJson(path, query);
    const envelope = envelopeSchema.safeParse(json);
    if (!envelope.success) return fail(path, 'the answer has no status');
    if (envelope.data.status !== 'OK') {
      return fail(path, describeStatus(envelope.data.status_text, envelope.data.status_code));
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) return fail(path, 'the answer misses expected fields');
    return parsed.data;
  }

  return { request, fail };
}

function networkReason(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `no answer within ${timeoutMs} ms`;
  }
  // undici reports "fetch failed" and keeps the useful part (ECONNREFUSED, ENOTFOUND…) in `cause`.
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const code = (cause as { code?: unknown } | undefined)?.code;
  if (typeof code === 'string') return `network error ${code}`;
  return `network error: ${cause instanceof Error ? cause.message : String(cause)}`;
}

export function createSmsRuSender(options: SmsRuOptions): MessageSender {
  const api = createSmsRuRequester(options);
  return {
    name: 'sms',
    sandbox: false,
    async send(message) {
      const to = digitsOf(message.to);
      const answer = await api.request('/sms/send', { to, msg: message.text, json: '1' }, smsSendSchema);
      const report = answer.sms[to];
      if (!report) return api.fail('/sms/send', 'the answer does not mention the recipient');
      if (report.status !== 'OK' || !report.sms_id) {
        return api.fail('/sms/send', describeStatus(report.status_text, report.status_code));
      }
      return { id: report.sms_id };
    },
  };
}

export function createSmsRuCalls(options: SmsRuOptions): CallService {
  const api = createSmsRuRequester(options);
  return {
    name: 'calls',
    sandbox: false,
    async flashCall(phone) {
      const answer = await api.request('/code/call', { phone: digitsOf(phone), ip: '-1' }, flashCallSchema);
      // The provider does not name the calling number, and a hint built from the code would give
      // the code away to whoever asked for the call, so there is no number to show.
      return { id: answer.call_id, code: answer.code, callPhone: '' };
    },
    async requestUserCall(phone) {
      const answer = await api.request('/callcheck/add', { phone: digitsOf(phone), json: '1' }, callCheckAddSchema);
      return { checkId: answer.check_id, callPhone: digitsOf(answer.call_phone) };
    },
    async userCallStatus(checkId) {
      const answer = await api.request('/callcheck/status', { check_id: checkId, json: '1' }, callCheckStatusSchema);
      const status = CHECK_STATUSES[answer.check_status];
      if (!status) return api.fail('/callcheck/status', `unknown check_status ${answer.check_status}`);
      return status;
    },
  };
}
