import { expect, test, type APIResponse, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoSideScroll, isPhone, returningVisitor, snapshot, waitForHydration } from './helpers';
import { loginByApi, randomPhone } from './login-helpers';
import { axeViolations, collectErrors, expectFits } from './page-checks';
import { bindCard, bookedRental, payRental, sendPassport, verifyPassport } from './rental-helpers';
import { staffDesk } from './staff-helpers';

// The prokat line in the cabinet: a renter (passport verified by staff through the console's call,
// a card bound in the sandbox) books tools from a locker over the booking call, then sees them on
// the «Прокат» tab of «Мои подписки» and on the order's page, pays one booking at the sandbox
// checkout from the page and cancels the other. Every step before the pages is seeded over HTTP.

const WEB = { 'Client-Type': 'WEB_CLIENT' };

async function dataOf<T>(response: APIResponse, what: string): Promise<T> {
  expect(response.ok(), `${what}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

interface Locker {
  id: number;
  number: string;
  name: string;
  address: string;
  place: string;
}

/** A locker of the demo data and the models lying free in it now. */
async function lockerWithTools(page: Page, number: string): Promise<{ locker: Locker; free: string[] }> {
  const list = await page.request.get('/api/cabinet/v2/rental/tariff/postomat/list', { headers: WEB });
  const lockers = await dataOf<Locker[]>(list, 'lockers');
  const locker = lockers.find((l) => l.number === number)!;
  const tools = await dataOf<{ categories: { tools: { model_slug: string }[] }[] }>(
    await page.request.get(`/api/cabinet/v3/rental/postomats/tools?id=${locker.id}`, { headers: WEB }),
    'tools',
  );
  return { locker, free: [...new Set(tools.categories.flatMap((c) => c.tools.map((t) => t.model_slug)))] };
}

/** Books free models of the locker (another test's booking of the same tool moves on to the next ones). */
async function book(page: Page, lockerId: number, free: string[], count: number, unit: 'hour' | 'day', periodNumber: number) {
  for (let start = 0; start + count <= free.length; start += count) {
    const slugs = free.slice(start, start + count);
    const answer = await page.request.post('/api/cabinet/v3/rental/tools/booking', {
      headers: { ...WEB, 'Idempotency-Key': crypto.randomUUID() },
      data: { postomat_id: lockerId, items: slugs.map((model_slug) => ({ model_slug })), unit, period_number: periodNumber },
    });
    if (answer.status() === 409 && ((await answer.json()) as { code?: string }).code === 'CELL_TAKEN') continue;
    const booked = await dataOf<{ order_id: number; status: string }>(answer, 'booking');
    expect(booked.status).toBe('awaiting_payment');
    free.splice(start, count);
    return booked.order_id;
  }
  throw new Error(`no ${count} free models left in locker ${lockerId}`);
}

test.beforeEach(async ({ page, baseURL }) => {
  await returningVisitor(page, baseURL!);
});

test('a renter sees the bookings on the «Прокат» tab and the order page, pays one at the checkout and cancels the other @both', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  await loginByApi(page, randomPhone());
  await verifyPassport(page, baseURL!, testInfo, await sendPassport(page));
  await bindCard(page);
  // The phone and the desktop run at once: each books from a locker of its own.
  const { locker, free } = await lockerWithTools(page, isPhone(testInfo) ? 'П-105' : 'П-106');
  const several = await book(page, locker.id, free, 2, 'hour', 3);
  const single = await book(page, locker.id, free, 1, 'day', 1);

  // The tab: both bookings await payment, the first names its first tool and one more.
  let cacheControl: string | undefined;
  const listErrors = await collectErrors(page, async () => {
    cacheControl = (await page.goto('/cabinet/subscriptions/?line=prokat'))?.headers()['cache-control'];
    await waitForHydration(page);
  });
  expect(listErrors).toEqual([]);
  expect(cacheControl).toContain('no-store');
  await expect(page.getByTestId('line-tab-prokat')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('line-tab-prokat')).toContainText('2');
  const waiting = page.getByTestId('group-prokat-awaiting_payment');
  await expect(waiting.getByRole('heading', { level: 2 })).toContainText('Ожидают оплаты');
  const first = waiting.getByTestId(`order-${several}`);
  await expect(first.getByTestId('rental-title')).toHaveText(/ и ещё 1$/);
  await expect(first.getByTestId('rental-locker')).toContainText(`Постамат ${locker.number}`);
  await expect(first.getByTestId('rental-locker')).toContainText(locker.address);
  // Three hours from now: within the day, or across midnight.
  await expect(first.getByTestId('rental-period')).toHaveText(/^\d\d\.\d\d\.\d{4}, \d\d:\d\d(–\d\d:\d\d| — \d\d\.\d\d\.\d{4}, \d\d:\d\d)$/);
  await expect(first).toContainText(/Бронь действует ещё \d\d:\d\d/);
  await expect(waiting.getByTestId(`order-${single}`).getByTestId('rental-period')).toHaveText(
    /^\d\d\.\d\d\.\d{4}, \d\d:\d\d — \d\d\.\d\d\.\d{4}, \d\d:\d\d$/,
  );
  await expectNoSideScroll(page);
  if (isPhone(testInfo)) await expectFits(page, 'the prokat tab');
  expect(await axeViolations(page)).toEqual([]);
  await snapshot(page, testInfo, 'rental-cabinet-list');

  // The order page, from the card's title.
  const orderErrors = await collectErrors(page, async () => {
    await first.getByTestId('rental-title').click();
    await expect(page).toHaveURL(`/cabinet/subscriptions/rental/${several}/`);
    await expect(page.getByTestId('rental-tools')).toBeVisible();
  });
  expect(orderErrors).toEqual([]);
  await expect(page.getByTestId('order-status')).toHaveText('Ожидает оплаты');
  await expect(page.getByTestId('hold-banner')).toContainText(/Бронь действует ещё \d\d:\d\d/);
  const tools = page.getByTestId('rental-tools').getByRole('listitem');
  await expect(tools).toHaveCount(2);
  for (const tool of await tools.all()) {
    await expect(tool.getByTestId('tool-cell')).toHaveText(/^Ячейка \d+$/);
    await expect(tool.locator('img')).toHaveJSProperty('complete', true);
    expect(await tool.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
  const pickup = page.getByTestId('rental-pickup');
  await expect(pickup).toContainText(`Постамат ${locker.number} · ${locker.name}`);
  await expect(pickup).toContainText(locker.address);
  await expect(pickup.getByTestId('rental-place')).toHaveText(locker.place);
  await expect(pickup.getByRole('link', { name: 'О постамате' })).toHaveAttribute('href', `/prokat/${locker.id}/`);
  await expect(page.getByTestId('rental-period')).toContainText('3 часа');
  await expect(page.getByTestId('rental-price')).toContainText('Итого к оплате');
  await expect(page.getByTestId('deposit-state')).toContainText('Заблокируем на карте после оплаты');
  await expectNoSideScroll(page);
  if (isPhone(testInfo)) await expectFits(page, 'the rental page');
  expect(await axeViolations(page)).toEqual([]);
  await snapshot(page, testInfo, 'rental-cabinet-order-unpaid');

  // «Оплатить»: the sandbox checkout, then back to the order, now on.
  await page.getByTestId(`pay-${several}`).click();
  await expect(page).toHaveURL(/\/dev\/payment-checkout\/\?payment=/, { timeout: 15_000 });
  await page.getByTestId('checkout-pay').click();
  await expect(page).not.toHaveURL(/\/dev\/payment-checkout\//, { timeout: 15_000 });
  await page.goto(`/cabinet/subscriptions/rental/${several}/`);
  await waitForHydration(page);
  await expect(page.getByTestId('order-status')).toHaveText('Активна');
  await expect(page.getByTestId('pickup-banner')).toContainText(`в постамате ${locker.number}`);
  await expect(page.getByTestId('hold-banner')).toHaveCount(0);
  await expect(page.getByTestId('rental-payments')).toContainText('Прокат инструмента');
  await expect(page.getByTestId('rental-payments')).toContainText('Залог за инструмент');
  await expect(page.getByTestId('deposit-state')).toContainText('Заблокирован на карте');
  await expect(page.getByTestId('timeline')).toContainText('Оплата прошла');
  await expectNoSideScroll(page);
  if (isPhone(testInfo)) await expectFits(page, 'the paid rental page');
  expect(await axeViolations(page)).toEqual([]);
  await snapshot(page, testInfo, 'rental-cabinet-order-paid');

  // The other booking is cancelled from its page.
  await page.goto(`/cabinet/subscriptions/rental/${single}/`);
  await waitForHydration(page);
  await page.getByTestId('cancel-booking').click();
  const dialog = page.getByTestId('cancel-booking-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('с карты ничего не спишется');
  await dialog.getByTestId('cancel-booking-confirm').click();
  await expect(page.getByTestId('order-status')).toHaveText('Отменена');
  await expect(page.getByTestId('ended-banner')).toContainText('Бронь отменена');
  await expect(page.getByTestId('tool-cell')).toHaveCount(0);
  await expect(page.getByTestId('cancel-booking')).toHaveCount(0);

  // Back on the tab: one active, one finished.
  await page.getByRole('link', { name: '← Мои подписки' }).click();
  await expect(page).toHaveURL('/cabinet/subscriptions/?line=prokat');
  await expect(page.getByTestId('group-prokat-active').getByTestId(`order-${several}`)).toContainText('Активна');
  await expect(page.getByTestId('group-prokat-finished').getByTestId(`order-${single}`)).toContainText('Отменена');
  await expect(page.getByTestId('group-prokat-awaiting_payment')).toHaveCount(0);
  await expectNoSideScroll(page);
  await snapshot(page, testInfo, 'rental-cabinet-list-after');
});

test('a person without rentals sees the empty tab pointing at the catalogue, and another person’s rental is not found', async ({
  page,
  browser,
  baseURL,
}) => {
  await loginByApi(page, randomPhone());
  await page.goto('/cabinet/subscriptions/?line=prokat');
  const empty = page.getByTestId('line-empty-prokat');
  await expect(empty).toContainText('Аренды инструментов пока нет');
  await expect(empty.getByRole('link', { name: 'Выбрать инструмент' })).toHaveAttribute('href', '/prokat/katalog/');
  await expect(page.getByTestId('line-tab-prokat')).toHaveText('Прокат');
  await expectNoSideScroll(page);

  // A rental id that is not this person's: the cabinet's 404 page; a guest goes to the login.
  const missing = await page.goto('/cabinet/subscriptions/rental/2147483000/');
  expect(missing?.status()).toBe(404);
  const guest = await (await browser.newContext({ baseURL })).newPage();
  await guest.goto('/cabinet/subscriptions/rental/1/');
  await expect(guest).toHaveURL(/\/\?login=dialog&path=%2Fcabinet%2Fsubscriptions%2Frental%2F1%2F/);
  await expect(guest.getByTestId('login-dialog')).toBeVisible();
  await guest.context().close();
});

interface OpenedCell {
  opening_id: number;
  postomat: { id: number; number: string; address: string };
  cell: number;
}

test('a renter opens the pickup cell, has the tool in use, returns it to another locker and sees it returned @both', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  await loginByApi(page, randomPhone());
  // The phone and the desktop run at once: each takes from and returns to lockers of its own.
  const [from, to] = isPhone(testInfo) ? ['П-103', 'П-104'] : ['П-101', 'П-102'];
  const orderId = await bookedRental(page, baseURL!, testInfo, await sendPassport(page), from);
  await payRental(page, orderId);
  const lockers = await dataOf<Locker[]>(
    await page.request.get('/api/cabinet/v2/rental/tariff/postomat/list', { headers: WEB }),
    'lockers',
  );
  const [origin, target] = [lockers.find((l) => l.number === from)!, lockers.find((l) => l.number === to)!];
  // The operator's screen plays the person at the locker: in the sandbox a door closes only through the simulator.
  const desk = await staffDesk(page.context().browser()!, baseURL!, testInfo, 'operator');
  const closeDoor = async (postomatId: number, cell: number, occupied: boolean) =>
    dataOf(
      await desk.request.post('/api/admin/prokat/lockers/simulator', {
        headers: WEB,
        data: { action: 'close', postomat_id: postomatId, cell, occupied },
      }),
      'simulator',
    );

  // Paid: the tool waits in its cell until the pickup window ends.
  const errors = await collectErrors(page, async () => {
    await page.goto(`/cabinet/subscriptions/rental/${orderId}/`);
    await waitForHydration(page);
  });
  expect(errors).toEqual([]);
  const stage = page.getByTestId('tool-stage');
  await expect(stage).toHaveAttribute('data-stage', 'awaiting_pickup');
  await expect(stage).toHaveText(/^Ждёт вас в ячейке \d+ до (\d\d\.\d\d )?\d\d:\d\d$/);
  // Without the phone at the locker: the pickup PIN for its screen.
  await expect(page.getByTestId('rental-pins')).toContainText(/PIN ячейки \d+/);
  await expect(page.getByTestId('rental-pins').locator('dd')).toHaveText(/^\d{6}$/);
  const openCell = page.getByTestId('open-cell');
  const box = await openCell.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await expectNoSideScroll(page);

  // «Открыть ячейку», tapped twice at once: one call, the cell's number in the answer and on the page.
  let openCalls = 0;
  page.on('request', (r) => {
    if (r.url().includes('/rental/orders/cell/open') && r.method() === 'POST') openCalls += 1;
  });
  const opening = page.waitForResponse((r) => r.url().includes('/rental/orders/cell/open') && r.request().method() === 'POST');
  await openCell.dblclick();
  const opened = ((await (await opening).json()) as { data: OpenedCell }).data;
  expect(opened.postomat.id).toBe(origin.id);
  await expect(page.getByTestId('cell-opened')).toHaveText(`Ячейка ${opened.cell} открыта — заберите инструмент и закройте дверь`);
  await expect(page.getByTestId('cell-error')).toHaveCount(0);
  expect(openCalls).toBe(1);
  // Once more while the door is open: the server's reason, said as an alert.
  await openCell.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Ячейка уже открывается' })).toBeVisible();
  expect(openCalls).toBe(2);

  // The door closes on an empty cell: the rental's clock starts, the page hears of it live.
  await closeDoor(origin.id, opened.cell, false);
  await expect(stage).toHaveAttribute('data-stage', 'in_use', { timeout: 15_000 });
  await expect(stage).toHaveText(/^У вас до \d\d\.\d\d \d\d:\d\d$/);
  await expect(page.getByTestId('tool-overdue')).toHaveCount(0);
  await expect(page.getByTestId('tool-cell')).toHaveCount(0);
  await expect(page.getByTestId('pickup-banner')).toContainText('в любой постамат сети');
  const select = page.getByTestId('return-locker');
  await expect(select).toHaveValue(String(origin.id));
  for (const button of [select, page.getByTestId('open-return-cell')]) {
    expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }
  await expectNoSideScroll(page);
  if (isPhone(testInfo)) await expectFits(page, 'the rental page in use');
  expect(await axeViolations(page)).toEqual([]);
  await snapshot(page, testInfo, 'rental-cabinet-order-in-use');

  // «Открыть ячейку для возврата» in another locker: a free cell of it opens.
  await select.selectOption(String(target.id));
  const returning = page.waitForResponse((r) => r.url().includes('/rental/orders/cell/return') && r.request().method() === 'POST');
  await page.getByTestId('open-return-cell').click();
  const free = ((await (await returning).json()) as { data: OpenedCell }).data;
  expect(free.postomat).toMatchObject({ id: target.id, number: to });
  await expect(page.getByTestId('cell-opened')).toHaveText(
    `В постамате ${to} открыта ячейка ${free.cell} — положите инструмент и закройте дверь`,
  );

  // The door closes on the tool: returned, waiting for the staff's check.
  await closeDoor(target.id, free.cell, true);
  await expect(stage).toHaveAttribute('data-stage', 'returned', { timeout: 15_000 });
  await expect(stage).toHaveText(`Возвращён в постамат ${to}, ячейка ${free.cell} — проверяем`);
  await expect(page.getByTestId('open-return-cell')).toHaveCount(0);
  await page.reload();
  await expect(stage).toHaveText(`Возвращён в постамат ${to}, ячейка ${free.cell} — проверяем`);
  await expectNoSideScroll(page);
  await desk.context().close();
});

test('a renter photographs the tool at pickup from the order page: the thumbnail shows, a file that is not a photo is refused', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  await loginByApi(page, randomPhone());
  const orderId = await bookedRental(page, baseURL!, testInfo, await sendPassport(page), 'П-201');
  await payRental(page, orderId);
  const errors = await collectErrors(page, async () => {
    await page.goto(`/cabinet/subscriptions/rental/${orderId}/`);
    await waitForHydration(page);
  });
  expect(errors).toEqual([]);

  const card = page.getByTestId('rental-photos');
  await expect(card.getByRole('heading', { level: 2 })).toHaveText('Фото инструмента');
  // Paid, the tool in its cell: pickup photos are taken now; return photos wait for the return.
  const pickup = card.getByTestId('photos-pickup');
  await expect(pickup).toContainText('При получении · 0 из 5');
  await expect(pickup).toContainText('Сфотографируйте инструмент при получении');
  await expect(card.getByTestId('photos-return')).toHaveCount(0);
  const input = pickup.getByTestId('photo-input-pickup');
  await expect(input).toHaveAttribute('capture', 'environment');
  await expect(input).toHaveAttribute('accept', /image\/jpeg/);
  const button = pickup.locator('label', { hasText: 'Сделать фото' });
  expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);

  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#d9822b' } })
    .jpeg()
    .toBuffer();
  const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/cabinet/v2/rental/orders/files') && r.request().method() === 'POST');
  await input.setInputFiles({ name: 'дрель.jpg', mimeType: 'image/jpeg', buffer: photo });
  expect((await uploaded).status()).toBe(200);
  const thumbs = pickup.getByTestId('photos-pickup-list').locator('img');
  await expect(thumbs).toHaveCount(1);
  await expect(thumbs.first()).toHaveJSProperty('complete', true);
  expect(await thumbs.first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(pickup).toContainText('При получении · 1 из 5');
  await expect(pickup.locator('label')).toHaveText('Добавить ещё фото');

  // Text named .jpg: the server's reason, said as an alert; nothing is added.
  await input.setInputFiles({ name: 'not-a-photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo at all') });
  await expect(pickup.getByTestId('photo-error-pickup')).toHaveText('Загрузите фото в формате JPEG, PNG или WebP');
  await expect(thumbs).toHaveCount(1);
  await card.scrollIntoViewIfNeeded();
  await snapshot(page, testInfo, 'rental-cabinet-photos-error', false);

  await page.reload();
  await expect(page.getByTestId('photos-pickup-list').locator('img')).toHaveCount(1);
  await expectNoSideScroll(page);
  if (isPhone(testInfo)) await expectFits(page, 'the rental page with photos');
  expect(await axeViolations(page)).toEqual([]);
  await card.scrollIntoViewIfNeeded();
  await snapshot(page, testInfo, 'rental-cabinet-photos', false);
});
