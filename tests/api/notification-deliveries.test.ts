import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authSessions, notificationDeliveries, notifications, sandboxOutbox, users } from '../../db/schema';
import { manualClock } from '../../lib/clock';
import { cookieHeader, loginBySms, randomPhone } from '../helpers/auth-session';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { WEB } from '../kit/users';
import { seedBookingFixture, type BookingFixture } from '../../domains/storages/booking-test-fixtures';
import { book, bookingBody } from '../../domains/storages/booking-test-helpers';

// SMS, e-mail and push of notifications: planned from the user's choices and contacts, sent by the
// delivery job through the sandbox adapters (the outbox), each (notification, channel) once.
const START = new Date('2026-11-23T09:00:00Z');
const clock = manualClock(START);
let t: TestApp;
let fx: BookingFixture;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '100000', LOGIN_SENDS_PER_IP_HOUR: '1000', LOGIN_CALLS_PER_IP_MINUTE: '1000' }, undefined, {
    clock,
  });
  fx = await seedBookingFixture(t.db.database.db);
});
afterAll(() => t.close());
beforeEach(() => clock.set(START));

/** A user signed in from the app with a push token, with an e-mail confirmed or not. */
async function appUser(options: { email?: 'confirmed' | 'unconfirmed' } = {}) {
  const phone = randomPhone();
  const token = `fcm-token-${phone}`;
  const { login, cookies } = await loginBySms(t.app, phone, `app-${phone}`, { device_token: token });
  const userId = login.json().data.user.id as number;
  if (options.email) {
    await t.db.database.db
      .update(users)
      .set({ email: `u${phone}@example.ru`, emailConfirmedAt: options.email === 'confirmed' ? START : null })
      .where(eq(users.id, userId));
  }
  return { phone, userId, token, email: `u${phone}@example.ru`, headers: { cookie: cookieHeader(cookies), ...WEB } };
}

async function failedPayment(user: { headers: Record<string, string> }, cell: number): Promise<number> {
  const placed = (await book(t.app, user.headers, bookingBody(cell, clock.now()))).json().data;
  await t.app.services.payments.sandbox!.complete(placed.payment.id, 'canceled');
  return placed.order_id as number;
}

const outboxOf = async (to: string) =>
  (await t.db.database.db.select().from(sandboxOutbox).where(eq(sandboxOutbox.recipient, to)).orderBy(sandboxOutbox.id)).filter(
    (m) => m.channel !== 'SMS' || !m.code,
  );

async function deliveriesOf(userId: number, event: string) {
  return t.db.database.db
    .select({ channel: notificationDeliveries.channel, status: notificationDeliveries.status, attempts: notificationDeliveries.attempts })
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    .where(and(eq(notifications.userId, userId), eq(notifications.event, event)))
    .orderBy(notificationDeliveries.channel);
}

