import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bonusExpiryNotices, bonusLedger, notifications, reviewGroups, reviews } from '../../db/schema';
import { ledgerSum } from '../../domains/bonuses/ledger-rules';
import { REVIEW_POINTS_TEXT } from '../../domains/bonuses/schema';
import { seedContent } from '../../domains/content/seed.server';
import { manualClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { staffMember } from '../kit/staff';
import { insertOrder, insertOrdersWithIds } from '../kit/orders';
import { signedIn } from '../kit/users';

const clock = manualClock(new Date('2026-11-23T09:00:00Z'));
const DAY = 86_400;
const yearAfter = (at: Date) => new Date(new Date(at).setUTCFullYear(at.getUTCFullYear() + 1)).toISOString();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '100000', LOGIN_SENDS_PER_IP_HOUR: '1000', LOGIN_CALLS_PER_IP_MINUTE: '1000' }, undefined, {
    clock,
  });
  await seedContent(t.db.database.db, clock.now());
});
afterAll(() => t?.close());

const db = () => t.db.database.db;
const post = (headers: Record<string, string>, url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const history = (headers: Record<string, string>, payload: object = {}) =>
  post(headers, '/api/cabinet/v2/profile/bonuses/history', payload);

describe('the bonus history and the wallet calls', () => {
  it('pages every entry newest first with its Russian reason and order link, filters credits and debits', async () => {
    const user = await signedIn(t.app);
    const bonuses = t.app.services.bonuses;
    // The history links an entry to its order's page as the order's kind registered it (a cloud order's own page).
    await insertOrder(db(), user.userId, 'active', { id: 987_654, kind: 'cloud' });
    await bonuses.earn({ userId: user.userId, points: 300, reason: 'review' });
    clock.advance(60);
    await bonuses.spend({ userId: user.userId, points: 120, orderId: 987_654, reason: 'order_payment' });
    clock.advance(60);
    await bonuses.revert({ userId: user.userId, orderId: 987_654, reason: 'refund' });
    clock.advance(60);
    await bonuses.earn({ userId: user.userId, points: 50, reason: 'promo' });

    const first = (await history(user.headers, { limit: 2 })).json().data;
    expect(first.count).toBe(4);
    expect(first.items.map((i: { kind: string; points: number }) => [i.kind, i.points])).toEqual([
      ['earn', 50],
      ['revert', 120],
    ]);
    expect(first.items[1]).toMatchObject({ reason: 'Баллы вернулись после отмены оплаты', order_id: 987_654, kind_title: 'Возврат' });
    expect(first.items[1].order_link).toBe('/cabinet/subscriptions/clouds/987654/');
    const second = (await history(user.headers, { limit: 2, offset: 2 })).json().data;
    expect(second.items.map((i: { kind: string }) => i.kind)).toEqual(['spend', 'earn']);
    expect(second.items[1]).toMatchObject({ reason: 'Баллы за отзыв', order_id: null, order_link: null });
    expect(second.items[1].expires_at).toBe('2027-11-23T09:00:00.000Z');
    const debits = (await history(user.headers, { filter: 'spend' })).json().data;
    expect(debits.count).toBe(1);
    expect((await history(user.headers, { filter: 'earn' })).json().data.count).toBe(3);
    expect((await history(user.headers, { limit: 0 })).statusCode).toBe(422);
    expect((await history(user.headers, { filter: 'x' })).statusCode).toBe(422);

    const wallet = (await post(user.headers, '/api/cabinet/profile/promocodes/bonuses')).json().data;
    expect(wallet).toMatchObject({
      balance: 350,
      expiring_points: 0,
      expiring_at: null,
      rules: { rub_per_point: 1, max_share_percent: 50 },
    });
  });

  it('another user reads nothing of this wallet: their own history, balance and code; a guest gets 401', async () => {
    const owner = await signedIn(t.app);
    const other = await signedIn(t.app);
    await t.app.services.bonuses.earn({ userId: owner.userId, points: 700, reason: 'manual' });
    const ownerCode = (await post(owner.headers, '/api/cabinet/profile/promocodes/personal')).json().data.code;
    expect((await history(other.headers)).json().data).toEqual({ items: [], count: 0 });
    expect((await post(other.headers, '/api/cabinet/profile/promocodes/bonuses')).json().data.balance).toBe(0);
    expect((await post(other.headers, '/api/cabinet/profile/promocodes/personal')).json().data.code).not.toBe(ownerCode);
    // The owner's order ids lead nowhere for someone else.
    const foreign = await post(other.headers, '/api/cabinet/v2/orders/promocodes', { order_id: 987_654, promo_code: ownerCode });
    expect(foreign.statusCode).toBe(404);
    for (const url of [
      '/api/cabinet/v2/profile/bonuses/history',
      '/api/cabinet/profile/promocodes/bonuses',
      '/api/cabinet/profile/promocodes/personal',
    ]) {
      expect((await t.app.inject({ method: 'POST', url, headers: { 'client-type': 'WEB_CLIENT' }, payload: {} })).statusCode).toBe(401);
    }
  });

  it('the personal code is made once, readable, and the same on every ask, even asked at once', async () => {
    const user = await signedIn(t.app);
    const answers = await Promise.all(Array.from({ length: 4 }, () => post(user.headers, '/api/cabinet/profile/promocodes/personal')));
    const codes = new Set(answers.map((a) => a.json().data.code));
    expect(codes.size).toBe(1);
    const answer = answers[0]!.json().data;
    expect(answer.code).toMatch(/^[A-ZА-Я]{2,8}-[2-9A-Z]{4}$/);
    expect(answer).toMatchObject({ friend_discount: 700, friend_min_order: 2000, owner_points: 500 });
    expect(answer.text).toContain('700');
  });
});

describe('points for a review once staff approve it', () => {
  async function review(userId: number | null, text: string) {
    const [group] = await db().select({ id: reviewGroups.id }).from(reviewGroups).limit(1);
    const [row] = await db()
      .insert(reviews)
      .values({ groupId: group!.id, rating: 5, text, userId, name: 'Анна' })
      .returning({ id: reviews.id });
    return row!.id;
  }
  const longText = 'Отличный склад: чисто, тепло, охрана на месте, ячейку открыли быстро, грузчики помогли донести коробки до лифта.';

  it('approve, approve again, reject and approve again: the author earns once and is told once', async () => {
    const operator = await staffMember(t.app, 'operator');
    const author = await signedIn(t.app);
    const id = await review(author.userId, longText);
    const decide = (what: string) => post(operator.headers, `/api/admin/reviews/${id}/${what}`);
    for (const what of ['approve', 'approve', 'reject', 'approve']) expect((await decide(what)).statusCode).toBe(200);
    const entries = await db().select().from(bonusLedger).where(eq(bonusLedger.userId, author.userId));
    expect(entries.map((e) => [e.kind, e.points, e.sourceKey])).toEqual([['earn', REVIEW_POINTS_TEXT, `review:${id}`]]);
    expect(await t.app.services.bonuses.balance(author.userId)).toBe(REVIEW_POINTS_TEXT);
    const told = await db().select().from(notifications).where(eq(notifications.userId, author.userId));
    expect(told.filter((n) => n.event === 'bonus_earned')).toHaveLength(1);
  });

  it('a guest review or one shorter than the rule earns nothing', async () => {
    const operator = await staffMember(t.app, 'operator');
    const author = await signedIn(t.app);
    const short = await review(author.userId, 'Всё хорошо, спасибо!');
    const guest = await review(null, longText);
    for (const id of [short, guest]) expect((await post(operator.headers, `/api/admin/reviews/${id}/approve`)).statusCode).toBe(200);
    expect(await t.app.services.bonuses.balance(author.userId)).toBe(0);
    const guests = await db()
      .select()
      .from(bonusLedger)
      .where(eq(bonusLedger.sourceKey, `review:${guest}`));
    expect(guests).toHaveLength(0);
  });

  it.skipIf(process.env.TEST_DB !== 'postgres')(
    'parallel approvals of one review earn once (PostgreSQL: PGlite runs one transaction at a time)',
    async () => {
      const operator = await staffMember(t.app, 'operator');
      const author = await signedIn(t.app);
      const id = await review(author.userId, longText);
      const answers = await Promise.all(Array.from({ length: 8 }, () => post(operator.headers, `/api/admin/reviews/${id}/approve`)));
      expect(answers.every((a) => a.statusCode === 200)).toBe(true);
      expect(await t.app.services.bonuses.balance(author.userId)).toBe(REVIEW_POINTS_TEXT);
      expect(await db().select().from(bonusLedger).where(eq(bonusLedger.userId, author.userId))).toHaveLength(1);
    },
  );
});

describe('the daily expiry job', () => {
  it('warns once a week ahead, then expires what is left of the oldest points (FIFO), and a second run does nothing', async () => {
    const user = await signedIn(t.app);
    const bonuses = t.app.services.bonuses;
    const start = clock.now();
    await insertOrdersWithIds(db(), [1], user.userId);
    await bonuses.earn({ userId: user.userId, points: 300, reason: 'review' });
    clock.advance(30 * DAY);
    await bonuses.earn({ userId: user.userId, points: 200, reason: 'promo' });
    clock.advance(30 * DAY);
    await bonuses.spend({ userId: user.userId, points: 250, orderId: 1, reason: 'order_payment' });

    // Six days before the first lot's end: warned once, however often the job runs.
    clock.set(new Date(start.getTime() + (365 - 6) * DAY * 1000));
    await bonuses.runExpiry(clock.now());
    await bonuses.runExpiry(clock.now());
    const notices = await db().select().from(bonusExpiryNotices).where(eq(bonusExpiryNotices.userId, user.userId));
    expect(notices.map((n) => n.points)).toEqual([50]);
    const wallet = await bonuses.wallet(user.userId, 30);
    expect(wallet.balance).toBe(250);
    expect(wallet.expiring.map((lot) => [lot.remaining, lot.expiresAt?.toISOString()])).toEqual([[50, yearAfter(start)]]);
    const warned = (await db().select().from(notifications).where(eq(notifications.userId, user.userId))).filter(
      (n) => n.event === 'bonus_expiring',
    );
    expect(warned).toHaveLength(1);
    expect(warned[0]!.text).toMatch(/^50 баллов сгорят/);

    // After the first lot's end: only its 50 unspent points go.
    clock.set(new Date(start.getTime() + 366 * DAY * 1000));
    await bonuses.runExpiry(clock.now());
    await bonuses.runExpiry(clock.now());
    expect(await bonuses.balance(user.userId)).toBe(200);
    const expired = (await bonuses.history(user.userId)).filter((e) => e.kind === 'expire');
    expect(expired.map((e) => e.points)).toEqual([-50]);

    // After the second lot's end: its 200 go too, and the ledger adds up to zero.
    clock.set(new Date(start.getTime() + 400 * DAY * 1000));
    await bonuses.runExpiry(clock.now());
    expect(await bonuses.balance(user.userId)).toBe(0);
    expect(ledgerSum(await bonuses.history(user.userId))).toBe(0);
    clock.set(new Date('2026-11-23T09:00:00Z'));
  });
});
