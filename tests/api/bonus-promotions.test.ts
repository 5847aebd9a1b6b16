import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERRAL_OWNER_POINTS } from '../../domains/bonuses/schema';
import { REGISTRATION_DISCOUNT_RUB } from '../../domains/orders/schema';
import { seedBookingFixture, type BookingFixture } from '../../domains/storages/booking-test-fixtures';
import { book, bookingBody } from '../../domains/storages/booking-test-helpers';
import { manualClock } from '../../lib/clock';
import { loginBySms } from '../helpers/auth-session';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { insertPromoCodes } from '../kit/orders';
import { signedIn, WEB } from '../kit/users';
import { cookieHeader } from '../helpers/auth-session';

const clock = manualClock(new Date('2026-11-23T09:00:00Z'));
let t: TestApp;
let fx: BookingFixture;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '100000', LOGIN_SENDS_PER_IP_HOUR: '1000', LOGIN_CALLS_PER_IP_MINUTE: '1000' }, undefined, {
    clock,
  });
  fx = await seedBookingFixture(t.db.database.db);
});
afterAll(() => t?.close());

type Headers = Record<string, string>;
type Line = { title: string; amount: number };
const post = (headers: Headers, url: string, payload: object) => t.app.inject({ method: 'POST', url, headers, payload });
const codeOf = async (user: { headers: Headers }) =>
  (await post(user.headers, '/api/cabinet/profile/promocodes/personal', {})).json().data.code as string;
const check = (headers: Headers, cellId: number, code: string) =>
  post(headers, '/api/cabinet/v2/payments/promocodes/v2', { ...bookingBody(cellId, clock.now()), promo_code: code });
const calculate = (headers: Headers, cellId: number, over: object = {}) =>
  post(headers, '/api/cabinet/v2/payments/calculate', { ...bookingBody(cellId, clock.now()), ...over });
const pay = (paymentId: string) => t.app.services.payments.sandbox!.complete(paymentId, 'succeeded');
const lines = (price: { lines: Line[] }) => price.lines.map((l) => [l.title, l.amount]);

describe('the personal code to share', () => {
  it('gives a friend the discount on the first order, refuses its owner, and pays the owner once the friend paid', async () => {
    const owner = await signedIn(t.app);
    const friend = await signedIn(t.app);
    const code = await codeOf(owner);

    const own = await check(owner.headers, fx.cells.a1.id, code);
    expect(own.statusCode).toBe(422);
    expect(own.json()).toMatchObject({
      code: 'PROMO_NOT_APPLICABLE',
      fields: { promo_code: expect.stringMatching(/ваш личный промокод/) },
    });

    const quote = await check(friend.headers, fx.cells.a1.id, code);
    expect(quote.statusCode).toBe(200);
    expect(quote.json().data).toMatchObject({ code, valid: true, discount: 700 });
    expect(lines(quote.json().data.price)).toEqual([
      [expect.stringMatching(/^Аренда: ячейка S/), 3000],
      [`Промокод ${code}`, -700],
      ['Итого к оплате', 2300],
    ]);

    const placed = await book(t.app, friend.headers, bookingBody(fx.cells.a1.id, clock.now(), { promo_code: code }));
    expect(placed.statusCode).toBe(201);
    expect(placed.json().data.price.total).toBe(2300);
    expect(await t.app.services.bonuses.balance(owner.userId)).toBe(0);
    await pay(placed.json().data.payment.id);
    expect(await t.app.services.bonuses.balance(owner.userId)).toBe(REFERRAL_OWNER_POINTS);
    const entry = (await t.app.services.bonuses.history(owner.userId))[0]!;
    expect(entry).toMatchObject({ kind: 'earn', reason: 'referral', sourceKey: `referral:${friend.userId}`, orderId: null });

    const again = await check(friend.headers, fx.cells.a2.id, code);
    expect(again.statusCode).toBe(422);
    expect(again.json().fields.promo_code).toMatch(/только на первый заказ/);
    const guest = await post(WEB, '/api/cabinet/v2/payments/promocodes', { ...bookingBody(fx.cells.a2.id, clock.now()), promo_code: code });
    expect(guest.json().fields.promo_code).toMatch(/после входа/);
  });

  it.skipIf(process.env.TEST_DB !== 'postgres')(
    'parallel confirmations of a friend’s two first orders reward the owner once (PostgreSQL: PGlite cannot lose a race)',
    async () => {
      const owner = await signedIn(t.app);
      const friend = await signedIn(t.app);
      const code = await codeOf(owner);
      const first = (await book(t.app, friend.headers, bookingBody(fx.cells.a3.id, clock.now(), { promo_code: code }))).json().data;
      const second = (await book(t.app, friend.headers, bookingBody(fx.cells.b1.id, clock.now(), { promo_code: code }))).json().data;
      await Promise.all([first, second, first, second].map((placed) => pay(placed.payment.id).catch(() => null)));
      expect(await t.app.services.bonuses.balance(owner.userId)).toBe(REFERRAL_OWNER_POINTS);
      expect((await t.app.services.bonuses.history(owner.userId)).filter((e) => e.reason === 'referral')).toHaveLength(1);
    },
  );
});

