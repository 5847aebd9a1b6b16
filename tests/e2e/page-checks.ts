import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

/** The generic checks every page is held to, shared by the sitemap sweep and the signed-in sweep. */

export const PHONE_WIDTH = 375;

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/**
 * "rule (impact): help — target; target" for each axe violation of the page as it is now. axe-core
 * runs in the page itself (our pages have no frames): @axe-core/playwright's builder costs four
 * times as much a page (measured 1.5–2.7 s against 0.4–0.6 s), as it finishes each run in a new
 * blank page, and the sweeps run it on a hundred pages.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async (tags) =>
      (
        await (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: unknown[] }> } }).axe.run(
          document,
          { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] },
        )
      ).violations,
    WCAG_TAGS,
  );
  return (violations as AxeViolation[]).map(
    (v) =>
      `${v.id} (${v.impact ?? 'n/a'}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join('; ')}`,
  );
}

/** Errors the page logs while `action` runs: console errors and uncaught exceptions. */
export async function collectErrors(page: Page, action: () => Promise<void>): Promise<string[]> {
  const errors: string[] = [];
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === 'error') errors.push(message.text());
  };
  const onPageError = (error: Error) => errors.push(error.message);
  const onResponse = (response: { status(): number; url(): string }) => {
    // Chromium logs a failed load without naming it; this names the address.
    if (response.status() >= 400) errors.push(`HTTP ${response.status()} ${response.url()}`);
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('response', onResponse);
  try {
    await action();
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    page.off('response', onResponse);
  }
  return errors;
}

interface Overflow {
  scrollWidth: number;
  innerWidth: number;
  widest: string | null;
}

/**
 * How wide the page is, and the element that reaches furthest right without being clipped by a
 * scroller on its way to the page (fixed elements do not widen a page). On a phone the browser
 * widens the window to the page, so both widths are compared with the screen's.
 */
function measureOverflow(page: Page, screenWidth: number): Promise<Overflow> {
  return page.evaluate((screen) => {
    const style = (el: Element) => getComputedStyle(el);
    const escapes = (el: Element): boolean => {
      let node: Element | null = el;
      while (node && node !== document.body) {
        const position = style(node).position;
        if (position === 'fixed') return false;
        let next: Element | null = node.parentElement;
        if (position === 'absolute') {
          // An absolute box is clipped by its containing block's chain, not by the ancestors it skips.
          while (next && next !== document.body && style(next).position === 'static' && style(next).transform === 'none') {
            next = next.parentElement;
          }
        }
        if (next && next !== document.body && style(next).overflowX !== 'visible') return false;
        node = next;
      }
      return true;
    };
    const describe = (el: Element, right: number) => {
      const testId = el.getAttribute('data-testid');
      const classes = [...el.classList].join('.');
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
      return (
        `<${el.tagName.toLowerCase()}${classes ? `.${classes}` : ''}${testId ? ` data-testid="${testId}"` : ''}> ` +
        `reaching ${Math.round(right)} px: "${text}"`
      );
    };
    let widest: { right: number; el: Element } | null = null;
    for (const el of document.body.querySelectorAll('*')) {
      const right = el.getBoundingClientRect().right + window.scrollX;
      if (right <= screen + 1 || (widest && right <= widest.right)) continue;
      if (escapes(el)) widest = { right, el };
    }
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      widest: widest ? describe(widest.el, widest.right) : null,
    };
  }, screenWidth);
}

export async function expectFits(page: Page, where: string) {
  const overflow = await measureOverflow(page, PHONE_WIDTH);
  const width = Math.max(overflow.scrollWidth, overflow.innerWidth);
  expect
    .soft(
      width,
      `${where}: the page is ${width} px wide on a ${PHONE_WIDTH} px screen; the widest element: ${overflow.widest ?? 'none found'}`,
    )
    .toBeLessThanOrEqual(PHONE_WIDTH);
}

/** A form inside a form: the browser submits the outer one (React builds such a DOM, the HTML parser would not). */
export async function nestedForms(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('form form')].map((inner) => {
      const label = inner.getAttribute('aria-label') ?? inner.getAttribute('data-testid') ?? inner.textContent?.trim().slice(0, 60);
      return `<form> «${label ?? ''}» inside another <form>`;
    }),
  );
}
