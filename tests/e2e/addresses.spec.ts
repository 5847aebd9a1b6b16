import { expect, test, type Page } from '@playwright/test';
import { isPhone, returningVisitor, snapshot, waitForHydration } from './helpers';
import { loginByApi, randomPhone } from './login-helpers';

test.beforeEach(async ({ page, baseURL }) => {
  await returningVisitor(page, baseURL!);
});

/** Picks a suggestion: a tap on the phone, the arrows and Enter on the desktop. */
async function pickSuggestion(page: Page, phone: boolean, text: string) {
  const option = page.getByRole('option', { name: text, exact: true });
  await expect(option).toBeVisible();
  if (phone) {
    await option.tap();
    return;
  }
  const search = page.getByTestId('address-search');
  const options = page.getByRole('option');
  const index = (await options.allTextContents()).findIndex((t) => t.startsWith(text));
  for (let i = 0; i <= index; i += 1) await search.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await search.press('Enter');
}

test('add an address by search, change its floor, delete it', { tag: '@both' }, async ({ page }, testInfo) => {
  const phone = isPhone(testInfo);
  await loginByApi(page, randomPhone());
  await page.goto('/cabinet/addresses/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Адреса' })).toBeVisible();
  await expect(page.getByText('Адресов пока нет')).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Адреса' }).first()).toBeAttached();

  await page.getByTestId('address-add').click();
  const dialog = page.getByTestId('address-dialog');
  await expect(dialog.getByRole('heading', { name: 'Новый адрес' })).toBeVisible();
  await dialog.getByTestId('address-search').fill('тверская 7');
  await expect(dialog.getByRole('option').first()).toBeVisible();
  await snapshot(page, testInfo, 'addresses-suggestions', false);
  await pickSuggestion(page, phone, 'г Москва, ул Тверская, д 7');
  const chosen = dialog.getByTestId('chosen-address');
  await expect(chosen).toContainText('г Москва, ул Тверская, д 7');
  await expect(chosen).toContainText('Доставка без доплаты');
  await dialog.getByLabel('Квартира, офис').fill('12');
  await dialog.getByLabel('Этаж').fill('3');
  await dialog.getByLabel('Домофон').fill('12К');
  await dialog.getByLabel('Есть пассажирский лифт').check();
  await snapshot(page, testInfo, 'addresses-new', false);
  const saved = page.waitForResponse((r) => r.url().includes('/api/cabinet/v2/profile/addresses') && r.request().method() === 'POST');
  await dialog.getByTestId('address-save').click();
  expect((await saved).status()).toBe(200);
  await expect(dialog).toBeHidden();

  const card = page.getByTestId('address-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('г Москва, ул Тверская, д 7');
  await expect(card).toContainText('кв. 12 · этаж 3 · домофон 12К · пассажирский лифт');
  // The address book names the city whose zone it is: another city's warehouse does not deliver there.
  await expect(card).toContainText('Доставка без доплаты · Москва');
  await snapshot(page, testInfo, 'addresses-list');

  await card.getByRole('button', { name: 'Изменить' }).click();
  await expect(dialog.getByRole('heading', { name: 'Изменить адрес' })).toBeVisible();
  await expect(dialog.getByLabel('Этаж')).toHaveValue('3');
  await dialog.getByLabel('Этаж').fill('5');
  await dialog.getByTestId('address-save').click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('этаж 5');
  await page.reload();
  await expect(page.getByTestId('address-card')).toContainText('этаж 5');

  await page.getByTestId('address-card').getByRole('button', { name: 'Удалить' }).click();
  const confirm = page.getByTestId('address-remove-dialog');
  await expect(confirm).toContainText('Заказы, в которых он указан, сохранят его');
  await snapshot(page, testInfo, 'addresses-delete', false);
  await confirm.getByRole('button', { name: 'Удалить', exact: true }).click();
  await expect(page.getByTestId('address-card')).toHaveCount(0);
  await expect(page.getByText('Адресов пока нет')).toBeVisible();
  const list = await page.request.get('/api/cabinet/v2/profile/addresses');
  expect((await list.json()).data).toEqual([]);
});

test('without a maps key the house is chosen from a list of streets; the webview page works the same', async ({ page }, testInfo) => {
  await loginByApi(page, randomPhone());
  await page.goto('/webview/cabinet/addresses/');
  await waitForHydration(page);
  await page.getByTestId('address-add').click();
  const dialog = page.getByTestId('address-dialog');
  await expect(dialog.getByRole('button', { name: 'Выбрать на карте' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Выбрать из списка' }).click();
  const list = dialog.getByTestId('list-pick');
  await list.getByRole('button', { name: 'Казань' }).click();
  await expect(list.getByRole('button', { name: 'ул Баумана' })).toBeVisible();
  await snapshot(page, testInfo, 'addresses-list-pick', false);
  await list.getByRole('button', { name: 'ул Баумана' }).click();
  const search = dialog.getByTestId('address-search');
  await expect(search).toHaveValue('г Казань, ул Баумана, ');
  // The caret waits after the street, so the house number is typed where it belongs.
  await expect.poll(() => search.evaluate((field: HTMLInputElement) => field.selectionStart)).toBe('г Казань, ул Баумана, '.length);
  await search.pressSequentially('15');
  await dialog.getByRole('option', { name: 'г Казань, ул Баумана, д 15', exact: true }).click();
  await expect(dialog.getByTestId('chosen-address')).toContainText('г Казань, ул Баумана, д 15');
  await snapshot(page, testInfo, 'addresses-webview-list-pick', false);
  await dialog.getByTestId('address-save').click();
  await expect(page.getByTestId('address-card')).toContainText('г Казань, ул Баумана, д 15');
});
