import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSideScroll, snapshot, waitForHydration } from './helpers';
import { randomPhone } from './login-helpers';
import {
  assignByApi,
  windowDayComes,
  bookPaidCloud,
  cameraPhoto,
  crewWithMover,
  firstFreeWindow,
  paySandbox,
  person,
  socketJoined,
  WEB,
} from './cloud-console-helpers';

// The clouds line end to end, each person at their own screen: the client books and pays, the
// dispatcher assigns a crew, the mover goes through every status on a 375 px phone while the
// client's request page follows without a reload, the storekeeper accepts the things with photos
// and a volume other than booked, the client accepts the act and sees the plan re-priced, then a
// return of two things goes to completion and the client rates it.

/** The mover presses the button of the next status (asked once more or for the ETA where due). */
async function moverMoves(mover: Page, title: string) {
  await mover.getByRole('button', { name: title, exact: true }).click();
  const dialog = mover.getByTestId('move-dialog');
  if (title === 'Еду к клиенту') {
    await dialog.getByTestId('eta-choice').filter({ hasText: '30' }).click();
    await dialog.getByTestId('move-confirm').click();
  } else if (['Везу вещи на склад', 'Вещи переданы клиенту', 'Выдать бригаде'].includes(title)) {
    await dialog.getByTestId('move-confirm').click();
  }
}

