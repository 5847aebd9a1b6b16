import { expect, test, type Locator, type Page } from '@playwright/test';
import { isPhone, waitForHydration } from './helpers';
import { axeViolations, collectErrors, expectFits, PHONE_WIDTH } from './page-checks';
import { COMING_SOON_PATHS } from './sitemap-pages';

/**
 * The generic page guards, on each page of the sitemap and each «Скоро» page, rendered once per
 * width: it fits a 375 px screen, logs no error (React hydration errors included) and passes axe.
 * The main page fits with its city question, its menu and its login sheet open; the fixed elements
 * at the bottom cover neither each other nor the top of the page.
 */

/** The sweep is split so that both workers share it. */
const SHARDS = 8;

let sitemapPaths: Promise<string[]> | undefined;

/** The paths of /sitemap.xml (its addresses name the public site; the path is what counts here). */
function pathsOfSitemap(page: Page): Promise<string[]> {
  sitemapPaths ??= (async () => {
    const response = await page.request.get('/sitemap.xml');
    expect(response.ok()).toBe(true);
    return [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  })();
  return sitemapPaths;
}

/**
 * The first page of each group, in the given order. A template's pages (the documents, the blog
 * posts, the warehouses, their licences) share a path shape: the same first and last segment and
 * the same depth. A section is the first segment.
 */
function firstOfEach(paths: string[], group: 'template' | 'section', perGroup = 1): string[] {
  const counts = new Map<string, number>();
  return paths.filter((path) => {
    const segments = path.split('/').filter(Boolean);
    const key =
      group === 'section' ? (segments[0] ?? '') : `${segments[0] ?? ''}/${segments.length}/${segments.length > 2 ? segments.at(-1) : ''}`;
    const seen = counts.get(key) ?? 0;
    counts.set(key, seen + 1);
    return seen < perGroup;
  });
}

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await waitForHydration(page);
}

/** The box is on screen, inside the screen's width, and really painted there (not covered, not blank). */
async function expectOnScreen(page: Page, locator: Locator, what: string) {
  await expect(locator, what).toBeVisible();
  const box = (await locator.boundingBox())!;
  expect(box.x, what).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, what).toBeLessThanOrEqual(PHONE_WIDTH + 0.5);
  const hit = await locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return top !== null && (el === top || el.contains(top));
  });
  expect(hit, `${what} is painted on top at its own place`).toBe(true);
}

for (let shard = 0; shard < SHARDS; shard++) {
  test(
    `pages ${shard + 1}/${SHARDS} of the sitemap and «Скоро»: no console error, axe WCAG 2.2 A and AA, no sideways scroll on a phone`,
    { tag: '@both' },
    async ({ page }, testInfo) => {
      // Each page is rendered once per width and every check runs on that rendering. On the phone:
      // the first three pages of each template (45 tool models share one), and axe on the first of
      // each template. On the desktop, whose own parts are the header and each section's wide
      // layout: the first page of each section, with axe. The Nu HTML Checker (html-validity.spec.ts)
      // reads every page's own content.
      test.setTimeout(300_000);
      const all = [...(await pathsOfSitemap(page)), ...COMING_SOON_PATHS];
      const phone = isPhone(testInfo);
      const paths = (phone ? firstOfEach(all, 'template', 3) : firstOfEach(all, 'section')).filter((_, i) => i % SHARDS === shard);
      expect(paths.length).toBeGreaterThan(0);
      const axeChecks = new Set(firstOfEach(all, phone ? 'template' : 'section'));
      for (const path of paths) {
        const errors = await collectErrors(page, () => open(page, path));
        expect.soft(errors, `${path}: errors in the console`).toEqual([]);
        if (phone) await expectFits(page, path);
        if (axeChecks.has(path)) {
          expect.soft(await axeViolations(page), `${path}: axe violations at ${page.viewportSize()?.width} px`).toEqual([]);
        }
      }
    },
  );
}

