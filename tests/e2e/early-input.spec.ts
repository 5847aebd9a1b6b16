import { expect, test, type Page } from '@playwright/test';
import { EARLY_INPUT_GIVE_UP_MS } from '../../app/shell/early-input';
import { returningVisitor } from './helpers';

// What a visitor types and taps before the page's scripts have run is kept and done once the page
// has hydrated (app/shell/early-input.ts, decision 0014). The page's entry module is held back here
// until the visitor is done, as a slow phone would hold it.

async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const hydrated = (page: Page) => page.locator('html[data-hydrated]');

test('a form filled and sent before hydration is sent with what was typed once the page hydrates', async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  await returningVisitor(page, baseURL!);
  const release = await holdScripts(page);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/cabinet/site/leads/launch')) sent.push(request.postData() ?? '');
  });
  await page.goto('/kvartiry/', { waitUntil: 'domcontentloaded' });
  const form = page.getByTestId('launch-form');
  const email = `early-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.ru`;
  await form.getByLabel('Телефон или e-mail').fill(email);
  await form.getByRole('checkbox', { name: 'Я соглашаюсь на обработку персональных данных' }).check();
  await form.getByRole('button', { name: 'Сообщить о запуске' }).click();
  await form.getByRole('button', { name: 'Сообщить о запуске' }).click();
  await page.waitForTimeout(300);
  await expect(hydrated(page)).toHaveCount(0);
  expect(sent, 'nothing leaves before the page has hydrated').toEqual([]);
  expect(new URL(page.url()).pathname, 'the held submit did not reload the page').toBe('/kvartiry/');

  const answer = page.waitForResponse((r) => r.url().endsWith('/api/cabinet/site/leads/launch'));
  release();
  expect((await answer).status()).toBe(200);
  await expect(page.getByTestId('launch-done')).toContainText('Спасибо! Заявка принята');
  expect(sent.map((body) => JSON.parse(body) as unknown)).toEqual([{ service: 'kvartiry', email, agree_personal_data: true }]);
});

test('a tap on the phone menu before hydration opens it once the page hydrates', async ({ page, baseURL }) => {
  await returningVisitor(page, baseURL!);
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Открыть меню' }).click();
  await page.waitForTimeout(300);
  await expect(page.getByTestId('mobile-menu')).toHaveCount(0);
  release();
  await expect(page.getByTestId('mobile-menu')).toBeVisible();
});

test('text typed before hydration stays in the field and in the form after it', async ({ page, baseURL }) => {
  await returningVisitor(page, baseURL!);
  const release = await holdScripts(page);
  await page.goto('/kvartiry/', { waitUntil: 'domcontentloaded' });
  const form = page.getByTestId('launch-form');
  const contact = form.getByLabel('Телефон или e-mail');
  await contact.fill('not a contact');
  release();
  await expect(hydrated(page)).toHaveCount(1);
  await expect(contact).toHaveValue('not a contact');
  // React holds it too: sending checks what was typed, not an empty field.
  await form.getByRole('button', { name: 'Сообщить о запуске' }).click();
  await expect(form.getByText('Введите мобильный номер или e-mail')).toBeVisible();
  await expect(form.getByText('Укажите телефон или e-mail')).toHaveCount(0);
});

test('without the page’s scripts a held search is sent natively after a while, as a page without scripts would', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await returningVisitor(page, baseURL!);
  await page.route(/\/assets\/entry\.client-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/storages/', { waitUntil: 'domcontentloaded' });
  await page.getByTestId('storages-search').fill('Авиамоторная');
  const clickedAt = Date.now();
  await page.getByRole('button', { name: 'Найти' }).click();
  await page.waitForURL(/\/storages\/\?q=/, { timeout: 20_000 });
  expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(EARLY_INPUT_GIVE_UP_MS - 500);
  expect(new URL(page.url()).searchParams.get('q')).toBe('Авиамоторная');
  await expect(page.locator('h1')).toBeVisible();
});
