import type { Browser } from 'playwright-core';

export declare const PHONE: {
  viewport: { width: number; height: number };
  deviceScaleFactor: number;
  isMobile: boolean;
  hasTouch: boolean;
};
export declare function scriptsLoaded(browser: Browser, url: string, options?: { quietMs?: number; timeoutMs?: number }): Promise<string[]>;