test('a cloud order from booking to a rated return, every person at their own screen', async ({ browser, baseURL }, testInfo) => {
  test.setTimeout(360_000);
  const client = await person(browser, baseURL!, 'desktop');
  const operator = await person(browser, baseURL!, 'desktop', 'operator');
  const mover = await person(browser, baseURL!, 'phone', 'mover');
  const keeper = await person(browser, baseURL!, 'desktop', 'storekeeper');

  // The client books 1,5 m³ and pays.
  const booked = await bookPaidCloud(client.page, { volume: 1.5 });
  // The client's page listens from the moment its socket has joined.
  const listening = socketJoined(client.page);
  await client.page.goto(`/cabinet/requests/${booked.requestId}/`);
  await waitForHydration(client.page);
  await listening;
  const clientStatus = client.page.getByTestId('request-status');
  await expect(clientStatus).toHaveText('Ищем грузчиков');

  // The dispatcher assigns a crew with the mover in it.
  const crew = await crewWithMover(operator.page, booked.warehouseId, mover.phone);
  await operator.page.goto(`/admin/clouds/?warehouse_id=${booked.warehouseId}&day=${booked.day}`);
  await waitForHydration(operator.page);
  const card = operator.page.locator(`[data-testid="cloud-request"][data-request-id="${booked.requestId}"]`);
  await card.getByTestId('cloud-assign-crew').selectOption({ label: crew.name });
  await card.getByRole('button', { name: 'Назначить' }).click();
  await expect(card.getByTestId('cloud-request-status')).toHaveText('Грузчики назначены');
  await expect(clientStatus).toHaveText('Грузчики назначены', { timeout: 15_000 });

  // The window's day comes; the mover at 375 px, every status; the client's page follows each one live.
  await windowDayComes(operator.page, booked.requestId);
  await mover.page.goto(`/admin/clouds/mover/${booked.requestId}/`);
  await waitForHydration(mover.page);
  const moverStatus = mover.page.getByTestId('mover-request').getByTestId('cloud-request-status');
  for (const [button, title] of [
    ['Еду к клиенту', 'Грузчики едут к вам'],
    ['На месте у клиента', 'Грузчики на месте'],
    ['Сверка вещей с клиентом', 'Сверка вещей'],
    ['Везу вещи на склад', 'Везём вещи на склад'],
  ] as const) {
    await moverMoves(mover.page, button);
    await expect(moverStatus).toHaveText(title);
    await expectNoSideScroll(mover.page);
    await expect(clientStatus).toHaveText(title, { timeout: 15_000 });
    // While the crew is on its way, the client sees when it arrives.
    if (button === 'Еду к клиенту') await expect(client.page.getByTestId('request-eta')).toBeVisible();
  }
  await snapshot(client.page, testInfo, 'clouds-journey-client-request');

  // The storekeeper: two things with photos, 2,3 m³ measured instead of 1,5 booked.
  await keeper.page.goto(`/admin/clouds/storekeeper/${booked.requestId}/`);
  await waitForHydration(keeper.page);
  await keeper.page.getByRole('button', { name: 'Начать приёмку' }).click();
  await expect(clientStatus).toHaveText('Кладовщик принимает вещи', { timeout: 15_000 });
  const items = keeper.page.getByTestId('storekeeper-item');
  for (const [index, title] of ['Коробка с книгами', 'Торшер'].entries()) {
    const form = keeper.page.getByTestId('storekeeper-item-form');
    await form.getByTestId('item-title').fill(title);
    await form.getByTestId('item-photo').setInputFiles(await cameraPhoto(index === 0 ? '#c8d6e5' : '#e5d6c8'));
    await form.getByTestId('item-add').click();
    await expect(items).toHaveCount(index + 1);
  }
  await expect(keeper.page.getByTestId('storekeeper-item-photo')).toHaveCount(2);
  await keeper.page.getByTestId('measured-volume').fill('2.3');
  await keeper.page.getByTestId('storekeeper-accept').click();
  await expect(keeper.page.getByTestId('storekeeper-detail').getByTestId('cloud-request-status')).toHaveText('Завершена');
  await expect(clientStatus).toHaveText('Завершена', { timeout: 15_000 });

  // The client accepts the act: the plan is priced by 2,3 m³ now.
  const before = (await (await client.page.request.get(`/api/cabinet/v2/orders/clouds?id=${booked.orderId}`, { headers: WEB })).json())
    .data;
  await expect(client.page.getByTestId('request-act')).toBeVisible();
  await client.page.goto(`/cabinet/subscriptions/clouds/${booked.orderId}/`);
  await waitForHydration(client.page);
  await client.page.getByTestId('act-accept').click();
  await expect(client.page.getByTestId('act-settlement').first()).toBeVisible();
  await expect(client.page.getByTestId('measured-volume')).toContainText('2,3');
  await snapshot(client.page, testInfo, 'clouds-journey-act-accepted');
  const after = (await (await client.page.request.get(`/api/cabinet/v2/orders/clouds?id=${booked.orderId}`, { headers: WEB })).json()).data;
  expect(after.space.volume).toBe(2.3);
  expect(after.space.measured_volume).toBe(2.3);
  expect(before.space.volume).toBe(1.5);

  // A return of both things: booked and paid by the client, assigned, handed out, delivered.
  const stored = (await (await client.page.request.get(`/api/cabinet/v2/clouds/items?order_id=${booked.orderId}`, { headers: WEB })).json())
    .data;
  expect(stored.items).toHaveLength(2);
  // Another window than the pickup's: the crew is taken in that one.
  const window = await firstFreeWindow(client.page, booked.warehouseId, [booked.windowId]);
  const asked = await client.page.request.post('/api/cabinet/v2/clouds/returns', {
    headers: { ...WEB, 'Idempotency-Key': randomUUID() },
    data: {
      order_id: booked.orderId,
      item_ids: stored.items.map((item: { id: number }) => item.id),
      window_id: window.id,
      address_id: booked.addressId,
      floor: 5,
      passenger_elevator: true,
      service_lift: false,
      contact_name: 'Ольга',
      contact_phone: randomPhone(),
    },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const returnId = (await asked.json()).data.id as number;
  const pay = await client.page.request.post('/api/cabinet/orders/request/payment', {
    headers: { ...WEB, 'Idempotency-Key': randomUUID() },
    data: { request_id: returnId },
  });
  expect(pay.ok(), await pay.text()).toBe(true);
  const link = (await pay.json()).data.payment as { confirmation_url: string } | null;
  if (link) await paySandbox(client.page, link.confirmation_url);
  await client.page.goto(`/cabinet/requests/${returnId}/`);
  await waitForHydration(client.page);
  await expect(clientStatus).toHaveText('Ищем грузчиков');
  await assignByApi(operator.page, returnId, crew.id);
  await windowDayComes(operator.page, returnId);
  await expect(clientStatus).toHaveText('Грузчики назначены', { timeout: 15_000 });

  await keeper.page.goto('/admin/clouds/storekeeper/');
  await waitForHydration(keeper.page);
  await keeper.page.locator(`[data-testid="storekeeper-request"][data-request-id="${returnId}"]`).click();
  await expect(keeper.page.getByTestId('storekeeper-item')).toHaveCount(2);
  await moverMoves(keeper.page, 'Выдать бригаде');
  await expect(keeper.page.getByTestId('storekeeper-detail').getByTestId('cloud-request-status')).toHaveText('Кладовщик собирает вещи');
  await expect(clientStatus).toHaveText('Кладовщик собирает вещи', { timeout: 15_000 });

  await mover.page.goto(`/admin/clouds/mover/${returnId}/`);
  await waitForHydration(mover.page);
  for (const [button, title] of [
    ['Еду к клиенту', 'Грузчики едут к вам'],
    ['На месте у клиента', 'Грузчики на месте'],
    ['Сверка вещей с клиентом', 'Сверка вещей'],
    ['Вещи переданы клиенту', 'Завершена'],
  ] as const) {
    await moverMoves(mover.page, button);
    await expect(moverStatus).toHaveText(title);
    await expect(clientStatus).toHaveText(title, { timeout: 15_000 });
  }
  await snapshot(mover.page, testInfo, 'clouds-journey-mover-done');

  // The client rates the return.
  const rate = client.page.getByTestId('request-rate');
  await expect(rate).toBeVisible({ timeout: 15_000 });
  await rate.getByRole('button', { name: '5 из 5' }).click();
  await rate.getByRole('button', { name: 'Отправить оценку' }).click();
  await expect(client.page.getByTestId('request-rated')).toBeVisible();
  await snapshot(client.page, testInfo, 'clouds-journey-rated');
  const returned = (
    await (await client.page.request.get(`/api/cabinet/v2/clouds/items?order_id=${booked.orderId}`, { headers: WEB })).json()
  ).data;
  expect(returned.items.map((item: { status: string }) => item.status)).toEqual(['returned', 'returned']);

  for (const who of [client, operator, mover, keeper]) await who.page.context().close();
});
