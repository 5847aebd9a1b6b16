import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../db/tx';
import { AppError } from '../../../lib/errors';
import { formatRub } from '../../../lib/format/money';
import { formatPhone } from '../../../lib/format/phone';
import { addNotification } from '../../notifications/service.server';
import { renderCloudActPdf } from './act-pdf.server';
import type { ActView } from '../cabinet/cabinet-schema';
import type { CloudsDeps } from '../deps';
import { volumeText } from './reprice';
import { m3Of } from '../rules';
import { cloudActs, cloudItemPhotos, cloudItems, cloudRequests, cloudSpaces } from '../tables';

type ActRow = typeof cloudActs.$inferSelect;

/** Where the client's photo of an item is served (owner only). */
export const photoUrl = (uuid: string) => `/api/cabinet/v2/clouds/items/photos/${uuid}`;

/** Why the price changed, in the client's words («Объём по замеру 1,4 м³ вместо 1 м³: …»). */
export function actReason(bookedLiters: number, measuredLiters: number, difference: number | null, daysLeft?: number): string {
  if (bookedLiters === measuredLiters) return `Объём по замеру совпал с забронированным (${volumeText(measuredLiters)}): цена не меняется.`;
  const head = `Объём по замеру ${volumeText(measuredLiters)} вместо ${volumeText(bookedLiters)}`;
  const rest = daysLeft !== undefined ? ` за оставшиеся ${daysLeft} дн. оплаченного периода` : ' за остаток оплаченного периода';
  if (difference === null) return `${head}: после подтверждения акта тариф пересчитаем по новому объёму.`;
  if (difference > 0) return `${head}: доплата ${formatRub(difference)}${rest}; следующие продления — по новому объёму.`;
  if (difference < 0) return `${head}: вернём ${formatRub(-difference)}${rest}; следующие продления — по новому объёму.`;
  return `${head}: оплаченный период уже закончился, следующие продления — по новому объёму.`;
}

/** Makes the act of a drop-off the storekeeper just accepted (items, measured volume), in the caller's transaction. */
export async function createActForRequest(tx: Tx, input: { requestId: number; now: Date }): Promise<{ actId: number }> {
  const [existing] = await tx.select({ id: cloudActs.id }).from(cloudActs).where(eq(cloudActs.requestId, input.requestId));
  if (existing) return { actId: existing.id };
  const [request] = await tx.select().from(cloudRequests).where(eq(cloudRequests.id, input.requestId));
  if (!request) throw new AppError('NOT_FOUND', { message: 'Заявка не найдена' });
  const [space] = await tx.select().from(cloudSpaces).where(eq(cloudSpaces.id, request.spaceId));
  if (!space) throw new AppError('NOT_FOUND', { message: 'Место хранения не найдено' });
  const orderId = space.orderId ?? request.orderId;
  if (orderId == null) throw new AppError('NOT_FOUND', { message: 'Заказ не найден' });
  const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(cloudActs).where(eq(cloudActs.orderId, orderId));
  const measured = space.measuredLiters ?? space.volumeLiters;
  const [act] = await tx
    .insert(cloudActs)
    .values({
      uuid: randomUUID(),
      requestId: request.id,
      spaceId: space.id,
      orderId,
      userId: request.userId,
      number: `ОБ-${orderId}-${Number(n) + 1}`,
      bookedLiters: space.volumeLiters,
      measuredLiters: measured,
      state: 'awaiting_client',
      createdAt: input.now,
    })
    .onConflictDoNothing()
    .returning({ id: cloudActs.id, number: cloudActs.number });
  if (!act) {
    const [again] = await tx.select({ id: cloudActs.id }).from(cloudActs).where(eq(cloudActs.requestId, input.requestId));
    return { actId: again!.id };
  }
  const [{ items } = { items: 0 }] = await tx.select({ items: count() }).from(cloudItems).where(eq(cloudItems.pickupRequestId, request.id));
  await addNotification(
    tx,
    request.userId,
    {
      title: `Акт приёма № ${act.number}`,
      text: [
        `Кладовщик принял ваши вещи (${Number(items)} шт.), объём по замеру ${volumeText(measured)}.`,
        actReason(space.volumeLiters, measured, null),
        'Проверьте и подтвердите акт.',
      ].join(' '),
      orderId,
      link: `/cabinet/requests/${request.id}/`,
      showType: 'ORDER',
      event: 'cloud_act',
    },
    input.now,
  );
  return { actId: act.id };
}

