import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a signed event stays acceptable after its timestamp (a replay later is refused). */
export const EVENT_SIGNATURE_TOLERANCE_SECONDS = 300;

/** `sha256=<hex>` of `<timestamp>.<body>` under the shared secret, as the network signs its events. */
export function signLockerEvent(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** Null when the signature is the secret's and the timestamp recent; else why not, in Russian. */
export function lockerSignatureProblem(input: {
  secret: string;
  body: string;
  timestamp: string | undefined;
  signature: string | undefined;
  nowSeconds: number;
}): string | null {
  if (!input.timestamp || !input.signature) return 'Нет подписи события';
  if (!/^\d{1,12}$/.test(input.timestamp)) return 'Неверное время события';
  const timestamp = Number(input.timestamp);
  if (Math.abs(input.nowSeconds - timestamp) > EVENT_SIGNATURE_TOLERANCE_SECONDS) return 'Событие устарело';
  const expected = Buffer.from(signLockerEvent(input.secret, timestamp, input.body));
  const given = Buffer.from(input.signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'Подпись события неверна';
  return null;
}
