import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { prokatPostomats, prokatRentalUnits } from '../../domains/prokat/tables';
import { cookieHeader, loginBySms } from '../helpers/auth-session';
import { createTestApp, type TestApp } from '../helpers/test-app';
import type { ManualClock } from '../../lib/clock';
import { seedProkat } from '../../domains/prokat/seed.server';
import { verifiedPassport } from './identity';
import { staffMember } from './staff';
import { signedIn, WEB } from './users';

export type Person = Awaited<ReturnType<typeof signedIn>>;

/** The app on the seeded prokat world (lockers with cells and tools), login and rate limits lifted, on a manual clock. */
export async function prokatTestApp(clock: ManualClock, env: Record<string, string> = {}): Promise<TestApp> {
  const t = await createTestApp(
    {
      LOGIN_SENDS_PER_IP_HOUR: '100000',
      LOGIN_CALLS_PER_IP_MINUTE: '100000',
      LOGIN_FAILURES_PER_IP_HOUR: '100000',
      RATE_LIMIT_MAX: '1000000',
      ...env,
    },
    undefined,
    { clock },
  );
  await seedProkat(t.db.database.db);
  return t;
}

/** A person who may rent tools: signed in, passport verified, a card saved (4111…). */
export async function prokatRenter(app: FastifyInstance): Promise<Person> {
  const person = await signedIn(app);
  await verifiedPassport(app.services.database.db, person.userId);
  const bind = await app.inject({ method: 'POST', url: '/api/cabinet/v2/payments/cards', headers: person.headers });
  await app.services.payments.sandbox!.complete(bind.json().data.id, 'succeeded', { cardNumber: '4111 1111 1111 1111' });
  return person;
}

/** The same person signed in again: after the clock moved by hours, past their access token. */
export async function signedInAgain(app: FastifyInstance, person: Person): Promise<Person> {
  const { cookies } = await loginBySms(app, person.phone, `dev-${person.phone}`);
  return { ...person, headers: { cookie: cookieHeader(cookies), ...WEB } };
}

export async function lockerByNumber(app: FastifyInstance, number: string) {
  const [row] = await app.services.database.db.select().from(prokatPostomats).where(eq(prokatPostomats.number, number));
  return row!;
}

export async function rentalOrderPage(app: FastifyInstance, person: Person, orderId: number) {
  const page = await app.inject({ method: 'GET', url: `/api/cabinet/v2/orders/rental?id=${orderId}`, headers: person.headers });
  expect(page.statusCode, page.body).toBe(200);
  return page.json().data;
}

/** A paid rental of the first model on offer at a locker, for `hours`: the order and its tool. */
export async function paidRental(
  app: FastifyInstance,
  person: Person,
  options: { locker?: string; hours?: number; useBonuses?: boolean } = {},
) {
  const lockerNumber = options.locker ?? 'П-101';
  const { id } = await lockerByNumber(app, lockerNumber);
  const tools = (await app.inject({ method: 'GET', url: `/api/cabinet/v3/rental/postomats/tools?id=${id}` })).json().data;
  const slug = tools.categories[0].tools[0].model_slug as string;
  const placed = await app.inject({
    method: 'POST',
    url: '/api/cabinet/v3/rental/tools/booking',
    headers: person.headers,
    payload: {
      postomat_id: id,
      items: [{ model_slug: slug }],
      unit: 'hour',
      period_number: options.hours ?? 3,
      ...(options.useBonuses ? { use_bonuses: true } : {}),
    },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json().data;
  await app.services.payments.sandbox!.complete(order.payment.id, 'succeeded');
  const tool = (await rentalOrderPage(app, person, order.order_id)).tools[0];
  return { orderId: order.order_id as number, unitId: tool.unit_id as number, cell: tool.cell as number, lockerId: id, lockerNumber, slug };
}

/** The staff simulator of the sandbox lockers: closes a door, leaves it open, types a PIN. */
export async function simulateLocker(app: FastifyInstance, payload: object): Promise<string> {
  const staff = await staffMember(app, 'operator');
  const answer = await app.inject({ method: 'POST', url: '/api/admin/prokat/lockers/simulator', headers: staff.headers, payload });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data.outcome as string;
}

/** The renter opens the pickup cell and takes the tool out: its clock starts now. */
export async function pickUp(
  app: FastifyInstance,
  person: Person,
  rental: { orderId: number; unitId: number; cell: number; lockerId: number },
) {
  const opened = await app.inject({
    method: 'POST',
    url: '/api/cabinet/v2/rental/orders/cell/open',
    headers: person.headers,
    payload: { order_id: rental.orderId, unit_id: rental.unitId },
  });
  expect(opened.statusCode, opened.body).toBe(200);
  expect(await simulateLocker(app, { action: 'close', postomat_id: rental.lockerId, cell: rental.cell, occupied: false })).toBe('pickup');
}

/** The renter puts the tool back into a free cell of a locker: the clock stops now. */
export async function returnTool(app: FastifyInstance, person: Person, rental: { orderId: number; unitId: number }, lockerId: number) {
  const opened = await app.inject({
    method: 'POST',
    url: '/api/cabinet/v2/rental/orders/cell/return',
    headers: person.headers,
    payload: { order_id: rental.orderId, unit_id: rental.unitId, postomat_id: lockerId },
  });
  expect(opened.statusCode, opened.body).toBe(200);
  const cell = opened.json().data.cell as number;
  expect(await simulateLocker(app, { action: 'close', postomat_id: lockerId, cell, occupied: true })).toBe('return');
  return cell;
}

export async function rentalUnitRow(app: FastifyInstance, orderId: number, unitId: number) {
  const [row] = await app.services.database.db
    .select()
    .from(prokatRentalUnits)
    .where(and(eq(prokatRentalUnits.orderId, orderId), eq(prokatRentalUnits.unitId, unitId)));
  return row!;
}
