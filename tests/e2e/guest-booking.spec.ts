import { expect, test } from '@playwright/test';
import { isPhone, returningVisitor, snapshot } from './helpers';
import { masked, randomPhone, readCode } from './login-helpers';

test(
  'guest: /guest/ → warehouses → warehouse → phone and code → pay → success page',
  { tag: '@both' },
  async ({ page, baseURL }, testInfo) => {
    // Five pages, a code and a payment: a journey, given the time the other journeys have.
    test.setTimeout(90_000);
    await returningVisitor(page, baseURL!);
    await page.goto('/guest/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ячейка для хранения без регистрации');
    await snapshot(page, testInfo, 'guest-landing');
    await page.getByTestId('guest-to-list').click();
    await expect(page).toHaveURL(/\/guest\/storages\/$/);
    const houses = page.getByTestId('guest-warehouse');
    await expect(houses.first()).toBeVisible();
    await snapshot(page, testInfo, 'guest-list');
    await houses.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/guest\/storages\/\d+\/$/);

    // A size with free cells and a random cell of it: even ones for the phone run, odd for the desktop run.
    await page.getByTestId('guest-size-S').click();
    const select = page.getByLabel('Ячейка', { exact: true });
    const options = await select.locator('option').evaluateAll((list) => list.map((o) => (o as HTMLOptionElement).value));
    const parity = isPhone(testInfo) ? 0 : 1;
    await select.selectOption(options[parity + 2 * Math.floor(Math.random() * Math.floor(options.length / 2))]!);
    await page.getByTestId('period-guest-3').click();
    await expect(page.getByTestId('price-breakdown')).toContainText('× 3');
    const pay = page.getByTestId('guest-pay');
    await expect(pay).toBeDisabled();

    const phone = randomPhone();
    const field = page.getByLabel('Ваш телефон');
    await field.pressSequentially(phone.slice(1));
    await expect(field).toHaveValue(masked(phone));
    await page.getByRole('checkbox', { name: /обработку персональных данных/ }).check();
    await page.getByTestId('guest-send-code').click();
    const code = await readCode(page.request, phone, 'SMS');
    await page.getByLabel('Код из SMS').pressSequentially(code);
    await expect(page.getByTestId('guest-phone-confirmed')).toBeVisible();
    await expect(pay).toBeEnabled();
    await snapshot(page, testInfo, 'guest-warehouse');

    await pay.click();
    await expect(page).toHaveURL(/\/dev\/payment-checkout\/\?payment=/, { timeout: 15_000 });
    await page.getByTestId('checkout-pay').click();
    await expect(page).toHaveURL(/\/guest\/storages\/success\/\?order=\d+/, { timeout: 20_000 });
    await expect(page.getByTestId('guest-success-title')).toHaveText('Ячейка ваша — заказ оплачен');
    await expect(page.getByTestId('guest-complete-link')).toHaveAttribute('href', '/cabinet/subscriptions/guest/complete/');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await snapshot(page, testInfo, 'guest-success');
  },
);
