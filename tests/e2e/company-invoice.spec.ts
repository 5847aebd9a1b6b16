import { expect, test, type Page } from '@playwright/test';
import { expectNoSideScroll, returningVisitor, snapshot, waitForHydration } from './helpers';
import { loginByApi, randomPhone } from './login-helpers';

const WEB = { 'Client-Type': 'WEB_CLIENT' };

/** Nothing on the page is wider than the screen. */

/** The page of a free cell with a monthly price, picked at random so the two projects do not meet on one cell. */
async function freeCellPath(page: Page): Promise<string> {
  const list = await page.request.get('/api/cabinet/v2/site/storages?limit=20');
  const warehouses = ((await list.json()) as { data: { items: { id: number; slug: string }[] } }).data.items;
  for (const warehouse of warehouses.sort(() => Math.random() - 0.5)) {
    const slots = await page.request.get(`/api/cabinet/v2/site/storages/slots?id=${warehouse.id}`);
    if (!slots.ok()) continue;
    const free = ((await slots.json()) as { data: { id: number; is_free: boolean; price: number | null }[] }).data.filter(
      (s) => s.is_free && s.price !== null,
    );
    const slot = free[Math.floor(Math.random() * free.length)];
    if (slot) return `/storages/${warehouse.slug}/${slot.id}/`;
  }
  throw new Error('no free cell');
}

test.beforeEach(async ({ page, baseURL }) => {
  await returningVisitor(page, baseURL!);
});

/**
 * Rent for business: a company added by ИНН from the booking page, the cell booked with payment by
 * invoice, the invoice in the documents, a staff member marking it paid in the console, and the
 * subscription active for the user.
 */
