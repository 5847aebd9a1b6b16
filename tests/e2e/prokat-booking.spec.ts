import { expect, test } from '@playwright/test';
import { expectNoSideScroll, isPhone, returningVisitor, snapshot, waitForHydration } from './helpers';
import { loginDialog, randomPhone, readCode, submitPhone } from './login-helpers';
import { axeViolations } from './page-checks';
import {
  bookOverApi,
  dataOf,
  expectBarClear,
  lockerWithTools,
  makeRenter,
  productOf,
  rivalRenter,
  rubles,
  unitsByModel,
  WEB,
} from './prokat-booking-helpers';
import { sendPassport, verifyPassport } from './rental-helpers';

// Booking a tool from the site: «Забронировать» on a locker's page or «Забронировать здесь» on a
// model's page opens the booking panel over the page (its choice in the address); a guest signs in
// in the login dialog and comes back to it; the passport check and the card are asked for with the
// way back; the booking goes on to the sandbox checkout and the rental's page. Each run (phone,
// desktop) books in lockers of its own: they run at once.

test.beforeEach(async ({ page, baseURL }) => {
  await returningVisitor(page, baseURL!);
});

test('a guest books a tool on a locker page: period, sign in, passport, card, pay — the tool waits in its cell @both', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  const { locker } = await lockerWithTools(page, isPhone(testInfo) ? 'П-202' : 'П-203');
  await page.goto(`/prokat/${locker.id}/`);
  await waitForHydration(page);
  const card = page.getByTestId('postomat-tool').first();
  const name = (await card.getByTestId('tool-link').textContent())!;
  await expect(card.getByTestId('book-link')).toHaveAttribute('href', new RegExp(`^/prokat/${locker.id}/\\?book=[a-z0-9-]+$`));
  await expect(page.getByTestId('booking-panel')).toHaveCount(0);
  await expectNoSideScroll(page);
  await card.scrollIntoViewIfNeeded();
  await snapshot(page, testInfo, 'prokat-booking-locker', false);
  await card.getByTestId('book-link').click();

  const panel = page.getByTestId('booking-panel');
  await expect(panel).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/prokat/${locker.id}/\\?book=[a-z0-9-]+`));
  const slug = new URL(page.url()).searchParams.get('book')!;
  const product = await productOf(page, slug);
  await expect(panel.getByTestId('booking-model')).toHaveText(name);
  await snapshot(page, testInfo, 'prokat-booking-panel-top', false);
  await expect(panel.getByTestId('booking-locker')).toContainText(locker.number);
  await expect(panel.getByTestId('booking-locker')).toContainText(locker.address);
  // The model's tariffs: hours 1–4 and days 1, 3, 7; the first day is chosen at first.
  for (const code of ['hour-1', 'hour-2', 'hour-3', 'hour-4', 'day-1', 'day-3', 'day-7']) {
    await expect(panel.getByTestId(`period-${code}`)).toBeVisible();
  }
  await expect(panel.getByTestId('period-day-1').locator('input')).toBeChecked();
  await panel.getByTestId('period-hour-3').click();
  await expect(page).toHaveURL(/period=hour-3/);
  const price = product.tariffs.find((t) => t.unit === 'hour' && t.period_number === 3)!.price_total;
  expect(rubles(await panel.getByTestId('price-total').textContent())).toBe(price);
  expect(rubles(await panel.getByTestId('booking-bar-total').textContent())).toBe(price);
  await expect(panel.getByTestId('booking-deposit')).toContainText('заблокируем на карте и вернём после возврата');
  expect(rubles(await panel.getByTestId('booking-deposit').textContent())).toBe(product.deposit);
  await expect(panel.getByTestId('booking-fines')).toHaveAttribute('href', '/prokat-fines/');
  await expectNoSideScroll(page);
  await expectBarClear(page);
  expect(await axeViolations(page)).toEqual([]);
  await snapshot(page, testInfo, 'prokat-booking-panel', false);

  // A guest pressing the button gets the site's login dialog; the choice travels in redirect_back.
  await panel.getByTestId('booking-submit').click();
  await expect(loginDialog(page)).toBeVisible();
  await expect(panel).toBeHidden();
  const back = new URL(page.url()).searchParams.get('redirect_back')!;
  expect(back).toContain('period=hour-3');
  expect(back).toContain('go=book');
  const phone = randomPhone();
  await submitPhone(page, phone);
  await loginDialog(page)
    .getByLabel('Код из SMS')
    .pressSequentially(await readCode(page.request, phone, 'SMS'));
  await expect(loginDialog(page)).toBeHidden();

  // Back at the choice, the booking goes on by itself: a new account has neither the passport nor a card.
  const checks = panel.getByTestId('checks-missing');
  await expect(checks).toBeVisible({ timeout: 15_000 });
  await expect(checks).toBeInViewport();
  await expect(panel.getByTestId('period-hour-3').locator('input')).toBeChecked();
  await expect(checks.getByTestId('check-identity')).toHaveAttribute('data-state', 'missing');
  await expect(checks.getByTestId('check-card')).toHaveAttribute('data-state', 'missing');
  await expectNoSideScroll(page);
  await snapshot(page, testInfo, 'prokat-booking-checks', false);

  // The passport: its page, with the way back kept; an operator verifies it (the real check is staff's).
  await checks.getByTestId('check-identity-link').click();
  await expect(page).toHaveURL(/\/cabinet\/profile\/passport\/\?back=/);
  await expect(page.getByTestId('return-banner')).toBeVisible();
  await snapshot(page, testInfo, 'prokat-booking-passport', false);
  await verifyPassport(page, baseURL!, testInfo, await sendPassport(page));
  await page.goto('/cabinet/profile/documents/');
  await expect(page.getByTestId('return-banner')).toBeVisible();
  await expectNoSideScroll(page);
  await page.getByTestId('return-banner').getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/prokat/${locker.id}/\\?book=${slug}&period=hour-3$`));
  await expect(panel.getByTestId('period-hour-3').locator('input')).toBeChecked();

  // The card: bound at the sandbox checkout, then back to the choice from the cabinet's cards.
  await panel.getByTestId('booking-submit').click();
  await expect(checks.getByTestId('check-identity')).toHaveAttribute('data-state', 'verified');
  await checks.getByTestId('check-card-bind').click();
  await expect(page).toHaveURL(/\/dev\/payment-checkout\/\?payment=/, { timeout: 15_000 });
  await page.getByTestId('checkout-pay').click();
  await expect(page).toHaveURL(/\/cabinet\/payments\/\?tab=cards/, { timeout: 20_000 });
  await expect(page.getByTestId('cards-list')).toBeVisible();
  await page.getByTestId('return-banner').getByRole('link').click();
  await expect(panel.getByTestId('period-hour-3').locator('input')).toBeChecked();

  // Booked and paid: the checkout, then the rental's page with the tool in its cell.
  await panel.getByTestId('booking-submit').click();
  await expect(page).toHaveURL(/\/dev\/payment-checkout\/\?payment=/, { timeout: 15_000 });
  expect(rubles(await page.getByTestId('checkout-amount').textContent())).toBe(price);
  await page.getByTestId('checkout-pay').click();
  // Paid: straight to the rental's page, where the tool waits in its cell.
  await expect(page).toHaveURL(/\/cabinet\/subscriptions\/rental\/\d+\/$/, { timeout: 20_000 });
  const stage = page.getByTestId('tool-stage');
  await expect(stage).toHaveAttribute('data-stage', 'awaiting_pickup');
  await expect(stage).toHaveText(/^Ждёт вас в ячейке \d+ до (\d\d\.\d\d )?\d\d:\d\d$/);
  await expect(page.getByTestId('rental-tools')).toContainText(name);
  await expectNoSideScroll(page);
  await snapshot(page, testInfo, 'prokat-booking-rental');
});