/** The client's acts: the list, accept or dispute (once), the PDF; accepting re-prices the plan (act-change.server.ts). */
export function createCloudActs(deps: CloudsDeps) {
  const { db, clock } = deps;

  async function ownAct(userId: number, actId: number): Promise<ActRow> {
    const [act] = await db
      .select()
      .from(cloudActs)
      .where(and(eq(cloudActs.id, actId), eq(cloudActs.userId, userId)));
    if (!act) throw new AppError('NOT_FOUND', { message: 'Акт не найден' });
    return act;
  }

  async function itemsOf(requestIds: number[]) {
    if (requestIds.length === 0) return [];
    const items = await db.select().from(cloudItems).where(inArray(cloudItems.pickupRequestId, requestIds)).orderBy(asc(cloudItems.id));
    const photos = items.length
      ? await db
          .select()
          .from(cloudItemPhotos)
          .where(
            inArray(
              cloudItemPhotos.itemId,
              items.map((i) => i.id),
            ),
          )
          .orderBy(asc(cloudItemPhotos.id))
      : [];
    return items.map((item) => ({ item, photos: photos.filter((p) => p.itemId === item.id) }));
  }

  async function settlementOf(act: ActRow): Promise<ActView['settlement']> {
    const difference = act.priceDifference ?? 0;
    if (act.state !== 'accepted' || difference === 0) return { kind: 'none', amount: 0, payment_url: null, state: 'none', paid_at: null };
    if (difference < 0) return { kind: 'refund', amount: -difference, payment_url: null, state: 'pending', paid_at: null };
    // The act points at its last surcharge payment: the card's charge, or the link made when the card was declined.
    const payment = act.settlementRef ? await deps.payments.byUuid(act.settlementRef) : null;
    const charge = { kind: 'charge' as const, amount: difference, payment_url: null, paid_at: null };
    if (!payment) return { ...charge, state: 'pending' };
    if (payment.status === 'succeeded') return { ...charge, state: 'paid', paid_at: (payment.paidAt ?? payment.createdAt).toISOString() };
    if (payment.status === 'canceled') return { ...charge, state: 'failed' };
    return { ...charge, state: 'pending', payment_url: payment.status === 'pending' ? payment.confirmationUrl : null };
  }

  async function views(acts: ActRow[]): Promise<ActView[]> {
    const items = await itemsOf(acts.map((a) => a.requestId));
    return Promise.all(
      acts.map(async (act) => ({
        id: act.id,
        number: act.number,
        request_id: act.requestId,
        order_id: act.orderId,
        state: act.state as ActView['state'],
        booked_volume: m3Of(act.bookedLiters),
        measured_volume: m3Of(act.measuredLiters),
        price_difference: act.priceDifference ?? 0,
        items: items
          .filter(({ item }) => item.pickupRequestId === act.requestId)
          .map(({ item, photos }) => ({ title: item.title, photos: photos.map((p) => photoUrl(p.uuid)) })),
        settlement: await settlementOf(act),
        reason: actReason(act.bookedLiters, act.measuredLiters, act.state === 'accepted' ? (act.priceDifference ?? 0) : null),
        comment: act.clientComment,
        created_at: act.createdAt.toISOString(),
        accepted_at: act.acceptedAt?.toISOString() ?? null,
      })),
    );
  }

  /**
   * The job's pass: accepted acts whose surcharge never reached the provider (it was down when the
   * client accepted) are charged again by the order core's change payments; the keys make a repeat
   * charge nothing twice. An act accepted in the last minute is left to its own request.
   */
  async function retryUnsettled(now: Date = clock.now()): Promise<number> {
    return deps.orders.retryChangePayments(now, ['cloud']);
  }

  /** Accepting re-prices the plan: the order's `reprice` change, which charges or returns the difference. */
  async function accept(userId: number, actId: number): Promise<ActView> {
    const found = await ownAct(userId, actId);
    await deps.orders.change({ orderId: found.orderId, type: 'reprice', userId, input: { actId } });
    return (await views([await ownAct(userId, actId)]))[0]!;
  }

  async function dispute(userId: number, actId: number, comment: string): Promise<ActView> {
    await ownAct(userId, actId);
    const now = clock.now();
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(cloudActs)
        .set({ state: 'disputed', clientComment: comment })
        .where(and(eq(cloudActs.id, actId), eq(cloudActs.userId, userId), eq(cloudActs.state, 'awaiting_client')))
        .returning();
      if (!row) throw new AppError('ACT_NOT_AWAITING');
      await addNotification(
        tx,
        userId,
        {
          title: `Акт № ${row.number}: замечания отправлены`,
          text: 'Мы получили ваши замечания к акту и свяжемся с вами. Цена не меняется, пока акт не подтверждён.',
          orderId: row.orderId,
          link: `/cabinet/requests/${row.requestId}/`,
          showType: 'ORDER',
          event: 'cloud_act_disputed',
        },
        now,
      );
    });
    return (await views([await ownAct(userId, actId)]))[0]!;
  }

  async function pdfOf(act: ActRow): Promise<{ body: Buffer; filename: string }> {
    const items = await itemsOf([act.requestId]);
    const user = await deps.users.getById(act.userId);
    const withBytes = await Promise.all(
      items.map(async ({ item, photos }) => ({
        title: item.title,
        description: item.description,
        photos: (await Promise.all(photos.slice(0, 4).map((p) => deps.files.get(p.fileKey).catch(() => null)))).filter(
          (b): b is Buffer => b !== null,
        ),
      })),
    );
    const body = await renderCloudActPdf({
      number: act.number,
      date: act.createdAt,
      acceptedAt: act.acceptedAt,
      state: act.state,
      client: [user?.lastName, user?.firstName].filter(Boolean).join(' ') || (user?.phone ? formatPhone(user.phone) : ''),
      orderId: act.orderId,
      bookedLiters: act.bookedLiters,
      measuredLiters: act.measuredLiters,
      difference: act.state === 'accepted' ? (act.priceDifference ?? 0) : null,
      reason: actReason(act.bookedLiters, act.measuredLiters, act.state === 'accepted' ? (act.priceDifference ?? 0) : null),
      items: withBytes,
    });
    return { body, filename: `Акт ${act.number}.pdf` };
  }

  return {
    async list(userId: number, orderId: number): Promise<ActView[]> {
      const rows = await db
        .select()
        .from(cloudActs)
        .where(and(eq(cloudActs.userId, userId), eq(cloudActs.orderId, orderId)))
        .orderBy(desc(cloudActs.createdAt), desc(cloudActs.id));
      return views(rows);
    },
    accept,
    dispute,
    /** PUT acts: accept or dispute. */
    decide: (userId: number, body: { act_id: number; decision: 'accept' | 'dispute'; comment?: string }) =>
      body.decision === 'accept' ? accept(userId, body.act_id) : dispute(userId, body.act_id, body.comment ?? ''),
    pdfById: async (userId: number, actId: number) => pdfOf(await ownAct(userId, actId)),
    async pdfOfRequest(userId: number, requestId: number) {
      const [act] = await db
        .select()
        .from(cloudActs)
        .where(and(eq(cloudActs.requestId, requestId), eq(cloudActs.userId, userId)));
      if (!act) throw new AppError('NOT_FOUND', { message: 'Акт не найден' });
      return pdfOf(act);
    },
    retryUnsettled,
  };
}
