import { expect, test, type Page } from '@playwright/test';
import { returningVisitor, snapshot } from './helpers';
import { loginByApi, randomPhone } from './login-helpers';

const WEB = { 'Client-Type': 'WEB_CLIENT' };

// Whole journeys through the checkout and back: longer than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

async function signedIn(page: Page, baseURL: string) {
  await returningVisitor(page, baseURL);
  await loginByApi(page, randomPhone());
}

/** Opens the cards tab and adds a card through the sandbox checkout with this card number. */
async function addCard(page: Page, cardNumber: string, shot?: () => Promise<void>) {
  await page.goto('/cabinet/payments/?tab=cards');
  await page.getByTestId('card-add').click();
  await expect(page).toHaveURL(/\/dev\/payment-checkout\/\?payment=/);
  await expect(page.getByTestId('checkout-amount')).toHaveText(/1\s₽/);
  await page.getByTestId('checkout-card').fill(cardNumber);
  if (shot) await shot();
  await page.getByTestId('checkout-pay').click();
  // Through the status page back to the cards tab.
  await expect(page).toHaveURL(/\/cabinet\/payments\/\?tab=cards/, { timeout: 15_000 });
}

test('cards: add through the sandbox checkout, make default, delete; history lists the checks', async ({ page, baseURL }, testInfo) => {
  await signedIn(page, baseURL!);
  await page.goto('/cabinet/payments/?tab=cards');
  await expect(page.getByTestId('cards-empty')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Платежи и документы' })).toBeVisible();

  await addCard(page, '4111 1111 1111 1111', () => snapshot(page, testInfo, 'payments-checkout'));
  const cards = page.getByTestId('card-item');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Visa •• 1111');
  await expect(cards.first().getByTestId('card-default')).toBeVisible();

  await addCard(page, '5555 5555 5555 4444');
  await expect(cards).toHaveCount(2);
  const mastercard = cards.filter({ hasText: '4444' });
  await expect(mastercard.getByTestId('card-default')).toHaveCount(0);
  await snapshot(page, testInfo, 'payments-cards');

  await mastercard.getByTestId('card-make-default').click();
  await expect(mastercard.getByTestId('card-default')).toBeVisible();
  await expect(cards.filter({ hasText: '1111' }).getByTestId('card-default')).toHaveCount(0);

  await mastercard.getByTestId('card-delete').click();
  const dialog = page.getByTestId('card-delete-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Основной станет самая новая');
  await snapshot(page, testInfo, 'payments-card-delete', false);
  await dialog.getByTestId('card-delete-confirm').click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('1111');
  await expect(cards.first().getByTestId('card-default')).toBeVisible();

  await page.getByTestId('tab-history').click();
  const items = page.getByTestId('history-item');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText('Проверка карты');
  await expect(items.first().getByTestId('history-state')).toHaveText('Возвращено');
  // The 1 ₽ and its return each have their fiscal receipt.
  await expect(items.first().getByTestId('receipt-link')).toHaveText('Чек');
  await expect(items.first().getByTestId('refund-receipt-link')).toHaveText('Чек возврата');
  await snapshot(page, testInfo, 'payments-history');

  // The success page of a card check.
  const history = await page.request.post('/api/cabinet/v2/payments/history', { headers: WEB, data: { offset: 0, limit: 1 } });
  const [latest] = (await history.json()).data.items as Array<{ id: string }>;
  await page.goto(`/payments/success/?id=${latest!.id}`);
  await expect(page.getByTestId('payment-success')).toContainText('Карта привязана');
  await snapshot(page, testInfo, 'payments-success');

  await page.goto('/cabinet/payments/?tab=documents');
  await expect(page.getByTestId('documents-empty')).toBeVisible();
  await snapshot(page, testInfo, 'payments-documents');
});

test('refusing on the checkout leads to the failed page and back to the cards', async ({ page, baseURL }, testInfo) => {
  await signedIn(page, baseURL!);
  await page.goto('/cabinet/payments/?tab=cards');
  await page.getByTestId('card-add').click();
  await expect(page).toHaveURL(/\/dev\/payment-checkout\//);
  await page.getByTestId('checkout-fail').click();
  await expect(page).toHaveURL(/\/payments\/failed\/\?id=/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Оплата не прошла' })).toBeVisible();
  await expect(page.getByTestId('payment-failed-reason')).toContainText('Оплата отменена');
  await snapshot(page, testInfo, 'payments-failed');
  await page.getByRole('link', { name: 'Вернуться к картам' }).click();
  await expect(page).toHaveURL(/\/cabinet\/payments\/\?tab=cards/);
  await expect(page.getByTestId('cards-empty')).toBeVisible();

  // Developers see the sandbox's payment events on the outbox page.
  await page.goto('/dev/outbox/');
  await expect(page.getByRole('row').filter({ hasText: 'PAYMENT' }).filter({ hasText: 'отменён плательщиком' }).first()).toBeVisible();
});

test('the status page waits with a spinner while the payment is pending; others cannot see it', async ({
  page,
  baseURL,
  browser,
}, testInfo) => {
  await signedIn(page, baseURL!);
  const created = await page.request.post('/api/cabinet/v2/payments/cards', { headers: WEB });
  const { id, confirmation_url: checkout } = (await created.json()).data as { id: string; confirmation_url: string };
  await page.goto(`/payments/status/?id=${id}`);
  await expect(page.getByTestId('payment-status-waiting')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Проверяем оплату' })).toBeVisible();
  await snapshot(page, testInfo, 'payments-status', false);

  // A visitor without the session (the bank returned them to another browser) is asked to sign in;
  // another signed-in user gets 404.
  const stranger = await browser.newContext();
  const other = await stranger.newPage();
  await returningVisitor(other, baseURL!);
  await other.goto(`${baseURL}/payments/status/?id=${id}`);
  await expect(other).toHaveURL(/\/\?login=dialog&path=%2Fpayments%2Fstatus%2F/);
  await loginByApi(other, randomPhone());
  const response = await other.goto(`${baseURL}/payments/success/?id=${id}`);
  expect(response?.status()).toBe(404);
  await stranger.close();

  // Paying in another tab: the waiting page notices within its polling interval.
  const tab = await page.context().newPage();
  await tab.goto(checkout);
  await tab.getByTestId('checkout-pay').click();
  await expect(page).toHaveURL(/\/cabinet\/payments\/\?tab=cards/, { timeout: 15_000 });
});

/** Books a free cell of the demo data through the booking call; returns the order and its payment. */
async function bookSomeCell(page: Page) {
  const list = await page.request.get('/api/cabinet/v2/site/storages?offset=0&limit=20');
  const warehouses = (await list.json()).data.items as Array<{ id: number }>;
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(new Date());
  for (const warehouse of warehouses.sort(() => Math.random() - 0.5)) {
    const slots = (await (await page.request.get(`/api/cabinet/v2/site/storages/slots?id=${warehouse.id}`)).json()).data as Array<{
      id: number;
      is_free: boolean;
      price: number | null;
    }>;
    for (const slot of slots
      .filter((s) => s.is_free && s.price)
      .sort(() => Math.random() - 0.5)
      .slice(0, 3)) {
      const res = await page.request.post('/api/cabinet/site/storages/booking', {
        headers: WEB,
        data: { slot_id: slot.id, tariff_kind: 'monthly', period_code: 'month-1', start_date: today },
      });
      if (res.status() === 201) return (await res.json()).data as { order_id: number; payment: { id: string; confirmation_url: string } };
    }
  }
  throw new Error('no free cell to book in the demo data');
}

test('a refused order payment: the failed page pays it again, the success page links to the rental, the history opens its receipt', async ({
  page,
  baseURL,
  browser,
}, testInfo) => {
  await signedIn(page, baseURL!);
  const booking = await bookSomeCell(page);
  await page.goto(booking.payment.confirmation_url);
  await page.getByTestId('checkout-fail').click();
  await expect(page).toHaveURL(/\/payments\/failed\/\?id=/, { timeout: 15_000 });
  await expect(page.getByTestId('payment-failed')).toContainText(`№ ${booking.order_id}`);
  const retry = page.getByTestId('payment-retry');
  await expect(retry).toBeVisible();
  await snapshot(page, testInfo, 'payments-failed-order');

  await retry.click();
  await expect(page).toHaveURL(/\/dev\/payment-checkout\/\?payment=/);
  await page.getByTestId('checkout-pay').click();
  await expect(page).toHaveURL(/\/payments\/success\/\?id=/, { timeout: 15_000 });
  const success = page.getByTestId('payment-success');
  await expect(success).toContainText('Оплата прошла');
  await expect(page.getByRole('link', { name: 'Перейти к аренде' })).toHaveAttribute(
    'href',
    `/cabinet/subscriptions/storages/${booking.order_id}/`,
  );
  await snapshot(page, testInfo, 'payments-success-order');

  await page.goto('/cabinet/payments/');
  const items = page.getByTestId('history-item');
  await expect(items).toHaveCount(2);
  await expect(items.first().getByTestId('history-state')).toHaveText('Оплачено');
  await expect(items.nth(1).getByTestId('history-state')).toHaveText('Платёж не прошёл');
  await expect(items.first().getByRole('link', { name: `заказ № ${booking.order_id}` })).toBeVisible();
  await expect(items.nth(1).getByTestId('receipt-link')).toHaveCount(0);
  await snapshot(page, testInfo, 'payments-history-receipt');

  // «Чек» of the paid payment opens our receipt with the fiscal fields.
  const amount = (await items.first().getByTestId('history-amount').textContent())!.trim();
  await items.first().getByTestId('receipt-link').click();
  await expect(page).toHaveURL(/\/cabinet\/payments\/receipts\/[0-9a-f-]{36}\/$/);
  const receipt = page.getByTestId('receipt');
  await expect(receipt.getByRole('heading', { name: 'Кассовый чек' })).toBeVisible();
  await expect(receipt.getByTestId('receipt-operation')).toHaveText('Приход');
  await expect(receipt.getByTestId('receipt-inn')).toHaveText(/^\d{10}(\d{2})?$/);
  await expect(receipt.getByTestId('receipt-item')).toHaveCount(1);
  await expect(receipt.getByTestId('receipt-item')).toContainText('Полный расчёт');
  await expect(receipt.getByTestId('receipt-total')).toHaveText(amount);
  await expect(receipt.getByTestId('receipt-registration')).toHaveText('Чек зарегистрирован');
  await snapshot(page, testInfo, 'payments-receipt');

  // Nobody else opens it.
  const receiptUrl = page.url();
  const stranger = await browser.newContext();
  const other = await stranger.newPage();
  await returningVisitor(other, baseURL!);
  await loginByApi(other, randomPhone());
  expect((await other.goto(receiptUrl))?.status()).toBe(404);
  await stranger.close();
});

test('the status page gives up after about two minutes with a clear message and a retry', async ({ page, baseURL }, testInfo) => {
  await signedIn(page, baseURL!);
  const created = await page.request.post('/api/cabinet/v2/payments/cards', { headers: WEB });
  const { id } = (await created.json()).data as { id: string };
  await page.clock.install();
  await page.goto(`/payments/status/?id=${id}`);
  // The page is live and polling before the clock jumps.
  await expect(page.getByTestId('payment-status-waiting')).toHaveAttribute('data-polling', 'on');
  await page.clock.fastForward('02:05');
  const slow = page.getByTestId('payment-status-slow');
  await expect(slow).toBeVisible();
  await expect(slow.getByRole('heading', { name: 'Банк ещё не ответил' })).toBeVisible();
  await snapshot(page, testInfo, 'payments-status-slow', false);
  await slow.getByRole('button', { name: 'Проверить ещё раз' }).click();
  await expect(page.getByTestId('payment-status-waiting')).toBeVisible();
});
