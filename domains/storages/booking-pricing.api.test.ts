import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { insertPromoCodes, orderById, promoCodeByCode } from '../../tests/kit/orders';
import { signedIn } from '../../tests/kit/users';
import { seedBookingFixture, type BookingFixture } from './booking-test-fixtures';
import { book, bookingBody } from './booking-test-helpers';

const clock = manualClock(new Date('2026-11-23T09:00:00Z'));
let t: TestApp;
let fx: BookingFixture;
const env = {
  LOGIN_SENDS_PER_IP_HOUR: '1000',
  LOGIN_CALLS_PER_IP_MINUTE: '1000',
  RATE_LIMIT_MAX: '100000',
  LOGIN_FAILURES_PER_IP_HOUR: '1000',
};

beforeAll(async () => {
  t = await createTestApp(env, undefined, { clock });
  fx = await seedBookingFixture(t.db.database.db);
  await insertPromoCodes(t.db.database.db, [
    { code: 'TEN', discountType: 'percent', value: 10 },
    { code: 'FIX500', discountType: 'fixed', value: 500, minTotal: 2000 },
    { code: 'OLD', discountType: 'percent', value: 10, validTo: new Date('2026-11-01T00:00:00Z') },
    { code: 'ONCE', discountType: 'fixed', value: 100, maxUses: 1 },
    { code: 'CLOUDS', discountType: 'percent', value: 10, kinds: ['cloud'] },
    { code: 'FIRST', discountType: 'percent', value: 20, firstOrderOnly: true },
  ]);
});
afterAll(() => t.close());

const db = () => t.db.database.db;
/**
 * Cells for a test that books: `fx` stays unbooked for the tests that read free cells, and the own
 * city keeps this world out of their city-wide lists.
 */
const ownWorld = () => seedBookingFixture(db(), { ownCity: true });
const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

