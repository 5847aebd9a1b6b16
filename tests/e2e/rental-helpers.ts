import { expect, type Page, type TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { GOOD_PASSPORT } from '../kit/passport';
import { staffDesk } from './staff-helpers';

const WEB = { 'Client-Type': 'WEB_CLIENT' };

async function photo(color: string) {
  const buffer = await sharp({ create: { width: 640, height: 480, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
  return { name: 'photo.jpg', mimeType: 'image/jpeg', buffer };
}

/** The signed-in person sends a passport with its scan and a selfie; answers the document's id. */
export async function sendPassport(page: Page): Promise<number> {
  const passport = await page.request.put('/api/cabinet/v2/profile/documents/passport', { headers: WEB, data: GOOD_PASSPORT });
  expect(passport.ok(), await passport.text()).toBe(true);
  for (const [kind, color] of [
    ['passport_main', '#c8d6e5'],
    ['selfie', '#e5c8d6'],
  ] as const) {
    const upload = await page.request.post('/api/cabinet/v2/profile/documents/files', {
      headers: WEB,
      multipart: { kind, file: await photo(color) },
    });
    expect(upload.ok(), await upload.text()).toBe(true);
  }
  return ((await passport.json()) as { data: { id: number } }).data.id;
}

/** An operator verifies the passport over the console's call. */
export async function verifyPassport(page: Page, baseURL: string, testInfo: TestInfo, passportId: number) {
  const desk = await staffDesk(page.context().browser()!, baseURL, testInfo, 'operator');
  const verified = await desk.request.post(`/api/admin/identity/documents/${passportId}/verify`, { headers: WEB });
  expect(verified.ok(), await verified.text()).toBe(true);
  await desk.context().close();
}

/** Pays a sandbox checkout link as the card holder would (the card is saved when the checkout binds one). */
async function paySandbox(page: Page, confirmationUrl: string) {
  const payment = new URL(confirmationUrl, 'http://x').searchParams.get('payment');
  const paid = await page.request.post('/api/dev/payments/checkout', {
    headers: WEB,
    data: { payment, outcome: 'succeeded', card_number: '4111 1111 1111 1111' },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
}

/**
 * Pays a rental booking as «Оплатить» does (placeOrder, then the sandbox checkout): with the card the
 * person bound saved, the deposit is held on it at once, so the cells open.
 */
export async function payRental(page: Page, orderId: number) {
  const placed = await page.request.post('/api/cabinet/v2/placeOrder', {
    headers: { ...WEB, 'Idempotency-Key': crypto.randomUUID() },
    data: { order_id: orderId },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  const url = ((await placed.json()) as { data: { payment: { confirmation_url: string | null } } }).data.payment.confirmation_url;
  if (url) await paySandbox(page, url);
}

/** Binds a card through the sandbox checkout. */
export async function bindCard(page: Page) {
  const binding = await page.request.post('/api/cabinet/v2/payments/cards', { headers: WEB });
  expect(binding.ok(), await binding.text()).toBe(true);
  await paySandbox(page, ((await binding.json()) as { data: { confirmation_url: string } }).data.confirmation_url);
}

/**
 * Makes the signed-in person, whose passport was sent, a renter and books one tool: the passport
 * verified, a card bound, the first model free in the locker booked for a day. Answers the rental
 * order's id (awaiting payment).
 */
export async function bookedRental(page: Page, baseURL: string, testInfo: TestInfo, passportId: number, lockerNumber: string) {
  await verifyPassport(page, baseURL, testInfo, passportId);
  await bindCard(page);
  const lockers = (
    (await (await page.request.get('/api/cabinet/v2/rental/tariff/postomat/list', { headers: WEB })).json()) as {
      data: { id: number; number: string }[];
    }
  ).data;
  const locker = lockers.find((l) => l.number === lockerNumber)!;
  const tools = (
    (await (await page.request.get(`/api/cabinet/v3/rental/postomats/tools?id=${locker.id}`, { headers: WEB })).json()) as {
      data: { categories: { tools: { model_slug: string }[] }[] };
    }
  ).data;
  for (const slug of new Set(tools.categories.flatMap((c) => c.tools.map((t) => t.model_slug)))) {
    const answer = await page.request.post('/api/cabinet/v3/rental/tools/booking', {
      headers: { ...WEB, 'Idempotency-Key': crypto.randomUUID() },
      data: { postomat_id: locker.id, items: [{ model_slug: slug }], unit: 'day', period_number: 1 },
    });
    if (answer.status() === 409) continue;
    expect(answer.ok(), await answer.text()).toBe(true);
    return ((await answer.json()) as { data: { order_id: number } }).data.order_id;
  }
  throw new Error(`no free tool in locker ${lockerNumber}`);
}
