import { expect, test, type Page } from '@playwright/test';
import { expectNoSideScroll, isPhone, returningVisitor, snapshot, waitForHydration } from './helpers';
import { formatRub as rub } from '../../lib/format/money';
import { loginByApi, randomPhone } from './login-helpers';
import {
  assignByApi,
  bookPaidCloud,
  cameraPhoto,
  crewWithMover,
  moveByApi,
  WEB,
  windowDayComes,
  type BookedCloud,
} from './cloud-console-helpers';

// The client's cabinet of the clouds line: the request page moving live as staff move it, the
// stored items and the act, a rating, a return of two items up to its payment. Everything is
// seeded over HTTP: the customer books and pays, a staff member (dispatcher, mover and
// storekeeper at once) works the request through the console's calls in a context of their own.

test.beforeEach(async ({ page, baseURL }) => {
  await returningVisitor(page, baseURL!);
});

/** A staff member holding the three roles of the clouds line, in a browser context of their own, with a crew they are in. */
async function staffDesk(page: Page, baseURL: string, booked: BookedCloud) {
  const context = await page.context().browser()!.newContext({ baseURL, locale: 'ru-RU', timezoneId: 'Europe/Moscow' });
  const staff = await context.newPage();
  await returningVisitor(staff, baseURL);
  const phone = randomPhone();
  await loginByApi(staff, phone);
  for (const role of ['operator', 'mover', 'storekeeper']) {
    const granted = await staff.request.post('/api/dev/staff/grant', { headers: WEB, data: { phone, role } });
    expect(granted.ok(), await granted.text()).toBe(true);
  }
  const crew = await crewWithMover(staff, booked.warehouseId, phone);
  return { staff, crew };
}

