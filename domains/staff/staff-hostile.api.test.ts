import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationsOf, type Operation } from '../../tests/helpers/hostile-inputs';
import { requestsOf, send } from '../../tests/helpers/hostile-walk';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { staffMember } from '../../tests/kit/staff';

/**
 * The shared hostile walk (tests/api/hostile-input.test.ts) calls the console as a guest and a
 * customer, who stop at the guard. Here an admin walks every /api/admin/ operation, so each field
 * of the console's input meets the same hostile values: nothing answers 5xx or lets them through.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof staffMember>>;
let operations: Operation[];

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '1000000', LOGIN_CALLS_PER_IP_MINUTE: '1000000', LOGIN_SENDS_PER_IP_HOUR: '1000000' });
  admin = await staffMember(t.app, 'admin');
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  operations = operationsOf(doc).filter((op) => op.path.startsWith('/api/admin/'));
});
afterAll(() => t?.close());

describe('hostile input on the console as an admin', () => {
  it('never answers 5xx and lets no hostile value through', async () => {
    expect(operations.length).toBeGreaterThanOrEqual(16);
    const findings: string[] = [];
    let reached = 0;
    for (const op of operations) {
      for (const request of requestsOf(op, () => undefined, 'full')) {
        const answer = await send(t.app, op, request, admin.headers);
        if (request.label === 'baseline' && answer.status < 400) reached += 1;
        if (answer.status >= 500 || (request.refuse && answer.status < 400)) {
          findings.push(`${op.method} ${op.path} ${request.label} → ${answer.status} ${answer.body.slice(0, 160)}`);
        }
      }
    }
    // Past the guard and validation to the service on at least the console's own reads and writes.
    expect(reached).toBeGreaterThanOrEqual(8);
    expect(findings).toEqual([]);
  }, 600_000);
});
