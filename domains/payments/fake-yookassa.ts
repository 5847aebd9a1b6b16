import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { receiptProblem } from './receipt';

/**
 * A local stand-in for the YooKassa v3 API for tests: checks Basic auth and the Idempotence-Key,
 * answers the same payment for a repeated key, and lets the test settle payments by hand. Like a
 * shop with receipts on, it refuses a payment or refund without a valid 54-ФЗ receipt (a contact,
 * complete items summing to the amount).
 */
export interface FakeYooKassa {
  baseUrl: string;
  shopId: string;
  secretKey: string;
  payments: Map<string, Record<string, unknown>>;
  /** How many payments were really created (repeats of a key do not count). */
  created: number;
  requests: Array<{ method: string; path: string; idempotenceKey?: string }>;
  /** The receipts that came with accepted payments (by payment id) and refunds (in order). */
  receipts: Map<string, Record<string, unknown>>;
  refunds: Array<Record<string, unknown>>;
  /** The payer's outcome: a hold (capture: false) that the payer confirms ends waiting_for_capture instead of succeeded. */
  settle(id: string, status: 'succeeded' | 'canceled', card?: { last4: string; first6: string }): void;
  failNext(status: number): void;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

export async function startFakeYooKassa(): Promise<FakeYooKassa> {
  const shopId = '123456';
  const secretKey = 'test_secret_key_abc';
  const byKey = new Map<string, { id: string; body: string }>();
  const refundsByKey = new Map<string, Record<string, unknown>>();
  const operationsByKey = new Map<string, Record<string, unknown>>();

  /** Charges a hold, all of it or `body.amount` of it (with the receipt of that sum). */
  function capture(p: Record<string, unknown>, body: Record<string, unknown>): { payment: Record<string, unknown> } | { error: string } {
    if (p.status !== 'waiting_for_capture') return { error: `Payment is ${String(p.status)}, not waiting_for_capture` };
    const held = p.amount as { value: string; currency: string };
    const asked = (body.amount as { value?: string } | undefined)?.value ?? held.value;
    if (Number(asked) <= 0 || Number(asked) > Number(held.value)) return { error: 'Capture amount exceeds the authorized amount' };
    if (asked !== held.value) {
      const problem = receiptProblem(body.receipt, asked);
      if (problem) return { error: problem };
      fake.receipts.set(p.id as string, body.receipt as Record<string, unknown>);
    }
    p.status = 'succeeded';
    p.amount = { value: asked, currency: held.currency };
    p.captured_at = new Date().toISOString();
    p.receipt_registration = 'succeeded';
    delete p.expires_at;
    return { payment: p };
  }

  /** Cancels a payment not charged yet: a hold's money is released. */
  function cancel(p: Record<string, unknown>): { payment: Record<string, unknown> } | { error: string } {
    if (p.status === 'succeeded') return { error: 'Payment is succeeded and cannot be canceled' };
    if (p.status === 'pending' || p.status === 'waiting_for_capture') {
      p.status = 'canceled';
      p.paid = false;
      p.cancellation_details = { party: 'merchant', reason: 'canceled_by_merchant' };
      delete p.expires_at;
    }
    return { payment: p };
  }
  let failStatus: number | null = null;
  const fake: Omit<FakeYooKassa, 'baseUrl' | 'close'> = {
    shopId,
    secretKey,
    payments: new Map(),
    created: 0,
    requests: [],
    receipts: new Map(),
    refunds: [],
    settle(id, status, card = { first6: '555555', last4: '4477' }) {
      const p = fake.payments.get(id)!;
      const held = status === 'succeeded' && p.capture === false;
      p.status = held ? 'waiting_for_capture' : status;
      p.paid = status === 'succeeded';
      delete p.confirmation;
      if (held) p.expires_at = new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
      if (status === 'succeeded') {
        p.payment_method = {
          type: 'bank_card',
          id: `pm-${id}`,
          saved: p.save_payment_method === true,
          card: { ...card, expiry_month: '07', expiry_year: '2030', card_type: 'MasterCard' },
        };
        p.receipt_registration = held ? 'pending' : 'succeeded';
      } else p.cancellation_details = { party: 'payment_network', reason: 'insufficient_funds' };
    },
    failNext(status) {
      failStatus = status;
    },
  };

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const key = req.headers['idempotence-key'] as string | undefined;
      fake.requests.push({ method: req.method ?? '', path: url.pathname, idempotenceKey: key });
      const expected = `Basic ${Buffer.from(`${shopId}:${secretKey}`).toString('base64')}`;
      if (req.headers.authorization !== expected)
        return send(res, 401, { type: 'error', code: 'invalid_credentials', description: 'Bad auth' });
      if (failStatus) {
        const status = failStatus;
        failStatus = null;
        return send(res, status, { type: 'error', code: 'internal_server_error' });
      }
      const body = req.method === 'POST' ? await readBody(req) : {};
      if (req.method === 'POST' && !key)
        return send(res, 400, { type: 'error', code: 'invalid_request', description: 'Idempotence-Key is required' });

      if (req.method === 'POST' && url.pathname === '/v3/payments') {
        const seen = byKey.get(key!);
        if (seen) {
          if (seen.body !== JSON.stringify(body))
            return send(res, 400, { type: 'error', code: 'invalid_request', description: 'Idempotence key duplicated' });
          return send(res, 200, fake.payments.get(seen.id));
        }
        const problem = receiptProblem(body.receipt, (body.amount as { value?: unknown } | undefined)?.value);
        if (problem) return send(res, 400, { type: 'error', code: 'invalid_request', parameter: 'receipt', description: problem });
        const id = randomUUID();
        const methodId = body.payment_method_id as string | undefined;
        // A hold on a saved card is blocked at once and waits for capture or cancel.
        const heldAtOnce = Boolean(methodId) && body.capture === false;
        const payment: Record<string, unknown> = {
          id,
          status: methodId ? (heldAtOnce ? 'waiting_for_capture' : 'succeeded') : 'pending',
          paid: Boolean(methodId),
          amount: body.amount,
          capture: body.capture !== false,
          description: body.description,
          metadata: body.metadata,
          save_payment_method: body.save_payment_method,
          created_at: new Date().toISOString(),
          receipt_registration: methodId && !heldAtOnce ? 'succeeded' : 'pending',
          ...(heldAtOnce ? { expires_at: new Date(Date.now() + 7 * 24 * 3600_000).toISOString() } : {}),
          ...(methodId
            ? {
                payment_method: {
                  type: 'bank_card',
                  id: methodId,
                  saved: true,
                  card: { first6: '555555', last4: '4477', expiry_month: '07', expiry_year: '2030', card_type: 'MasterCard' },
                },
              }
            : {
                confirmation: {
                  type: 'redirect',
                  confirmation_url: `https://yoomoney.ru/checkout/payments/v2/contract?orderId=${id}`,
                  return_url: (body.confirmation as { return_url: string }).return_url,
                },
              }),
        };
        fake.payments.set(id, payment);
        fake.receipts.set(id, body.receipt as Record<string, unknown>);
        fake.created += 1;
        byKey.set(key!, { id, body: JSON.stringify(body) });
        return send(res, 200, payment);
      }
      const get = url.pathname.match(/^\/v3\/payments\/([\w-]+)$/);
      if (req.method === 'GET' && get) {
        const p = fake.payments.get(get[1]!);
        return p ? send(res, 200, p) : send(res, 404, { type: 'error', code: 'not_found', description: 'Payment not found' });
      }
      const operation = url.pathname.match(/^\/v3\/payments\/([\w-]+)\/(capture|cancel)$/);
      if (req.method === 'POST' && operation) {
        const seen = operationsByKey.get(key!);
        if (seen) return send(res, 200, seen);
        const p = fake.payments.get(operation[1]!);
        if (!p) return send(res, 404, { type: 'error', code: 'not_found' });
        const answer = operation[2] === 'capture' ? capture(p, body) : cancel(p);
        if ('error' in answer) return send(res, 400, { type: 'error', code: 'invalid_request', description: answer.error });
        operationsByKey.set(key!, structuredClone(answer.payment));
        return send(res, 200, answer.payment);
      }
      if (req.method === 'POST' && url.pathname === '/v3/refunds') {
        const seen = refundsByKey.get(key!);
        if (seen) return send(res, 200, seen);
        const p = fake.payments.get(body.payment_id as string);
        if (!p || p.status !== 'succeeded')
          return send(res, 400, { type: 'error', code: 'invalid_request', description: 'Payment not succeeded' });
        const problem = receiptProblem(body.receipt, (body.amount as { value?: unknown } | undefined)?.value);
        if (problem) return send(res, 400, { type: 'error', code: 'invalid_request', parameter: 'receipt', description: problem });
        const refund = {
          id: randomUUID(),
          status: 'succeeded',
          amount: body.amount,
          payment_id: body.payment_id,
          receipt_registration: 'succeeded',
        };
        fake.refunds.push(body);
        refundsByKey.set(key!, refund);
        p.refunded_amount = body.amount;
        return send(res, 200, refund);
      }
      return send(res, 404, { type: 'error', code: 'not_found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake as FakeYooKassa, {
    baseUrl: `http://127.0.0.1:${port}/v3`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
