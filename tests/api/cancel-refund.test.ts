import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { payments, sandboxProviderPayments } from '../../db/schema';
import { manualClock } from '../../lib/clock';
import { moscowDate } from '../../lib/moscow-calendar';
import { cookieHeader, loginBySms } from '../../tests/helpers/auth-session';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { signedIn } from '../kit/users';
import { seedBookingFixture, type BookingFixture } from '../../domains/storages/booking-test-fixtures';
import { book, bookingBody } from '../../domains/storages/booking-test-helpers';
import { jpegBytes, multipartBody } from '../../domains/orders/cabinet/cabinet-test-support';

const START = new Date('2026-11-23T09:00:00Z');
const clock = manualClock(START);
let t: TestApp;
let fx: BookingFixture;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'cancel-refund-'));
  t = await createTestApp({ DATA_DIR: dataDir, RATE_LIMIT_MAX: '100000' }, undefined, { clock });
  fx = await seedBookingFixture(t.db.database.db);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});
// Both tests book today and move the clock past the last day: each starts from the same moment.
beforeEach(() => {
  clock.set(START);
});

describe('the refund a cancellation promised', () => {
  it('is paid back once, when the rental ends on the chosen day', async () => {
    const user = await signedIn(t.app);
    const booked = await book(t.app, user.headers, bookingBody(fx.cells.a1.id, clock.now()));
    expect(booked.statusCode).toBe(201);
    const { order_id: orderId, payment } = booked.json().data;
    await t.app.services.payments.sandbox!.complete(payment.id, 'succeeded');

    const photo = multipartBody({ id: String(orderId) }, { name: 'cell.jpg', type: 'image/jpeg', bytes: jpegBytes() });
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/v2/orders/files',
      headers: { ...user.headers, 'content-type': photo.contentType },
      payload: photo.payload,
    });
    expect(upload.statusCode).toBe(200);
    const cancel = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/v2/orders/cancel',
      headers: user.headers,
      payload: { id: orderId, date: '2026-12-12', reason: 'moving', quality_statuses: ['clean'], stuffs_taken: true },
    });
    expect(cancel.statusCode).toBe(200);
    const promised = cancel.json().data.refund as number;
    expect(promised).toBeGreaterThan(0);

    // Nothing goes back before the last day.
    expect(await t.app.services.orders.finishDue(clock.now())).toBe(0);
    const [before] = await t.db.database.db.select().from(payments).where(eq(payments.uuid, payment.id));
    expect(before!.refundedAmount).toBe(0);

    clock.set(new Date('2026-12-13T00:00:01+03:00'));
    const [first, second] = await Promise.all([t.app.services.orders.finishDue(clock.now()), t.app.services.orders.finishDue(clock.now())]);
    expect(first + second).toBe(1);
    expect(await t.app.services.orders.finishDue(clock.now())).toBe(0);

    const [after] = await t.db.database.db.select().from(payments).where(eq(payments.uuid, payment.id));
    expect(after!.refundedAmount).toBe(promised);
    expect(after!.refundReason).toBe('расторжение договора: неиспользованные дни');
    const [remote] = await t.db.database.db
      .select()
      .from(sandboxProviderPayments)
      .where(eq(sandboxProviderPayments.id, after!.providerPaymentId!));
    expect(remote!.refundedAmount).toBe(promised);

    // Three weeks later the first session is long over: sign in again.
    const { cookies } = await loginBySms(t.app, user.phone, `dev-${user.phone}`);
    const headers = { cookie: cookieHeader(cookies), 'client-type': 'WEB_CLIENT' };
    const history = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/v2/payments/history',
      headers,
      payload: { offset: 0, limit: 10 },
    });
    expect(history.json().data.items[0]).toMatchObject({ refunded_amount: promised, status_title: 'Возвращено частично' });
  });

  it('is tried again by the housekeeping job when the provider refused it', async () => {
    const user = await signedIn(t.app);
    const booked = await book(t.app, user.headers, bookingBody(fx.cells.a2.id, clock.now()));
    const { order_id: orderId, payment } = booked.json().data;
    await t.app.services.payments.sandbox!.complete(payment.id, 'succeeded');
    const photo = multipartBody({ id: String(orderId) }, { name: 'cell.jpg', type: 'image/jpeg', bytes: jpegBytes() });
    await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/v2/orders/files',
      headers: { ...user.headers, 'content-type': photo.contentType },
      payload: photo.payload,
    });
    const cancel = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/v2/orders/cancel',
      headers: user.headers,
      payload: { id: orderId, date: '2026-12-12', reason: 'moving', quality_statuses: ['clean'], stuffs_taken: true },
    });
    const promised = cancel.json().data.refund as number;

    const provider = t.app.services.payments.provider!;
    const realRefund = provider.refund.bind(provider);
    provider.refund = async () => {
      throw new Error('provider unavailable');
    };
    clock.set(new Date('2026-12-13T00:00:01+03:00'));
    try {
      expect(await t.app.services.orders.finishDue(clock.now())).toBe(1);
    } finally {
      provider.refund = realRefund;
    }
    const row = async () => (await t.db.database.db.select().from(payments).where(eq(payments.uuid, payment.id)))[0]!;
    expect((await row()).refundedAmount).toBe(0);
    expect((await row()).metadata.partial_refund_pending).toMatchObject({ orderId, amount: promised });

    await t.app.services.payments.runRenewals(clock.now());
    expect((await row()).refundedAmount).toBe(promised);
    expect((await row()).metadata.partial_refund_pending).toBeUndefined();
    await t.app.services.payments.runRenewals(clock.now());
    expect((await row()).refundedAmount).toBe(promised);
  });

  it('gives back as points the unused days that points paid for, once, when the rental ends', async () => {
    const user = await signedIn(t.app);
    await t.app.services.bonuses.earn({ userId: user.userId, points: 1000, reason: 'manual' });
    const booked = await book(t.app, user.headers, bookingBody(fx.cells.a3.id, clock.now(), { use_bonuses: true }));
    expect(booked.statusCode).toBe(201);
    const { order_id: orderId, payment } = booked.json().data;
    await t.app.services.payments.sandbox!.complete(payment.id, 'succeeded');
    const spent = 1000 - (await t.app.services.bonuses.balance(user.userId));
    expect(spent).toBeGreaterThan(0);

    const lastDay = moscowDate(clock.now());
    const calculation = await t.app.inject({
      method: 'GET',
      url: `/api/cabinet/v2/orders/cancel/calculation?id=${orderId}&date=${lastDay}`,
      headers: user.headers,
    });
    const withheld = calculation.json().data.bonuses_withheld as number;
    expect(withheld).toBeGreaterThan(0);
    expect(withheld).toBeLessThanOrEqual(spent);
    const cancel = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/v2/orders/cancel',
      headers: user.headers,
      payload: { id: orderId, date: lastDay, reason: 'moving', quality_statuses: ['clean'], stuffs_taken: true, cell_used: false },
    });
    expect(cancel.statusCode).toBe(200);
    expect(await t.app.services.bonuses.balance(user.userId)).toBe(1000 - spent);

    clock.set(new Date(clock.now().getTime() + 40 * 24 * 3600 * 1000));
    await Promise.all([t.app.services.orders.finishDue(clock.now()), t.app.services.orders.finishDue(clock.now())]);
    await t.app.services.orders.finishDue(clock.now());

    expect(await t.app.services.bonuses.balance(user.userId)).toBe(1000 - spent + withheld);
    const reverts = (await t.app.services.bonuses.history(user.userId)).filter((e) => e.kind === 'revert');
    expect(reverts).toEqual([expect.objectContaining({ points: withheld, orderId, reason: 'cancel_unused_days' })]);
  });
});
