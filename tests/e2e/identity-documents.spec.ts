import { expect, test, type Browser, type TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { expectNoSideScroll, returningVisitor, snapshot, waitForHydration } from './helpers';
import { staffDesk } from './staff-helpers';
import { loginByApi, randomPhone } from './login-helpers';

const WEB = { 'Client-Type': 'WEB_CLIENT' };

/** A real photo for the file inputs. */
async function photo(color: string): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({ create: { width: 640, height: 480, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
  return { name: 'photo.jpg', mimeType: 'image/jpeg', buffer };
}

const operatorDesk = (browser: Browser, baseURL: string, testInfo: TestInfo) => staffDesk(browser, baseURL, testInfo, 'operator');

test.beforeEach(async ({ page, baseURL }) => {
  await returningVisitor(page, baseURL!);
  await loginByApi(page, randomPhone());
});

test('a user sends a passport with a selfie and sees it verified by staff', async ({ page, browser, baseURL }, testInfo) => {
  test.setTimeout(90_000);
  await page.goto('/cabinet/profile/');
  await waitForHydration(page);
  await expect(page.getByTestId('documents-links')).toBeVisible();
  await snapshot(page, testInfo, 'identity-profile');
  await page.getByTestId('documents-links').getByRole('link', { name: 'Паспорт', exact: true }).click();
  await expect(page).toHaveURL(/\/cabinet\/profile\/passport\/$/);
  await expect(page.getByTestId('document-status').first()).toHaveText('Не заполнен');

  const form = page.getByTestId('passport-form');
  await form.getByLabel('Серия').fill('45 1');
  await form.getByLabel('Номер').fill('987654');
  await form.getByLabel('Дата выдачи').fill('2015-03-10');
  await form.getByLabel('Код подразделения').fill('770-001');
  await form.getByLabel('Кем выдан').fill('ОВД района Хамовники г. Москвы');
  await form.getByLabel('Дата рождения').fill('1990-05-20');
  await form.getByLabel('Место рождения').fill('г. Москва');
  await form.getByLabel('Адрес регистрации').fill('г. Москва, ул. Льва Толстого, д. 16, кв. 1');
  await form.getByTestId('passport-save').click();
  await expect(form.getByText('Серия — 4 цифры, например 45 12')).toBeVisible();
  await form.getByLabel('Серия').fill('45 12');
  await form.getByTestId('passport-save').click();
  await expect(page.getByTestId('document-status').first()).toHaveText('На проверке');
  await expect(page.getByTestId('document-masked')).toHaveText('Серия 45 **, номер ***654');

  await page.getByTestId('upload-passport_main').setInputFiles(await photo('#c8d6e5'));
  await expect(page.getByTestId('scan-passport_main')).toContainText('Загружено');
  await expect(page.getByTestId('scan-passport_main').locator('img')).toBeVisible();
  await expectNoSideScroll(page);
  await snapshot(page, testInfo, 'identity-passport');

  await page.getByRole('link', { name: 'Дальше: селфи с паспортом' }).click();
  await expect(page).toHaveURL(/\/cabinet\/profile\/passport\/selfie\/$/);
  await waitForHydration(page);
  await expect(page.getByTestId('upload-selfie')).toHaveAttribute('capture', 'user');
  await page.getByTestId('upload-selfie').setInputFiles(await photo('#e5c8d6'));
  await expect(page.getByTestId('selfie-preview')).toBeVisible();
  await page.getByTestId('selfie-send').click();
  await expect(page.getByRole('heading', { name: 'Селфи загружено' })).toBeVisible();
  await expect(page.getByTestId('selfie-current')).toBeVisible();
  await expectNoSideScroll(page);
  await snapshot(page, testInfo, 'identity-selfie');

  await page.getByRole('link', { name: 'Все документы и их статус' }).click();
  await expect(page).toHaveURL(/\/cabinet\/profile\/documents\/$/);
  const card = page.getByTestId('document-card');
  await expect(card.getByTestId('document-status')).toHaveText('На проверке');
  await expect(card.getByTestId('document-missing')).toHaveCount(0);
  await expectNoSideScroll(page);
  await snapshot(page, testInfo, 'identity-documents');
  const [mine] = (await (await page.request.get('/api/cabinet/v2/profile/documents', { headers: WEB })).json()).data;

  const desk = await operatorDesk(browser, baseURL!, testInfo);
  await desk.goto('/admin/documents/');
  await waitForHydration(desk);
  await expect(desk.locator(`[data-document-id="${mine.id}"]`).getByTestId('admin-document-status')).toHaveText('На проверке');
  await expectNoSideScroll(desk);
  await snapshot(desk, testInfo, 'identity-admin-documents');
  await desk.locator(`[data-document-id="${mine.id}"]`).getByRole('link').click();
  await expect(desk).toHaveURL(new RegExp(`/admin/documents/${mine.id}/$`));
  await expect(desk.getByTestId('admin-document-fields')).toContainText('987654');
  await expect(desk.getByRole('img', { name: 'Селфи с паспортом' })).toBeVisible();
  await expectNoSideScroll(desk);
  await snapshot(desk, testInfo, 'identity-admin-document');
  await desk.getByTestId('document-verify').click();
  await expect(desk.getByTestId('admin-document-status')).toHaveText('Подтверждён');

  // The user's page hears of the decision over the socket and reloads its data: no reload here.
  await expect(card.getByTestId('document-status')).toHaveText('Подтверждён', { timeout: 15_000 });
  await desk.context().close();
});

test('lodgers are added, changed and deleted', async ({ page }, testInfo) => {
  await page.goto('/cabinet/profile/lodgers/');
  await waitForHydration(page);
  const add = page.getByTestId('lodger-new-form');
  await add.getByTestId('lodger-save').click();
  await expect(add.getByText('Укажите фамилию')).toBeVisible();
  await add.getByLabel('Фамилия').fill('Иванова');
  await add.getByLabel('Имя').fill('Анна');
  await add.getByLabel('Дата рождения').fill('1992-04-12');
  await add.getByLabel('Телефон').fill('+7 916 123-45-67');
  await add.getByLabel('Кем приходится').selectOption('spouse');
  await add.getByTestId('lodger-save').click();
  const lodger = page.getByTestId('lodger');
  await expect(lodger.getByTestId('lodger-name')).toHaveText('Иванова Анна');
  await expect(lodger).toContainText('Супруг или супруга');
  await expectNoSideScroll(page);
  await snapshot(page, testInfo, 'lodgers');

  await lodger.getByTestId('lodger-edit').click();
  const edit = page.getByTestId('lodger-edit-form');
  await edit.getByLabel('Отчество').fill('Петровна');
  await edit.getByTestId('lodger-save').click();
  await expect(lodger.getByTestId('lodger-name')).toHaveText('Иванова Анна Петровна');

  page.once('dialog', (dialog) => void dialog.accept());
  await lodger.getByTestId('lodger-delete').click();
  await expect(page.getByTestId('lodger')).toHaveCount(0);
  await expect(page.getByText('Жильцов пока нет.')).toBeVisible();
});
