import { expect, type Page } from '@playwright/test';

const WEB = { 'Client-Type': 'WEB_CLIENT' };

/** Today in Moscow as YYYY-MM-DD. */
export function moscowToday(): string {
  return new Date(Date.now() + 3 * 3600 * 1000).toISOString().slice(0, 10);
}

/** A 1×1 PNG: a real image for the photo step. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

interface Booked {
  orderId: number;
  confirmationUrl: string;
}

/**
 * Books a free cell for a month through the booking call, as the signed-in user of the page.
 * Cells are tried in a random order so parallel tests do not meet on one cell.
 */
export async function bookStorage(page: Page, over: Record<string, unknown> = {}): Promise<Booked> {
  const list = await page.request.get('/api/cabinet/v2/site/storages?limit=20');
  expect(list.ok()).toBe(true);
  const warehouses = ((await list.json()) as { data: { items: { id: number }[] } }).data.items;
  for (const warehouse of warehouses.sort(() => Math.random() - 0.5)) {
    const slots = await page.request.get(`/api/cabinet/v2/site/storages/slots?id=${warehouse.id}`);
    if (!slots.ok()) continue;
    const free = ((await slots.json()) as { data: { id: number; is_free: boolean; price: number | null }[] }).data
      .filter((s) => s.is_free && s.price !== null)
      .sort(() => Math.random() - 0.5);
    for (const slot of free.slice(0, 5)) {
      const booking = await page.request.post('/api/cabinet/site/storages/booking', {
        headers: WEB,
        data: { slot_id: slot.id, tariff_kind: 'monthly', period_code: 'month-1', start_date: moscowToday(), ...over },
      });
      if (booking.status() === 409) continue;
      expect(booking.ok(), await booking.text()).toBe(true);
      const data = ((await booking.json()) as { data: { order_id: number; payment: { confirmation_url: string } } }).data;
      return { orderId: data.order_id, confirmationUrl: data.payment.confirmation_url };
    }
  }
  throw new Error('no free cell to book');
}

/** Pays a booking through the sandbox provider (what the checkout page's Pay button does). */
export async function payInSandbox(page: Page, booked: Booked) {
  const providerId = new URL(booked.confirmationUrl).searchParams.get('payment');
  expect(providerId).toBeTruthy();
  const paid = await page.request.post('/api/dev/payments/checkout', { headers: WEB, data: { payment: providerId, outcome: 'succeeded' } });
  expect(paid.ok(), await paid.text()).toBe(true);
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/cabinet/v2/orders/storages?id=${booked.orderId}`);
        return ((await res.json()) as { data?: { status: string } }).data?.status;
      },
      { timeout: 10_000, message: `order ${booked.orderId} becomes active` },
    )
    .toBe('active');
}

export async function paidStorageOrder(page: Page): Promise<number> {
  const booked = await bookStorage(page);
  await payInSandbox(page, booked);
  return booked.orderId;
}
