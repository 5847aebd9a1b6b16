import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationsOf, type Operation } from '../../tests/helpers/hostile-inputs';
import { requestsOf, send } from '../../tests/helpers/hostile-walk';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { signedIn } from '../../tests/kit/users';
import { GOOD_PASSPORT } from './test-support';

/**
 * The shared hostile walk for the calls of identity documents and lodgers, signed in: every field
 * meets the hostile values; nothing answers 5xx or lets them through.
 */
let t: TestApp;
let user: Awaited<ReturnType<typeof signedIn>>;
let operations: Operation[];

beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'identity-hostile-'));
  t = await createTestApp({
    DATA_DIR: dataDir,
    RATE_LIMIT_MAX: '1000000',
    LOGIN_CALLS_PER_IP_MINUTE: '1000000',
    LOGIN_SENDS_PER_IP_HOUR: '1000000',
  });
  user = await signedIn(t.app);
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  operations = operationsOf(doc).filter(
    (op) => op.path.startsWith('/api/cabinet/v2/profile/documents') || op.path.startsWith('/api/profile/lodgers'),
  );
});
afterAll(() => t?.close());

const hints = (name: string) => (GOOD_PASSPORT as Record<string, unknown>)[name] ?? (name === 'birth_date' ? '1990-05-20' : undefined);

describe('hostile input on identity documents and lodgers', () => {
  it('never answers 5xx and lets no hostile value through', async () => {
    expect(operations.length).toBe(11);
    const findings: string[] = [];
    for (const op of operations) {
      for (const request of requestsOf(op, hints, 'full')) {
        const answer = await send(t.app, op, request, user.headers);
        if (answer.status >= 500 || (request.refuse && answer.status < 400)) {
          findings.push(`${op.method} ${op.path} ${request.label} → ${answer.status} ${answer.body.slice(0, 160)}`);
        }
      }
    }
    expect(findings).toEqual([]);
  }, 600_000);
});
