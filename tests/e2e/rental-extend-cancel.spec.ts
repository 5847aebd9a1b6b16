import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { expectNoSideScroll, returningVisitor, snapshot, waitForHydration } from './helpers';
import { loginByApi, randomPhone } from './login-helpers';
import { axeViolations } from './page-checks';
import { bindCard, payRental, sendPassport, verifyPassport } from './rental-helpers';
import { staffDesk } from './staff-helpers';

// A tool rental's own changes on its page, on a phone (375 px): «Продлить аренду» (a period of the
// tariffs with its price and the new end, paid at the sandbox checkout) and «Завершить досрочно»
// (marks, the refund, the return into a locker, done). The rental is booked, paid and picked up over
// HTTP, the locker's doors are closed through the sandbox's simulator.

const WEB = { 'Client-Type': 'WEB_CLIENT' };
const LOCKER = 'П-104';

/** A verified renter's tool from the locker, booked for 3 hours, paid and taken out of its cell. */
async function toolInUse(page: Page, browser: Browser, baseURL: string, testInfo: TestInfo) {
  await returningVisitor(page, baseURL);
  await loginByApi(page, randomPhone());
  await verifyPassport(page, baseURL, testInfo, await sendPassport(page));
  await bindCard(page);
  const lockers = (await (await page.request.get('/api/cabinet/v2/rental/tariff/postomat/list', { headers: WEB })).json()) as {
    data: { id: number; number: string }[];
  };
  const locker = lockers.data.find((l) => l.number === LOCKER)!;
  const tools = (await (await page.request.get(`/api/cabinet/v3/rental/postomats/tools?id=${locker.id}`, { headers: WEB })).json()) as {
    data: { categories: { tools: { model_slug: string }[] }[] };
  };
  let orderId = 0;
  for (const slug of new Set(tools.data.categories.flatMap((c) => c.tools.map((t) => t.model_slug)))) {
    const answer = await page.request.post('/api/cabinet/v3/rental/tools/booking', {
      headers: { ...WEB, 'Idempotency-Key': crypto.randomUUID() },
      data: { postomat_id: locker.id, items: [{ model_slug: slug }], unit: 'hour', period_number: 3 },
    });
    if (answer.status() === 409) continue;
    expect(answer.ok(), await answer.text()).toBe(true);
    orderId = ((await answer.json()) as { data: { order_id: number } }).data.order_id;
    break;
  }
  expect(orderId).toBeGreaterThan(0);
  await payRental(page, orderId);
  const order = (await (await page.request.get(`/api/cabinet/v2/orders/rental?id=${orderId}`, { headers: WEB })).json()) as {
    data: { tools: { unit_id: number; cell: number }[] };
  };
  const { unit_id: unitId, cell } = order.data.tools[0]!;
  const desk = await staffDesk(browser, baseURL, testInfo, 'operator');
  const simulate = async (data: object, outcome: string) => {
    const answer = await desk.request.post('/api/admin/prokat/lockers/simulator', { headers: WEB, data });
    expect(answer.ok(), await answer.text()).toBe(true);
    expect(((await answer.json()) as { data: { outcome: string } }).data.outcome).toBe(outcome);
  };
  const openPickup = () =>
    page.request.post('/api/cabinet/v2/rental/orders/cell/open', { headers: WEB, data: { order_id: orderId, unit_id: unitId } });
  await expect.poll(async () => (await openPickup()).status(), { timeout: 15_000 }).toBe(200);
  await simulate({ action: 'close', postomat_id: locker.id, cell, occupied: false }, 'pickup');
  return { orderId, lockerId: locker.id, simulate, desk };
}

test('a renter extends a tool in use by two hours and pays at the checkout @both', async ({ page, browser, baseURL }, testInfo) => {
  test.setTimeout(180_000);
  const { orderId, desk } = await toolInUse(page, browser, baseURL!, testInfo);
  await page.goto(`/cabinet/subscriptions/rental/${orderId}/`);
  await waitForHydration(page);
  const before = await page.getByTestId('tool-stage').textContent();

  await page.getByTestId('extend-rental').click();
  const dialog = page.getByTestId('extend-dialog');
  await expect(dialog.getByTestId('extend-current-end')).toContainText('Сейчас вернуть до');
  const twoHours = dialog.getByTestId('extend-period-hour:2');
  await expect(twoHours).toContainText('+ 2 часа');
  await expect(twoHours).toContainText(/вернуть до \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}/);
  await expect(twoHours).toContainText(/\d\s₽/);
  await expect(dialog.getByTestId('extend-period-day:1')).toContainText('+ 1 сутки');
  await twoHours.getByRole('radio').check();
  await expect(dialog.getByTestId('extend-pay')).toHaveText(/Оплатить \d/);
  await expectNoSideScroll(page);
  expect(await axeViolations(page)).toEqual([]);
  await snapshot(page, testInfo, 'rental-extend-dialog', false);

  await dialog.getByTestId('extend-pay').click();
  await expect(page).toHaveURL(/\/dev\/payment-checkout\//);
  await page.getByTestId('checkout-pay').click();
  await expect(page).toHaveURL(`/cabinet/subscriptions/rental/${orderId}/?extended=1`, { timeout: 15_000 });
  await expect(page.getByTestId('extended-banner')).toHaveText('Оплата продления прошла.');
  await expect(page.getByTestId('timeline')).toContainText('Аренда продлена');
  await expect(page.getByTestId('tool-stage')).not.toHaveText(before!);
  await desk.context().close();
});

