import { expect, test } from '@playwright/test';
import { expectNoSideScroll, isPhone, returningVisitor, snapshot, waitForHydration } from './helpers';
import { loginByApi, randomPhone } from './login-helpers';
import {
  assignByApi,
  bookPaidCloud,
  cameraPhoto,
  crewWithMover,
  expectTallButtons,
  moveByApi,
  windowDayComes,
  person,
  socketJoined,
  WEB,
} from './cloud-console-helpers';

// The staff console of the clouds line: the dispatcher's day, the mover's route on a phone, the
// storekeeper's acceptance. Requests are booked and paid over HTTP by a customer of their own.

test.beforeEach(async ({ page, baseURL }) => {
  // Several people, each signing in, booking and paying over HTTP: more than the default 30 s.
  test.setTimeout(180_000);
  await returningVisitor(page, baseURL!);
});

test('the clouds console answers 404 to a customer, and each role only its own screens', async ({ page, browser, baseURL }, testInfo) => {
  await loginByApi(page, randomPhone());
  for (const path of [
    '/admin/clouds/',
    '/admin/clouds/mover/',
    '/admin/clouds/mover/1/',
    '/admin/clouds/storekeeper/',
    '/admin/clouds/storekeeper/1/',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
  }
  const mover = await person(browser, baseURL!, isPhone(testInfo) ? 'phone' : 'desktop', 'mover');
  expect((await mover.page.goto('/admin/clouds/'))?.status()).toBe(404);
  expect((await mover.page.goto('/admin/clouds/storekeeper/'))?.status()).toBe(404);
  expect((await mover.page.goto('/admin/clouds/mover/'))?.status()).toBe(200);
  await expect(mover.page.getByTestId('admin-nav').getByRole('link', { name: 'Маршрут грузчика' })).toBeVisible();
  await expect(mover.page.getByTestId('admin-nav').getByRole('link', { name: 'Облако: диспетчерская' })).toHaveCount(0);
  await expect(mover.page.getByText('Вы пока не в бригаде')).toBeVisible();
  const keeper = await person(browser, baseURL!, isPhone(testInfo) ? 'phone' : 'desktop', 'storekeeper');
  expect((await keeper.page.goto('/admin/clouds/mover/'))?.status()).toBe(404);
  expect((await keeper.page.goto('/admin/clouds/'))?.status()).toBe(404);
  await mover.page.context().close();
  await keeper.page.context().close();
});

test('the dispatcher sees a paid request arrive live, assigns a crew, is refused fewer crews than booked, cancels with a reason', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const screen = isPhone(testInfo) ? 'phone' : 'desktop';
  const client = await person(browser, baseURL!, screen);
  const first = await bookPaidCloud(client.page, { volume: 2.5, comment: 'Диван и 6 коробок' });
  const mover = await person(browser, baseURL!, screen, 'mover');
  const operator = { page, phone: randomPhone() };
  await loginByApi(page, operator.phone);
  expect((await page.request.post('/api/dev/staff/grant', { headers: WEB, data: { phone: operator.phone, role: 'operator' } })).ok()).toBe(
    true,
  );

  // A crew made and staffed on the screen.
  const listening = socketJoined(page);
  await page.goto(`/admin/clouds/?warehouse_id=${first.warehouseId}&day=${first.day}`);
  await waitForHydration(page);
  await listening;
  const crewName = `Бригада ${Date.now().toString(36)}`;
  const newCrew = page.getByTestId('cloud-crew-new');
  await newCrew.getByLabel('Новая бригада').fill(crewName);
  await newCrew.getByLabel('Машина (номер)').fill('М 123 ОР 77');
  await newCrew.getByRole('button', { name: 'Создать бригаду' }).click();
  const crew = page.getByTestId('cloud-crew').filter({ hasText: crewName });
  await expect(crew).toBeVisible();
  await crew.getByLabel('Грузчик по телефону').fill(mover.phone);
  await crew.getByRole('button', { name: 'Добавить' }).click();
  await expect(crew.getByTestId('cloud-crew-member')).toHaveCount(1);

  const card = page.locator(`[data-testid="cloud-request"][data-request-id="${first.requestId}"]`);
  await expect(card.getByTestId('cloud-request-status')).toHaveText('Ищем грузчиков');
  await expect(card.getByTestId('cloud-request-address')).toContainText('Тверская');
  await expect(card.getByTestId('cloud-request-address')).toContainText('5 этаж, пассажирский лифт');
  await expect(card.getByTestId('cloud-request-address')).toContainText('2,5 м³');
  await expect(card).toContainText('Диван и 6 коробок');

  // A second paid request of the same day appears without a reload (order:status to the operators' room).
  const second = await bookPaidCloud(client.page, { day: first.day });
  expect(second.day).toBe(first.day);
  const secondCard = page.locator(`[data-testid="cloud-request"][data-request-id="${second.requestId}"]`);
  await expect(secondCard).toBeVisible({ timeout: 15_000 });

  // Assign from the crews free in the window.
  await card.getByTestId('cloud-assign-crew').selectOption({ label: crewName });
  await card.getByRole('button', { name: 'Назначить' }).click();
  await expect(card.getByTestId('cloud-request-status')).toHaveText('Грузчики назначены');
  await expect(card).toContainText(`Бригада: ${crewName}`);
  // The crew choice starts empty again: it now offers another crew for the assigned request.
  await expect(card.getByTestId('cloud-assign-crew')).toHaveValue('');
  await expect(card.getByRole('button', { name: 'Заменить' })).toBeVisible();
  await expectNoSideScroll(page);
  await snapshot(page, testInfo, 'cloud-dispatcher');

  // The crew can be taken off before it leaves, and the request assigned again.
  await card.getByTestId('cloud-unassign').click();
  await expect(card.getByTestId('cloud-request-status')).toHaveText('Ищем грузчиков');
  await card.getByTestId('cloud-assign-crew').selectOption({ label: crewName });
  await card.getByRole('button', { name: 'Назначить' }).click();
  await expect(card.getByTestId('cloud-request-status')).toHaveText('Грузчики назначены');

  // Fewer crews than booked: the server's refusal is shown, the number stays.
  const window = page.locator(`[data-testid="cloud-window"]`).filter({ has: card });
  const booked = Number((await window.getByTestId('cloud-window-booked').textContent())!.match(/Занято (\d+)/)![1]);
  await window
    .getByTestId('cloud-window-seats')
    .locator('input[name="crews"]')
    .fill(String(booked - 1));
  await window.getByTestId('cloud-window-seats').getByRole('button', { name: 'Изменить' }).click();
  await expect(page.getByTestId('snackbar').first()).toBeVisible();
  await expect(window.getByTestId('cloud-window-booked')).toContainText(`Занято ${booked} из`);

  // Cancel with a reason, after a confirmation.
  await page.goto(`/admin/clouds/?warehouse_id=${second.warehouseId}&day=${second.day}`);
  await waitForHydration(page);
  await secondCard.getByTestId('cloud-cancel').click();
  const dialog = page.getByTestId('cloud-cancel-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('cloud-cancel-reason').fill('Клиент попросил перенести на другой месяц');
  await snapshot(page, testInfo, 'cloud-dispatcher-cancel', false);
  await dialog.getByTestId('cloud-cancel-confirm').click();
  await expect(dialog).toBeHidden();
  const asClient = await (await client.page.request.get(`/api/cabinet/v2/requests/${second.requestId}`, { headers: WEB })).json();
  expect(asClient.data.status).toBe('CANCELED');
  await client.page.context().close();
  await mover.page.context().close();
});

test('the mover takes a request through its statuses on a 375 px phone', async ({ page, browser, baseURL }, testInfo) => {
  const client = await person(browser, baseURL!, 'phone');
  const booked = await bookPaidCloud(client.page);
  const operator = await person(browser, baseURL!, 'desktop', 'operator');
  const moverPhone = randomPhone();
  await loginByApi(page, moverPhone);
  expect((await page.request.post('/api/dev/staff/grant', { headers: WEB, data: { phone: moverPhone, role: 'mover' } })).ok()).toBe(true);
  const crew = await crewWithMover(operator.page, booked.warehouseId, moverPhone);
  await assignByApi(operator.page, booked.requestId, crew.id);
  // Tomorrow's pickup: nothing to press today, and the page says when.
  await page.goto(`/admin/clouds/mover/${booked.requestId}/`);
  await waitForHydration(page);
  await expect(page.getByTestId('move-wait-day')).toContainText(`в день окна — ${booked.day.split('-').reverse().join('.')}`);
  await expect(page.getByTestId('move')).toHaveCount(0);
  const today = await windowDayComes(page, booked.requestId);

  await page.goto(`/admin/clouds/mover/?day=${today}`);
  await waitForHydration(page);
  const next = page.getByTestId('mover-next');
  await expect(next).toHaveAttribute('data-request-id', String(booked.requestId));
  await expect(next.getByTestId('stop-address')).toContainText('Тверская');
  await expect(next.getByTestId('stop-call')).toHaveAttribute('href', /^tel:\+7\d{10}$/);
  await expect(next).toContainText('12К');
  await expectNoSideScroll(page);
  await snapshot(page, testInfo, 'cloud-mover-route');
  await next.getByTestId('mover-open-next').click();
  await expect(page).toHaveURL(new RegExp(`/admin/clouds/mover/${booked.requestId}/$`), { timeout: 15_000 });

  const status = page.getByTestId('mover-request').getByTestId('cloud-request-status');
  await expect(status).toHaveText('Грузчики назначены');
  await expectTallButtons(page, '[data-testid="move"]');
  await expectNoSideScroll(page);
  await snapshot(page, testInfo, 'cloud-mover-request');

  // «Еду к клиенту» asks the minutes.
  await page.getByRole('button', { name: 'Еду к клиенту' }).click();
  const dialog = page.getByTestId('move-dialog');
  // Ten hours is past the client's window: the mover is asked why before leaving.
  await dialog.getByTestId('eta-minutes').fill('600');
  await expect(dialog.getByTestId('eta-reason')).toBeVisible();
  await expect(dialog).toContainText('Это позже окна клиента');
  await expect(dialog.getByTestId('move-confirm')).toBeDisabled();
  await dialog.getByTestId('eta-reason').fill('Пробка на МКАД');
  await expect(dialog.getByTestId('move-confirm')).toBeEnabled();
  // Within the window no reason is asked.
  await dialog.getByTestId('eta-choice').filter({ hasText: '45' }).click();
  await expect(dialog.getByTestId('eta-reason')).toHaveCount(0);
  await snapshot(page, testInfo, 'cloud-mover-eta', false);
  await dialog.getByTestId('move-confirm').click();
  await expect(status).toHaveText('Грузчики едут к вам');
  const onWay = (await (await client.page.request.get(`/api/cabinet/v2/requests/${booked.requestId}`, { headers: WEB })).json()).data;
  expect(Date.parse(onWay.eta_at) - Date.now()).toBeGreaterThan(40 * 60_000);
  expect(Date.parse(onWay.eta_at) - Date.now()).toBeLessThan(50 * 60_000);

  await page.getByRole('button', { name: 'На месте у клиента' }).click();
  await expect(status).toHaveText('Грузчики на месте');
  await page.getByRole('button', { name: 'Сверка вещей с клиентом' }).click();
  await expect(status).toHaveText('Сверка вещей');
  // Leaving with the things cannot be undone: asked once more.
  await page.getByRole('button', { name: 'Везу вещи на склад' }).click();
  await expect(page.getByTestId('move-dialog')).toBeVisible();
  await page.getByTestId('move-dialog').getByTestId('move-confirm').click();
  await expect(status).toHaveText('Везём вещи на склад');
  await expect(page.getByTestId('move')).toHaveCount(0);
  await expect(page.getByTestId('mover-no-moves')).toBeVisible();
  await expectNoSideScroll(page);
  await client.page.context().close();
  await operator.page.context().close();
});

test('the storekeeper accepts the things one by one with a photo and the measured volume', async ({ page, browser, baseURL }, testInfo) => {
  const client = await person(browser, baseURL!, 'desktop');
  const booked = await bookPaidCloud(client.page, { volume: 1.5 });
  const operator = await person(browser, baseURL!, 'desktop', 'operator');
  const mover = await person(browser, baseURL!, 'phone', 'mover');
  const crew = await crewWithMover(operator.page, booked.warehouseId, mover.phone);
  await assignByApi(operator.page, booked.requestId, crew.id);
  await windowDayComes(operator.page, booked.requestId);
  for (const to of ['MOVER_ON_WAY', 'MOVER_ON_CLIENT', 'MOVER_CONFIRMATION', 'MOVER_CARRIES_STUFFS']) {
    await moveByApi(mover.page, booked.requestId, to, to === 'MOVER_ON_WAY' ? { eta_minutes: 30 } : {});
  }
  const keeperPhone = randomPhone();
  await loginByApi(page, keeperPhone);
  expect((await page.request.post('/api/dev/staff/grant', { headers: WEB, data: { phone: keeperPhone, role: 'storekeeper' } })).ok()).toBe(
    true,
  );

  await page.goto('/admin/clouds/storekeeper/');
  await waitForHydration(page);
  const line = page.locator(`[data-testid="storekeeper-request"][data-request-id="${booked.requestId}"]`);
  await expect(line).toBeVisible();
  await expectNoSideScroll(page);
  await snapshot(page, testInfo, 'cloud-storekeeper-list');
  await line.click();
  await expect(page).toHaveURL(new RegExp(`/admin/clouds/storekeeper/${booked.requestId}/$`), { timeout: 15_000 });
  await page.getByRole('button', { name: 'Начать приёмку' }).click();
  await expect(page.getByTestId('storekeeper-detail').getByTestId('cloud-request-status')).toHaveText('Кладовщик принимает вещи');

  const form = page.getByTestId('storekeeper-item-form');
  await form.getByTestId('item-title').fill('Коробка с книгами');
  await form.getByTestId('item-description').fill('60×40×40, тяжёлая');
  await form.getByTestId('item-photo').setInputFiles(await cameraPhoto('#c8d6e5'));
  await expect(form.getByTestId('item-previews').locator('img')).toHaveCount(1);
  await form.getByTestId('item-add').click();
  const items = page.getByTestId('storekeeper-item');
  await expect(items).toHaveCount(1);
  const thumb = items.first().getByTestId('storekeeper-item-photo');
  await expect(thumb).toHaveCount(1);
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(items.first()).toContainText('60×40×40, тяжёлая');

  // A second thing added by mistake and deleted.
  await page.getByTestId('storekeeper-item-form').getByTestId('item-title').fill('Лишняя строка');
  await page.getByTestId('storekeeper-item-form').getByTestId('item-add').click();
  await expect(items).toHaveCount(2);
  await items
    .filter({ hasText: 'Лишняя строка' })
    .getByRole('button', { name: /Удалить/ })
    .click();
  await page.getByTestId('item-remove-dialog').getByRole('button', { name: 'Удалить' }).click();
  await expect(items).toHaveCount(1);

  await expect(page.getByTestId('measured-volume')).toHaveValue('1.5');
  await page.getByTestId('measured-volume').fill('2.3');
  await expectNoSideScroll(page);
  await snapshot(page, testInfo, 'cloud-storekeeper-accept');
  await page.getByTestId('storekeeper-accept').click();
  await expect(page.getByTestId('storekeeper-detail').getByTestId('cloud-request-status')).toHaveText('Завершена');
  const asClient = (await (await client.page.request.get(`/api/cabinet/v2/requests/${booked.requestId}`, { headers: WEB })).json()).data;
  expect(asClient.status).toBe('COMPLETED');
  expect(asClient.items.map((item: { title: string }) => item.title)).toEqual(['Коробка с книгами']);
  expect(asClient.act).not.toBeNull();
  await client.page.context().close();
  await operator.page.context().close();
  await mover.page.context().close();
});

test('a crew that will be late says why: the dispatcher and the client read when and the reason', async ({ page, browser, baseURL }) => {
  const client = await person(browser, baseURL!, 'phone');
  const booked = await bookPaidCloud(client.page);
  const mover = await person(browser, baseURL!, 'phone', 'mover');
  const operatorPhone = randomPhone();
  await loginByApi(page, operatorPhone);
  expect((await page.request.post('/api/dev/staff/grant', { headers: WEB, data: { phone: operatorPhone, role: 'operator' } })).ok()).toBe(
    true,
  );
  const crew = await crewWithMover(page, booked.warehouseId, mover.phone);
  await assignByApi(page, booked.requestId, crew.id);
  const today = await windowDayComes(page, booked.requestId);

  // Ten hours from now is past the window: refused without a reason, taken with one.
  const silent = await mover.page.request.post(`/api/admin/clouds/requests/${booked.requestId}/status`, {
    headers: WEB,
    data: { to: 'MOVER_ON_WAY', eta_minutes: 600 },
  });
  expect(silent.status()).toBe(422);
  expect((await silent.json()).code).toBe('ETA_OUTSIDE_WINDOW');
  await moveByApi(mover.page, booked.requestId, 'MOVER_ON_WAY', { eta_minutes: 600, note: 'Сломалась машина, едем на другой' });

  await page.goto(`/admin/clouds/?warehouse_id=${booked.warehouseId}&day=${today}`);
  await waitForHydration(page);
  const card = page.locator(`[data-testid="cloud-request"][data-request-id="${booked.requestId}"]`);
  await expect(card.getByTestId('cloud-request-eta-outside')).toContainText(/^Опаздывают: будут к \d{2}:\d{2} — Сломалась машина/);

  await client.page.goto(`/cabinet/requests/${booked.requestId}/`);
  await waitForHydration(client.page);
  await expect(client.page.getByTestId('request-eta')).toContainText('позже окна');
  await client.page.context().close();
  await mover.page.context().close();
});
