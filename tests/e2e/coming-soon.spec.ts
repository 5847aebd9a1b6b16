import { expect, test } from '@playwright/test';
import { returningVisitor, waitForHydration } from './helpers';
import { COMING_SOON_PATHS, sitemapPaths } from './sitemap-pages';

test('the lines not open yet answer with a «Скоро» page of their own, out of search and out of the sitemap', async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  await returningVisitor(page, baseURL!);
  const sitemap = await sitemapPaths(page.request);
  const titles = new Set<string>();
  for (const path of COMING_SOON_PATHS) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toContain('<meta name="robots" content="noindex"/>');
    expect(html, path).toContain('Скоро');
    expect(html, path).toContain('Сообщить о запуске');
    expect(sitemap, path).not.toContain(path);
    titles.add(/<h1[^>]*>([^<]+)<\/h1>/.exec(html)?.[1] ?? '');
  }
  expect(titles.size, 'each placeholder names its own line').toBe(COMING_SOON_PATHS.length);
  // The header's services menu links to them (the links test opens every such link).
  const home = await (await page.request.get('/')).text();
  for (const path of COMING_SOON_PATHS) expect(home, `the header links to ${path}`).toContain(`href="${path}"`);
});

test('«Сообщить о запуске» checks the contact and the consent, then thanks in Russian', async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  await returningVisitor(page, baseURL!);
  await page.goto('/kvartiry/');
  await expect(page.getByRole('heading', { level: 1, name: 'Аренда квартир' })).toBeVisible();
  const form = page.getByTestId('launch-form');
  const submit = form.getByRole('button', { name: 'Сообщить о запуске' });
  const contact = form.getByLabel('Телефон или e-mail');

  await submit.click();
  await expect(form.getByText('Укажите телефон или e-mail')).toBeVisible();
  await expect(form.getByText('Нужно согласие на обработку персональных данных')).toBeVisible();
  await expect(contact).toBeFocused();

  await contact.fill('+7 495 123-45-67');
  await form.getByRole('checkbox', { name: 'Я соглашаюсь на обработку персональных данных' }).check();
  await submit.click();
  await expect(form.getByText(/мобильный номер полностью/)).toBeVisible();

  const email = `launch-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.ru`;
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/cabinet/site/leads/launch'));
  await contact.fill(email);
  await submit.click();
  const response = await sent;
  expect(response.status()).toBe(200);
  expect(JSON.parse(response.request().postData() ?? '{}')).toEqual({ service: 'kvartiry', email, agree_personal_data: true });
  const done = page.getByTestId('launch-done');
  await expect(done).toContainText('Спасибо! Заявка принята');
  await expect(done).toContainText('Сообщим о запуске раздела «Аренда квартир». Напишем на почту');
});

test('a phone number is sent as digits to the line of the page', async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  await returningVisitor(page, baseURL!);
  await page.goto('/kvartiry/');
  // Typing that straddles hydration is early-input.spec's subject; here the page has hydrated first.
  await waitForHydration(page);
  const form = page.getByTestId('launch-form');
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/cabinet/site/leads/launch'));
  const phone = `79${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  await form.getByLabel('Телефон или e-mail').fill(`8 ${phone.slice(1, 4)} ${phone.slice(4)}`);
  await form.getByRole('checkbox', { name: /обработку персональных данных/ }).check();
  await form.getByRole('button', { name: 'Сообщить о запуске' }).click();
  expect(JSON.parse((await sent).request().postData() ?? '{}')).toEqual({ service: 'kvartiry', phone, agree_personal_data: true });
  await expect(page.getByTestId('launch-done')).toContainText('Пришлём SMS');
});
