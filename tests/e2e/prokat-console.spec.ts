import sharp from 'sharp';
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { expectNoSideScroll, isPhone, returningVisitor, snapshot, waitForHydration } from './helpers';
import { loginByApi, randomPhone } from './login-helpers';
import { bookedRental, payRental, sendPassport } from './rental-helpers';
import { staffDesk } from './staff-helpers';

const WEB = { 'Client-Type': 'WEB_CLIENT' };

// The staff console's «Прокат» section: the returns waiting for the check and the sandbox's locker
// simulator (the e2e server always runs the sandbox network).

test.beforeEach(() => {
  test.setTimeout(90_000);
});

test(
  'an operator opens a locker cell from the console, closes it with the tool inside and sees the event',
  { tag: '@both' },
  async ({ browser, baseURL }, testInfo) => {
    const page = await staffDesk(browser, baseURL!, testInfo, 'operator');
    await page.goto('/admin/prokat/');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Прокат' })).toBeVisible();
    await expect(page.getByTestId('admin-nav').getByRole('link', { name: 'Прокат: возвраты и постаматы' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Возвраты на проверку' })).toBeVisible();
    await expectNoSideScroll(page);

    // Each screen size its own locker: the phone and desktop runs may share one server at once.
    const links = page.getByTestId('prokat-locker-link');
    const lockerLink = links.nth((await links.count()) - (isPhone(testInfo) ? 1 : 2));
    const href = await lockerLink.getAttribute('href');
    expect(href).toMatch(/^\/admin\/prokat\/\d+\/$/);
    await lockerLink.click();
    await expect(page).toHaveURL(href!);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: /^Постамат / })).toBeVisible();
    await expect(page.getByTestId('simulator-off')).toHaveCount(0);

    // A closed cell with a tool in it: opened and closed again with the tool inside, it stays as it was.
    const cell = page.locator('[data-testid="locker-cell"][data-door="closed"][data-occupied="true"]').last();
    const number = await cell.getAttribute('data-cell');
    expect(number).toMatch(/^\d+$/);
    const sameCell = page.locator(`[data-testid="locker-cell"][data-cell="${number}"]`);
    await sameCell.getByRole('button', { name: 'Открыть', exact: true }).click();
    await expect(sameCell).toHaveAttribute('data-door', 'open');
    await expect(sameCell.getByTestId('cell-door')).toHaveText('Открыта');
    await expect(sameCell.getByRole('button', { name: 'Оставить открытой' })).toBeEnabled();
    await expect(sameCell.getByRole('button', { name: 'Закрыть пустой' })).toBeEnabled();
    await expectNoSideScroll(page);

    const close = sameCell.getByRole('button', { name: 'Закрыть с инструментом' });
    await close.click();
    await expect(sameCell).toHaveAttribute('data-door', 'closed');
    await expect(sameCell.getByTestId('cell-occupied')).toHaveText('Занята');
    await expect(sameCell.getByRole('button', { name: 'Открыть', exact: true })).toBeEnabled();

    await expect(page.locator(`[data-testid="locker-event"][data-cell="${number}"][data-type="door_closed"]`).first()).toContainText(
      `Дверь закрылась, ячейка ${number} · с инструментом`,
    );
    await expect(page.locator(`[data-testid="locker-event"][data-cell="${number}"][data-type="door_closed"]`).first()).toContainText(
      'Ячейка закрыта',
    );
    await expect(page.locator(`[data-testid="locker-event"][data-cell="${number}"][data-type="door_opened"]`).first()).toContainText(
      'Ячейка открыта',
    );

    // The screen is behind: someone opened the cell meanwhile; the refusal shows in the alert region and the screen catches up.
    const opened = await page.request.post('/api/admin/prokat/lockers/simulator', {
      headers: WEB,
      data: { action: 'open', postomat_id: Number(href!.split('/')[3]), cell: Number(number) },
    });
    expect(opened.ok(), await opened.text()).toBe(true);
    await sameCell.getByRole('button', { name: 'Открыть', exact: true }).click();
    await expect(page.getByTestId('prokat-console-error')).toContainText('Ячейка уже открывается');
    await expect(sameCell).toHaveAttribute('data-door', 'open');
    await sameCell.getByRole('button', { name: 'Закрыть с инструментом' }).click();
    await expect(sameCell).toHaveAttribute('data-door', 'closed');
    await expect(page.getByTestId('prokat-console-error')).toBeEmpty();

    // A PIN typed at the locker's screen: six digits, or the page says so; a wrong one is refused.
    await page.getByTestId('locker-pin').fill('12');
    await page.getByTestId('locker-pin-send').click();
    await expect(page.getByText('PIN — 6 цифр')).toBeVisible();
    await page.getByTestId('locker-pin').fill('000000');
    await page.getByTestId('locker-pin-send').click();
    await expect(page.locator('[data-testid="locker-event"][data-type="pin_entered"]').first()).toContainText('PIN не подошёл');
    await expectNoSideScroll(page);
    await page.context().close();
  },
);

