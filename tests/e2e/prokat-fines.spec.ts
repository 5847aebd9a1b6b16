import { expect, test } from '@playwright/test';
import { returningVisitor, snapshot } from './helpers';

interface Penalty {
  id: number;
  group: string;
  title: string;
  amount: number | null;
  amount_text: string | null;
}

test('the rental fines page lists every fine of the API by group', async ({ page, baseURL, request }, testInfo) => {
  const api = await request.get('/api/reference/penalties/rental');
  expect(api.ok()).toBe(true);
  const penalties = (await api.json()).data as Penalty[];
  expect(penalties.length).toBeGreaterThan(0);

  await returningVisitor(page, baseURL!);
  const response = await page.goto('/prokat-fines/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Штрафы проката/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://mestechko.ru/prokat-fines/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Штрафы проката');

  const groups = [...new Set(penalties.map((p) => p.group))];
  for (const group of groups) await expect(page.getByRole('heading', { level: 2, name: group })).toBeVisible();

  const items = page.getByTestId('penalty');
  await expect(items).toHaveCount(penalties.length);
  const fixed = penalties.find((p) => p.amount !== null)!;
  const fixedItem = items.filter({ hasText: fixed.title });
  await expect(fixedItem).toContainText(new Intl.NumberFormat('ru-RU').format(fixed.amount!));
  await expect(fixedItem).toContainText('₽');
  const worded = penalties.find((p) => p.amount === null)!;
  await expect(items.filter({ hasText: worded.title })).toContainText(worded.amount_text!);

  const note = page.getByRole('region', { name: 'Как списывается штраф' });
  await expect(note).toBeVisible();
  await expect(note.locator('a[href="tel:+78005553526"]')).toHaveText('+7 (800) 555-35-26');

  // Nothing overflows the viewport sideways (375 px phones included).
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await snapshot(page, testInfo, 'prokat-fines');
});