test('a company by ИНН pays a storage booking by its invoice', async ({ page, browser, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  await loginByApi(page, randomPhone());
  const cellPath = await freeCellPath(page);
  await page.goto(cellPath);
  await waitForHydration(page);
  // No companies yet: the booking page offers to add one for an invoice.
  await expect(page.getByRole('link', { name: 'Мои компании' })).toHaveCount(0);
  await page.getByTestId('booking-add-company').scrollIntoViewIfNeeded();
  await snapshot(page, testInfo, 'company-booking-link', false);
  await page.getByTestId('booking-add-company').click();

  await expect(page).toHaveURL(/\/cabinet\/companies\/\?add=1/);
  const dialog = page.getByTestId('company-dialog');
  await expect(dialog.getByTestId('company-form')).toBeVisible();
  await dialog.getByTestId('company-inn').fill('7736207544');
  await dialog.getByTestId('company-find').click();
  await expect(dialog.getByText('Неверный ИНН: не сходится контрольное число')).toBeVisible();
  await dialog.getByTestId('company-inn').fill('7736207543');
  await dialog.getByTestId('company-find').click();
  await expect(dialog.getByTestId('company-found')).toHaveText('Нашли: ООО «Яндекс»');
  await expect(dialog.getByTestId('company-name')).toHaveValue('ООО «Яндекс»');
  await expect(dialog.getByTestId('company-kpp')).toHaveValue('770401001');
  await expect(dialog.getByTestId('company-ogrn')).toHaveValue('1027700229193');
  await snapshot(page, testInfo, 'company-lookup', false);
  await dialog.getByTestId('company-bik').fill('044525974');
  await dialog.getByTestId('company-find-bank').click();
  await expect(dialog.getByTestId('company-bank_name')).toHaveValue('АО «ТБанк»');
  await expect(dialog.getByTestId('company-correspondent_account')).toHaveValue('30101810145250000974');
  await dialog.getByTestId('company-settlement_account').fill('40702810500000012346');
  await dialog.getByTestId('company-save').click();
  await expect(dialog.getByText('Неверный расчётный счёт: не сходится контрольный ключ с БИК')).toBeVisible();
  await dialog.getByTestId('company-settlement_account').fill('40702810500000012345');
  await snapshot(page, testInfo, 'company-form', false);
  await dialog.getByTestId('company-save').click();

  // Back on the booking page with the company as a way to pay.
  await expect(page).toHaveURL(new RegExp(`${cellPath.replace(/\//g, '\\/')}\\?`));
  await waitForHydration(page);
  const method = page.getByTestId('booking-payment-method');
  await method.selectOption({ label: 'Счёт на ООО «Яндекс»' });
  await expect(page.getByTestId('booking-submit').first()).toHaveText('Забронировать и получить счёт');
  await expectNoSideScroll(page);
  await snapshot(page, testInfo, 'company-booking');
  await page.getByTestId('booking-submit').first().click();

  await expect(page).toHaveURL(/\/cabinet\/subscriptions\/storages\/\d+\//);
  const orderId = Number(/storages\/(\d+)\//.exec(page.url())![1]);
  const status = async () =>
    (
      (await (await page.request.get(`/api/cabinet/v2/orders/storages?id=${orderId}`, { headers: WEB })).json()) as {
        data: { status: string };
      }
    ).data.status;
  expect(await status()).toBe('awaiting_payment');

  // The company is in the cabinet menu now, its card in «Мои компании», and the header has no «Аренда для бизнеса».
  await page.goto('/cabinet/companies/');
  await expect(page.getByTestId('company-card')).toContainText('ИНН 7736207543 · КПП 770401001');
  await expect(page.getByRole('link', { name: 'Мои компании' }).first()).toBeAttached();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Аренда для бизнеса' })).toHaveCount(0);
  await expectNoSideScroll(page);
  await snapshot(page, testInfo, 'companies');

  await page.goto('/cabinet/payments/?tab=documents');
  await waitForHydration(page);
  const invoice = page.getByTestId('invoice-item').first();
  await expect(invoice).toContainText('Ожидает оплаты');
  const number = ((await invoice.locator('p').first().textContent()) ?? '').replace('Счёт ', '').trim();
  expect(number).toMatch(/^СЧ-\d{4}-\d{6}$/);
  const download = page.waitForEvent('download');
  await invoice.getByRole('button', { name: 'Скачать PDF' }).click();
  expect((await download).suggestedFilename()).toBe(`${number}.pdf`);
  await expectNoSideScroll(page);
  await snapshot(page, testInfo, 'company-documents');

  // A staff member, in another browser, marks the invoice paid when the transfer comes.
  const staff = await browser.newContext({ baseURL });
  const staffPage = await staff.newPage();
  await returningVisitor(staffPage, baseURL!);
  const staffPhone = randomPhone();
  await loginByApi(staffPage, staffPhone);
  const granted = await staffPage.request.post('/api/dev/staff/grant', { headers: WEB, data: { phone: staffPhone, role: 'operator' } });
  expect(granted.ok()).toBe(true);
  await staffPage.goto('/admin/invoices/');
  await waitForHydration(staffPage);
  const card = staffPage.getByTestId('admin-invoice').filter({ hasText: number });
  await expect(card).toContainText('ООО «Яндекс», ИНН 7736207543');
  await expectNoSideScroll(staffPage);
  await snapshot(staffPage, testInfo, 'admin-invoices');
  await card.getByTestId('invoice-mark-paid').click();
  await expect(card).toHaveCount(0);
  await staff.close();

  await expect.poll(status).toBe('active');
  await page.goto('/cabinet/payments/?tab=documents');
  await expect(page.getByTestId('invoice-item').filter({ hasText: number })).toContainText('Оплачен');

  // The invoice is paid: the company can be edited and deleted now.
  await page.goto('/cabinet/companies/');
  await waitForHydration(page);
  await page.getByTestId('company-card').getByRole('button', { name: 'Изменить' }).click();
  await page.getByTestId('company-dialog').getByTestId('company-contact').fill('Мария, бухгалтерия');
  await page.getByTestId('company-dialog').getByTestId('company-save').click();
  await expect(page.getByTestId('company-dialog')).toBeHidden();
  await page.getByTestId('company-remove').click();
  await page.getByTestId('company-remove-dialog').getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByTestId('companies-empty')).toBeVisible();
});
