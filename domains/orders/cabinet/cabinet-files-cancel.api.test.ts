import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cabinetApiSuite, jpegBytes, multipartBody, pngBytes, rows } from './cabinet-test-support';

/** The photos of an order's cell and the cancel flow they are needed for. */
const { t, clock, a, b, c, ids, newUser, signIn, call, upload, ownOrder, uploadPhoto } = cabinetApiSuite();

describe('files', () => {
  it('stores images typed by their bytes and refuses the rest', async () => {
    const { id } = await ownOrder();
    const fake = await upload(c, id, { name: 'cell.jpg', type: 'image/jpeg', bytes: Buffer.from('I am text pretending to be a photo') });
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toBe('Загрузите фото в формате JPEG, PNG или WebP');
    const big = await upload(c, id, { name: 'big.jpg', type: 'image/jpeg', bytes: jpegBytes(10 * 1024 * 1024 + 10) });
    expect(big.statusCode).toBe(413);
    expect((await upload(b, id, { name: 'x.jpg', type: 'image/jpeg', bytes: jpegBytes() })).statusCode).toBe(404);
    const noFile = multipartBody({ id: String(id) });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/v2/orders/files',
      headers: { ...c.headers, 'content-type': noFile.contentType },
      payload: noFile.payload,
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().fields.file).toBe('Выберите фото');
    const json = await call(c, 'POST', '/api/cabinet/v2/orders/files', { id });
    expect(json.statusCode).toBe(415);
  });

  it('lists, serves to the owner only and deletes', async () => {
    const { id } = await ownOrder();
    const another = await ownOrder();
    const ok = await upload(c, id, { name: 'пустая ячейка.jpg', type: 'image/jpeg', bytes: jpegBytes() });
    expect(ok.statusCode).toBe(200);
    const file = ok.json().data;
    expect(file).toMatchObject({ mime: 'image/jpeg', name: 'пустая ячейка.jpg' });
    const list = (await call(c, 'GET', `/api/cabinet/v2/orders/files/list?id=${id}`)).json().data.items;
    expect(list.map((f: { uuid: string }) => f.uuid)).toEqual([file.uuid]);
    expect((await call(b, 'GET', `/api/cabinet/v2/orders/files/list?id=${id}`)).statusCode).toBe(404);
    const served = await call(c, 'GET', file.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toContain("filename*=UTF-8''");
    expect(served.rawPayload.length).toBe(file.size);
    expect((await call(b, 'GET', file.url)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: file.url })).statusCode).toBe(401);
    expect((await call(b, 'DELETE', '/api/cabinet/v2/orders/files', { id, file_uuid: file.uuid })).statusCode).toBe(404);
    expect((await call(c, 'DELETE', '/api/cabinet/v2/orders/files', { id: another.id, file_uuid: file.uuid })).statusCode).toBe(404);
    const large = await upload(c, id, { name: 'large.jpg', type: 'image/jpeg', bytes: jpegBytes(3 * 1024 * 1024) });
    expect(large.statusCode).toBe(200);
    expect((await call(c, 'DELETE', '/api/cabinet/v2/orders/files', { id, file_uuid: large.json().data.uuid })).statusCode).toBe(200);
    const extra = (await upload(c, id, { name: 'b.png', type: 'image/png', bytes: pngBytes() })).json().data;
    expect(extra).toMatchObject({ mime: 'image/jpeg', name: 'b.jpg' });
    expect((await call(c, 'DELETE', '/api/cabinet/v2/orders/files', { id, file_uuid: extra.uuid })).statusCode).toBe(200);
    expect((await call(c, 'GET', extra.url)).statusCode).toBe(404);
  });

  it('holds the limit of 10 photos under parallel uploads', async () => {
    const fresh = await ownOrder();
    const answers = await Promise.all(
      Array.from({ length: 13 }, (_, i) => upload(c, fresh.id, { name: `r${i}.jpg`, type: 'image/jpeg', bytes: jpegBytes() })),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(10);
    expect(answers.filter((r) => r.statusCode === 422)).toHaveLength(3);
    expect((await call(c, 'GET', `/api/cabinet/v2/orders/files/list?id=${fresh.id}`)).json().data.items).toHaveLength(10);
  });

  it('keeps at most 10 photos per order', async () => {
    const { id } = await ownOrder();
    for (let i = 0; i < 10; i += 1) await upload(c, id, { name: `p${i}.jpg`, type: 'image/jpeg', bytes: jpegBytes() });
    const eleventh = await upload(c, id, { name: 'p11.jpg', type: 'image/jpeg', bytes: jpegBytes() });
    expect(eleventh.statusCode).toBe(422);
    expect(eleventh.json().fields.file).toBe('Не больше 10 фото');
  });
});

