import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../../lib/clock';
import { finesOfOrder } from '../../../tests/kit/orders';
import { paymentsOfOrder } from '../../../tests/kit/payments';
import { createSecondProcess, createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { notificationsOf } from '../../../tests/kit/users';
import { publishedContent } from '../../../tests/kit/content';
import {
  lockerByNumber,
  paidRental,
  pickUp,
  prokatRenter,
  rentalUnitRow,
  returnTool,
  signedInAgain,
  type Person,
} from '../../../tests/kit/prokat';
import { seedProkat } from '../seed.server';
import { LATE_CODES, LATE_RULES } from './late-rules';
import { prokatModels, prokatTariffs } from '../tables';

// Lateness of a tool out of its locker, as the job runs it every minute: a reminder an hour before
// the end, a notice at the end, then the published fines (the day tariff after a free hour, one and
// a half of it for every next started day) assessed and charged once each to the saved card, up to
// the return and no further; with two processes running the job at once, still once.
const clock = manualClock(new Date('2026-12-08T06:00:00Z'));
const env = {
  LOGIN_SENDS_PER_IP_HOUR: '100000',
  LOGIN_CALLS_PER_IP_MINUTE: '100000',
  LOGIN_FAILURES_PER_IP_HOUR: '100000',
  RATE_LIMIT_MAX: '1000000',
};
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(env, undefined, { clock });
  await seedProkat(t.db.database.db);
  await publishedContent(t.db.database.db);
});
afterAll(() => t.close());

const minutes = (n: number) => clock.advance(n * 60);

async function dayPrice(slug: string): Promise<number> {
  const [row] = await t.db.database.db
    .select({ price: prokatTariffs.priceTotal })
    .from(prokatTariffs)
    .innerJoin(prokatModels, eq(prokatModels.id, prokatTariffs.modelId))
    .where(and(eq(prokatModels.slug, slug), eq(prokatTariffs.unit, 'day'), eq(prokatTariffs.periodNumber, 1)));
  return row!.price;
}

const fineRows = (orderId: number) => finesOfOrder(t.db.database.db, orderId);

async function finePayments(orderId: number) {
  return (await paymentsOfOrder(t.db.database.db, orderId)).filter((p) => p.purpose === 'fine');
}

async function runJobs() {
  const result = await t.app.services.prokatLateness.run(clock.now());
  await t.app.services.orders.fines.chargeDue(clock.now());
  return result;
}

/** The fines' key of a tool's lateness past its current end: `late:<unit>:<end in minutes>`. */
async function lateKey(rental: { orderId: number; unitId: number }) {
  const { dueAt } = await rentalUnitRow(t.app, rental.orderId, rental.unitId);
  return `late:${rental.unitId}:${Math.floor(dueAt!.getTime() / 60_000)}`;
}

const titles = async (person: Person) => (await notificationsOf(t.app, person.headers)).map((n) => n.title);