/**
 * A renter's tool taken and brought back to П-101 (verified renter, card bound, rental paid, picked up
 * and returned through the sandbox's simulator), with an operator's desk at the same screen size;
 * `whileOpen` runs while the return cell stands open (the renter's photo).
 */
async function returnedTool(
  page: Page,
  browser: Browser,
  baseURL: string,
  testInfo: TestInfo,
  whileOpen: (orderId: number) => Promise<void> = async () => undefined,
) {
  await returningVisitor(page, baseURL);
  await loginByApi(page, randomPhone());
  const orderId = await bookedRental(page, baseURL, testInfo, await sendPassport(page), 'П-101');
  await payRental(page, orderId);
  const lockers = (await (await page.request.get('/api/cabinet/v2/rental/tariff/postomat/list', { headers: WEB })).json()) as {
    data: { id: number; number: string }[];
  };
  const locker = lockers.data.find((l) => l.number === 'П-101')!;
  const order = (await (await page.request.get(`/api/cabinet/v2/orders/rental?id=${orderId}`, { headers: WEB })).json()) as {
    data: { tools: { unit_id: number; cell: number }[] };
  };
  const { unit_id: unitId, cell: pickupCell } = order.data.tools[0]!;

  const desk = await staffDesk(browser, baseURL, testInfo, 'operator');
  const simulate = async (data: object, outcome: string) => {
    const answer = await desk.request.post('/api/admin/prokat/lockers/simulator', { headers: WEB, data });
    expect(answer.ok(), await answer.text()).toBe(true);
    expect(((await answer.json()) as { data: { outcome: string } }).data.outcome).toBe(outcome);
  };

  // The pickup: the renter opens the cell (once the deposit is held), takes the tool, closes the empty cell.
  const openPickup = () =>
    page.request.post('/api/cabinet/v2/rental/orders/cell/open', { headers: WEB, data: { order_id: orderId, unit_id: unitId } });
  await expect.poll(async () => (await openPickup()).status(), { timeout: 15_000 }).toBe(200);
  await simulate({ action: 'close', postomat_id: locker.id, cell: pickupCell, occupied: false }, 'pickup');
  // The return: a free cell of the same locker opens; the tool goes in and the door closes.
  const returned = await page.request.post('/api/cabinet/v2/rental/orders/cell/return', {
    headers: WEB,
    data: { order_id: orderId, unit_id: unitId, postomat_id: locker.id },
  });
  expect(returned.ok(), await returned.text()).toBe(true);
  const returnCell = ((await returned.json()) as { data: { cell: number } }).data.cell;
  await whileOpen(orderId);
  await simulate({ action: 'close', postomat_id: locker.id, cell: returnCell, occupied: true }, 'return');
  return { desk, orderId, unitId, returnCell };
}

