import { expect, type Page, type TestInfo } from '@playwright/test';
import { staffDesk } from './staff-helpers';

const WEB = { 'Client-Type': 'WEB_CLIENT' };

/**
 * Makes the signed-in person a renter and books one tool: an operator verifies the passport they
 * sent (its document id), a card is bound at the sandbox checkout, and the first model free in the
 * locker is booked for a day. Answers the rental order's id (awaiting payment).
 */
export async function bookedRental(page: Page, baseURL: string, testInfo: TestInfo, passportId: number, lockerNumber: string) {
  const desk = await staffDesk(page.context().browser()!, baseURL, testInfo, 'operator');
  const verified = await desk.request.post(`/api/admin/identity/documents/${passportId}/verify`, { headers: WEB });
  expect(verified.ok(), await verified.text()).toBe(true);
  await desk.context().close();

  const binding = await page.request.post('/api/cabinet/v2/payments/cards', { headers: WEB });
  expect(binding.ok(), await binding.text()).toBe(true);
  const payment = new URL(
    ((await binding.json()) as { data: { confirmation_url: string } }).data.confirmation_url,
    baseURL,
  ).searchParams.get('payment');
  const paid = await page.request.post('/api/dev/payments/checkout', {
    headers: WEB,
    data: { payment, outcome: 'succeeded', card_number: '4111 1111 1111 1111' },
  });
  expect(paid.ok(), await paid.text()).toBe(true);

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