describe('cancel flow', () => {
  it('tells the conditions and the quality statuses', async () => {
    const res = await call(a, 'GET', `/api/cabinet/v2/orders/cancel/conditions?id=${ids.cancelTarget}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ min_date: '2026-11-23', max_date: '2026-12-19', notice_days: 14, min_photos: 1 });
    expect(res.json().data.conditions.join(' ')).toContain('сфотографируйте');
    expect((await call(b, 'GET', `/api/cabinet/v2/orders/cancel/conditions?id=${ids.cancelTarget}`)).statusCode).toBe(404);
    expect((await call(a, 'GET', `/api/cabinet/v2/orders/cancel/conditions?id=${ids.awaiting}`)).statusCode).toBe(409);
    const full = (await call(a, 'GET', '/api/cabinet/v2/orders/cancel/quality/statuses')).json().data.items;
    const short = (await call(a, 'GET', '/api/cabinet/v2/orders/cancel/quality/statuses/short')).json().data.items;
    expect(full.length).toBeGreaterThan(short.length);
    expect(short[0]).toEqual({ code: 'all_good', title: 'Всё понравилось', positive: true });
  });

  it('calculates the refund for a chosen last day', async () => {
    // Paid 2 700 ₽ + 300 points for 30 days; last day 09.12: 10 whole days unused = 1 000, minus 300 points.
    const res = await call(a, 'GET', `/api/cabinet/v2/orders/cancel/calculation?id=${ids.cancelTarget}&date=2026-12-09`);
    expect(res.json().data).toMatchObject({
      unused_days: 10,
      unused_value: 1000,
      bonuses_withheld: 300,
      refund: 700,
      notice_applied: false,
    });
    const late = await call(a, 'GET', `/api/cabinet/v2/orders/cancel/calculation?id=${ids.cancelTarget}&date=2026-12-25`);
    expect(late.statusCode).toBe(422);
    expect(late.json().fields.date).toContain('19.12.2026');
    expect((await call(a, 'GET', `/api/cabinet/v2/orders/cancel/calculation?id=${ids.cancelTarget}&date=2026-02-30`)).statusCode).toBe(422);
    expect((await call(b, 'GET', `/api/cabinet/v2/orders/cancel/calculation?id=${ids.cancelTarget}&date=2026-12-09`)).statusCode).toBe(404);
  });

  it('keeps the reason, asking for a comment on "other"', async () => {
    const { id } = await ownOrder();
    const other = await call(c, 'POST', '/api/cabinet/v2/orders/cancel/reason', { id, reason: 'other' });
    expect(other.statusCode).toBe(422);
    expect(other.json().fields.comment).toBe('Расскажите, в чём причина');
    expect((await call(c, 'POST', '/api/cabinet/v2/orders/cancel/reason', { id, reason: 'moving' })).statusCode).toBe(200);
    expect((await call(b, 'POST', '/api/cabinet/v2/orders/cancel/reason', { id, reason: 'moving' })).statusCode).toBe(404);
  });

  it('submits once, answers a repeat the same, and can be withdrawn', async () => {
    // Paid 2 700 ₽ + 300 points, as ids.cancelTarget: the refund for 09.12 is 700.
    const { id } = await ownOrder({ bonusesUsed: 300, total: 2700 });
    await uploadPhoto(c, id);
    const body = { id, date: '2026-12-09', reason: 'moving', quality_statuses: ['clean', 'polite_staff'], stuffs_taken: true };
    expect((await call(b, 'POST', '/api/cabinet/v2/orders/cancel', body)).statusCode).toBe(404);
    const unconfirmed = await call(c, 'POST', '/api/cabinet/v2/orders/cancel', {
      ...body,
      stuffs_taken: false,
      quality_statuses: ['all_good', 'dirty'],
    });
    expect(unconfirmed.statusCode).toBe(422);
    expect(Object.keys(unconfirmed.json().fields).sort()).toEqual(['quality_statuses', 'stuffs_taken']);
    const [first, second] = await Promise.all([
      call(c, 'POST', '/api/cabinet/v2/orders/cancel', body),
      call(c, 'POST', '/api/cabinet/v2/orders/cancel', body),
    ]);
    expect(first.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(first.json().data).toMatchObject({ status: 'cancel_requested', last_day: '2026-12-09', reason: 'moving', refund: 700 });
    const events = await rows<{ reason: string }>(t.app, sql`select reason from order_events where order_id = ${id}`);
    expect(events.filter((e) => e.reason === 'cancel_flow')).toHaveLength(1);
    const details = (await call(c, 'GET', `/api/cabinet/v2/orders/storages?id=${id}`)).json().data;
    expect(details).toMatchObject({
      status: 'cancel_requested',
      auto_renewal: false,
      actions: { cancel: false, withdraw_cancellation: true, extend: false },
    });
    expect(details.cancel).toMatchObject({ last_day: '2026-12-09', reason_title: 'Переезжаю' });
    expect(details.events.map((e: { title: string }) => e.title)).toContain('Оформлено расторжение договора');
    expect((await call(c, 'PUT', '/api/cabinet/v2/orders/autoRenewal', { id, auto_renewal: true })).statusCode).toBe(409);

    expect((await call(b, 'POST', '/api/cabinet/v2/orders/cancel/withdraw', { id })).statusCode).toBe(404);
    const withdrawn = await call(c, 'POST', '/api/cabinet/v2/orders/cancel/withdraw', { id });
    expect(withdrawn.json().data).toMatchObject({ status: 'active', cancel_date: null });
    const after = (await call(c, 'GET', `/api/cabinet/v2/orders/storages?id=${id}`)).json().data;
    expect(after).toMatchObject({ auto_renewal: true, actions: { cancel: true } });
  });

  it('refuses a submit without a photo, and on orders that are not running', async () => {
    const body = { date: '2026-12-09', reason: 'moving', quality_statuses: ['clean'], stuffs_taken: true };
    const noPhoto = await call(b, 'POST', '/api/cabinet/v2/orders/cancel', { ...body, id: ids.bActive });
    expect(noPhoto.statusCode).toBe(422);
    expect(noPhoto.json().fields.photos).toBe('Приложите хотя бы одно фото пустой ячейки');
    expect((await call(a, 'POST', '/api/cabinet/v2/orders/cancel', { ...body, id: ids.finished })).statusCode).toBe(409);
    expect((await call(a, 'POST', '/api/cabinet/v2/orders/cancel', { ...body, id: ids.awaiting })).statusCode).toBe(409);
    expect((await call(a, 'POST', '/api/cabinet/v2/orders/cancel/withdraw', { id: ids.finished })).statusCode).toBe(409);
    expect((await call(b, 'GET', `/api/cabinet/v2/orders/cancel/state?id=${ids.active}`)).statusCode).toBe(404);
  });

  it('cannot be withdrawn once the last day is over', async () => {
    // A user of its own: the sign-in on the later day leaves the sessions of the others alone.
    const d = newUser();
    await signIn(d);
    const { id } = await ownOrder({ userId: d.id });
    await uploadPhoto(d, id);
    const body = { id, date: '2026-12-09', reason: 'not_needed', quality_statuses: ['fair_price'], stuffs_taken: true };
    expect((await call(d, 'POST', '/api/cabinet/v2/orders/cancel', body)).json().data.status).toBe('cancel_requested');
    clock.set(new Date('2026-12-10T00:00:00Z'));
    await signIn(d);
    const late = await call(d, 'POST', '/api/cabinet/v2/orders/cancel/withdraw', { id });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Дата окончания уже наступила: расторжение не отозвать');
  });
});
