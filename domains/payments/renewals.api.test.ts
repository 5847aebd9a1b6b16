import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { cookieHeader, loginBySms, randomPhone } from '../../tests/helpers/auth-session';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { insertOrder } from '../../tests/kit/orders';
import { userIdOf, WEB } from '../../tests/kit/users';
import type { RenewalSource } from './renewals.server';
import { paymentCards, payments, sandboxProviderPayments } from './tables';
import { recordSettled } from './test-support';

describe('auto renewal job', () => {
  let t: TestApp;
  let recorder: ReturnType<typeof recordSettled>;
  const clock = manualClock();
  let userId: number;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp({}, undefined, { clock });
    recorder = recordSettled(t.app);
    cookie = cookieHeader((await loginBySms(t.app, randomPhone())).cookies);
    userId = await userIdOf(t.app, cookie);
  });
  afterAll(async () => {
    recorder.dispose();
    await t.close();
  });

  const svc = () => t.app.services.payments;
  const db = () => t.app.services.database.db;

  async function savedCard(cardNumber: string): Promise<number> {
    const res = await t.app.inject({ method: 'POST', url: '/api/cabinet/v2/payments/cards', headers: { ...WEB, cookie } });
    await svc().sandbox!.complete(res.json().data.id, 'succeeded', { cardNumber });
    const last4 = cardNumber.replace(/\D/g, '').slice(-4);
    const [card] = await db()
      .select()
      .from(paymentCards)
      .where(and(eq(paymentCards.userId, userId), eq(paymentCards.last4, last4)));
    return card!.id;
  }

  function source(items: Awaited<ReturnType<RenewalSource['dueForRenewal']>>) {
    const calls = { due: 0, finish: 0 };
    const src: RenewalSource = {
      dueForRenewal: async () => {
        calls.due += 1;
        return items;
      },
      finishDue: async () => {
        calls.finish += 1;
      },
    };
    return { src, calls };
  }

  it('charges each due order once per period, even when two runs race', async () => {
    const cardId = await savedCard('4111 1111 1111 1111');
    const orderId = await insertOrder(t.app.services.database.db, userId, 'active');
    const { src, calls } = source([{ orderId, userId, amount: 3100, periodIndex: 2, cardId, description: 'Продление бокса' }]);
    const before = recorder.events.length;
    const [a, b] = await Promise.all([svc().runRenewals(clock.now(), src), svc().runRenewals(clock.now(), src)]);
    const again = await svc().runRenewals(clock.now(), src);
    // A racing run either settles the one charge or meets it still in flight at the other run.
    expect(a.charged + b.charged).toBeGreaterThanOrEqual(1);
    expect(a.charged + a.inProgress + b.charged + b.inProgress).toBe(2);
    expect(again).toMatchObject({ charged: 1, inProgress: 0, failed: 0 });
    const rows = await db()
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.purpose, 'renewal')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'succeeded', periodIndex: 2, amount: 3100, cardId, idempotenceKey: `renewal:${orderId}:2` });
    const remote = await db()
      .select()
      .from(sandboxProviderPayments)
      .where(eq(sandboxProviderPayments.idempotenceKey, `renewal:${orderId}:2`));
    expect(remote).toHaveLength(1);
    expect(recorder.events.slice(before).filter((e) => e.purpose === 'renewal')).toHaveLength(1);
    expect(calls).toEqual({ due: 3, finish: 3 });
  });

  it('a declined card leaves the order to finish and records the failed charge in history', async () => {
    const declined = await savedCard('4000 0000 0000 0002');
    const orderId = await insertOrder(t.app.services.database.db, userId, 'active');
    const { src, calls } = source([
      { orderId, userId, amount: 2000, periodIndex: 1, cardId: declined, description: 'Продление бокса' },
      { orderId: orderId + 1000, userId, amount: 2000, periodIndex: 1, cardId: null, description: 'Без карты' },
    ]);
    const result = await svc().runRenewals(clock.now(), src);
    expect(result).toMatchObject({ charged: 0, declined: 1, skipped: 1, failed: 0 });
    expect(calls.finish).toBe(1);
    const [row] = await db()
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.purpose, 'renewal')));
    expect(row).toMatchObject({ status: 'canceled', cancellationReason: 'insufficient_funds' });
    expect(recorder.events.filter((e) => e.uuid === row!.uuid)).toEqual([{ uuid: row!.uuid, outcome: 'canceled', purpose: 'renewal' }]);
    // The next run does not charge the same period again.
    await svc().runRenewals(clock.now(), src);
    expect(
      await db()
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, orderId), eq(payments.purpose, 'renewal'))),
    ).toHaveLength(1);
    const history = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/v2/payments/history',
      headers: { ...WEB, cookie },
      payload: { order_id: orderId },
    });
    expect(history.json().data.items[0]).toMatchObject({ status: 'canceled', card_last4: '0002', status_title: 'Платёж не прошёл' });
  });

  it('a card of another user or a deleted card is never charged', async () => {
    const cardId = await savedCard('5555 5555 5555 4444');
    const orderId = await insertOrder(t.app.services.database.db, userId, 'active');
    const { src } = source([{ orderId, userId: userId + 999, amount: 100, periodIndex: 1, cardId, description: 'Чужая карта' }]);
    expect((await svc().runRenewals(clock.now(), src)).failed).toBe(1);
    expect(await db().select().from(payments).where(eq(payments.orderId, orderId))).toHaveLength(0);
  });

  it('without an orders service the job still runs (nothing due)', async () => {
    expect(await svc().runRenewals(clock.now(), {})).toMatchObject({ charged: 0, declined: 0, skipped: 0, failed: 0 });
  });
});
