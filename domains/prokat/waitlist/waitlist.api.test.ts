import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../../lib/clock';
import { createSecondProcess, createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { lockerByNumber, pickUp, prokatRenter, rentalOrderPage, returnTool, signedInAgain, type Person } from '../../../tests/kit/prokat';
import { staffMember } from '../../../tests/kit/staff';
import { notificationsOf, signedIn } from '../../../tests/kit/users';
import { seedProkat } from '../seed.server';

// «Сообщить, когда освободится»: people wait for a model at a locker in order; a tool coming back is
// kept for the first of them (nobody else can book it meanwhile), who hears at once and books it; an
// offer left to run out goes to the next person; with several processes each tool is offered once.
const clock = manualClock(new Date('2026-12-10T07:00:00Z'));
const env = { LOGIN_SENDS_PER_IP_HOUR: '100000', LOGIN_CALLS_PER_IP_MINUTE: '100000', RATE_LIMIT_MAX: '1000000' };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(env, undefined, { clock });
  await seedProkat(t.db.database.db);
});
afterAll(() => t.close());

const minutes = (n: number) => clock.advance(n * 60);

async function freeSlugs(lockerId: number): Promise<Map<string, number>> {
  const tools = (await t.app.inject({ method: 'GET', url: `/api/cabinet/v3/rental/postomats/tools?id=${lockerId}` })).json().data;
  const count = new Map<string, number>();
  for (const category of tools.categories as { tools: { model_slug: string }[] }[]) {
    for (const tool of category.tools) count.set(tool.model_slug, (count.get(tool.model_slug) ?? 0) + 1);
  }
  return count;
}

const book = (person: Person, lockerId: number, slug: string, quantity = 1) =>
  t.app.inject({
    method: 'POST',
    url: '/api/cabinet/v3/rental/tools/booking',
    headers: person.headers,
    payload: { postomat_id: lockerId, items: [{ model_slug: slug, quantity }], unit: 'hour', period_number: 2 },
  });

/** Every free unit of a model at a locker booked and paid by others: the first renter's order and tool. */
async function takeAll(lockerId: number, slug: string, free: number) {
  const orders: { person: Person; orderId: number }[] = [];
  for (let left = free; left > 0; left -= 3) {
    const person = await prokatRenter(t.app);
    const placed = await book(person, lockerId, slug, Math.min(3, left));
    expect(placed.statusCode, placed.body).toBe(201);
    await t.app.services.payments.sandbox!.complete(placed.json().data.payment.id, 'succeeded');
    orders.push({ person, orderId: placed.json().data.order_id });
  }
  const first = orders[0]!;
  const tool = (await rentalOrderPage(t.app, first.person, first.orderId)).tools[0];
  return { ...first, unitId: tool.unit_id as number, cell: tool.cell as number };
}