describe('the registration discount and the moving code', () => {
  it('applies the registration discount by itself to a new account’s first order; a weaker code is refused', async () => {
    const user = await signedIn(t.app, { newAccount: true });
    const price = (await calculate(user.headers, fx.cells.m1.id)).json().data.price;
    expect(lines(price)).toContainEqual(['Скидка за регистрацию', -REGISTRATION_DISCOUNT_RUB]);
    expect(price.total).toBe(6000 - REGISTRATION_DISCOUNT_RUB);
    await insertPromoCodes(t.db.database.db, [{ code: 'BONUSTEST5', discountType: 'percent', value: 5 }]);
    const weaker = await check(user.headers, fx.cells.a1.id, 'BONUSTEST5');
    expect(weaker.statusCode).toBe(422);
    expect(weaker.json().fields.promo_code).toMatch(/Скидка за регистрацию выгоднее/);
    const placed = await book(t.app, user.headers, bookingBody(fx.cells.c1.id, clock.now()));
    expect(placed.statusCode).toBe(201);
    expect(placed.json().data.price).toMatchObject({ promoCode: null, promoDiscount: REGISTRATION_DISCOUNT_RUB, total: 2500 });
    await pay(placed.json().data.payment.id);
    const after = (await calculate(user.headers, fx.cells.m1.id)).json().data.price;
    expect(after.lines.some((l: Line) => l.title === 'Скидка за регистрацию')).toBe(false);
  });

  it('no registration discount once the days have passed or below the sum', async () => {
    const phone = `79${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
    await loginBySms(t.app, phone, `dev-${phone}`);
    clock.advance(31 * 86_400);
    const { cookies } = await loginBySms(t.app, phone, `dev-${phone}`);
    const headers = { cookie: cookieHeader(cookies), ...WEB };
    const price = (await calculate(headers, fx.cells.m1.id)).json().data.price;
    expect(price.lines.some((l: Line) => l.title === 'Скидка за регистрацию')).toBe(false);
    const fresh = await signedIn(t.app, { newAccount: true });
    const daily = (await calculate(fresh.headers, fx.cells.a1.id, { tariff_kind: 'daily', period_code: 'day-7' })).json().data.price;
    expect(daily.lines.some((l: Line) => l.title === 'Скидка за регистрацию')).toBe(false);
  });

  it('ПЕРЕЕЗД takes 25 % of the first month, signed in, once per account; orders/promocodes answers the new price', async () => {
    const user = await signedIn(t.app);
    const quote = await check(user.headers, fx.cells.m1.id, 'переезд');
    expect(quote.statusCode).toBe(200);
    expect(lines(quote.json().data.price)).toContainEqual(['Промокод ПЕРЕЕЗД', -1500]);
    const guest = await post(WEB, '/api/cabinet/v2/payments/promocodes', {
      ...bookingBody(fx.cells.m1.id, clock.now()),
      promo_code: 'ПЕРЕЕЗД',
    });
    expect(guest.json().fields.promo_code).toMatch(/после входа/);

    const placed = (await book(t.app, user.headers, bookingBody(fx.cells.m1.id, clock.now()))).json().data;
    const applied = await post(user.headers, '/api/cabinet/v2/orders/promocodes', { order_id: placed.order_id, promo_code: 'ПЕРЕЕЗД' });
    expect(applied.statusCode).toBe(200);
    expect(applied.json().data.price.total).toBe(6000 - 1500);
    const wrong = await post(user.headers, '/api/cabinet/v2/orders/promocodes', { order_id: placed.order_id, promo_code: 'НЕТТАКОГО' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().fields.promo_code).toBe('Такого промокода нет. Проверьте написание');
    await pay(placed.payment.id);
    const twice = await check(user.headers, fx.cells.c1.id, 'ПЕРЕЕЗД');
    expect(twice.json().fields.promo_code).toMatch(/уже использована/);
    const plain = await post(user.headers, '/api/cabinet/v2/payments/promocodes', { promo_code: 'ПЕРЕЕЗД' });
    expect(plain.json().fields.promo_code).toMatch(/уже использована/);
  });
});