test('a renter books on a model page from «Где взять сейчас», two units for a day, and pays @both', async ({ page, baseURL }, testInfo) => {
  test.setTimeout(180_000);
  await makeRenter(page, baseURL!, testInfo);
  const { locker, tools } = await lockerWithTools(page, 'П-301');
  // The phone takes the model with the most units here, the desktop the next one: they run at once.
  const models = [...unitsByModel(tools).entries()].sort((a, b) => b[1] - a[1]).map(([each]) => each);
  const slug = models[isPhone(testInfo) ? 0 : 1]!;
  const units = unitsByModel(tools).get(slug)!;
  const product = await productOf(page, slug);
  await page.goto(`/prokat/katalog/${product.category.slug}/${slug}/`);
  await waitForHydration(page);
  const entry = page.getByTestId('locker').filter({ hasText: locker.number });
  await entry.getByTestId('book-link').click();

  const panel = page.getByTestId('booking-panel');
  await expect(panel).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`\\?book=${slug}&at=${locker.id}`));
  await expect(panel.getByTestId('booking-model')).toHaveText(product.name);
  await expect(panel.getByTestId('booking-locker')).toContainText(locker.address);
  const day = product.tariffs.find((t) => t.unit === 'day' && t.period_number === 1)!.price_total;
  const quantity = Math.min(units, 2);
  if (quantity > 1) {
    await panel.getByRole('button', { name: 'Больше' }).click();
    await expect(panel.getByTestId('booking-quantity')).toHaveText('2');
    await expect(page).toHaveURL(/qty=2/);
  } else {
    await expect(panel.getByTestId('booking-quantity')).toHaveCount(0);
  }
  expect(rubles(await panel.getByTestId('price-total').textContent())).toBe(day * quantity);
  expect(
    rubles(
      await panel
        .getByTestId('booking-deposit')
        .textContent()
        .then((t) => t!.split('(')[0]!),
    ),
  ).toBe(product.deposit * quantity);
  await expectNoSideScroll(page);
  await expectBarClear(page);
  await snapshot(page, testInfo, 'prokat-booking-model-panel', false);

  await panel.getByTestId('booking-submit').click();
  await expect(page).toHaveURL(/\/dev\/payment-checkout\/\?payment=/, { timeout: 15_000 });
  await page.getByTestId('checkout-pay').click();
  // Paid: straight to the rental's page, where the tool waits in its cell.
  await expect(page).toHaveURL(/\/cabinet\/subscriptions\/rental\/\d+\/$/, { timeout: 20_000 });
  await expect(page.getByTestId('tool-stage')).toHaveCount(quantity);
  for (const stage of await page.getByTestId('tool-stage').all()) await expect(stage).toHaveAttribute('data-stage', 'awaiting_pickup');
});