/** The drop-off worked through to the end: items with photos described, the volume measured, the act made. */
async function storeItems(staff: Page, requestId: number, titles: string[], measured: number) {
  for (const to of ['MOVER_ON_CLIENT', 'MOVER_CONFIRMATION', 'MOVER_CARRIES_STUFFS', 'STOREKEEPER_ACCEPTS_STUFFS']) {
    await moveByApi(staff, requestId, to);
  }
  const colors = ['#c0392b', '#2980b9', '#27ae60', '#8e44ad'];
  for (const [index, title] of titles.entries()) {
    const created = await staff.request.post(`/api/admin/clouds/requests/${requestId}/items`, {
      headers: WEB,
      data: { title, description: `Описание: ${title.toLowerCase()}` },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const item = ((await created.json()) as { data: { id: number } }).data;
    const photo = await staff.request.post(`/api/admin/clouds/items/${item.id}/photos`, {
      headers: WEB,
      multipart: { file: await cameraPhoto(colors[index % colors.length]!) },
    });
    expect(photo.ok(), await photo.text()).toBe(true);
  }
  const accepted = await staff.request.post(`/api/admin/clouds/requests/${requestId}/accept`, {
    headers: WEB,
    data: { measured_volume: measured },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
}

test('the request page follows the status live as staff move it, without a reload', async ({ page, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  await loginByApi(page, randomPhone());
  const booked = await bookPaidCloud(page, { volume: 1.5 });
  const { staff, crew } = await staffDesk(page, baseURL!, booked);

  await page.goto(`/cabinet/requests/${booked.requestId}/`);
  await waitForHydration(page);
  await expect(page.getByTestId('request-status')).toHaveText('Ищем грузчиков');
  await expect(page.getByTestId('step-current')).toContainText('Ищем грузчиков');
  await expect(page.getByTestId('change-window')).toBeVisible();
  // A mark the page keeps only as long as it is not reloaded.
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));

  await assignByApi(staff, booked.requestId, crew.id);
  await windowDayComes(staff, booked.requestId);
  await expect(page.getByTestId('request-status')).toHaveText('Грузчики назначены');
  await expect(page.getByTestId('request-crew')).toContainText(crew.name);

  await moveByApi(staff, booked.requestId, 'MOVER_ON_WAY', { eta_minutes: 40 });
  await expect(page.getByTestId('request-status')).toHaveText('Грузчики едут к вам');
  await expect(page.getByTestId('step-current')).toContainText('Грузчики едут к вам');
  await expect(page.getByTestId('request-eta')).toBeVisible();
  await expect(page.getByTestId('change-window')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  // Done steps keep their times; the current one is marked for assistive technology too.
  await expect(page.locator('[aria-current="step"]')).toHaveCount(1);
  if (isPhone(testInfo)) await expectNoSideScroll(page);
  await snapshot(page, testInfo, 'cloud-request-live');

  // The history lists it, filtered by type.
  await page.goto('/cabinet/requests/?type=pickup');
  await waitForHydration(page);
  await expect(page.getByTestId(`request-row-${booked.requestId}`)).toContainText('Грузчики едут к вам');
  await page.goto('/cabinet/requests/?type=return');
  await expect(page.getByTestId('requests-empty')).toBeVisible();
  if (isPhone(testInfo)) await expectNoSideScroll(page);
  await staff.context().close();
});

test('a paid pickup is cancelled from its page, after a confirmation, with the money and its seat given back', async ({
  page,
}, testInfo) => {
  await loginByApi(page, randomPhone());
  const booked = await bookPaidCloud(page, { volume: 1 });
  await page.goto(`/cabinet/requests/${booked.requestId}/`);
  await waitForHydration(page);
  await page.getByTestId('cancel-pickup').click();
  const dialog = page.getByTestId('cancel-pickup-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`заказ №${booked.orderId} отменится`);
  if (isPhone(testInfo)) await expectNoSideScroll(page);
  await snapshot(page, testInfo, 'cloud-cancel-pickup', false);
  await dialog.getByTestId('cancel-pickup-confirm').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('request-status')).toHaveText('Отменена');
  await expect(page.getByTestId('cancel-pickup')).toHaveCount(0);
  // The timeline ends at the cancellation: nothing is coming any more.
  await expect(page.getByTestId('step-current')).toContainText('Отменена');
  await expect(page.getByTestId('request-steps')).not.toContainText('Завершена');
  const order = await (await page.request.get(`/api/cabinet/v2/orders/clouds?id=${booked.orderId}`, { headers: WEB })).json();
  expect(order.data.order.status).toBe('canceled');
});

test('stored items with photos, the act accepted with its settlement, a rating, a return of two items up to its payment', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  await loginByApi(page, randomPhone());

  // Nothing stored yet: the way to order a pickup.
  await page.goto('/cabinet/cloud/');
  await waitForHydration(page);
  await expect(page.getByTestId('cloud-empty').getByRole('link', { name: 'Заказать вывоз' })).toHaveAttribute('href', '/clouds/');

  // A dacha far outside every delivery zone, saved before the Moscow address the order is brought from.
  const dacha = await page.request.post('/api/cabinet/profile/address/create', {
    headers: WEB,
    data: { address: 'Тверская обл, д Раменье, д 3', latitude: 57.2, longitude: 34.9 },
  });
  expect(dacha.ok(), await dacha.text()).toBe(true);
  expect(((await dacha.json()) as { data: { in_zone: boolean } }).data.in_zone).toBe(false);
  const booked = await bookPaidCloud(page, { volume: 1.5 });
  const { staff, crew } = await staffDesk(page, baseURL!, booked);
  await assignByApi(staff, booked.requestId, crew.id);
  await windowDayComes(staff, booked.requestId);
  await moveByApi(staff, booked.requestId, 'MOVER_ON_WAY', { eta_minutes: 30 });
  await storeItems(staff, booked.requestId, ['Велосипед', 'Коробка с книгами', 'Зимние шины'], 2);

  // The items, grouped by order, a photo opened larger.
  await page.goto('/cabinet/cloud/');
  await waitForHydration(page);
  const group = page.getByTestId(`cloud-order-${booked.orderId}`);
  await expect(group.locator('[data-testid^="cloud-item-"]')).toHaveCount(3);
  await expect(group).toContainText('Велосипед');
  await expect(group.getByRole('link', { name: 'Вернуть вещи' })).toBeVisible();
  await group.getByTestId('photo-open').first().click();
  const viewer = page.getByTestId('photo-dialog');
  await expect(viewer.locator('img')).toBeVisible();
  expect(await viewer.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  if (isPhone(testInfo)) await expectNoSideScroll(page);
  await snapshot(page, testInfo, 'cloud-items-photo');
  await page.keyboard.press('Escape');
  await snapshot(page, testInfo, 'cloud-items');

  // The subscription: both volumes, the act waiting; accepted, it shows what is charged.
  await page.goto(`/cabinet/subscriptions/clouds/${booked.orderId}/`);
  await waitForHydration(page);
  await expect(page.getByTestId('booked-volume')).toHaveText('1,5 м³');
  await expect(page.getByTestId('measured-volume')).toHaveText('2 м³');
  await expect(page.getByTestId('items-count')).toHaveText('3 вещи');
  await expect(page.getByTestId('act-waiting')).toBeVisible();
  const act = page.getByTestId('acts').locator('article').first();
  await expect(act.getByTestId('act-measured')).toHaveText('2 м³');
  await expect(act.getByTestId('act-difference')).toHaveText('пересчитаем, когда примете акт');
  // The plan's month is priced by the booked 1,5 m³ until the act is accepted.
  const monthly = page.getByTestId('monthly-price');
  const bookedMonthly = (await monthly.textContent())!;
  if (isPhone(testInfo)) await expectNoSideScroll(page);
  await snapshot(page, testInfo, 'cloud-subscription-act');
  await act.getByTestId('act-accept').click();
  await expect(act.getByTestId('act-state')).toHaveText('Принят');
  // 0,5 m³ more for the rest of the paid month: a charge, and the month priced by 2 m³ from now on.
  await expect(act.getByTestId('act-difference')).toContainText('доплата');
  await expect(monthly).not.toHaveText(bookedMonthly);
  const priced = (await (await page.request.get(`/api/cabinet/v2/orders/clouds?id=${booked.orderId}`, { headers: WEB })).json()).data;
  await expect(monthly).toHaveText(rub(priced.space.monthly_price));
  // The card paid at checkout is kept: the surcharge is taken from it at once, and the act says when.
  const settlement = act.getByTestId('act-settlement');
  await expect(settlement).toHaveAttribute('data-state', 'paid');
  await expect(settlement).not.toContainText('Спишем');
  await expect(settlement).toContainText(/^Доплата .+ получена \d{2}\.\d{2}\.\d{4}/);
  await expect(act.getByTestId('act-accept')).toHaveCount(0);
  const download = page.waitForEvent('download');
  await act.getByTestId('act-download').click();
  expect((await download).suggestedFilename()).toMatch(/^Акт .+\.pdf$/);

  // The finished drop-off is rated once.
  await page.goto(`/cabinet/requests/${booked.requestId}/`);
  await waitForHydration(page);
  await expect(page.getByTestId('request-status')).toHaveText('Завершена');
  const rate = page.getByTestId('request-rate');
  await rate.getByRole('button', { name: '4 из 5' }).click();
  await rate.getByLabel('Комментарий').fill('Быстро и аккуратно');
  await rate.getByRole('button', { name: 'Отправить оценку' }).click();
  await expect(page.getByTestId('request-rated')).toBeVisible();
  await expect(page.getByTestId('request-rate')).toHaveCount(0);

  // A return of two of the three items: the choice survives a reload, then the address, window and payment.
  await page.goto(`/cabinet/subscriptions/clouds/${booked.orderId}/return/`);
  await waitForHydration(page);
  const picks = page.locator('[data-testid^="return-pick-"]');
  await expect(picks).toHaveCount(3);
  await picks.nth(0).check();
  await picks.nth(1).check();
  await expect(page.getByTestId('return-chosen')).toHaveText('Выбрано: 2 вещи');
  await expect(page).toHaveURL(/\?items=\d+(%2C|,)\d+$/);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId('return-chosen')).toHaveText('Выбрано: 2 вещи');
  await expect(picks.nth(2)).not.toBeChecked();
  if (isPhone(testInfo)) await expectNoSideScroll(page);
  await snapshot(page, testInfo, 'cloud-return-choose');
  await page.getByTestId('return-next').click();

  await expect(page).toHaveURL(/\/return\/confirmation\/\?items=/, { timeout: 15_000 });
  await waitForHydration(page);
  await expect(page.getByTestId('return-count')).toHaveText('2 вещи');
  // The address in the zone is chosen, not the first saved one: the dacha cannot be chosen at all.
  await expect(page.getByRole('radio', { name: /ул Тверская/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Раменье/ })).toBeDisabled();
  await expect(page.getByRole('radio', { name: /Раменье/ })).not.toBeChecked();
  // The contact phone reads as a phone, not as «79161110002».
  await expect(page.getByLabel('Телефон')).toHaveValue(/^\+7 \(\d{3}\) \d{3}-\d{2}-\d{2}$/);
  const picker = page.getByTestId('window-picker');
  await picker.locator('input[type="radio"]:not([disabled])').first().check();
  await expect(page.getByTestId('return-window')).not.toHaveText('Время не выбрано');
  await expect(page.getByTestId('return-price')).toContainText('₽');
  await expect(page.getByTestId('return-missing')).toHaveText('Укажите, кто встретит грузчиков');
  await page.getByLabel('Имя').fill('Ольга');
  await expect(page.getByTestId('return-missing')).toHaveCount(0);
  if (isPhone(testInfo)) await expectNoSideScroll(page);
  await snapshot(page, testInfo, 'cloud-return-confirmation');
  await page.getByTestId('return-submit').click();
  // The delivery is paid at the provider's page (the sandbox checkout).
  await page.waitForURL(/\/dev\/payment-checkout\/?\?/, { timeout: 15_000 });
  // The return made (read from the history: the page left before its answer could be read).
  const history = await page.request.post('/api/cabinet/v2/requests/history', { headers: WEB, data: { type: 'return' } });
  const [made] = ((await history.json()) as { data: { items: { id: number }[] } }).data.items;
  const returned = (await (await page.request.get(`/api/cabinet/v2/requests/${made!.id}`, { headers: WEB })).json()) as {
    data: { id: number; type: string; items: unknown[]; delivery_price: number };
  };
  expect(returned.data.type).toBe('return');
  expect(returned.data.items).toHaveLength(2);
  expect(returned.data.delivery_price).toBeGreaterThan(0);

  // Unpaid, the return waits on the requests page with its price.
  await page.goto(`/cabinet/requests/${returned.data.id}/`);
  await waitForHydration(page);
  await expect(page.getByTestId('request-pay')).toBeVisible();
  await expect(page.locator('[data-testid^="request-item-"]')).toHaveCount(2);
  await staff.context().close();
});

test('the webview shows the same cloud pages in the app layout', async ({ page, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  await loginByApi(page, randomPhone());
  const booked = await bookPaidCloud(page, { volume: 1 });
  const { staff, crew } = await staffDesk(page, baseURL!, booked);
  await assignByApi(staff, booked.requestId, crew.id);
  await windowDayComes(staff, booked.requestId);
  await moveByApi(staff, booked.requestId, 'MOVER_ON_WAY', { eta_minutes: 30 });
  await storeItems(staff, booked.requestId, ['Стул', 'Лампа'], 1);

  await page.goto('/webview/cabinet/subscriptions/clouds/');
  await waitForHydration(page);
  await page
    .getByTestId('group-clouds-active')
    .getByRole('link', { name: /Облако/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/webview/cabinet/subscriptions/clouds/${booked.orderId}/$`), { timeout: 15_000 });
  await expect(page.getByTestId('items-count')).toHaveText('2 вещи');
  await page.getByTestId('order-return').click();
  await expect(page).toHaveURL(new RegExp(`/webview/cabinet/subscriptions/clouds/${booked.orderId}/return/$`), { timeout: 15_000 });
  await expect(page.locator('[data-testid^="return-pick-"]')).toHaveCount(2);
  await page.goto('/webview/cabinet/requests/');
  await waitForHydration(page);
  await expect(page.getByTestId(`request-row-${booked.requestId}`)).toContainText('Завершена');
  if (isPhone(testInfo)) await expectNoSideScroll(page);
  await snapshot(page, testInfo, 'cloud-webview-requests');
  await staff.context().close();
});