test('a renter ends a rental early: the marks, the refund, the return, done', async ({ page, browser, baseURL }, testInfo) => {
  test.setTimeout(180_000);
  const { orderId, lockerId, simulate, desk } = await toolInUse(page, browser, baseURL!, testInfo);
  const base = `/cabinet/subscriptions/rental/${orderId}/cancel/`;
  await page.goto(`${base}success/`);
  await expect(page).toHaveURL(`${base}quality/`);

  await page.goto(`/cabinet/subscriptions/rental/${orderId}/`);
  await waitForHydration(page);
  await page.getByTestId('end-early').click();
  await expect(page.getByTestId('cancel-step-quality')).toBeVisible();
  // The marks are chips: their labels are tapped. «Всё понравилось» and a complaint untick each other.
  const mark = (title: string) => page.locator('label', { hasText: title });
  await mark('Всё понравилось').click();
  await expect(page.getByTestId('quality-all_good')).toBeChecked();
  await mark('Грязный').click();
  await expect(page.getByTestId('quality-dirty')).toBeChecked();
  await expect(page.getByTestId('quality-all_good')).not.toBeChecked();
  await mark('Другое').click();
  await page.getByTestId('cancel-next').click();
  await expect(page.getByRole('alert')).toContainText('расскажите в комментарии');
  await page.getByTestId('quality-comment').fill('Не было насадки в кейсе');
  await expectNoSideScroll(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByTestId('cancel-next').click();

  await expect(page.getByTestId('cancel-step-recalc')).toBeVisible();
  await expect(page).toHaveURL(/quality=dirty%2Cother|quality=dirty,other/);
  await expect(page.getByTestId('cancel-calculation')).toContainText('К возврату на карту');
  await expect(page.getByTestId('cancel-calculation')).toContainText('если вернёте сейчас, не использовано 2 часа');
  await expect(page.getByTestId('recalc-preview')).toBeVisible();
  await expectNoSideScroll(page);
  expect(await axeViolations(page)).toEqual([]);
  await snapshot(page, testInfo, 'rental-cancel-recalc');
  await page.getByTestId('cancel-next').click();

  await expect(page.getByTestId('cancel-step-stuffs')).toBeVisible();
  await expect(page.getByTestId('return-prompt')).toBeVisible();
  await expect(page.getByTestId('cancel-submit')).toBeDisabled();
  await page.getByTestId('return-locker').selectOption(String(lockerId));
  await page.getByTestId('open-return-cell').click();
  await expect(page.getByTestId('cell-opened')).toContainText('открыта ячейка');
  const opened = (await page.getByTestId('cell-opened').textContent()) ?? '';
  const returnCell = Number(/ячейка (\d+)/.exec(opened)?.[1]);
  expect(returnCell).toBeGreaterThan(0);
  await simulate({ action: 'close', postomat_id: lockerId, cell: returnCell, occupied: true }, 'return');
  await page.reload();
  await expect(page.getByTestId('all-back')).toContainText('Инструмент уже в постамате');
  await expect(page.getByTestId('stuffs-refund')).toHaveText(/\d\s₽/);
  await expectNoSideScroll(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByTestId('cancel-submit').click();

  await expect(page).toHaveURL(`${base}success/`);
  await expect(page.getByTestId('cancel-success')).toContainText(`Прокат № ${orderId} завершён досрочно`);
  await expect(page.getByTestId('success-refund')).toContainText(/Вернём \d[\d\s]*₽ на карту/);
  await expectNoSideScroll(page);
  expect(await axeViolations(page)).toEqual([]);
  await snapshot(page, testInfo, 'rental-cancel-success');
  // The flow is done: its steps lead to the success, the order page tells the end.
  await page.goto(`${base}quality/`);
  await expect(page).toHaveURL(`${base}success/`);
  await page.goto(`/cabinet/subscriptions/rental/${orderId}/`);
  await expect(page.getByTestId('timeline')).toContainText('Аренда завершена досрочно');
  await desk.context().close();
});