test('a tool taken meanwhile: the lockers that have it free, and the waitlist of this one @both', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  await makeRenter(page, baseURL!, testInfo);
  const { locker, tools } = await lockerWithTools(page, isPhone(testInfo) ? 'П-202' : 'П-203');
  // A model lying in one unit here, not the first card (the first test books that one).
  const lonely = [...unitsByModel(tools).entries()].filter(([slug, n]) => n === 1 && slug !== tools[0]!.model_slug).map(([slug]) => slug);
  const slug = lonely.at(-1)!;
  await page.goto(`/prokat/${locker.id}/?book=${slug}&period=day-1`);
  await waitForHydration(page);
  const panel = page.getByTestId('booking-panel');
  await expect(panel.getByTestId('booking-form')).toBeVisible();

  // Someone else takes the last unit while the panel is open.
  const rival = await rivalRenter(browser, baseURL!, testInfo);
  await bookOverApi(rival, locker.id, slug);
  await rival.context().close();

  await panel.getByTestId('booking-submit').click();
  const taken = panel.getByTestId('booking-taken');
  await expect(taken).toContainText('нет в свободных ячейках этого постамата');
  await expect(taken).toBeInViewport();
  const alternatives = taken.getByTestId('taken-alternatives').getByRole('link');
  await expect(alternatives.first()).toHaveAttribute('href', new RegExp(`^/prokat/\\d+/\\?book=${slug}&period=day-1$`));
  await expectNoSideScroll(page);
  await snapshot(page, testInfo, 'prokat-booking-taken', false);

  // «Сообщить, когда освободится»: first in the queue of this locker.
  await taken.getByTestId('waitlist-join').click();
  await expect(taken.getByTestId('waitlist-joined')).toHaveText('Вы в листе ожидания, вы 1-й. Сообщим, когда инструмент освободится');
  // An alternative opens that locker's page with the booking for it.
  const href = (await alternatives.first().getAttribute('href'))!;
  await alternatives.first().click();
  await expect(page).toHaveURL(new RegExp(`${href.replace('?', '\\?')}$`));
  await expect(panel.getByTestId('booking-model')).toBeVisible();
  await expect(panel.getByTestId('booking-form')).toBeVisible();
  await expect(panel.getByTestId('period-day-1').locator('input')).toBeChecked();

  // The page again: the tool lies in no free cell here now, the panel says so and offers the
  // waitlist, which answers with the same place, not a second entry.
  await page.goto(`/prokat/${locker.id}/?book=${slug}&period=day-1`);
  const notHere = panel.getByTestId('booking-not-here');
  await expect(notHere).toContainText('нет в свободных ячейках этого постамата');
  await notHere.getByTestId('waitlist-join').click();
  await expect(notHere.getByTestId('waitlist-joined')).toContainText('вы 1-й');
});