describe('price calculation', () => {
  it('the public calculation answers the breakdown in Russian', async () => {
    const res = await post('/api/cabinet/v2/site/calculate', { slot_id: fx.cells.a1.id, tariff_kind: 'monthly', period_code: 'month-3' });
    expect(res.statusCode).toBe(200);
    const { price, free } = res.json().data;
    expect(free).toBe(true);
    expect(price.base).toBe(9000);
    expect(price.periodDiscount).toBe(450);
    expect(price.total).toBe(8550);
    expect(price.lines.at(-1)).toEqual({ title: 'Итого к оплате', amount: 8550 });
  });

  it('refuses malformed calculations with Russian field messages', async () => {
    const res = await post('/api/cabinet/v2/site/calculate', {
      slot_id: 0,
      tariff_kind: 'yearly',
      period_code: '',
      start_date: '23.11.2026',
    });
    expect(res.statusCode).toBe(422);
    const fields = res.json().fields as Record<string, string>;
    expect(Object.keys(fields).sort()).toEqual(['period_code', 'slot_id', 'start_date', 'tariff_kind']);
    expect(fields.start_date).toMatch(/ГГГГ-ММ-ДД/);
    const anonymous = await post('/api/cabinet/v2/payments/calculate', {
      slot_id: fx.cells.a1.id,
      tariff_kind: 'monthly',
      period_code: 'month-1',
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('get-periods lists periods by tariff kind with prices', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/cabinet/site/storages/get-periods?id=${fx.cells.a1.id}` });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.cell.warehouse.slug).toBe(fx.warehouse.slug);
    expect(data.periods.monthly.map((p: { code: string }) => p.code)).toEqual(expect.arrayContaining(['month-1', 'month-3']));
    expect(data.periods.guest.find((p: { code: string }) => p.code === 'guest-3').total).toBe(750);
    expect((await t.app.inject({ method: 'GET', url: '/api/cabinet/site/storages/get-periods?id=abc' })).statusCode).toBe(422);
  });

  it('get-slots and get-other-slot list free cells of the same size', async () => {
    const slots = (await t.app.inject({ method: 'GET', url: `/api/cabinet/site/storages/get-slots?id=${fx.cells.a1.id}` })).json().data
      .items;
    expect(slots.map((c: { id: number }) => c.id).sort()).toEqual([fx.cells.a2.id, fx.cells.a3.id].sort());
    const other = (
      await t.app.inject({
        method: 'GET',
        url:
          `/api/cabinet/site/storages/cancel/get-other-slot?id=${fx.cells.a1.id}` +
          '&start_date=2026-12-01&tariff_kind=monthly&period_code=month-1',
      })
    ).json().data.items;
    expect(other.map((c: { id: number }) => c.id)).toEqual(expect.arrayContaining([fx.cells.b1.id, fx.cells.c1.id]));
  });
});

describe('promo codes', () => {
  it('checks codes with a clear Russian refusal in fields.promo_code', async () => {
    const ok = await post('/api/cabinet/v2/payments/promocodes', {
      promo_code: 'ten',
      slot_id: fx.cells.a1.id,
      tariff_kind: 'monthly',
      period_code: 'month-1',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.discount).toBe(300);
    const cases: [string, RegExp][] = [
      ['NOPE', /нет/],
      ['OLD', /истёк/],
      ['CLOUDS', /не подходит/],
      ['FIRST', /после входа/],
    ];
    for (const [code, message] of cases) {
      const res = await post('/api/cabinet/v2/payments/promocodes/v2', { promo_code: code });
      expect(res.statusCode, code).toBe(422);
      expect(res.json().code, code).toBe('PROMO_NOT_APPLICABLE');
      expect(res.json().fields.promo_code, code).toMatch(message);
    }
    const small = await post('/api/cabinet/v2/payments/promocodes', {
      promo_code: 'FIX500',
      slot_id: fx.cells.a1.id,
      tariff_kind: 'daily',
      period_code: 'day-7',
    });
    expect(small.json().fields.promo_code).toMatch(/от 2\s000/);
  });

  it('a used-up code is refused once its uses are spent by a paid order', async () => {
    const world = await ownWorld();
    const user = await signedIn(t.app);
    const placed = (await book(t.app, user.headers, bookingBody(world.cells.c1.id, clock.now(), { promo_code: 'ONCE' }))).json().data;
    expect(placed.price.promoDiscount).toBe(100);
    await t.app.services.payments.sandbox!.complete(placed.payment.id, 'succeeded');
    const row = await promoCodeByCode(db(), 'ONCE');
    expect(row!.usedCount).toBe(1);
    const again = await post('/api/cabinet/v2/payments/promocodes', { promo_code: 'ONCE' }, user.headers);
    expect(again.json().fields.promo_code).toMatch(/максимальное/);
    const first = await post('/api/cabinet/v2/payments/promocodes', { promo_code: 'FIRST' }, user.headers);
    expect(first.json().fields.promo_code).toMatch(/первый заказ/);
  });

  it('applies a promo code to an order awaiting payment and prices it again', async () => {
    const world = await ownWorld();
    const user = await signedIn(t.app);
    const placed = (await book(t.app, user.headers, bookingBody(world.cells.b1.id, clock.now()))).json().data;
    expect(placed.price.total).toBe(3000);
    const applied = await post('/api/cabinet/v2/orders/promocodes', { order_id: placed.order_id, promo_code: 'FIRST' }, user.headers);
    expect(applied.statusCode).toBe(200);
    expect(applied.json().data.total).toBe(2400);
    const refused = await post('/api/cabinet/v2/orders/promocodes', { order_id: placed.order_id, promo_code: 'OLD' }, user.headers);
    expect(refused.statusCode).toBe(422);
    expect((await orderById(db(), placed.order_id))!.total).toBe(2400);
  });
});

describe('bonuses', () => {
  it('use at most half of the sum and at most the balance; spent only when paid', async () => {
    const world = await ownWorld();
    const rich = await signedIn(t.app);
    await t.app.services.bonuses.earn({ userId: rich.userId, points: 100000, reason: 'manual' });
    const calc = await post(
      '/api/cabinet/v2/payments/calculate',
      { slot_id: world.cells.a2.id, tariff_kind: 'monthly', period_code: 'month-1', use_bonuses: true },
      rich.headers,
    );
    expect(calc.json().data.price.bonusesUsed).toBe(1500);
    const poor = await signedIn(t.app);
    await t.app.services.bonuses.earn({ userId: poor.userId, points: 400, reason: 'manual' });
    const placed = (await book(t.app, poor.headers, bookingBody(world.cells.a2.id, clock.now(), { use_bonuses: true }))).json().data;
    expect(placed.price.bonusesUsed).toBe(400);
    expect(placed.price.total).toBe(2600);
    expect(await t.app.services.bonuses.balance(poor.userId)).toBe(400);
    await t.app.services.payments.sandbox!.complete(placed.payment.id, 'succeeded');
    expect(await t.app.services.bonuses.balance(poor.userId)).toBe(0);
    const spends = (await t.app.services.bonuses.history(poor.userId)).filter((m) => m.kind === 'spend');
    expect(spends.map((m) => m.points)).toEqual([-400]);
  });
});