test(
  'a returned tool waiting for the check is accepted from the console',
  { tag: '@both' },
  async ({ page, browser, baseURL }, testInfo) => {
    test.setTimeout(180_000);
    // With the return cell open the renter photographs the tool: staff see the photo with the return.
    const { desk, orderId, unitId, returnCell } = await returnedTool(page, browser, baseURL!, testInfo, async (id) => {
      const photo = await page.request.post('/api/cabinet/v2/rental/orders/files', {
        headers: WEB,
        multipart: {
          id: String(id),
          stage: 'return',
          file: {
            name: 'return.jpg',
            mimeType: 'image/jpeg',
            buffer: await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2b82d9' } })
              .jpeg()
              .toBuffer(),
          },
        },
      });
      expect(photo.ok(), await photo.text()).toBe(true);
    });

    // The console: the tool waits for the check; a damage needs a description; «Принять» takes it off the list.
    await desk.goto('/admin/prokat/');
    await waitForHydration(desk);
    const card = desk.locator(`[data-testid="prokat-return"][data-order-id="${orderId}"][data-unit-id="${unitId}"]`);
    await expect(card).toContainText(`Постамат П-101, ячейка ${returnCell}`);
    const thumb = card.getByTestId('return-photos').locator('img');
    await expect(thumb).toHaveCount(1);
    await expect(thumb).toHaveJSProperty('complete', true);
    expect(await thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(card.getByTestId('return-photos').locator('a')).toHaveAttribute('href', /^\/api\/admin\/prokat\/photos\//);
    await card.getByRole('button', { name: 'Повреждение' }).click();
    await card.getByLabel('Что повреждено').fill('абв');
    await card.getByRole('button', { name: 'Отправить в ремонт' }).click();
    await expect(card.getByTestId('return-damage-error')).toHaveText('Опишите повреждение: не меньше 5 символов');
    await expect(card.getByLabel('Что повреждено')).toHaveAttribute('aria-invalid', 'true');
    await card.getByRole('button', { name: 'Отмена' }).click();
    await expectNoSideScroll(desk);
    await card.getByRole('button', { name: 'Принять' }).click();
    await expect(card).toHaveCount(0);
    await expect(desk.getByTestId('prokat-console-error')).toBeEmpty();
    await desk.context().close();
  },
);

test(
  'staff add a locker, its cells and a tool, then move the tool to another cell',
  { tag: '@both' },
  async ({ browser, baseURL }, testInfo) => {
    const page = await staffDesk(browser, baseURL!, testInfo, 'storekeeper');
    await page.goto('/admin/prokat/');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Открытые двери' })).toBeVisible();
    await expect(page.getByTestId('prokat-locker-link').first().getByTestId('locker-counts')).toContainText('ячеек 26');
    await expectNoSideScroll(page);

    // A new locker: a wrong latitude is refused next to its field; saved, it opens its page, closed to renters.
    const suffix = String(Date.now()).slice(-5);
    const number = `П-${suffix}`;
    await page.getByTestId('locker-add').click();
    const form = page.getByTestId('locker-form');
    await form.getByLabel('Номер на постамате').fill(number);
    await form.getByLabel('Название').fill('Склад «Проверка»');
    await form.getByLabel('Адрес', { exact: true }).fill('г Москва, ул Проверочная, д 1');
    await form.getByLabel('Часы работы').fill('Ежедневно 09:00–21:00');
    await form.getByLabel('Широта').fill('север');
    await form.getByLabel('Долгота').fill('37.61');
    await page.getByTestId('locker-form-save').click();
    await expect(form.getByText('Широта: ожидается число')).toBeVisible();
    await expect(form.getByLabel('Широта')).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel('Широта').fill('55,75');
    await page.getByTestId('locker-form-save').click();
    await expect(page.getByRole('heading', { level: 1, name: `Постамат ${number}` })).toBeVisible();
    await expect(page.getByTestId('locker-active')).toHaveText('Закрыт');
    await expect(page.getByTestId('fleet-cells-empty')).toBeVisible();

    // Two cells; the same numbers again are refused with the numbers named.
    await page.getByTestId('cells-add').click();
    await page.getByTestId('add-cells-form').getByLabel('Сколько ячеек').fill('2');
    await page.getByTestId('add-cells-save').click();
    const cell = (n: number) => page.locator(`[data-testid="fleet-cell"][data-cell="${n}"]`);
    await expect(cell(1)).toContainText('Свободна');
    await expect(cell(2)).toContainText('Свободна');
    await page.getByTestId('cells-add').click();
    const cellsForm = page.getByTestId('add-cells-form');
    await cellsForm.getByLabel(/^Номер первой/).fill('2');
    await page.getByTestId('add-cells-save').click();
    await expect(page.getByTestId('add-cells-error')).toHaveText('В этом постамате уже есть ячейка № 2');
    await cellsForm.getByRole('button', { name: 'Отмена' }).click();

    // A tool into cell 1, then moved to cell 2.
    await page.getByTestId('unit-add').click();
    const unitForm = page.getByTestId('add-unit-form');
    await unitForm.getByLabel('Инвентарный номер').fill(`ИН-E2E-${suffix}`);
    await unitForm.getByLabel('Ячейка').selectOption({ label: `${number}, ячейка 1 (M)` });
    await page.getByTestId('add-unit-save').click();
    await expect(cell(1)).toHaveAttribute('data-unit', `ИН-E2E-${suffix}`);
    await expect(cell(1).getByTestId('fleet-unit-state')).toHaveText('Доступен для аренды');

    await cell(1).getByTestId('unit-move').click();
    const target = cell(1).getByLabel('Куда (свободная ячейка)');
    await target.selectOption({ label: `${number}, ячейка 2 (M)` });
    await expectNoSideScroll(page);
    await cell(1).getByTestId('cell-choice-send').click();
    await expect(cell(2)).toHaveAttribute('data-unit', `ИН-E2E-${suffix}`);
    await expect(cell(1)).toHaveAttribute('data-unit', '');
    await expect(cell(1)).toContainText('Свободна');
    await expect(page.getByTestId('locker-counts')).toContainText('инструментов в ячейках 1');
    await expectNoSideScroll(page);
    await page.context().close();
  },
);

test(
  'staff fine a returned tool; another operator confirms it with a reason, the one who set a fine only withdraws it',
  { tag: '@both' },
  async ({ page, browser, baseURL }, testInfo) => {
    test.setTimeout(180_000);
    const { desk, orderId, unitId } = await returnedTool(page, browser, baseURL!, testInfo);
    await desk.goto('/admin/prokat/');
    await waitForHydration(desk);
    const card = desk.locator(`[data-testid="prokat-return"][data-order-id="${orderId}"][data-unit-id="${unitId}"]`);
    const fineOf = (at: Page, title: string) =>
      at.locator(`[data-testid="prokat-fine"][data-order-id="${orderId}"]`).filter({ hasText: title });

    // «Назначить штраф» on the returned tool: a code the table names no sum for asks the sum.
    await card.getByRole('button', { name: 'Назначить штраф' }).click();
    const form = card.getByTestId('fine-form');
    await expect(form.getByLabel('Сумма, ₽')).toHaveCount(0);
    await form.getByLabel('Штраф').selectOption('damage_repairable');
    await expect(form.getByText('Сумма по таблице: стоимость ремонта')).toBeVisible();
    await form.getByLabel('Что случилось').fill('Не включается: сгорели щётки');
    await form.getByRole('button', { name: 'Назначить' }).click();
    await expect(form.getByText('Укажите сумму: стоимость ремонта')).toBeVisible();
    await expect(form.getByLabel('Сумма, ₽')).toHaveAttribute('aria-invalid', 'true');
    await expectNoSideScroll(desk);
    await snapshot(desk, testInfo, 'prokat-console-fine-form', false);
    await form.getByLabel('Сумма, ₽').fill('3 200');
    await form.getByRole('button', { name: 'Назначить' }).click();
    await expect(card.getByTestId('fine-sent')).toHaveText('Штраф назначен, ждёт решения оператора');
    await expect(form).toHaveCount(0);

    // «Штрафы»: it waits with its sum, reason and who set it; the one who set it may withdraw it, not confirm it.
    const mine = fineOf(desk, 'Поломка, которую можно отремонтировать');
    await expect(mine).toContainText('3 200 ₽');
    await expect(mine).toContainText('Не включается: сгорели щётки');
    await expect(mine.getByTestId('fine-set-by')).toContainText(/^Назначил: \+7 \(\d{3}\) \d{3}-\d{2}-\d{2}, оператор \(вы\) · /);
    await expect(mine.getByTestId('fine-own')).toBeVisible();
    await expect(mine.getByRole('button', { name: 'Подтвердить' })).toHaveCount(0);
    await expect(mine.getByRole('button', { name: 'Отозвать' })).toBeVisible();
    const uuid = (await mine.getAttribute('data-uuid'))!;
    const refused = await desk.request.post('/api/admin/orders/fines/decide', {
      headers: WEB,
      data: { uuid, decision: 'confirm', reason: 'Сам видел' },
    });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'FINE_OWN_PROPOSAL' });
    await mine.scrollIntoViewIfNeeded();
    await expectNoSideScroll(desk);
    await snapshot(desk, testInfo, 'prokat-console-fine-own', false);

    // Another operator at a desk of their own confirms it with a reason.
    const second = await staffDesk(browser, baseURL!, testInfo, 'operator');
    await second.goto('/admin/prokat/');
    await waitForHydration(second);
    const repair = fineOf(second, 'Поломка, которую можно отремонтировать');
    await expect(repair.getByTestId('fine-set-by')).toContainText(/^Назначил: \+7 .+, оператор · /);
    await expect(repair.getByTestId('fine-set-by')).not.toContainText('(вы)');
    await repair.getByRole('button', { name: 'Подтвердить' }).click();
    await repair.getByRole('button', { name: 'Подтвердить штраф' }).click();
    await expect(repair.getByText('Укажите причину')).toBeVisible();
    await expect(repair.getByLabel('Причина решения')).toHaveAttribute('aria-invalid', 'true');
    await repair.scrollIntoViewIfNeeded();
    await expectNoSideScroll(second);
    await snapshot(second, testInfo, 'prokat-console-fine-decide', false);
    await repair.getByLabel('Причина решения').fill('Поломка видна на фото возврата');
    await repair.getByRole('button', { name: 'Подтвердить штраф' }).click();
    await expect(repair).toHaveCount(0);
    const told = second.getByTestId('fine-decided');
    await expect(told).toContainText(`Штраф по заказу №${orderId} подтверждён`);
    await expect(told.getByTestId('fine-set-by')).toContainText(', оператор · ');
    await expect(told.getByTestId('fine-decided-by')).toContainText(
      /^Решение: подтверждён — \+7 .+, оператор \(вы\) · .+ · «Поломка видна на фото возврата»$/,
    );
    await told.scrollIntoViewIfNeeded();
    await expectNoSideScroll(second);
    await snapshot(second, testInfo, 'prokat-console-fine-decided', false);
    await second.context().close();

    // The tool is accepted; a damage found later is fined by the order and the tool's ID, then withdrawn by who set it.
    await card.getByRole('button', { name: 'Принять' }).click();
    await expect(card).toHaveCount(0);
    await expect(mine).toHaveCount(0);
    const fines = desk.getByRole('region', { name: /^Штрафы/ });
    await fines.getByRole('button', { name: 'Назначить штраф по заказу' }).click();
    const later = fines.getByTestId('fine-form');
    await later.getByLabel('Номер заказа').fill(String(orderId));
    await later.getByLabel('ID инструмента').fill(String(unitId));
    await later.getByLabel('Штраф').selectOption('damage_minor');
    await expect(later.getByLabel('Сумма, ₽')).toHaveCount(0);
    await later.getByLabel('Что случилось').fill('Скол корпуса нашли при чистке');
    await expectNoSideScroll(desk);
    await snapshot(desk, testInfo, 'prokat-console-fine-later', false);
    await later.getByRole('button', { name: 'Назначить' }).click();
    await expect(fines.getByTestId('fine-sent').first()).toHaveText('Штраф назначен, ждёт решения оператора');
    const minor = fineOf(desk, 'Мелкое повреждение');
    await expect(minor).toContainText('1 000 ₽');
    await expect(minor.getByRole('button', { name: 'Отменить' })).toHaveCount(0);
    await minor.getByRole('button', { name: 'Отозвать' }).click();
    await minor.getByLabel('Причина решения').fill('Скол был до аренды');
    await minor.getByRole('button', { name: 'Отозвать штраф' }).click();
    await expect(minor).toHaveCount(0);
    await expect(desk.getByTestId('fine-decided')).toContainText(`Штраф по заказу №${orderId} отозван`);
    await expect(desk.getByTestId('fine-decided').getByTestId('fine-decided-by')).toContainText(
      /^Решение: отозван — .+, оператор \(вы\) · .+ · «Скол был до аренды»$/,
    );
    await expect(desk.getByTestId('prokat-console-error')).toBeEmpty();
    await expectNoSideScroll(desk);
    await snapshot(desk, testInfo, 'prokat-console-fine-withdrawn', false);
    await desk.context().close();
  },
);
