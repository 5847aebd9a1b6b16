import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContent } from '../../domains/content/seed.server';
import { seedBookingFixture, type BookingFixture } from '../../domains/storages/booking-test-fixtures';
import { book, bookingBody } from '../../domains/storages/booking-test-helpers';
import { seedStorages } from '../../domains/storages/seed.server';
import { reviewGroupIds } from '../../domains/content/service.server';
import { promoCodes } from '../../domains/orders/tables';
import { cells } from '../../domains/storages/tables';
import { operationsOf, type Hints, type Operation } from '../helpers/hostile-inputs';
import { requestsOf, send, type Answer } from '../helpers/hostile-walk';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signedIn } from '../kit/users';

/**
 * Every operation of /api/openapi.json, read from the document so later calls are walked too,
 * gets hostile input one field at a time, as a guest and signed in (cookie and Client-Type):
 * nothing may answer 5xx, and a control character must never be let through. Rate limits are
 * lifted and every request comes from its own address, so no 429 stands in for an answer.
 */
const LIMITS_OFF = {
  RATE_LIMIT_MAX: '1000000',
  LOGIN_CALLS_PER_IP_MINUTE: '1000000',
  LOGIN_SENDS_PER_IP_HOUR: '1000000',
  LOGIN_FAILURES_PER_IP_HOUR: '1000000',
};

const PROMO = 'WALK10';
let t: TestApp;
let fx: BookingFixture;
let operations: Operation[];
let reviewGroup: number;
let owner: { headers: Record<string, string>; order: number; payment: string };

/** A signed-in user with an active order of their own (on a cell of their own). */
async function newOwner(): Promise<typeof owner> {
  const user = await signedIn(t.app);
  const [cell] = await t.db.database.db
    .insert(cells)
    .values({
      warehouseId: fx.warehouse.id,
      number: `W-${randomUUID().slice(0, 8)}`,
      floor: 1,
      sizeCode: 'S',
      area: 2,
      volume: 5,
      widthCm: 100,
      depthCm: 200,
      heightCm: 250,
    })
    .returning();
  const booked = await book(t.app, user.headers, bookingBody(cell!.id, new Date()));
  if (booked.statusCode !== 201) throw new Error(`booking failed: ${booked.body}`);
  await t.app.services.payments.sandbox!.complete(booked.json().data.payment.id, 'succeeded');
  return { headers: user.headers, order: booked.json().data.order_id, payment: booked.json().data.payment.id };
}

beforeAll(async () => {
  t = await createTestApp(LIMITS_OFF);
  await seedContent(t.db.database.db);
  await seedStorages(t.db.database.db, await reviewGroupIds(t.db.database.db));
  fx = await seedBookingFixture(t.db.database.db);
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  operations = operationsOf(doc);
  reviewGroup = (await t.app.inject({ method: 'GET', url: '/api/cabinet/v2/site/feedbackForm/warehouseGroups' })).json().data[0].id;
  await t.db.database.db.insert(promoCodes).values({ code: PROMO, discountType: 'percent', value: 10 });
  owner = await newOwner();
}, 120_000);
afterAll(() => t?.close());

/** The walk's own rows, so a baseline reaches past "not found" where it can. */
function hintsFor(op: Operation): Hints {
  const values: Record<string, unknown> = {
    promo_code: PROMO,
    period_code: 'month-1',
    birth_date: '1990-05-15',
    email: `walk-${randomUUID().slice(0, 8)}@yandex.ru`,
    password: 'Walk-Passw0rd-2026',
    path: '/cabinet/',
    redirect_back: '/cabinet/',
    card_number: '4111111111111111',
    slot_id: fx.cells.a2.id,
    cell_id: fx.cells.a2.id,
    group_id: reviewGroup,
    city_id: fx.cityId,
    warehouse_id: fx.warehouse.id,
  };
  return (name) => {
    if (name in values) return values[name];
    if (name === 'id' && /payments\/(status|success)/.test(op.path)) return owner.payment;
    if (!/(^|_)id$/.test(name)) return undefined;
    return /storages|warehouse/.test(op.path) ? fx.warehouse.id : owner.order;
  };
}

async function sessionAlive(): Promise<boolean> {
  const response = await t.app.inject({ method: 'GET', url: '/api/cabinet/v2/profile', headers: owner.headers });
  return response.statusCode === 200;
}

interface Finding {
  op: Operation;
  who: string;
  label: string;
  answer: Answer;
}

function report(findings: Finding[]): string {
  return findings
    .map((f) => `${f.op.method} ${f.op.path} [${f.who}] ${f.label} → ${f.answer.status} ${f.answer.body.slice(0, 160)}`)
    .join('\n');
}

async function walk(who: 'guest' | 'user'): Promise<{ findings: Finding[]; requests: number; reached: number }> {
  const findings: Finding[] = [];
  let requests = 0;
  /** Operations whose baseline succeeded: how deep the walk gets past validation and ownership. */
  let reached = 0;
  for (const op of operations) {
    const identity = () => (who === 'user' ? owner.headers : {});
    const probe = await send(t.app, op, requestsOf(op, hintsFor(op), 'shallow')[0]!, identity());
    // A guest's call that needs a session stops at 401 after validation: the signed-in walk covers
    // its fields; the guest still gets the path, body-shape and header variants.
    const scope = who === 'guest' && probe.status === 401 ? 'shallow' : 'full';
    for (const request of requestsOf(op, hintsFor(op), scope)) {
      requests += 1;
      let answer = await send(t.app, op, request, identity());
      // Some calls end the session (sign-out, account removal) or use up a per-account allowance
      // (codes to the account's number): a new owner repeats the request.
      if (who === 'user' && ((answer.status === 401 && !(await sessionAlive())) || answer.status === 429)) {
        owner = await newOwner();
        answer = await send(t.app, op, request, identity());
      }
      if (request.label === 'baseline' && answer.status < 400) reached += 1;
      if (answer.status >= 500 || answer.status === 429) findings.push({ op, who, label: request.label, answer });
      else if (request.refuse && answer.status < 400) findings.push({ op, who, label: `${request.label} (let through)`, answer });
    }
  }
  return { findings, requests, reached };
}

describe('hostile input on every operation of the OpenAPI document', () => {
  // Every operation describes its answer (a JSON schema, or a redirect, page or file from server/http/non-json-answers.ts):
  // a route added without one fails here.
  it('reads the operations from the document, each with its answer described', () => {
    expect(operations.length).toBeGreaterThan(100);
    const undocumented = operations.filter((op) => !op.hasResponseSchema).map((op) => `${op.method} ${op.path}`);
    expect(undocumented).toEqual([]);
  });

  for (const who of ['guest', 'user'] as const) {
    it(
      `refuses control characters and never answers 5xx (or 429, which would hide it) ` +
        `to ${who === 'guest' ? 'a guest' : 'a signed-in user'}`,
      async () => {
        const { findings, requests, reached } = await walk(who);
        console.log(
          `hostile walk as ${who}: ${operations.length} operations (${reached} succeed on their ` +
            `baseline), ${requests} requests, ${findings.length} findings`,
        );
        expect(report(findings)).toBe('');
      },
      600_000,
    );
  }
});