test.describe('the main page on a phone', () => {
  test.beforeEach(async ({ page }) => {
    await page.context().clearCookies();
    await page.context().clearPermissions();
  });

  test('fits with the city question, the menu and the login sheet open, none of them blank', async ({ page }) => {
    const errors = await collectErrors(page, async () => {
      await open(page, '/');
      const question = page.getByTestId('city-question');
      await expectOnScreen(page, question.getByRole('button', { name: 'Да' }), 'the city question');
      await expectFits(page, '/ with the city question');
      await page.getByTestId('cookie-notice').getByRole('button', { name: 'Понятно' }).click();
      await question.getByRole('button', { name: 'Да' }).click();
      await expect(question).toHaveCount(0);

      await page.getByRole('button', { name: 'Открыть меню' }).click();
      const menu = page.getByTestId('mobile-menu');
      await expectOnScreen(page, menu.getByRole('link', { name: 'Хранение вещей' }), 'the menu');
      await expectOnScreen(page, menu.getByRole('link', { name: 'Войти' }), 'the menu’s Войти');
      await expectFits(page, '/ with the menu open');
      await menu.getByRole('link', { name: 'Войти' }).click();

      const sheet = page.getByTestId('login-dialog');
      // The sheet opens after a navigation and loads its form lazily: a slow machine takes a while.
      await expect(sheet.getByRole('button', { name: 'Подтвердить номер' })).toBeVisible({ timeout: 15_000 });
      await expectOnScreen(page, sheet.getByRole('heading', { name: 'Вход или регистрация' }), 'the login sheet');
      await expectOnScreen(page, sheet.getByRole('textbox', { name: 'Номер телефона' }), 'the phone field');
      const submit = sheet.getByRole('button', { name: 'Подтвердить номер' });
      await expectOnScreen(page, submit, 'Подтвердить номер');
      expect((await submit.boundingBox())!.width).toBeLessThan(PHONE_WIDTH);
      await expectFits(page, '/ with the login sheet open');
    });
    expect(errors).toEqual([]);
  });

  test('the fixed elements cover neither each other nor the top of the page, nor its end; the city question covers nothing', async ({
    page,
  }) => {
    for (const path of ['/', '/storages/', '/moskva/kladovki/']) {
      await page.context().clearCookies();
      // The question is in the page as served: it appears without moving the page after load.
      const served = await (await page.request.get(path)).text();
      expect(served, `${path}: the city question is in the served page`).toContain('data-testid="city-question"');
      await open(page, path);
      const question = page.getByTestId('city-question');
      const notice = page.getByTestId('cookie-notice');
      const launcher = page.getByRole('button', { name: 'Связаться с поддержкой' });
      await expect(question).toBeVisible();
      await expect(notice).toBeVisible();

      // The question lies in the page's flow, under the header: nothing of it (or around it) floats over the page.
      const floating = await question.evaluate((element) => {
        const out: string[] = [];
        for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
          const position = getComputedStyle(node).position;
          if (position !== 'static' && position !== 'relative') out.push(`${node.tagName}.${node.className}: ${position}`);
        }
        return out;
      });
      expect(floating, `${path}: the city question floats`).toEqual([]);
      const heading = page.locator('main h1').first();
      await expectOnScreen(page, heading, `${path}: the heading`);
      const covered = await heading.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + Math.min(box.height / 2, 10));
        return hit !== null && !element.contains(hit);
      });
      expect(covered, `${path}: something lies over the heading`).toBe(false);

      const fixed = [notice, launcher];
      const boxes = [];
      for (const locator of fixed) if (await locator.isVisible()) boxes.push((await locator.boundingBox())!);
      for (let i = 0; i < boxes.length; i++) {
        for (let j = i + 1; j < boxes.length; j++) {
          const [a, b] = [boxes[i]!, boxes[j]!];
          const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
          expect(apart, `${path}: fixed elements ${i} and ${j} overlap`).toBe(true);
        }
      }
      // Together they leave most of the screen to the page.
      const lowest = boxes.reduce((top, box) => Math.min(top, box.y), 812);
      expect(lowest, `${path}: the fixed elements reach up to ${lowest} px`).toBeGreaterThan(812 / 2);

      // Answered, they leave the launcher alone, and the end of the page scrolls clear of it.
      await notice.getByRole('button', { name: 'Понятно' }).click();
      await question.getByRole('button', { name: 'Да' }).click();
      await expect(launcher).toBeVisible();
      const last = page.getByRole('contentinfo').locator('p, li, a').last();
      await last.scrollIntoViewIfNeeded();
      // The footer is laid out as it nears the screen (decision 0037): its real height replaces the
      // estimate once it is shown, and the page's end moves with it. Scrolled to the end again until
      // it stays, the end of the footer is on the screen, clear of the launcher.
      await expect(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await expectOnScreen(page, last, `${path}: the end of the footer`);
      }).toPass({ timeout: 5_000 });
      const end = (await last.boundingBox())!;
      const button = (await launcher.boundingBox())!;
      expect(end.y + end.height, `${path}: the footer's end clears the launcher`).toBeLessThanOrEqual(button.y);
    }
  });
});
