import { expect, test, type Page } from '@playwright/test';
import { returningVisitor, snapshot } from './helpers';
import { loginByApi, masked, randomPhone, readCode } from './login-helpers';

test.beforeEach(async ({ page, baseURL }) => {
  await returningVisitor(page, baseURL!);
});

function randomEmail(): string {
  return `e2e.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.ru`;
}

/** The newest letter to an address in the sandbox outbox, and the site's confirmation link in it. */
async function confirmationLink(page: Page, email: string): Promise<string> {
  let link: string | null = null;
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
        const items = ((await response.json()) as { data: { items: { text: string }[] } }).data.items;
        link = /https?:\/\/\S+\/auth\/email\/confirm\/\?key=[\w-]+/.exec(items[0]?.text ?? '')?.[0] ?? null;
        return link;
      },
      { timeout: 10_000, message: `a confirmation letter to ${email}` },
    )
    .not.toBeNull();
  return link!;
}

test('personal data: names and birth date are saved and still there after a reload', async ({ page }, testInfo) => {
  await loginByApi(page, randomPhone());
  const response = await page.goto('/cabinet/profile/');
  expect(response?.headers()['cache-control']).toContain('no-store');
  await expect(page).toHaveTitle('Мои данные — Местечко');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('heading', { level: 1, name: 'Мои данные' })).toBeVisible();

  const form = page.getByTestId('personal-form');
  const save = form.getByRole('button', { name: 'Сохранить' });
  await expect(save).toBeDisabled();
  await form.getByLabel('Фамилия').fill('Иванов-Петров');
  await form.getByLabel('Имя').fill('Иван1');
  await save.click();
  await expect(form.getByText('Имя: только буквы, пробелы и дефисы')).toBeVisible();
  await expect(page.getByTestId('snackbar')).toContainText('Ошибка');

  await form.getByLabel('Имя').fill('  Иван ');
  await form.getByLabel(/Отчество/).fill('Сергеевич');
  await form.getByLabel('Дата рождения').fill('1990-05-17');
  await save.click();
  await expect(page.getByTestId('snackbar')).toContainText('Данные сохранены');
  await expect(form.getByLabel('Имя')).toHaveValue('Иван');
  await snapshot(page, testInfo, 'profile-saved');

  await page.reload();
  await expect(form.getByLabel('Фамилия')).toHaveValue('Иванов-Петров');
  await expect(form.getByLabel('Имя')).toHaveValue('Иван');
  await expect(form.getByLabel(/Отчество/)).toHaveValue('Сергеевич');
  await expect(form.getByLabel('Дата рождения')).toHaveValue('1990-05-17');
});

test('e-mail: the letter’s link confirms the new address', async ({ page }, testInfo) => {
  await loginByApi(page, randomPhone());
  await page.goto('/cabinet/profile/');
  const row = page.getByTestId('email-row');
  await expect(row).toContainText('Не указана');
  await row.getByRole('button', { name: 'Указать почту' }).click();

  const dialog = page.getByTestId('email-dialog');
  await expect(dialog.getByLabel('Новая почта')).toBeFocused();
  await dialog.getByLabel('Новая почта').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Отправить письмо' }).click();
  await expect(dialog.getByText('Проверьте адрес почты: например, name@mail.ru')).toBeVisible();

  const email = randomEmail();
  await dialog.getByLabel('Новая почта').fill(email);
  await dialog.getByRole('button', { name: 'Отправить письмо' }).click();
  await expect(dialog.getByTestId('email-sent')).toContainText(email);
  await snapshot(page, testInfo, 'profile-email-sent', false);
  await dialog.getByRole('button', { name: 'Понятно' }).click();
  await expect(row.getByTestId('pending-email')).toContainText(email);
  await expect(row.getByRole('button', { name: /Отправить письмо ещё раз/ })).toBeDisabled();

  const link = await confirmationLink(page, email);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Почта подтверждена' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await snapshot(page, testInfo, 'email-confirmed');

  // The link works once.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Почта уже подтверждена|Не удалось подтвердить почту/);

  await page.getByRole('link', { name: 'Перейти в профиль' }).click();
  await expect(row).toContainText(email);
  await expect(row).toContainText('подтверждена');
  await expect(row.getByTestId('pending-email')).toHaveCount(0);
});

test('e-mail: a dead link says so and leads to the profile', async ({ page }) => {
  await page.goto('/auth/email/confirm/?key=not-a-real-key-0000000000');
  await expect(page.getByTestId('email-confirm-failed')).toContainText('Ссылка недействительна');
  await expect(page.getByRole('link', { name: 'Войти и отправить письмо ещё раз' })).toHaveAttribute('href', '/cabinet/profile/');
  await page.goto('/app/email-verify/');
  await expect(page.getByTestId('email-confirm-failed')).toContainText('Ссылка неполная');
});