describe('a tool returned late', () => {
  it('is fined by the numbers of the published table', async () => {
    const table = (await t.app.inject({ method: 'GET', url: '/api/reference/penalties/rental' })).json().data;
    const rows = table as Array<Record<string, unknown>>;
    const row = (code: string) => rows.find((r) => r.code === code)!;
    expect(JSON.stringify(row(LATE_CODES.firstDay))).toContain(`${LATE_RULES.firstDayShare * 100} %`);
    expect(JSON.stringify(row(LATE_CODES.firstDay))).toContain('Первый час');
    expect(JSON.stringify(row(LATE_CODES.nextDay))).toContain(`${LATE_RULES.nextDayShare * 100} %`);
    expect(row(LATE_CODES.lost).amount).toBe(LATE_RULES.lostAmount);
    expect(JSON.stringify(row(LATE_CODES.lost))).toContain(`${LATE_RULES.lostAfterDays} суток`);
  });

  it('is reminded of and told once, fined per started day after the free hour, up to the return only', async () => {
    let person = await prokatRenter(t.app);
    const rental = await paidRental(t.app, person, { hours: 3 });
    await pickUp(t.app, person, rental);
    const price = await dayPrice(rental.slug);

    minutes(2 * 60 + 10); // 50 minutes before the end
    expect(await runJobs()).toEqual({ reminded: 1, overdue: 0, fined: 0 });
    expect(await runJobs()).toEqual({ reminded: 0, overdue: 0, fined: 0 });

    minutes(55); // 5 minutes past the end: told, not fined (the free hour)
    expect(await runJobs()).toMatchObject({ overdue: 1, fined: 0 });
    person = await signedInAgain(t.app, person);
    expect(await titles(person)).toEqual(expect.arrayContaining(['Скоро конец аренды', 'Аренда закончилась']));
    expect(await fineRows(rental.orderId)).toHaveLength(0);

    minutes(56); // an hour and a minute late: the first day
    expect(await runJobs()).toMatchObject({ overdue: 0, fined: 1 });
    expect(await runJobs()).toMatchObject({ fined: 0 });
    const [first] = await fineRows(rental.orderId);
    expect(first).toMatchObject({ key: `${await lateKey(rental)}:1`, code: 'late_return_first_day', amount: price, status: 'paid' });

    minutes(23 * 60); // a day and a minute late: the second day at one and a half
    await runJobs();
    person = await signedInAgain(t.app, person);
    await returnTool(t.app, person, rental, rental.lockerId);
    minutes(60); // an hour after the return, the job settles it and never fines it again
    expect(await runJobs()).toMatchObject({ fined: 0 });
    expect((await rentalUnitRow(t.app, rental.orderId, rental.unitId)).latenessSettledAt).not.toBeNull();
    minutes(3 * 24 * 60);
    await runJobs();

    const fines = await fineRows(rental.orderId);
    const key = await lateKey(rental);
    expect(fines.map((f) => [f.key, f.amount, f.status])).toEqual([
      [`${key}:1`, price, 'paid'],
      [`${key}:2`, Math.round(price * 1.5), 'paid'],
    ]);
    expect(fines[1]!.reason).toMatch(/не вернули в срок: просрочка 24 ч/);
    expect(await finePayments(rental.orderId)).toHaveLength(2);

    person = await signedInAgain(t.app, person);
    const shown = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/v2/orders/penalties',
      headers: person.headers,
      payload: { order_id: rental.orderId },
    });
    expect(shown.json().data).toMatchObject({ open_total: 0, paid_total: price + Math.round(price * 1.5) });
    expect(await titles(person)).toEqual(expect.arrayContaining(['Начислен штраф', 'Штраф оплачен']));
  });

  it('is not fined when back within the free hour, and a tool back on time is settled without a fine', async () => {
    const person = await prokatRenter(t.app);
    const rental = await paidRental(t.app, person, { hours: 1, locker: 'П-102' });
    await pickUp(t.app, person, rental);
    minutes(60 + 50); // 50 minutes late
    const again = await signedInAgain(t.app, person);
    await returnTool(t.app, again, rental, (await lockerByNumber(t.app, 'П-101')).id);
    minutes(24 * 60);
    await runJobs();
    expect(await fineRows(rental.orderId)).toHaveLength(0);
    expect((await rentalUnitRow(t.app, rental.orderId, rental.unitId)).latenessSettledAt).not.toBeNull();
  });

  it('can be made late in the sandbox by its owner only, for the browser journeys', async () => {
    const person = await prokatRenter(t.app);
    const rental = await paidRental(t.app, person, { hours: 2, locker: 'П-103' });
    await pickUp(t.app, person, rental);
    const stranger = await prokatRenter(t.app);
    const late = (who: Person) =>
      t.app.inject({ method: 'POST', url: `/api/dev/prokat/orders/${rental.orderId}/late`, headers: who.headers, payload: { hours: 4 } });
    expect((await late(stranger)).json().data).toEqual({ shifted: 0, fined: 0 });
    expect((await late(person)).json().data).toEqual({ shifted: 1, fined: 1 });
    expect((await fineRows(rental.orderId)).map((f) => [f.code, f.status])).toEqual([['late_return_first_day', 'paid']]);
  });

  // PGlite runs one transaction at a time, and a second process cannot open it: nothing to prove there.
  it.runIf(process.env.TEST_DB === 'postgres')(
    'is fined once per day with two processes running the jobs at the same minute (PostgreSQL)',
    async () => {
      const other = await createSecondProcess(t, env, { clock });
      try {
        const person = await prokatRenter(t.app);
        const rental = await paidRental(t.app, person, { hours: 2, locker: 'П-101' });
        await pickUp(t.app, person, rental);
        minutes(2 * 60 + 2 * 24 * 60 + 30); // two days and a half late: three days fined
        await Promise.all(
          [t.app, other.app, t.app, other.app].map(async (app) => {
            await app.services.prokatLateness.run(clock.now());
            await app.services.orders.fines.chargeDue(clock.now());
          }),
        );
        const fines = await fineRows(rental.orderId);
        const key = await lateKey(rental);
        expect(fines.map((f) => f.key)).toEqual([1, 2, 3].map((day) => `${key}:${day}`));
        expect(fines.every((f) => f.status === 'paid')).toBe(true);
        expect(await finePayments(rental.orderId)).toHaveLength(3);
      } finally {
        await other.close();
      }
    },
  );
});
