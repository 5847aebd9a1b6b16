import { describe, expect, it } from 'vitest';
import { PAGE_USED_GLOBAL } from './deferred-gate';
import { DEFERRED_SCRIPTS_LATEST_MS, deferredScriptsLoader } from './deferred-scripts';

type Listener = () => void;

/** The loader run against a page of fake browser globals: what it appended, and the page's events to fire. */
function loadPage(readyState: 'loading' | 'complete', options: { paintTiming?: boolean } = {}) {
  const appended: string[] = [];
  const listeners = new Map<string, Listener[]>();
  const timers: { ms: number; run: Listener }[] = [];
  const observers: ((list: { getEntries(): { name: string }[] }, observer: { disconnect(): void }) => void)[] = [];
  class FakePerformanceObserver {
    static supportedEntryTypes = options.paintTiming === false ? ['navigation'] : ['paint', 'navigation'];
    constructor(callback: (typeof observers)[number]) {
      observers.push(callback);
    }
    observe() {}
  }
  const document = {
    readyState,
    getElementById: () => ({ textContent: '["/assets/a.js"]' }),
    querySelector: () => ({ nonce: 'n', textContent: 'import("/assets/entry.js")' }),
    createElement: () => ({}) as Record<string, string>,
    head: { appendChild: (node: Record<string, string>) => appended.push(node.href ?? node.type!) },
  };
  const run = new Function('document', 'addEventListener', 'setTimeout', 'PerformanceObserver', deferredScriptsLoader());
  run(
    document,
    (type: string, listener: Listener) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    (callback: Listener, ms: number) => timers.push({ ms, run: callback }),
    FakePerformanceObserver,
  );
  return {
    appended,
    document: document as Record<string, unknown>,
    fire: (type: string) => listeners.get(type)?.forEach((listener) => listener()),
    paint: (name: string) => observers.forEach((callback) => callback({ getEntries: () => [{ name }] }, { disconnect() {} })),
    wait: (ms: number) => timers.filter((t) => t.ms <= ms).forEach((t) => t.run()),
  };
}

const STARTED = ['/assets/a.js', 'module'];

describe('the loader of the page scripts', () => {
  it('starts them once the page has loaded and its first contentful paint is recorded, in either order', () => {
    const loadFirst = loadPage('loading');
    loadFirst.fire('load');
    loadFirst.paint('first-paint');
    expect(loadFirst.appended).toEqual([]);
    loadFirst.paint('first-contentful-paint');
    expect(loadFirst.appended).toEqual(STARTED);

    const paintFirst = loadPage('loading');
    paintFirst.paint('first-contentful-paint');
    expect(paintFirst.appended).toEqual([]);
    paintFirst.fire('load');
    expect(paintFirst.appended).toEqual(STARTED);
  });

  it('starts them at the load alone where the browser has no paint timing', () => {
    const page = loadPage('loading', { paintTiming: false });
    page.fire('load');
    expect(page.appended).toEqual(STARTED);
  });

  it('starts them at once on the first touch or key, and once only', () => {
    const page = loadPage('loading');
    page.fire('pointerdown');
    expect(page.appended).toEqual(STARTED);
    // The deferred parts learn that the page was used before its scripts came (deferred-gate.ts).
    expect(page.document[PAGE_USED_GLOBAL]).toBe(true);
    page.fire('load');
    page.paint('first-contentful-paint');
    page.wait(DEFERRED_SCRIPTS_LATEST_MS);
    expect(page.appended).toEqual(STARTED);
  });

  it('starts them after the longest wait when nothing is painted (a tab in the background)', () => {
    for (const state of ['loading', 'complete'] as const) {
      const page = loadPage(state);
      page.fire('load');
      page.wait(DEFERRED_SCRIPTS_LATEST_MS - 1);
      expect(page.appended).toEqual([]);
      page.wait(DEFERRED_SCRIPTS_LATEST_MS);
      expect(page.appended).toEqual(STARTED);
    }
  });
});
