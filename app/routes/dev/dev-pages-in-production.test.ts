import { isRouteErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loader as outboxLoader } from './outbox';
import { loader as checkoutLoader } from './payment-checkout';

/** What production gives the sandbox pages: no sandbox payment provider, isProduction set. */
const production = { services: { env: { isProduction: true, sandboxProviders: false }, payments: { sandbox: null } } };

async function statusOf(run: () => Promise<unknown>) {
  try {
    await run();
    return 200;
  } catch (thrown) {
    const value = thrown as { init?: { status?: number }; status?: number };
    if (isRouteErrorResponse(thrown)) return thrown.status;
    return value.init?.status ?? value.status ?? 500;
  }
}

describe('the sandbox pages in production', () => {
  it('answer 404 for /dev/outbox/ and /dev/payment-checkout/', async () => {
    const args = (url: string) => ({ request: new Request(url), context: production, params: {} }) as never;
    expect(await statusOf(() => outboxLoader(args('http://localhost/dev/outbox/')))).toBe(404);
    expect(await statusOf(() => checkoutLoader(args('http://localhost/dev/payment-checkout/?payment=p-1')))).toBe(404);
  });
});
