// Takes screenshots of pages at phone (375 px) and desktop (1440 px) widths:
//   node scripts/screenshot.mjs http://127.0.0.1:3000 / /no-such-page/
// Files land in artifacts/screenshots/manual-<width>-<slug>.png.
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumHelp, chromiumPath } from './chromium-path.mjs';

const [base = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2);
const executablePath = chromiumPath();
if (!executablePath) {
  console.error(chromiumHelp);
  process.exit(1);
}
mkdirSync('artifacts/screenshots', { recursive: true });
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
for (const width of [375, 1440]) {
  const phone = width === 375;
  const context = await browser.newContext({
    viewport: { width, height: phone ? 812 : 900 },
    isMobile: phone,
    hasTouch: phone,
    locale: 'ru-RU',
  });
  await context.addCookies([
    { name: 'showCookies', value: 'false', url: base },
    { name: 'autolocation', value: 'false', url: base },
  ]);
  const page = await context.newPage();
  for (const path of paths.length ? paths : ['/']) {
    await page.goto(new URL(path, base).toString(), { waitUntil: 'networkidle' });
    const slug = path.replace(/[^\w]+/g, '-').replace(/^-|-$/g, '') || 'home';
    const file = `artifacts/screenshots/manual-${width}-${slug}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
    console.log(file);
  }
  await context.close();
}
await browser.close();