describe('notification deliveries', () => {
  it('a failed payment goes out by SMS, e-mail and push once; a re-run sends nothing again', async () => {
    const user = await appUser({ email: 'confirmed' });
    await failedPayment(user, fx.cells.a1.id);
    const first = await t.app.services.deliveries.run(clock.now());
    // The booking's push beside the failure's three.
    expect(first).toMatchObject({ sent: 4, failed: 0 });
    const again = await t.app.services.deliveries.run(clock.now());
    expect(again).toMatchObject({ planned: 0, sent: 0 });

    const sms = (await outboxOf(user.phone)).filter((m) => m.channel === 'SMS');
    expect(sms.map((m) => m.text)).toEqual([expect.stringMatching(/^Оплата не прошла\. Платёж .* не прошёл/)]);
    const mail = await outboxOf(user.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain('/cabinet/subscriptions/storages/');
    const push = (await outboxOf(user.phone)).filter((m) => m.channel === 'PUSH');
    expect(push.map((m) => m.payload)).toEqual([
      expect.objectContaining({ title: 'Заказ оформлен', token: user.token }),
      expect.objectContaining({ title: 'Оплата не прошла', token: user.token }),
    ]);
    expect(await deliveriesOf(user.userId, 'payment_failed')).toEqual([
      { channel: 'email', status: 'sent', attempts: 1 },
      { channel: 'push', status: 'sent', attempts: 1 },
      { channel: 'sms', status: 'sent', attempts: 1 },
    ]);
  });

  it('an unconfirmed e-mail gets nothing; a booking (not urgent) goes to the app only', async () => {
    const user = await appUser({ email: 'unconfirmed' });
    await failedPayment(user, fx.cells.a2.id);
    await t.app.services.deliveries.run(clock.now());
    expect(await outboxOf(user.email)).toEqual([]);
    expect(await deliveriesOf(user.userId, 'payment_failed')).toEqual([
      { channel: 'email', status: 'skipped', attempts: 0 },
      { channel: 'push', status: 'sent', attempts: 1 },
      { channel: 'sms', status: 'sent', attempts: 1 },
    ]);
    expect(await deliveriesOf(user.userId, 'booked')).toEqual([
      { channel: 'email', status: 'skipped', attempts: 0 },
      { channel: 'push', status: 'sent', attempts: 1 },
      { channel: 'sms', status: 'skipped', attempts: 0 },
    ]);
  });

  it('keeps to the channels the user chose for the category', async () => {
    const user = await appUser({ email: 'confirmed' });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/cabinet/v2/profile/notification-channels',
      headers: user.headers,
      payload: { payments: { sms: false, email: true, push: false }, orders: { sms: true, email: true, push: false } },
    });
    expect(saved.statusCode).toBe(200);
    await failedPayment(user, fx.cells.a3.id);
    await t.app.services.deliveries.run(clock.now());
    expect((await outboxOf(user.phone)).filter((m) => m.channel !== 'CALL')).toEqual([]);
    expect(await outboxOf(user.email)).toHaveLength(1);
  });

  it('a send that fails is tried again after its wait, and never twice once sent', async () => {
    const user = await appUser();
    const sms = t.app.services.integrations.sms;
    const realSend = sms.send.bind(sms);
    let calls = 0;
    sms.send = async () => {
      calls += 1;
      throw new Error('provider unavailable');
    };
    try {
      await failedPayment(user, fx.cells.b1.id);
      expect(await t.app.services.deliveries.run(clock.now())).toMatchObject({ retrying: 1 });
      // Not due yet: the first wait is a minute.
      clock.advance(30);
      await t.app.services.deliveries.run(clock.now());
      expect(calls).toBe(1);
    } finally {
      sms.send = realSend;
    }
    clock.advance(31);
    const [first, second] = await Promise.all([t.app.services.deliveries.run(clock.now()), t.app.services.deliveries.run(clock.now())]);
    expect(first.sent + second.sent).toBe(1);
    clock.advance(3600);
    await t.app.services.deliveries.run(clock.now());
    expect((await outboxOf(user.phone)).filter((m) => m.channel === 'SMS')).toHaveLength(1);
    expect(await deliveriesOf(user.userId, 'payment_failed')).toContainEqual({ channel: 'sms', status: 'sent', attempts: 2 });
  });

  it('forgets a push token the push service reports as no longer installed', async () => {
    const user = await appUser();
    const push = t.app.services.integrations.push;
    const realSend = push.send.bind(push);
    push.send = async () => {
      throw Object.assign(new Error('FCM: the push was refused (HTTP 404 UNREGISTERED)'), { unregistered: true });
    };
    try {
      await failedPayment(user, fx.cells.c1.id);
      await t.app.services.deliveries.run(clock.now());
    } finally {
      push.send = realSend;
    }
    const tokens = await t.db.database.db
      .select({ token: authSessions.deviceToken })
      .from(authSessions)
      .where(eq(authSessions.userId, user.userId));
    expect(tokens.map((row) => row.token)).toEqual([null]);
  });
});
