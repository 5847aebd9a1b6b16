import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Production boots with no sandbox: no dev API, no sandbox checkout, no dev OAuth consent. Every
 * dev route hangs on the one switch, env.sandboxProviders, so a staging without it has none either.
 */
describe.each([
  ['production', { NODE_ENV: 'production', SESSION_SECRET: 'p'.repeat(48) }],
  [
    'a staging with SANDBOX_PROVIDERS=false',
    { NODE_ENV: 'production', APP_ENV: 'staging', SESSION_SECRET: 'p'.repeat(48), SANDBOX_PROVIDERS: 'false' },
  ],
])('%s mounts no development route', (_name, env: Record<string, string>) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(env);
  });
  afterAll(() => t.close());

  it.each([
    ['GET', '/api/dev/outbox?to=79990000000'],
    ['POST', '/api/dev/outbox/call'],
    ['POST', '/api/dev/staff/grant'],
    ['POST', '/api/dev/payments/checkout'],
    ['GET', '/api/dev/oauth/google/authorize?state=x'],
    ['GET', '/api/dev/oauth/vk/decide?state=x'],
    ['POST', '/api/dev/prokat/orders/1/late'],
    ['POST', '/api/dev/clouds/requests/1/today'],
  ])('%s %s answers 404', async (method, url) => {
    const response = await t.app.inject({ method: method as 'GET' | 'POST', url, payload: method === 'POST' ? {} : undefined });
    expect(response.statusCode).toBe(404);
  });

  it('has no sandbox payment provider behind the sandbox checkout page', async () => {
    const services = (t.app as unknown as { services?: { payments: { sandbox: unknown }; env: { sandboxProviders: boolean } } }).services;
    expect(services?.env.sandboxProviders).toBe(false);
    expect(services?.payments.sandbox ?? null).toBeNull();
  });
});

describe('outside production the same routes exist (so the 404s above mean something)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['GET', '/api/dev/outbox?to=79990000000'],
    ['POST', '/api/dev/payments/checkout'],
    ['GET', '/api/dev/oauth/google/authorize?state=x'],
    ['POST', '/api/dev/prokat/orders/1/late'],
  ])('%s %s is mounted', async (method, url) => {
    const response = await t.app.inject({ method: method as 'GET' | 'POST', url, payload: method === 'POST' ? {} : undefined });
    expect(response.statusCode).not.toBe(404);
  });
});
