import { expect, test, type Page } from '@playwright/test';
import { expectNoSideScroll, isPhone, returningVisitor, snapshot, waitForHydration } from './helpers';
import { loginDialog, randomPhone, readCode, submitPhone } from './login-helpers';
import { bookOverApi, dataOf, lockerWithTools, makeRenter, rivalRenter, unitsByModel, WEB } from './prokat-booking-helpers';
import { payRental, sendPassport, verifyPassport } from './rental-helpers';
import { staffDesk } from './staff-helpers';

// The prokat line end to end, as a new customer lives it: from the map to a locker and a tool, a
// period, signing in, the passport check and a card, paying, opening the cell from the phone, keeping
// the tool past its end (the sandbox moves the rental's clock back: nobody waits hours) and the late
// fine on the order page, then the return. And the waitlist: a person waiting hears at once, without
// reloading, when staff accept the tool someone brought back.

test.beforeEach(async ({ page, baseURL }) => {
  await returningVisitor(page, baseURL!);
});

/** The staff simulator of the sandbox lockers (the person at the locker): closes a door, answers the outcome. */
async function simulate(desk: Page, data: object, outcome: string) {
  const answer = await desk.request.post('/api/admin/prokat/lockers/simulator', { headers: WEB, data });
  expect(answer.ok(), await answer.text()).toBe(true);
  expect(((await answer.json()) as { data: { outcome: string } }).data.outcome).toBe(outcome);
}

