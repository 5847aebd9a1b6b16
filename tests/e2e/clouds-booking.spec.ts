import { expect, test, type Page } from '@playwright/test';
import { expectNoSideScroll, isPhone, returningVisitor, snapshot, waitForHydration } from './helpers';
import { pickWindow } from './cloud-console-helpers';
import { loginByApi, loginDialog, randomPhone } from './login-helpers';

const WEB = { 'Client-Type': 'WEB_CLIENT' };
const TVERSKAYA = { address: 'г Москва, ул Тверская, д 7', latitude: 55.7613, longitude: 37.6081 };
const ZELENOGRAD = { address: 'г Москва, г Зеленоград, Панфиловский пр-кт, д 5', latitude: 55.99, longitude: 37.207 };

const total = (page: Page) => page.getByTestId('cloud-total');
const amountOf = async (page: Page) => Number(await total(page).getAttribute('data-amount'));

test('the calculator prices volume, period and estimate; a guest is asked to sign in; «Вернуть вещи» files a request', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  await returningVisitor(page, baseURL!);
  await page.goto('/clouds/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Заберём вещи');
  // What a guest needs is in the server's HTML: the steps, the price from, the calculator's periods.
  const html = await (await page.request.get('/clouds/')).text();
  expect(html).toContain('Как это работает');
  expect(html).toContain('data-testid="clouds-from-price"');
  expect(html).toContain('data-testid="period-cloud_1m"');
  await waitForHydration(page);
  await expectNoSideScroll(page);
  await snapshot(page, testInfo, 'clouds-landing');
  // The calculator's code comes at the page's first use (shell/deferred.tsx).
  await page.getByTestId('cloud-calculator').scrollIntoViewIfNeeded();

  // Volume: 1 m³ by default; + makes it 1,1 and the price follows.
  await expect(page.getByTestId('volume-input')).toHaveValue('1');
  await expect.poll(() => amountOf(page)).toBeGreaterThan(0);
  const oneCubic = await amountOf(page);
  await page.getByTestId('volume-plus').click();
  await expect(page.getByTestId('volume-input')).toHaveValue('1,1');
  await expect.poll(() => amountOf(page)).toBeGreaterThan(oneCubic);

  // Period: six months costs more in total, less a month.
  const monthTotal = await amountOf(page);
  await page.getByTestId('period-cloud_6m').click();
  await expect.poll(() => amountOf(page)).toBeGreaterThan(monthTotal);
  await expect(page.getByTestId('period-cloud_6m')).toContainText('−10 %');

  // The estimator: a three-seat sofa and two medium boxes, at the volumes the server gives them, rounded up to 0,1 m³.
  const estimates = (await (await page.request.get('/api/cabinet/site/clouds')).json()).data.estimates as {
    title: string;
    volume: number;
  }[];
  const volumeOf = (prefix: string) => estimates.find((e) => e.title.startsWith(prefix))!.volume;
  const estimated = Math.ceil(Math.round((volumeOf('Диван трёхместный') + 2 * volumeOf('Коробка средняя')) * 1000) / 100) / 10;
  const estimatedText = String(estimated).replace('.', ',');
  await page.getByTestId('estimate-toggle').click();
  const estimator = page.getByTestId('estimator');
  await estimator.getByRole('button', { name: 'Добавить: Диван трёхместный' }).click();
  await estimator.getByRole('button', { name: /^Добавить: Коробка средняя/ }).click();
  await estimator.getByRole('button', { name: /^Добавить: Коробка средняя/ }).click();
  await expect(page.getByTestId('estimate-result')).toHaveText(`Примерно ${estimatedText}\u00a0м³`);
  await expectNoSideScroll(page);
  await snapshot(page, testInfo, 'clouds-estimator');
  const before = await amountOf(page);
  await page.getByTestId('estimate-apply').click();
  await expect(page.getByTestId('volume-input')).toHaveValue(estimatedText);
  await expect(page.getByTestId('summary-volume')).toHaveText(`${estimatedText}\u00a0м³`);
  await expect.poll(() => amountOf(page)).toBeGreaterThan(before);

  // «Оформить» wants a window first, then sends a guest to the login dialog with the choice.
  await page.getByTestId('cloud-checkout').click();
  await expect(page.getByTestId('calculator-missing')).toHaveText('Выберите день, когда забрать вещи');
  await pickWindow(page, isPhone(testInfo) ? 0 : 1);
  await snapshot(page, testInfo, 'clouds-calculator');
  for (const [part, name] of [
    ['cloud-calculator', 'clouds-calc-top'],
    ['cloud-calendar', 'clouds-calc-calendar'],
    ['cloud-checkout', 'clouds-calc-summary'],
  ] as const) {
    await page.getByTestId(part).scrollIntoViewIfNeeded();
    await snapshot(page, testInfo, name, false);
  }
  await page.getByTestId('cloud-checkout').click();
  await expect(loginDialog(page)).toBeVisible();
  const wanted = new URL(page.url()).searchParams.get('path') ?? '';
  expect(wanted).toMatch(new RegExp(`^/clouds/checkout/\\?warehouse=\\d+&volume=${estimated}&period=cloud_6m&date=[\\d-]+&window=\\d+$`));
  await page.keyboard.press('Escape');
  await expect(loginDialog(page)).toBeHidden();

  // «Вернуть вещи» as a guest: a phone, then the site's «Заявка принята».
  const form = page.getByTestId('cloud-return-form');
  await form.getByRole('button', { name: 'Вернуть вещи' }).click();
  await expect(form.getByText('Введите номер телефона полностью')).toBeVisible();
  await form.getByLabel('Телефон').pressSequentially(randomPhone().slice(1));
  const sent = page.waitForResponse((r) => r.url().endsWith('/clouds/back'));
  await form.getByRole('button', { name: 'Вернуть вещи' }).click();
  expect((await sent).status()).toBe(200);
  await expect(page.getByTestId('request-accepted-dialog')).toBeVisible();
});