interface CatalogModel {
  slug: string;
  name: string;
  available: number;
  category: { slug: string };
}

test('a model in no locker now: a guest picks a locker, signs in and is put on its waitlist @both', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  // A model with few units, none in the lockers the other tests of this file book from; the phone
  // and the desktop take different ones. Someone else books every unit of it.
  const models = await dataOf<{ items: CatalogModel[] }>(
    await page.request.post('/api/cabinet/v2/catalog/categories', { headers: WEB, data: { limit: 60, sort: 'name' } }),
    'catalogue',
  );
  const candidates: { model: CatalogModel; options: { postomat: { id: number; number: string }; available: number }[] }[] = [];
  for (const model of models.items.filter((m) => m.available > 0 && m.available <= 3).sort((a, b) => a.available - b.available)) {
    const options = await dataOf<{ postomat: { id: number; number: string }; available: number }[]>(
      await page.request.get(`/api/cabinet/v2/rental/product/obtaining-options?slug=${model.slug}`, { headers: WEB }),
      'options',
    );
    if (options.every((o) => !['П-202', 'П-203', 'П-301'].includes(o.postomat.number))) candidates.push({ model, options });
  }
  const { model, options } = candidates[isPhone(testInfo) ? 0 : 1]!;
  const rival = await rivalRenter(browser, baseURL!, testInfo);
  for (const option of options) await bookOverApi(rival, option.postomat.id, model.slug, option.available);
  await rival.context().close();

  await page.goto(`/prokat/katalog/${model.category.slug}/${model.slug}/`);
  await waitForHydration(page);
  const where = page.getByTestId('where-to-get');
  await expect(where).toContainText('Сейчас этой модели нет ни в одном постамате');
  await where.getByTestId('book-link').click();
  const dialog = page.getByTestId('wait-dialog');
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\?wait=choose$/);
  const locker = options[0]!.postomat;
  await dialog.getByTestId('wait-locker').selectOption(String(locker.id));
  await expect(page).toHaveURL(new RegExp(`\\?wait=${locker.id}$`));
  await expectNoSideScroll(page);
  expect(await axeViolations(page)).toEqual([]);
  await snapshot(page, testInfo, 'prokat-booking-wait', false);

  // A guest signs in first and comes back to the locker chosen, put on its waitlist at once.
  await dialog.getByTestId('waitlist-join').click();
  await expect(loginDialog(page)).toBeVisible();
  const phone = randomPhone();
  await submitPhone(page, phone);
  await loginDialog(page)
    .getByLabel('Код из SMS')
    .pressSequentially(await readCode(page.request, phone, 'SMS'));
  await expect(loginDialog(page)).toBeHidden();
  await expect(dialog.getByTestId('wait-locker')).toHaveValue(String(locker.id));
  await expect(dialog.getByTestId('waitlist-joined')).toHaveText('Вы в листе ожидания, вы 1-й. Сообщим, когда инструмент освободится');
  await expect(page).toHaveURL(new RegExp(`\\?wait=${locker.id}$`));
  await snapshot(page, testInfo, 'prokat-booking-waiting', false);
});
