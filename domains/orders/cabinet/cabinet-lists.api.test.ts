import { describe, expect, it } from 'vitest';
import { moscowDayStart } from '../../../lib/moscow-calendar';
import { randomPhone } from '../../../tests/helpers/auth-session';
import { cabinetApiSuite, insertOrder } from './cabinet-test-support';

/** The cabinet's order lists and details, and the guest orders a signed-in phone completes. */
const suite = cabinetApiSuite();
const { t, clock, a, b, c, ids, call } = suite;

/** listGroups answers, group by group, exactly what list answers for a's orders (limits 20 and 1). */
async function expectGroupsAsLists() {
  const cabinet = t.app.services.orderCabinet;
  for (const limit of [20, 1]) {
    const groups = await cabinet.listGroups(a.id, ['storage', 'cloud'], limit);
    for (const kind of ['storage', 'cloud'] as const) {
      for (const group of ['active', 'awaiting_payment', 'finished'] as const) {
        const list = await cabinet.list(a.id, { kind, group, offset: 0, limit });
        expect(groups[kind][group], `${kind} ${group}, limit ${limit}`).toEqual(list);
      }
    }
  }
}

describe('lists and details', () => {
  it('need a session on every call', async () => {
    const id = ids.active;
    const calls: [string, string, object?][] = [
      ['GET', '/api/cabinet/v2/orders/list-v2'],
      ['GET', `/api/cabinet/v2/orders/storages?id=${id}`],
      ['PUT', '/api/cabinet/v2/orders/autoRenewal', { id, auto_renewal: false }],
      ['POST', '/api/cabinet/orders/comment/update', { id, comment: 'x' }],
      ['PUT', '/api/cabinet/v2/orders/usingBonuses', { id, using_bonuses: true }],
      ['PUT', '/api/cabinet/v2/orders/payment-method', { id, payment_method: 'invoice' }],
      ['POST', '/api/cabinet/v2/orders/organization/change', { id, company_uuid: null }],
      ['GET', `/api/cabinet/v2/orders/tariffs/prices?id=${id}`],
      ['POST', '/api/cabinet/v2/orders/tariffs', { id, period_code: 'cab-1m' }],
      ['GET', `/api/cabinet/v2/orders/cancel/conditions?id=${id}`],
      ['GET', `/api/cabinet/v2/orders/cancel/calculation?id=${id}&date=2026-12-09`],
      ['POST', '/api/cabinet/v2/orders/cancel/reason', { id, reason: 'moving' }],
      ['GET', '/api/cabinet/v2/orders/cancel/quality/statuses'],
      ['GET', '/api/cabinet/v2/orders/cancel/quality/statuses/short'],
      ['GET', `/api/cabinet/v2/orders/cancel/state?id=${id}`],
      [
        'POST',
        '/api/cabinet/v2/orders/cancel',
        { id, date: '2026-12-09', reason: 'moving', quality_statuses: ['clean'], stuffs_taken: true },
      ],
      ['POST', '/api/cabinet/v2/orders/cancel/withdraw', { id }],
      ['GET', `/api/cabinet/v2/orders/files/list?id=${id}`],
      ['DELETE', '/api/cabinet/v2/orders/files', { id, file_uuid: 'x' }],
      ['GET', '/api/cabinet/v2/orders/guest/list'],
      ['POST', '/api/cabinet/v2/orders/guest/claim'],
    ];
    for (const [method, url, payload] of calls) {
      const res = await t.app.inject({ method: method as 'GET', url, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('splits storage orders into the three groups, an unpaid order past its hold reading as expired', async () => {
    const group = async (name: string) => (await call(a, 'GET', `/api/cabinet/v2/orders/list-v2?kind=storage&group=${name}`)).json().data;
    const active = await group('active');
    expect(active.items.map((i: { id: number }) => i.id).sort()).toEqual([ids.active, ids.cancelTarget].sort());
    expect(active.items[0]).toMatchObject({
      status: 'active',
      status_title: 'Активна',
      warehouse: { name: 'Склад на Тестовой' },
      cell: { size_code: 'S' },
    });
    // The storage kind titles its orders: the cell's number, and its size and area beneath.
    expect(active.items[0].title).toBe(`Ячейка ${active.items[0].cell.number}`);
    expect(active.items[0].subtitle).toMatch(/^.+ · [\d,]+ м²$/);
    // Auto renewal charges a day before the period ends (renewal-date.ts): on its last paid day.
    expect(active.items[0].next_charge_at).toBe(moscowDayStart('2026-12-19').toISOString());
    const awaiting = await group('awaiting_payment');
    expect(awaiting.items.map((i: { id: number }) => i.id)).toEqual([ids.awaiting]);
    expect(awaiting.items[0].hold_expires_at).toBe('2026-11-23T09:20:00.000Z');
    const finished = await group('finished');
    expect(finished.count).toBe(2);
    expect(finished.items.find((i: { id: number }) => i.id === ids.lapsed)).toMatchObject({
      status: 'expired',
      status_title: 'Бронь истекла',
    });
    const all = (await call(a, 'GET', '/api/cabinet/v2/orders/list-v2?limit=2&offset=0')).json().data;
    expect(all.count).toBe(5);
    expect(all.items).toHaveLength(2);
    const others = (await call(b, 'GET', '/api/cabinet/v2/orders/list-v2?limit=50')).json().data;
    expect(others.items.map((i: { id: number }) => i.id)).toEqual([ids.bActive]);
  });

  it('reads every group of both lines at once (the cabinet page) as the list call answers each group', async () => {
    await expectGroupsAsLists();
    const firsts = await t.app.services.orderCabinet.listGroups(a.id, ['storage'], 1);
    expect(firsts.storage.finished.count).toBe(2);
    expect(firsts.storage.finished.items).toHaveLength(1);
  });

  it('moves an unpaid order to the finished group once its hold is over, with no job', async () => {
    clock.set(new Date('2026-11-23T09:21:00Z'));
    const awaiting = (await call(a, 'GET', '/api/cabinet/v2/orders/list-v2?group=awaiting_payment')).json().data;
    expect(awaiting.count).toBe(0);
    const finished = (await call(a, 'GET', '/api/cabinet/v2/orders/list-v2?group=finished')).json().data;
    expect(finished.items.map((i: { id: number }) => i.id)).toContain(ids.awaiting);
    await expectGroupsAsLists();
  });

  it('refuses malformed list queries with Russian fields', async () => {
    const res = await call(a, 'GET', '/api/cabinet/v2/orders/list-v2?group=soon&limit=500');
    expect(res.statusCode).toBe(422);
    expect(Object.values(res.json().fields).join(' ')).toMatch(/[а-я]/);
  });

  it("answers the details of one's own order and 404 for another user's", async () => {
    const res = await call(a, 'GET', `/api/cabinet/v2/orders/storages?id=${ids.active}`);
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d.cell).toMatchObject({
      floor: 1,
      volume: 5,
      features: [
        { code: 'heating', title: 'Отопление' },
        { code: 'access_24h', title: 'Доступ 24/7' },
      ],
    });
    expect(d.warehouse).toMatchObject({ metro: 'Тестовая', timetable: { access24h: true } });
    expect(d.actions).toEqual({ pay: false, extend: true, cancel: true, withdraw_cancellation: false, settings: true });
    // A paid order's contract is the owner's own PDF; an unpaid one shows the public template.
    expect(d.documents.contract_url).toBe(`/api/cabinet/v2/orders/contract/download?id=${ids.active}`);
    expect((await call(a, 'GET', `/api/cabinet/v2/orders/storages?id=${ids.bActive}`)).statusCode).toBe(404);
    expect((await call(a, 'GET', '/api/cabinet/v2/orders/storages?id=99999999')).statusCode).toBe(404);
    expect((await call(a, 'GET', '/api/cabinet/v2/orders/storages?id=abc')).statusCode).toBe(422);
    const unpaid = (await call(a, 'GET', `/api/cabinet/v2/orders/storages?id=${ids.awaiting}`)).json().data;
    expect(unpaid.actions).toMatchObject({ pay: true, extend: false, cancel: false });
    expect(unpaid.documents.contract_url).toBe('/documents/home-contract/');
  });
});

describe('guest completion', () => {
  it('lists the paid guest orders of the phone and attaches them to the account', async () => {
    const { warehouseId } = suite;
    const start = moscowDayStart('2026-11-20');
    // Claimed into c's account, so a's lists keep their five orders.
    const guest = await insertOrder(t.app, {
      userId: null,
      guestPhone: c.phone,
      warehouseId,
      status: 'active',
      startsAt: start,
      endsAt: moscowDayStart('2026-12-20'),
    });
    await insertOrder(t.app, {
      userId: null,
      guestPhone: randomPhone(),
      warehouseId,
      status: 'active',
      startsAt: start,
      endsAt: moscowDayStart('2026-12-20'),
    });
    const list = (await call(c, 'GET', '/api/cabinet/v2/orders/guest/list')).json().data.items;
    expect(list.map((o: { id: number }) => o.id)).toEqual([guest.id]);
    expect((await call(c, 'GET', `/api/cabinet/v2/orders/storages?id=${guest.id}`)).statusCode).toBe(404);
    const claimed = await call(c, 'POST', '/api/cabinet/v2/orders/guest/claim');
    expect(claimed.json().data.order_ids).toEqual([guest.id]);
    expect((await call(c, 'GET', `/api/cabinet/v2/orders/storages?id=${guest.id}`)).statusCode).toBe(200);
    expect((await call(c, 'GET', '/api/cabinet/v2/orders/guest/list')).json().data.items).toEqual([]);
  });
});
