import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../../lib/clock';
import type { TestApp } from '../../../tests/helpers/test-app';
import { lockerByNumber, prokatRenter, prokatTestApp, type Person } from '../../../tests/kit/prokat';
import { verifiedPassport } from '../../../tests/kit/identity';
import { signedIn } from '../../../tests/kit/users';
import { prokatCells, prokatModels, prokatUnitBookings, prokatUnits } from '../tables';

const clock = manualClock(new Date('2026-11-28T09:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await prokatTestApp(clock);
});
afterAll(async () => {
  await t.close();
});

const db = () => t.db.database.db;
type Renter = Person;
/** A signed-in person with a verified passport and a saved card: allowed to rent. */
const renter = () => prokatRenter(t.app);
const lockerOf = (number: string) => lockerByNumber(t.app, number);

/** Units of a model lying in a locker now. */
async function unitsIn(postomatId: number, slug: string) {
  return db()
    .select({ id: prokatUnits.id })
    .from(prokatUnits)
    .innerJoin(prokatCells, eq(prokatCells.id, prokatUnits.cellId))
    .innerJoin(prokatModels, eq(prokatModels.id, prokatUnits.modelId))
    .where(and(eq(prokatCells.postomatId, postomatId), eq(prokatModels.slug, slug)));
}

/** A model lying in exactly one unit in the locker (the last free one). */
async function lonelyModel(postomatId: number) {
  const tools = (await t.app.inject({ method: 'GET', url: `/api/cabinet/v3/rental/postomats/tools?id=${postomatId}` })).json().data;
  const counts = new Map<string, number>();
  for (const tool of tools.categories.flatMap((c: { tools: { model_slug: string }[] }) => c.tools)) {
    counts.set(tool.model_slug, (counts.get(tool.model_slug) ?? 0) + 1);
  }
  return [...counts.entries()].filter(([, n]) => n === 1).map(([slug]) => slug);
}