test(
  'signed in: an out-of-zone address is refused, the card is paid in the sandbox, the success page shows the pickup',
  { tag: '@both' },
  async ({ page, baseURL }, testInfo) => {
    test.setTimeout(180_000);
    await returningVisitor(page, baseURL!);
    await loginByApi(page, randomPhone());
    for (const address of [TVERSKAYA, ZELENOGRAD]) {
      const saved = await page.request.post('/api/cabinet/v2/profile/addresses', { headers: WEB, data: { ...address, floor: 4 } });
      expect(saved.ok()).toBe(true);
    }

    await page.goto('/clouds/?volume=1.5');
    await waitForHydration(page);
    await expect(page.getByTestId('volume-input')).toHaveValue('1,5');
    await pickWindow(page, isPhone(testInfo) ? 0 : 1);
    await page.getByTestId('period-cloud_3m').click();
    await page.getByTestId('cloud-checkout').click();

    await expect(page).toHaveURL(/\/clouds\/checkout\/\?warehouse=\d+&volume=1\.5&period=cloud_3m&date=/, { timeout: 20_000 });
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Оформление вывоза' })).toBeVisible();
    await expect(page.getByTestId('checkout-choice')).toContainText('1,5\u00a0м³');
    await expect(page.getByTestId('checkout-choice')).toContainText('3 месяца');
    await expect(page.getByTestId('checkout-window')).toContainText(/\d{2}:\d{2}–\d{2}:\d{2}/);
    await expect(page.getByTestId('checkout-edit')).toHaveAttribute('href', /^\/clouds\/\?warehouse=\d+&volume=1\.5&period=cloud_3m/);
    await expectNoSideScroll(page);

    // The contact comes from the profile; the address outside every zone is refused with the server's words.
    const addresses = page.getByTestId('checkout-address');
    await expect(addresses).toHaveCount(2);
    await addresses.filter({ hasText: 'Зеленоград' }).click();
    await expect(addresses.filter({ hasText: 'Зеленоград' })).toContainText('Вне зоны доставки');
    await page.getByLabel('Имя').first().fill('Анна');
    await page.getByTestId('checkout-submit').click();
    await expect(page.getByTestId('checkout-address-error')).toHaveText(
      'Адрес вне зоны доставки. Выберите другой адрес или привезите вещи сами',
    );
    await expect(page).toHaveURL(/\/clouds\/checkout\//);
    await snapshot(page, testInfo, 'clouds-checkout-refused');
    await page.getByTestId('checkout-address-error').scrollIntoViewIfNeeded();
    await snapshot(page, testInfo, 'clouds-checkout-refused-view', false);

    // A promo code the server does not know is refused at the field.
    await page.getByTestId('checkout-promo').fill('NO-SUCH-CODE');
    await page.getByTestId('checkout-promo-apply').click();
    await expect(page.getByTestId('checkout-promo')).toHaveAttribute('aria-invalid', 'true');
    await page.getByTestId('checkout-promo').fill('');
    await page.getByTestId('checkout-promo-apply').click();

    await addresses.filter({ hasText: 'Тверская' }).click();
    await expect(page.getByTestId('checkout-address-error')).toHaveCount(0);
    const quoted = Number((await page.getByTestId('checkout-total').textContent())!.replace(/\D/g, ''));
    await page.getByTestId('checkout-submit').click();
    await expect(page).toHaveURL(/\/dev\/payment-checkout\/\?payment=/, { timeout: 15_000 });
    expect(Number((await page.getByTestId('checkout-amount').textContent())!.replace(/\D/g, ''))).toBe(quoted);
    await page.getByTestId('checkout-pay').click();

    await expect(page).toHaveURL(/\/payments\/success\/cloud\/\?order_id=\d+/, { timeout: 20_000 });
    const success = page.getByTestId('cloud-payment-success');
    await expect(success.getByRole('heading', { level: 1 })).toHaveText('Оплата прошла — ждите грузчиков');
    await expect(page.getByTestId('cloud-pickup')).toContainText('ул Тверская, д 7');
    await expect(page.getByTestId('cloud-pickup')).toContainText(/\d{2}:\d{2}–\d{2}:\d{2}/);
    await expect(page.getByTestId('cloud-request-link')).toHaveAttribute('href', /^\/cabinet\/requests\/\d+\/$/);
    const orderId = new URL(page.url()).searchParams.get('order_id');
    await expect(page.getByTestId('cloud-subscription-link')).toHaveAttribute('href', `/cabinet/subscriptions/clouds/${orderId}/`);
    await expectNoSideScroll(page);
    await snapshot(page, testInfo, 'clouds-paid');
  },
);
