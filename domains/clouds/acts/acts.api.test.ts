import { writeFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../../lib/errors';
import { manualClock } from '../../../lib/clock';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { paymentByUuid, paymentsOfOrder } from '../../../tests/kit/payments';
import { signedIn } from '../../../tests/kit/users';
import { createActForRequest } from './acts.server';
import { cabinetWorld, paidOrderPayment, savedCard } from '../cabinet/cabinet-test-support';
import { cloudActs, cloudSpaces } from '../tables';

describe('acts of a drop-off: accept once, re-price, settle', () => {
  let t: TestApp;
  const clock = manualClock();
  const db = () => t.app.services.database.db;

  beforeAll(async () => {
    t = await createTestApp({}, undefined, { clock });
  });
  afterAll(async () => {
    await t.close();
  });

  async function actOf(world: Awaited<ReturnType<typeof cabinetWorld>>) {
    const { actId } = await createActForRequest(db(), { requestId: world.pickupRequestId, now: clock.now() });
    return actId;
  }
  const accept = (headers: Record<string, string>, actId: number) =>
    t.app.inject({ method: 'PUT', url: '/api/cabinet/orders/act/cloud/accept', headers, payload: { act_id: actId } });
  const notifications = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'POST', url: '/api/cabinet/v2/orders/notifications/list', headers, payload: {} })).json().data.items as {
      title: string;
      text: string;
    }[];

  it('makes the act once, awaiting the client, and tells them', async () => {
    const world = await cabinetWorld(t.app, { measured: 1400 });
    const actId = await actOf(world);
    expect((await createActForRequest(db(), { requestId: world.pickupRequestId, now: clock.now() })).actId).toBe(actId);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/cabinet/orders/acts?order_id=${world.orderId}`,
      headers: world.client.headers,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toHaveLength(1);
    expect(list.json().data[0]).toMatchObject({
      id: actId,
      number: `ОБ-${world.orderId}-1`,
      state: 'awaiting_client',
      booked_volume: 1,
      measured_volume: 1.4,
      price_difference: 0,
      settlement: { kind: 'none', amount: 0, payment_url: null },
    });
    expect(list.json().data[0].items).toHaveLength(2);
    expect(list.json().data[0].items[0].photos[0]).toMatch(/^\/api\/cabinet\/v2\/clouds\/items\/photos\/[0-9a-f-]{36}$/);
    expect((await notifications(world.client.headers)).some((n) => n.title === `Акт приёма № ОБ-${world.orderId}-1`)).toBe(true);
  });

  it('a bigger volume: the plan takes the measured volume and the saved card is charged for the rest of the period', async () => {
    const world = await cabinetWorld(t.app, { measured: 1400, pricePerM3: 3000 });
    await savedCard(t.app, world.client.headers);
    const actId = await actOf(world);
    const res = await accept(world.client.headers, actId);
    expect(res.statusCode).toBe(200);
    // 3000 ₽/м³: 3000 → 4200 a month, the whole month left: +1200.
    expect(res.json().data).toMatchObject({
      state: 'accepted',
      price_difference: 1200,
      settlement: { kind: 'charge', amount: 1200, payment_url: null },
    });
    const [space] = await db().select().from(cloudSpaces).where(eq(cloudSpaces.id, world.spaceId));
    expect(space!.volumeLiters).toBe(1400);
    const surcharge = (await paymentsOfOrder(db(), world.orderId)).filter((p) => p.purpose === 'surcharge');
    expect(surcharge).toHaveLength(1);
    expect(surcharge[0]).toMatchObject({ status: 'succeeded', amount: 1200, idempotenceKey: `surcharge:act:${actId}` });
    expect(surcharge[0]!.cardId).not.toBeNull();
    const told = await notifications(world.client.headers);
    expect(told.some((n) => n.text.startsWith('Объём по замеру 1,4\u00a0м³ вместо 1\u00a0м³: доплата 1\u00a0200\u00a0₽'))).toBe(true);
    // Once: a second accept is refused and nothing is charged again.
    const again = await accept(world.client.headers, actId);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ACT_NOT_AWAITING');
    expect((await paymentsOfOrder(db(), world.orderId)).filter((p) => p.purpose === 'surcharge')).toHaveLength(1);
  });

  it('a surcharge the provider could not take when the act was accepted is charged by the job, once', async () => {
    const world = await cabinetWorld(t.app, { measured: 1400, pricePerM3: 3000 });
    await savedCard(t.app, world.client.headers);
    const actId = await actOf(world);
    const down = vi.spyOn(t.app.services.payments.provider!, 'create').mockRejectedValue(new AppError('SERVICE_UNAVAILABLE'));
    try {
      const res = await accept(world.client.headers, actId);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ state: 'accepted', settlement: { kind: 'charge', amount: 1200, payment_url: null } });
      // Accepted a moment ago: left to its own request.
      expect(await t.app.services.clouds.cabinet.acts.retryUnsettled(clock.now())).toBe(0);
    } finally {
      down.mockRestore();
    }
    const later = new Date(clock.now().getTime() + 2 * 60_000);
    expect(await t.app.services.clouds.cabinet.acts.retryUnsettled(later)).toBe(1);
    const surcharge = (await paymentsOfOrder(db(), world.orderId)).filter((p) => p.purpose === 'surcharge');
    expect(surcharge).toHaveLength(1);
    expect(surcharge[0]).toMatchObject({ status: 'succeeded', amount: 1200, idempotenceKey: `surcharge:act:${actId}` });
    const [row] = await db().select().from(cloudActs).where(eq(cloudActs.id, actId));
    expect(row!.settlementRef).toBe(surcharge[0]!.uuid);
    expect(await t.app.services.clouds.cabinet.acts.retryUnsettled(later)).toBe(0);
  });

  it('a bigger volume without a saved card gives a payment link; paying it clears the link', async () => {
    const world = await cabinetWorld(t.app, { measured: 1500, pricePerM3: 2000 });
    const actId = await actOf(world);
    const res = await accept(world.client.headers, actId);
    expect(res.statusCode).toBe(200);
    const act = res.json().data;
    expect(act).toMatchObject({ price_difference: 1000, settlement: { kind: 'charge', amount: 1000 } });
    expect(act.settlement.payment_url).toMatch(/payment-checkout/);
    const [row] = await db().select().from(cloudActs).where(eq(cloudActs.id, actId));
    const payment = await paymentByUuid(db(), row!.settlementRef!);
    expect(payment).toMatchObject({ purpose: 'surcharge', status: 'pending', cardId: null, amount: 1000 });
    await t.app.services.payments.sandbox!.complete(payment!.uuid, 'succeeded');
    expect((await paymentByUuid(db(), payment!.uuid))!.appliedAt).not.toBeNull();
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/cabinet/orders/acts?order_id=${world.orderId}`,
      headers: world.client.headers,
    });
    expect(list.json().data[0].settlement.payment_url).toBeNull();
    expect((await notifications(world.client.headers)).some((n) => n.title === 'Доплата за объём получена')).toBe(true);
  });

  it('after the act the plan shows the new monthly price, and the act the surcharge paid with its date', async () => {
    const world = await cabinetWorld(t.app, { measured: 1400, pricePerM3: 3000 });
    await savedCard(t.app, world.client.headers);
    const order = async () =>
      (
        await t.app.inject({ method: 'GET', url: `/api/cabinet/v2/orders/clouds?id=${world.orderId}`, headers: world.client.headers })
      ).json().data;
    expect((await order()).space).toMatchObject({ volume: 1, monthly_price: 3000 });
    const actId = await actOf(world);
    expect((await accept(world.client.headers, actId)).json().data.settlement).toMatchObject({
      kind: 'charge',
      amount: 1200,
      state: 'paid',
    });
    expect((await order()).space).toMatchObject({ volume: 1.4, monthly_price: 4200 });
    const [act] = (
      await t.app.inject({ method: 'GET', url: `/api/cabinet/orders/acts?order_id=${world.orderId}`, headers: world.client.headers })
    ).json().data;
    expect(act.settlement).toEqual({ kind: 'charge', amount: 1200, payment_url: null, state: 'paid', paid_at: expect.any(String) });
  });

  it('a surcharge link the client could not pay shows as failed, one still open as pending with its link', async () => {
    const world = await cabinetWorld(t.app, { measured: 1500, pricePerM3: 2000 });
    const actId = await actOf(world);
    const accepted = (await accept(world.client.headers, actId)).json().data;
    expect(accepted.settlement).toMatchObject({
      kind: 'charge',
      state: 'pending',
      paid_at: null,
      payment_url: expect.stringMatching(/checkout/),
    });
    const [row] = await db().select().from(cloudActs).where(eq(cloudActs.id, actId));
    await t.app.services.payments.sandbox!.complete(row!.settlementRef!, 'canceled');
    const [act] = (
      await t.app.inject({ method: 'GET', url: `/api/cabinet/orders/acts?order_id=${world.orderId}`, headers: world.client.headers })
    ).json().data;
    expect(act.settlement).toEqual({ kind: 'charge', amount: 1000, payment_url: null, state: 'failed', paid_at: null });
  });

  it('a smaller volume returns part of the order payment', async () => {
    const world = await cabinetWorld(t.app, { measured: 700, pricePerM3: 3000 });
    const uuid = await paidOrderPayment(t.app, { userId: world.client.userId, orderId: world.orderId, amount: 3000 });
    const actId = await actOf(world);
    const res = await accept(world.client.headers, actId);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ price_difference: -900, settlement: { kind: 'refund', amount: 900, payment_url: null } });
    expect((await paymentByUuid(db(), uuid))!.refundedAmount).toBe(900);
    const [space] = await db().select().from(cloudSpaces).where(eq(cloudSpaces.id, world.spaceId));
    expect(space!.volumeLiters).toBe(700);
  });

  it('the same volume: accepted, nothing to settle', async () => {
    const world = await cabinetWorld(t.app, { measured: 1000 });
    const res = await accept(world.client.headers, await actOf(world));
    expect(res.json().data).toMatchObject({ state: 'accepted', price_difference: 0, settlement: { kind: 'none', amount: 0 } });
    expect((await paymentsOfOrder(db(), world.orderId)).filter((p) => p.purpose === 'surcharge')).toHaveLength(0);
  });

  it('a dispute changes only the act; it cannot be accepted after', async () => {
    const world = await cabinetWorld(t.app, { measured: 1400 });
    const actId = await actOf(world);
    const bare = await t.app.inject({
      method: 'PUT',
      url: '/api/cabinet/orders/acts',
      headers: world.client.headers,
      payload: { act_id: actId, decision: 'dispute' },
    });
    expect(bare.statusCode).toBe(422);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/cabinet/orders/acts',
      headers: world.client.headers,
      payload: { act_id: actId, decision: 'dispute', comment: 'Велосипед был в чехле' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ state: 'disputed', comment: 'Велосипед был в чехле', price_difference: 0 });
    const [space] = await db().select().from(cloudSpaces).where(eq(cloudSpaces.id, world.spaceId));
    expect(space!.volumeLiters).toBe(1000);
    expect((await accept(world.client.headers, actId)).json().code).toBe('ACT_NOT_AWAITING');
  });

  it("another user's act, its PDF and photos are 404", async () => {
    const world = await cabinetWorld(t.app, { measured: 1400 });
    const actId = await actOf(world);
    const other = await signedIn(t.app);
    expect((await accept(other.headers, actId)).statusCode).toBe(404);
    const download = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/orders/acts/download',
      headers: other.headers,
      payload: { act_id: actId },
    });
    expect(download.statusCode).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: `/api/cabinet/orders/acts?order_id=${world.orderId}`, headers: other.headers });
    expect(list.json().data).toEqual([]);
    const [row] = await db()
      .select()
      .from(cloudActs)
      .where(and(eq(cloudActs.id, actId)));
    expect(row!.state).toBe('awaiting_client');
  });

  it('gives the act as a PDF with the items’ photos embedded', async () => {
    const world = await cabinetWorld(t.app, { measured: 1400, items: ['Коробка «Книги»', 'Велосипед', 'Кресло'] });
    const actId = await actOf(world);
    await accept(world.client.headers, actId);
    const byRequest = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/orders/act',
      headers: world.client.headers,
      payload: { request_id: world.pickupRequestId },
    });
    expect(byRequest.statusCode).toBe(200);
    expect(byRequest.headers['content-type']).toBe('application/pdf');
    const pdf = byRequest.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1').match(/\/Subtype \/Image/g)).toHaveLength(3);
    if (process.env.ACT_PDF_OUT) writeFileSync(process.env.ACT_PDF_OUT, pdf);
    const byId = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/orders/acts/download',
      headers: world.client.headers,
      payload: { act_id: actId },
    });
    expect(byId.statusCode).toBe(200);
    expect(byId.headers['content-disposition']).toContain(encodeURIComponent(`Акт ОБ-${world.orderId}-1.pdf`));
  });

  describe.runIf(process.env.TEST_DB === 'postgres')('on PostgreSQL', () => {
    it('two parallel accepts: one 200, one 409, one charge', async () => {
      const world = await cabinetWorld(t.app, { measured: 1400 });
      await savedCard(t.app, world.client.headers);
      const actId = await actOf(world);
      const answers = await Promise.all([accept(world.client.headers, actId), accept(world.client.headers, actId)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.statusCode === 409)!.json().code).toBe('ACT_NOT_AWAITING');
      expect((await paymentsOfOrder(db(), world.orderId)).filter((p) => p.purpose === 'surcharge')).toHaveLength(1);
    });
  });
});