test('phone change: both numbers confirmed by code, then the new number is the login', async ({ page }, testInfo) => {
  const phone = randomPhone();
  await loginByApi(page, phone);
  await page.goto('/cabinet/profile/');
  await expect(page.getByTestId('phone-row')).toContainText(masked(phone));
  await page.getByRole('button', { name: 'Изменить номер' }).click();
  const dialog = page.getByTestId('phone-change-dialog');
  await expect(dialog).toContainText(`пришлём код по SMS на ${masked(phone)}`);

  let since = Date.now();
  await dialog.getByRole('button', { name: 'Получить код' }).click();
  const oldCode = await readCode(page.request, phone, 'SMS', since);
  await dialog.getByLabel(/Код из SMS/).pressSequentially(oldCode, { delay: 30 });

  const next = randomPhone();
  const field = dialog.getByLabel('Новый номер телефона');
  await expect(field).toBeFocused();
  await field.pressSequentially(next.slice(1), { delay: 40 });
  await expect(field).toHaveValue(masked(next));
  since = Date.now();
  await dialog.getByRole('button', { name: 'Получить код' }).click();
  const newCode = await readCode(page.request, next, 'SMS', since);
  await dialog.getByLabel(/Код из SMS/).pressSequentially(newCode === '0000' ? '1111' : '0000', { delay: 30 });
  await expect(dialog.getByTestId('login-code-error')).toContainText('Неверный код');
  await dialog.getByLabel(/Код из SMS/).pressSequentially(newCode, { delay: 30 });

  await expect(dialog.getByTestId('phone-change-done')).toContainText(masked(next));
  await snapshot(page, testInfo, 'phone-changed', false);
  await dialog.getByRole('button', { name: 'Готово' }).click();
  await expect(page.getByTestId('phone-row')).toContainText(masked(next));
  await page.reload();
  await expect(page.getByTestId('phone-row')).toContainText(masked(next));
});

test('deactivation: explained, confirmed, then the visitor is on the main page signed out', async ({ page }, testInfo) => {
  await loginByApi(page, randomPhone());
  await page.goto('/cabinet/profile/');
  await page.getByRole('link', { name: 'Удалить аккаунт' }).click();
  await expect(page).toHaveURL(/\/cabinet\/account\/deactivation\/$/);
  await expect(page.getByTestId('deactivation-facts')).toContainText('Номер освободится');
  const form = page.getByTestId('deactivation-form');
  const destroy = form.getByRole('button', { name: 'Удалить аккаунт' });
  await expect(destroy).toBeDisabled();
  await form.getByLabel(/Почему вы уходите/).fill('Переезжаю');
  await form.getByRole('checkbox').check();
  await snapshot(page, testInfo, 'deactivation');
  await destroy.click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('snackbar')).toContainText('Аккаунт удалён');
  const cookies = await page.context().cookies();
  expect(cookies.filter((c) => c.name.startsWith('mst_') && c.value)).toHaveLength(0);
  await page.goto('/cabinet/profile/');
  await expect(page).toHaveURL(/\/\?login=dialog&path=%2Fcabinet%2Fprofile%2F$/);
});

test('deactivation in the app says the account is gone', async ({ page }, testInfo) => {
  await loginByApi(page, randomPhone());
  await page.goto('/webview/account/deactivation/');
  await page.getByTestId('deactivation-form').getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Удалить аккаунт' }).click();
  await expect(page.getByTestId('deactivation-done')).toContainText('Вернитесь в приложение');
  await snapshot(page, testInfo, 'webview-deactivated', false);
  expect((await page.request.get('/api/cabinet/v2/profile')).status()).toBe(401);
});

test('the public deactivation page: a guest is asked to log in, a user goes to the cabinet page', async ({ page }, testInfo) => {
  await page.goto('/deactivation/');
  await expect(page.getByRole('heading', { level: 1, name: 'Удаление аккаунта' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Войдите, чтобы удалить аккаунт' })).toHaveAttribute(
    'href',
    '/?login=dialog&redirect_back=%2Fcabinet%2Faccount%2Fdeactivation%2F',
  );
  await snapshot(page, testInfo, 'deactivation-public');
  await loginByApi(page, randomPhone());
  await page.reload();
  await page.getByRole('link', { name: 'Перейти к удалению аккаунта' }).click();
  await expect(page).toHaveURL(/\/cabinet\/account\/deactivation\/$/);
});

test('webview profile: the same page inside the app', async ({ page }, testInfo) => {
  await loginByApi(page, randomPhone());
  await page.goto('/webview/cabinet/profile/');
  await expect(page.getByRole('heading', { level: 1, name: 'Мои данные' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Удалить аккаунт' })).toHaveAttribute('href', '/webview/account/deactivation/');
  await snapshot(page, testInfo, 'webview-profile');
});

test('unconfirmed e-mail page: guests are asked to log in, users can resend', async ({ page }) => {
  await page.goto('/auth/email/unconfirmed/');
  await expect(page.getByRole('link', { name: 'Войти, чтобы отправить письмо ещё раз' })).toHaveAttribute(
    'href',
    '/?login=dialog&redirect_back=%2Fauth%2Femail%2Funconfirmed%2F',
  );
  await loginByApi(page, randomPhone());
  const email = randomEmail();
  const sent = await page.request.post('/api/profile/email/update', { headers: { 'Client-Type': 'WEB_CLIENT' }, data: { email } });
  expect(sent.ok()).toBe(true);
  await page.reload();
  await expect(page.getByTestId('email-status')).toContainText(email);
  await expect(page.getByRole('button', { name: 'Отправить письмо ещё раз' })).toBeEnabled();
});
