import { createHash } from 'node:crypto';
import { AppError } from '../../lib/errors';
import {
  mapProviderStatus,
  mapReceiptRegistration,
  parseProviderAmount,
  providerAmount,
  type CreateProviderPayment,
  type PaymentProvider,
  type ProviderPayment,
} from './provider';

export interface YooKassaConfig {
  shopId: string;
  secretKey: string;
  /** https://api.yookassa.ru/v3 */
  baseUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

interface YooKassaPayment {
  id: string;
  status: string;
  amount: { value: string; currency: string };
  confirmation?: { type: string; confirmation_url?: string };
  payment_method?: {
    id: string;
    saved?: boolean;
    card?: { first6?: string; last4: string; card_type?: string; expiry_month: string; expiry_year: string };
  };
  metadata?: Record<string, string>;
  cancellation_details?: { reason?: string };
  receipt_registration?: string;
}

/** YooKassa allows Idempotence-Key of at most 64 characters; longer keys are hashed stably. */
export function yookassaIdempotenceKey(key: string): string {
  return key.length <= 64 ? key : createHash('sha256').update(key).digest('hex');
}

export function fromYooKassa(p: YooKassaPayment): ProviderPayment {
  const card = p.payment_method?.card;
  return {
    id: p.id,
    status: mapProviderStatus(p.status),
    amount: parseProviderAmount(p.amount.value),
    confirmationUrl: p.confirmation?.confirmation_url ?? null,
    paymentMethod: p.payment_method
      ? {
          id: p.payment_method.id,
          saved: p.payment_method.saved === true,
          card: card
            ? {
                first6: card.first6 ?? '',
                last4: card.last4,
                cardType: card.card_type ?? 'Unknown',
                expiryMonth: Number(card.expiry_month),
                expiryYear: Number(card.expiry_year),
              }
            : undefined,
        }
      : undefined,
    metadata: p.metadata ?? {},
    cancellationReason: p.cancellation_details?.reason ?? null,
    receiptRegistration: mapReceiptRegistration(p.receipt_registration),
  };
}

/** The YooKassa HTTP API v3 (Basic auth shopId:secretKey, Idempotence-Key on every POST). */
export function createYooKassaProvider(config: YooKassaConfig): PaymentProvider {
  const doFetch = config.fetch ?? fetch;
  const base = config.baseUrl.replace(/\/+$/, '');
  const auth = `Basic ${Buffer.from(`${config.shopId}:${config.secretKey}`).toString('base64')}`;

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    idempotenceKey?: string,
  ): Promise<{ status: number; json: T | null }> {
    const headers: Record<string, string> = { authorization: auth, accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (idempotenceKey) headers['idempotence-key'] = yookassaIdempotenceKey(idempotenceKey);
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(config.timeoutMs ?? 15_000),
      });
    } catch (cause) {
      throw new AppError('SERVICE_UNAVAILABLE', { message: 'Платёжный сервис не отвечает. Попробуйте позже', cause });
    }
    const text = await response.text();
    const json = text ? (JSON.parse(text) as T) : null;
    return { status: response.status, json };
  }

  function fail(status: number, json: unknown): never {
    const description = (json as { description?: string } | null)?.description;
    if (status >= 500 || status === 429) {
      throw new AppError('SERVICE_UNAVAILABLE', { message: 'Платёжный сервис временно недоступен. Попробуйте позже' });
    }
    throw new AppError('SERVICE_UNAVAILABLE', {
      message: 'Платёжный сервис отклонил запрос. Попробуйте позже или обратитесь в поддержку',
      details: { provider_status: status, provider_description: description },
    });
  }

  return {
    name: 'yookassa',
    async create(input: CreateProviderPayment) {
      const body: Record<string, unknown> = {
        amount: { value: providerAmount(input.amount), currency: 'RUB' },
        capture: input.capture,
        description: input.description.slice(0, 128),
        metadata: input.metadata,
        receipt: input.receipt,
      };
      if (input.paymentMethodId) body.payment_method_id = input.paymentMethodId;
      else {
        body.confirmation = { type: 'redirect', return_url: input.returnUrl };
        body.save_payment_method = input.savePaymentMethod;
      }
      const { status, json } = await call<YooKassaPayment>('POST', '/payments', body, input.idempotenceKey);
      if (status !== 200 || !json) fail(status, json);
      return fromYooKassa(json);
    },
    async get(id) {
      if (!/^[\w-]{1,64}$/.test(id)) return null;
      const { status, json } = await call<YooKassaPayment>('GET', `/payments/${encodeURIComponent(id)}`);
      if (status === 404 || status === 400) return null;
      if (status !== 200 || !json) fail(status, json);
      return fromYooKassa(json);
    },
    async capture(input) {
      const body: Record<string, unknown> = {};
      if (input.amount !== undefined) body.amount = { value: providerAmount(input.amount), currency: 'RUB' };
      if (input.receipt) body.receipt = input.receipt;
      const path = `/payments/${encodeURIComponent(input.paymentId)}/capture`;
      const { status, json } = await call<YooKassaPayment>('POST', path, body, input.idempotenceKey);
      if (status !== 200 || !json) fail(status, json);
      return fromYooKassa(json);
    },
    async cancel(id, idempotenceKey = `cancel:${id}`) {
      const { status, json } = await call<YooKassaPayment>('POST', `/payments/${encodeURIComponent(id)}/cancel`, {}, idempotenceKey);
      if (status !== 200 || !json) fail(status, json);
      return fromYooKassa(json);
    },
    async refund(input) {
      const { status, json } = await call<{ id: string; status: string; receipt_registration?: string }>(
        'POST',
        '/refunds',
        { payment_id: input.paymentId, amount: { value: providerAmount(input.amount), currency: 'RUB' }, receipt: input.receipt },
        input.idempotenceKey,
      );
      if (status !== 200 || !json) fail(status, json);
      return { id: json.id, status: json.status, receiptRegistration: mapReceiptRegistration(json.receipt_registration) };
    },
  };
}