test('from the map to the fine: book, sign in, passport, card, pay, open the cell, keep it late, return @both', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  const number = isPhone(testInfo) ? 'П-102' : 'П-103';

  // The map's list: a locker, then a tool in it.
  await page.goto('/prokat/');
  await waitForHydration(page);
  await page.getByTestId('postomat-card').filter({ hasText: number }).getByRole('link').click();
  await expect(page).toHaveURL(/\/prokat\/\d+\/$/);
  const lockerId = Number(new URL(page.url()).pathname.split('/')[2]);
  await page.getByTestId('postomat-tool').first().getByTestId('book-link').click();
  const panel = page.getByTestId('booking-panel');
  await expect(panel).toBeVisible();
  await panel.getByTestId('period-hour-1').click();

  // Signing in over the page; the booking asks for the passport and a card.
  await panel.getByTestId('booking-submit').click();
  const phone = randomPhone();
  await submitPhone(page, phone);
  await loginDialog(page)
    .getByLabel('Код из SMS')
    .pressSequentially(await readCode(page.request, phone, 'SMS'));
  const checks = panel.getByTestId('checks-missing');
  await expect(checks).toBeVisible({ timeout: 15_000 });
  await verifyPassport(page, baseURL!, testInfo, await sendPassport(page));
  await panel.getByTestId('booking-submit').click();
  await expect(checks.getByTestId('check-identity')).toHaveAttribute('data-state', 'verified');
  await checks.getByTestId('check-card-bind').click();
  await expect(page).toHaveURL(/\/dev\/payment-checkout\/\?payment=/, { timeout: 15_000 });
  await page.getByTestId('checkout-pay').click();
  await expect(page).toHaveURL(/\/cabinet\/payments\/\?tab=cards/, { timeout: 20_000 });
  await page.getByTestId('return-banner').getByRole('link').click();
  await panel.getByTestId('booking-submit').click();
  await expect(page).toHaveURL(/\/dev\/payment-checkout\/\?payment=/, { timeout: 15_000 });
  await page.getByTestId('checkout-pay').click();
  // Paid: straight to the rental's page, where the tool waits in its cell.
  await expect(page).toHaveURL(/\/cabinet\/subscriptions\/rental\/\d+\/$/, { timeout: 20_000 });
  const orderId = Number(new URL(page.url()).pathname.split('/')[4]);
  const stage = page.getByTestId('tool-stage');
  await expect(stage).toHaveAttribute('data-stage', 'awaiting_pickup');

  // «Открыть ячейку» (once the deposit is held), then the person takes the tool and shuts the door.
  await expect(async () => {
    await page.getByTestId('open-cell').click();
    await expect(page.getByTestId('cell-opened')).toContainText('открыта', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const order = await dataOf<{ tools: { cell: number }[] }>(
    await page.request.get(`/api/cabinet/v2/orders/rental?id=${orderId}`, { headers: WEB }),
    'order',
  );
  const desk = await staffDesk(browser, baseURL!, testInfo, 'operator');
  await simulate(desk, { action: 'close', postomat_id: lockerId, cell: order.tools[0]!.cell, occupied: false }, 'pickup');
  // The page hears of it over the socket.
  await expect(stage).toHaveAttribute('data-stage', 'in_use');

  // Four hours later (the sandbox's time travel runs the lateness job): late, fined by the table, charged.
  const late = await page.request.post(`/api/dev/prokat/orders/${orderId}/late`, { headers: WEB, data: { hours: 4 } });
  expect(await dataOf<{ fined: number }>(late, 'late')).toEqual({ shifted: 1, fined: 1 });
  await page.reload();
  await expect(page.getByTestId('late-banner')).toContainText('Срок аренды истёк');
  const fine = page.getByTestId('order-fines').getByTestId('fine-late_return_first_day');
  await expect(fine).toContainText('Возврат позже срока: первые сутки');
  await expect(fine).toContainText('Оплачен');
  await expect(page.getByTestId('rental-payments')).toContainText('Штраф');
  await expectNoSideScroll(page);
  await snapshot(page, testInfo, 'prokat-journey-fine');

  // The return into the same locker: a free cell opens, the tool goes in, the door shuts.
  await page.getByTestId('open-return-cell').click();
  const opened = page.getByTestId('cell-opened');
  await expect(opened).toContainText('открыта ячейка');
  const cell = Number(/ячейка (\d+)/.exec((await opened.textContent())!)![1]);
  await simulate(desk, { action: 'close', postomat_id: lockerId, cell, occupied: true }, 'return');
  await expect(stage).toHaveAttribute('data-stage', 'returned');
  await expect(page.getByTestId('late-banner')).toHaveCount(0);
  await expect(page.getByTestId('order-fines')).toContainText('Оплачен');
  await desk.context().close();
});

test('the waitlist: the person waiting hears at once when staff accept the tool someone brought back', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  const { locker, tools } = await lockerWithTools(page, 'П-201');
  const [slug, count] = [...unitsByModel(tools).entries()].find(([, n]) => n <= 3)!;

  // Someone else rents every unit of the model there, picks one up.
  const rival = await rivalRenter(browser, baseURL!, testInfo);
  const rivalOrder = await bookOverApi(rival, locker.id, slug, count);
  await payRental(rival, rivalOrder);
  const rivalTools = (
    await dataOf<{ tools: { unit_id: number; cell: number }[] }>(
      await rival.request.get(`/api/cabinet/v2/orders/rental?id=${rivalOrder}`, { headers: WEB }),
      'order',
    )
  ).tools;
  const desk = await staffDesk(browser, baseURL!, testInfo, 'operator');
  const taken = rivalTools[0]!;
  await expect
    .poll(
      async () =>
        (
          await rival.request.post('/api/cabinet/v2/rental/orders/cell/open', {
            headers: WEB,
            data: { order_id: rivalOrder, unit_id: taken.unit_id },
          })
        ).status(),
      { timeout: 15_000 },
    )
    .toBe(200);
  await simulate(desk, { action: 'close', postomat_id: locker.id, cell: taken.cell, occupied: false }, 'pickup');

  // The person waits for it and watches their rentals.
  await makeRenter(page, baseURL!, testInfo);
  const joined = await page.request.post('/api/cabinet/v2/rental/waitlist', {
    headers: WEB,
    data: { postomat_id: locker.id, model_slug: slug },
  });
  expect(joined.status(), await joined.text()).toBe(201);
  await page.goto('/cabinet/subscriptions/?line=prokat');
  await waitForHydration(page);
  await expect(page.getByTestId('waitlist')).toContainText('В очереди: 1-й');
  const bell = page.getByTestId('header-notifications');
  const before = await bell.getAttribute('aria-label');

  // The rival brings it back; staff accept it: the bell rings on the person's open page.
  const back = await rival.request.post('/api/cabinet/v2/rental/orders/cell/return', {
    headers: WEB,
    data: { order_id: rivalOrder, unit_id: taken.unit_id, postomat_id: locker.id },
  });
  const cell = (await dataOf<{ cell: number }>(back, 'return')).cell;
  await simulate(desk, { action: 'close', postomat_id: locker.id, cell, occupied: true }, 'return');
  const check = await desk.request.post('/api/admin/prokat/returns/check', {
    headers: WEB,
    data: { order_id: rivalOrder, unit_id: taken.unit_id, result: 'ok' },
  });
  expect(check.ok(), await check.text()).toBe(true);
  await expect(bell).not.toHaveAttribute('aria-label', before!, { timeout: 15_000 });

  await page.goto('/cabinet/notifications/');
  const notice = page.getByTestId('notification').filter({ hasText: 'Инструмент освободился' });
  await expect(notice).toContainText(`постамате ${locker.number}`);
  await page.goto('/cabinet/subscriptions/?line=prokat');
  await expect(page.getByTestId('waitlist')).toContainText('Отложен для вас до');
  await expectNoSideScroll(page);
  await snapshot(page, testInfo, 'prokat-journey-waitlist');
  await desk.context().close();
  await rival.context().close();
});
