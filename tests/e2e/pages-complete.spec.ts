import { expect, test, type Page } from '@playwright/test';
import { WEB } from './cloud-console-helpers';
import { expectNoSideScroll, isPhone, returningVisitor, snapshot, waitForHydration } from './helpers';

// Pages that arrive complete: what they show is in the server's HTML, so it is there at the first
// paint, before (and without) any script. Each page is opened with the site's scripts refused: a
// page that still read its data in the browser would show its «Загружаем…» instead.

test.beforeEach(async ({ page, baseURL }) => {
  await returningVisitor(page, baseURL!);
});

/** Refuses every script of the build, as a phone that has not got them yet shows the page. */
async function withoutScripts(page: Page) {
  await page.route('**/assets/*.js', (route) => route.abort());
}

interface CalendarAnswer {
  months: { month: string; title: string; days: { date: string; free: boolean }[] }[];
}

async function calendarOf(page: Page): Promise<CalendarAnswer> {
  const site = (await (await page.request.get('/api/cabinet/site/clouds', { headers: WEB })).json()).data as { warehouse_id: number };
  const answer = await page.request.get(`/api/cabinet/v2/site/slots/months-and-days?id=${site.warehouse_id}`, { headers: WEB });
  return (await answer.json()).data as CalendarAnswer;
}

test('/clouds/ shows the pickup calendar with its free days before any script, and asks for no calendar once live', async ({
  page,
}, testInfo) => {
  const calendar = await calendarOf(page);
  const month = calendar.months.find((m) => m.days.some((d) => d.free))!;

  await withoutScripts(page);
  await page.goto('/clouds/');
  const shown = page.getByTestId('cloud-calendar');
  await expect(shown).toBeVisible();
  await expect(page.getByText('Загружаем свободные дни…')).toHaveCount(0);
  await expect(shown).toContainText(month.title);
  // Every day of the month as the calendar call answers it: a free day can be picked, a full one cannot.
  for (const day of month.days) {
    const button = page.getByTestId(`calendar-day-${day.date}`);
    if (day.free) await expect(button).toBeEnabled();
    else await expect(button).toBeDisabled();
  }
  await shown.scrollIntoViewIfNeeded();
  if (isPhone(testInfo)) await expectNoSideScroll(page);
  await snapshot(page, testInfo, 'clouds-calendar-no-scripts', false);

  // With its scripts the page hydrates over the same calendar: it is not asked for again.
  await page.unrouteAll();
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/slots/months-and-days')) asked.push(request.url());
  });
  await page.goto('/clouds/');
  await waitForHydration(page);
  await page.getByTestId('cloud-calendar').scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId(`calendar-day-${month.days.find((d) => d.free)!.date}`)).toBeEnabled();
  expect(asked).toEqual([]);
});
