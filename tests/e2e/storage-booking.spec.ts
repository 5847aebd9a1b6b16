import { expect, test, type Page } from '@playwright/test';
import { isPhone, returningVisitor, snapshot } from './helpers';
import { loginDialog, randomPhone, readCode, submitPhone } from './login-helpers';

/** A free cell of the demo catalogue: a random one, even for the phone run and odd for the desktop run (they run in parallel). */
async function freeCell(page: Page, parity: number): Promise<{ id: number; slug: string }> {
  const response = await page.request.get('/api/cabinet/site/storages/get-slots?id=1');
  expect(response.ok()).toBe(true);
  const items = (await response.json()).data.items as { id: number; warehouse: { slug: string } }[];
  expect(items.length).toBeGreaterThan(2);
  const cell = items[parity + 2 * Math.floor(Math.random() * Math.floor(items.length / 2))]!;
  return { id: cell.id, slug: cell.warehouse.slug };
}

test('cell page → period → login by SMS in the dialog → back with the choices → book → sandbox pay → success', async ({ page, baseURL }, testInfo) => {
  await returningVisitor(page, baseURL!);
  const cell = await freeCell(page, isPhone(testInfo) ? 0 : 1);
  // The slug must be the cell's own warehouse.
  expect((await page.request.get(`/storages/not-this-warehouse/${cell.id}/`)).status()).toBe(404);
  await page.goto(`/storages/${cell.slug}/${cell.id}/`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ячейка');
  await expect(page).toHaveTitle(/Аренда ячейки/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/storages/${cell.slug}/${cell.id}/$`));
  await expect(page.getByTestId('size-guide')).toBeVisible();

  await page.getByTestId('period-month-3').click();
  const total = page.getByTestId('price-total');
  await expect(page.getByTestId('price-breakdown')).toContainText('Скидка за период');
  const quoted = await total.textContent();
  await snapshot(page, testInfo, 'booking-cell');

  // A guest pressing the button gets the login dialog; the choices travel in redirect_back.
  await page.getByTestId('booking-submit').click();
  await expect(loginDialog(page)).toBeVisible();
  expect(new URL(page.url()).searchParams.get('redirect_back')).toContain('period=month-3');
  const phone = randomPhone();
  await submitPhone(page, phone);
  const code = await readCode(page.request, phone, 'SMS');
  await loginDialog(page).getByLabel('Код из SMS').pressSequentially(code);
  await expect(loginDialog(page)).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/storages/${cell.slug}/${cell.id}/\\?tariff=monthly&period=month-3&start=[\\d-]+$`));
  await expect(page.getByTestId('period-month-3').getByRole('radio')).toBeChecked();
  await expect(total).toHaveText(quoted!);

  await page.getByTestId('booking-submit').click();
  await expect(page).toHaveURL(/\/dev\/payment-checkout\/\?payment=/, { timeout: 15_000 });
  const digits = (text: string | null) => (text ?? '').replace(/\D/g, '');
  expect(digits(await page.getByTestId('checkout-amount').textContent())).toBe(digits(quoted));
  await snapshot(page, testInfo, 'booking-checkout');
  await page.getByTestId('checkout-pay').click();
  await expect(page).toHaveURL(/\/payments\/success\/\?id=/, { timeout: 20_000 });
  await expect(page.getByTestId('payment-success')).toBeVisible();
  await snapshot(page, testInfo, 'booking-paid');

  // The cell is taken now: booking it again answers with the nearest free cells.
  await page.goto(`/storages/${cell.slug}/${cell.id}/?tariff=monthly&period=month-1`);
  await page.getByTestId('booking-submit').click();
  const conflict = page.getByTestId('booking-conflict');
  await expect(conflict).toContainText('Эту ячейку только что забронировали');
  await expect(conflict.getByRole('link').first()).toHaveAttribute('href', new RegExp(`^/storages/${cell.slug}/\\d+/`));
  await snapshot(page, testInfo, 'booking-conflict');
});