const join = (person: Person, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/cabinet/v2/rental/waitlist', headers: person.headers, payload });

describe('the waitlist', () => {
  it('queues people for a taken model, keeps a returned tool for the first and passes an unused offer on', async () => {
    const locker = await lockerByNumber(t.app, 'П-101');
    const [slug, free] = [...(await freeSlugs(locker.id)).entries()][0]!;
    let anna = await prokatRenter(t.app);
    let boris = await prokatRenter(t.app);

    const early = await join(anna, { postomat_id: locker.id, model_slug: slug });
    expect(early.json()).toMatchObject({ code: 'WAITLIST_MODEL_FREE' });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/cabinet/v2/rental/waitlist',
          payload: { postomat_id: locker.id, model_slug: slug },
        })
      ).statusCode,
    ).toBe(401);
    expect((await join(anna, { postomat_id: locker.id, model_slug: '../etc' })).statusCode).toBe(422);
    expect((await join(anna, { postomat_id: 999_999, model_slug: slug })).statusCode).toBe(404);

    const holder = await takeAll(locker.id, slug!, free!);
    const first = await join(anna, { postomat_id: locker.id, model_slug: slug });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toMatchObject({ status: 'waiting', position: 1, postomat: { number: 'П-101' }, model: { slug } });
    expect((await join(anna, { postomat_id: locker.id, model_slug: slug })).statusCode).toBe(200);
    expect((await join(boris, { postomat_id: locker.id, model_slug: slug })).json().data).toMatchObject({ position: 2 });
    const stranger = await signedIn(t.app);
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/cabinet/v2/rental/waitlist?id=${first.json().data.id}`,
      headers: stranger.headers,
    });
    expect(foreign.statusCode).toBe(404);

    // The holder takes the tool out and brings it back; staff accept it: Anna is offered it at once.
    await pickUp(t.app, holder.person, { orderId: holder.orderId, unitId: holder.unitId, cell: holder.cell, lockerId: locker.id });
    minutes(20);
    await returnTool(t.app, holder.person, holder, locker.id);
    const desk = await staffMember(t.app, 'storekeeper');
    const checked = await t.app.inject({
      method: 'POST',
      url: '/api/admin/prokat/returns/check',
      headers: desk.headers,
      payload: { order_id: holder.orderId, unit_id: holder.unitId, result: 'ok' },
    });
    expect(checked.statusCode, checked.body).toBe(200);
    const annas = (await t.app.inject({ method: 'GET', url: '/api/cabinet/v2/rental/waitlist', headers: anna.headers })).json().data;
    expect(annas[0]).toMatchObject({ status: 'offered', status_title: 'Отложен для вас' });
    const notice = (await notificationsOf(t.app, anna.headers)).find((n) => n.title === 'Инструмент освободился');
    expect(notice?.link).toBe(`/prokat/${locker.id}/?book=${slug}`);

    // Kept for Anna: Boris cannot book it, the catalogue does not offer it.
    expect((await book(boris, locker.id, slug!)).json().code).toBe('CELL_TAKEN');
    expect((await freeSlugs(locker.id)).get(slug!)).toBeUndefined();

    // Anna lets it run out: Boris is next.
    minutes(16);
    expect(await t.app.services.prokatWaitlist.run(clock.now())).toEqual({ expired: 1, offered: 1 });
    [anna, boris] = [await signedInAgain(t.app, anna), await signedInAgain(t.app, boris)];
    const boriss = (await t.app.inject({ method: 'GET', url: '/api/cabinet/v2/rental/waitlist', headers: boris.headers })).json().data;
    expect(boriss[0]).toMatchObject({ status: 'offered' });
    expect((await book(anna, locker.id, slug!)).json().code).toBe('CELL_TAKEN');
    const booked = await book(boris, locker.id, slug!);
    expect(booked.statusCode, booked.body).toBe(201);
    const after = (await t.app.inject({ method: 'GET', url: '/api/cabinet/v2/rental/waitlist', headers: boris.headers })).json().data;
    expect(after[0]).toMatchObject({ status: 'booked' });
  });

  it('hears at once when a booking is cancelled or a rental ends early with its tool untaken, without the job', async () => {
    const locker = await lockerByNumber(t.app, 'П-103');
    const [slug, free] = [...(await freeSlugs(locker.id)).entries()][0]!;
    if (free! > 1) await takeAll(locker.id, slug!, free! - 1);
    const holder = await prokatRenter(t.app);
    const held = await book(holder, locker.id, slug!);
    expect(held.statusCode, held.body).toBe(201);
    const anna = await prokatRenter(t.app);
    const boris = await prokatRenter(t.app);
    expect((await join(anna, { postomat_id: locker.id, model_slug: slug })).statusCode).toBe(201);
    const entryOf = async (person: Person) =>
      (await t.app.inject({ method: 'GET', url: '/api/cabinet/v2/rental/waitlist', headers: person.headers })).json().data[0];

    // The holder gives the unpaid booking up: Anna is offered the tool in the same answer's wake.
    const canceled = await t.app.inject({
      method: 'DELETE',
      url: `/api/cabinet/v3/rental/tools/booking?order_id=${held.json().data.order_id}`,
      headers: holder.headers,
    });
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(await entryOf(anna)).toMatchObject({ status: 'offered' });

    // Anna books and pays, then ends the rental without taking the tool: Boris, waiting next, hears at once.
    const annas = await book(anna, locker.id, slug!);
    expect(annas.statusCode, annas.body).toBe(201);
    await t.app.services.payments.sandbox!.complete(annas.json().data.payment.id, 'succeeded');
    expect((await join(boris, { postomat_id: locker.id, model_slug: slug })).statusCode).toBe(201);
    const ended = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/v2/rental/orders/cancel',
      headers: anna.headers,
      payload: { id: annas.json().data.order_id },
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(await entryOf(boris)).toMatchObject({ status: 'offered' });
  });

  // PGlite runs one transaction at a time, and a second process cannot open it: nothing to prove there.
  it.runIf(process.env.TEST_DB === 'postgres')(
    'offers one freed tool once when two processes run the pass at the same moment (PostgreSQL)',
    async () => {
      const other = await createSecondProcess(t, env, { clock });
      try {
        const locker = await lockerByNumber(t.app, 'П-102');
        const [slug, free] = [...(await freeSlugs(locker.id)).entries()][0]!;
        // All but one unit rented; the last one only held by an unpaid booking, which runs out with no event.
        if (free! > 1) await takeAll(locker.id, slug!, free! - 1);
        const holder = await prokatRenter(t.app);
        expect((await book(holder, locker.id, slug!)).statusCode).toBe(201);
        const people = [await prokatRenter(t.app), await prokatRenter(t.app), await prokatRenter(t.app)];
        for (const person of people) expect((await join(person, { postomat_id: locker.id, model_slug: slug })).statusCode).toBe(201);

        minutes(16);
        const runs = await Promise.all([t.app, other.app, t.app, other.app].map((app) => app.services.prokatWaitlist.run(clock.now())));
        expect(runs.reduce((sum, run) => sum + run.offered, 0)).toBe(1);
        const firsts = await Promise.all(
          people.map(
            async (person) =>
              (await t.app.inject({ method: 'GET', url: '/api/cabinet/v2/rental/waitlist', headers: person.headers })).json().data[0],
          ),
        );
        expect(firsts.map((entry) => entry.status)).toEqual(['offered', 'waiting', 'waiting']);
        expect(firsts.map((entry) => entry.position)).toEqual([null, 1, 2]);
      } finally {
        await other.close();
      }
    },
  );
});