const book = (person: Renter | null, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/cabinet/v3/rental/tools/booking', headers: person?.headers ?? {}, payload });

describe('booking a tool from a locker', () => {
  it('asks a guest to sign in, and a person without a verified passport or a card to add them', async () => {
    const locker = await lockerOf('П-101');
    const payload = { postomat_id: locker.id, items: [{ model_slug: 'makita-hr2470' }], unit: 'day', period_number: 1 };
    expect((await book(null, payload)).statusCode).toBe(401);
    const person = await signedIn(t.app);
    const refused = await book(person, payload);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'RENTAL_CHECKS_MISSING', identity: 'missing', card: false });
    await verifiedPassport(db(), person.userId);
    expect((await book(person, payload)).json()).toMatchObject({ identity: 'verified', card: false });
  });

  it('holds a unit while the order awaits payment, rents it once paid, and the catalogue counts it out', async () => {
    const person = await renter();
    const locker = await lockerOf('П-102');
    const [slug] = await lonelyModel(locker.id);
    const productBefore = (await t.app.inject({ method: 'GET', url: `/api/cabinet/v3/rental/postomats/product?slug=${slug}` })).json().data;
    const placed = await book(person, { postomat_id: locker.id, items: [{ model_slug: slug }], unit: 'hour', period_number: 3 });
    expect(placed.statusCode).toBe(201);
    const order = placed.json().data;
    expect(order.status).toBe('awaiting_payment');
    expect(order.price.total).toBe(productBefore.tariffs.find((x: { title: string }) => x.title === '3 часа').price_total);
    const productAfter = (await t.app.inject({ method: 'GET', url: `/api/cabinet/v3/rental/postomats/product?slug=${slug}` })).json().data;
    expect(productAfter.available).toBe(productBefore.available - 1);
    expect(await lonelyModel(locker.id)).not.toContain(slug);

    await t.app.services.payments.sandbox!.complete(order.payment.id, 'succeeded');
    const [booking] = await db().select().from(prokatUnitBookings).where(eq(prokatUnitBookings.orderId, order.order_id));
    expect(booking!.status).toBe('active');
    // Paid, the payment's page sends the renter straight to the rental.
    const status = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/v2/orders/payments/status',
      headers: person.headers,
      payload: { id: order.payment.id },
    });
    expect(status.json().data).toMatchObject({ status: 'succeeded', success_path: `/cabinet/subscriptions/rental/${order.order_id}/` });
    const list = await t.app.inject({ method: 'GET', url: '/api/cabinet/v2/orders/list-v2?kind=rental', headers: person.headers });
    expect(list.statusCode).toBe(200);
    const listed = list.json().data.items.find((item: { id: number }) => item.id === order.order_id);
    expect(listed).toMatchObject({ status: 'active', warehouse: { id: locker.id } });
  });

  it('books several tools in one order, each unit a line, priced by its model', async () => {
    const person = await renter();
    const locker = await lockerOf('П-101');
    const models = (await t.app.inject({ method: 'GET', url: `/api/cabinet/v2/rental/tariff/list?postomat_id=${locker.id}` })).json().data;
    const slugs = [...new Set(models.map((row: { tool_model: { code: string } }) => row.tool_model.code))].slice(0, 2) as string[];
    const placed = await book(person, {
      postomat_id: locker.id,
      items: slugs.map((model_slug) => ({ model_slug })),
      unit: 'day',
      period_number: 3,
    });
    expect(placed.statusCode).toBe(201);
    const { price, order_id: orderId } = placed.json().data;
    const dayPrices = slugs.map(
      (slug) => models.find((row: { tool_model: { code: string } }) => row.tool_model.code === slug).tariffs[5].price_total,
    );
    expect(price.total).toBe(dayPrices[0] + dayPrices[1]);
    const bookings = await db().select().from(prokatUnitBookings).where(eq(prokatUnitBookings.orderId, orderId));
    expect(bookings).toHaveLength(2);
    const page = await t.app.inject({ method: 'GET', url: `/api/cabinet/v2/orders/rental?id=${orderId}`, headers: person.headers });
    expect(page.statusCode).toBe(200);
    expect(page.json().data.tools.map((tool: { model_slug: string; booking: string }) => [tool.model_slug, tool.booking])).toEqual(
      slugs.map((slug) => [slug, 'hold']),
    );
    expect(page.json().data.warehouse).toMatchObject({ id: locker.id, address: locker.address });
    const stranger = await signedIn(t.app);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/cabinet/v2/orders/rental?id=${orderId}`, headers: stranger.headers })).statusCode,
    ).toBe(404);
  });

  it('cancels an unpaid booking and frees the unit at once; another person cannot cancel it', async () => {
    const person = await renter();
    const stranger = await renter();
    const locker = await lockerOf('П-103');
    const [slug] = await lonelyModel(locker.id);
    const placed = (await book(person, { postomat_id: locker.id, items: [{ model_slug: slug }], unit: 'day', period_number: 1 })).json()
      .data;
    const url = `/api/cabinet/v3/rental/tools/booking?order_id=${placed.order_id}`;
    expect((await t.app.inject({ method: 'DELETE', url, headers: stranger.headers })).statusCode).toBe(404);
    const canceled = await t.app.inject({ method: 'DELETE', url, headers: person.headers });
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json().data).toMatchObject({ status: 'canceled', tool: { model_slug: slug }, postomat: { id: locker.id } });
    expect(await lonelyModel(locker.id)).toContain(slug);
  });

  it('frees a unit whose hold ran out without any write, for the catalogue and for the next booker', async () => {
    const first = await renter();
    const locker = await lockerOf('П-104');
    const [slug] = await lonelyModel(locker.id);
    const choice = { postomat_id: locker.id, items: [{ model_slug: slug }], unit: 'day', period_number: 1 };
    expect((await book(first, choice)).statusCode).toBe(201);
    expect(await lonelyModel(locker.id)).not.toContain(slug);
    clock.advance(16 * 60 * 1000);
    try {
      expect(await lonelyModel(locker.id)).toContain(slug);
      expect((await book(await renter(), choice)).statusCode).toBe(201);
    } finally {
      clock.set(new Date('2026-11-28T09:00:00Z'));
    }
  });

  it('refuses the last unit taken with the lockers that have the model free, nearest first', async () => {
    const person = await renter();
    const other = await renter();
    const locker = await lockerOf('П-105');
    const [slug] = await lonelyModel(locker.id);
    const choice = { postomat_id: locker.id, items: [{ model_slug: slug }], unit: 'day', period_number: 1 };
    expect((await book(person, choice)).statusCode).toBe(201);
    const refused = await book(other, choice);
    expect(refused.statusCode).toBe(409);
    const body = refused.json();
    expect(body.code).toBe('CELL_TAKEN');
    expect(body.message).toContain('нет в свободных ячейках этого постамата');
    const distances = body.alternatives.map((a: { distance_m: number }) => a.distance_m);
    expect(distances.length).toBeGreaterThan(0);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(body.alternatives.every((a: { postomat: { id: number } }) => a.postomat.id !== locker.id)).toBe(true);
  });

  it('refuses bad choices with a clear error', async () => {
    const person = await renter();
    const locker = await lockerOf('П-106');
    const base = { postomat_id: locker.id, items: [{ model_slug: 'makita-hr2470' }], unit: 'day', period_number: 1 };
    const cases: Array<[object, number, RegExp]> = [
      [{ ...base, period_number: 0 }, 422, /./],
      [{ ...base, unit: 'hour', period_number: 5 }, 422, /нет такого срока/],
      [{ ...base, postomat_id: 999999 }, 404, /постамата нет/],
      [{ ...base, items: [{ model_slug: 'net-takogo' }] }, 404, /нет в каталоге/],
      [{ ...base, items: [{ model_slug: '../../etc' }] }, 422, /./],
      [{ ...base, items: [] }, 422, /./],
      [{ ...base, items: [{ model_slug: 'makita-hr2470', quantity: 99 }] }, 422, /./],
    ];
    for (const [payload, status, message] of cases) {
      const response = await book(person, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(JSON.stringify(response.json()), JSON.stringify(payload)).toMatch(message);
    }
  });
});

describe('the last free unit under a burst', () => {
  it('rents it to exactly one of fifty people booking at once; the rest get 409 with alternatives', async () => {
    const locker = await lockerOf('П-201');
    const [slug] = await lonelyModel(locker.id);
    const people = [];
    for (let i = 0; i < 50; i += 1) people.push(await renter());
    const choice = { postomat_id: locker.id, items: [{ model_slug: slug }], unit: 'day', period_number: 1 };
    const answers = await Promise.all(people.map((person) => book(person, choice)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json().code).toBe('CELL_TAKEN');
      expect(Array.isArray(refused.json().alternatives)).toBe(true);
    }
    const [unit] = await unitsIn(locker.id, slug!);
    const live = await db()
      .select()
      .from(prokatUnitBookings)
      .where(and(eq(prokatUnitBookings.unitId, unit!.id), eq(prokatUnitBookings.status, 'hold')));
    expect(live).toHaveLength(1);
  }, 120_000);
});
