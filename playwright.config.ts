import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
// @ts-expect-error plain ESM helper shared with the npm scripts
import { chromiumPath } from './scripts/chromium-path.mjs';

const port = Number(process.env.E2E_PORT ?? 3210);
const buildDir = process.env.BUILD_DIR ?? 'build';
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'mestechko-e2e-'));

const launchOptions = {
  executablePath: chromiumPath() as string | undefined,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'artifacts/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    // A trace costs a quarter of the suite's CPU (measured on 42 tests: 132 s with, 97 s without) and
    // CI keeps no files: record one when needed, E2E_TRACE=retain-on-failure npx playwright test ….
    trace: (process.env.E2E_TRACE ?? 'off') as 'off' | 'on' | 'retain-on-failure' | 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  // A journey runs once, on the phone: the site is made for phones first, and the pages' sweeps
  // (console errors, sideways scroll, axe) cover both widths. A test whose screen differs by width
  // (menus, dialogs, maps, sticky bars) is tagged @both and also runs on the desktop; one that
  // exists only on a desktop or checks the server once is tagged @desktop and runs there alone.
  projects: [
    // A real phone: Chrome on Android, 375 px wide, a mobile viewport (a page wider than the screen
    // widens it, as a phone browser does) and touch.
    {
      name: 'phone',
      grepInvert: /@desktop\b/,
      use: {
        ...devices['Desktop Chrome'],
        userAgent: devices['Pixel 7']!.userAgent,
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
      },
    },
    {
      name: 'desktop',
      grep: /@desktop\b|@both\b/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: {
    // The built app started as in production, on a throwaway embedded database, with sandbox providers.
    command: `node ${buildDir}/server/index.js`,
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      APP_ENV: 'test',
      SESSION_SECRET: 'e2e-only-secret-that-is-long-enough-0123456789',
      SANDBOX_PROVIDERS: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '10000',
      // Every browser test logs in from 127.0.0.1: the per-IP login ceilings would trip.
      LOGIN_CALLS_PER_IP_MINUTE: '10000',
      LOGIN_SENDS_PER_IP_HOUR: '10000',
      LOGIN_FAILURES_PER_IP_HOUR: '10000',
      // Every signed-in page load opens a socket from 127.0.0.1 as well.
      SOCKET_HANDSHAKES_PER_IP_MINUTE: '100000',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // No network here: the places map draws a plain local tile instead of OpenStreetMap's.
      MAP_TILE_URL: `http://127.0.0.1:${port}/images/map-tile-offline.png?z={z}&x={x}&y={y}`,
    },
  },
});
