import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../../lib/clock';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { publishedContent } from '../../../tests/kit/content';
import { finesOfOrder } from '../../../tests/kit/orders';
import { paymentsOfOrder } from '../../../tests/kit/payments';
import { paidRental, pickUp, prokatRenter, returnTool, type Person } from '../../../tests/kit/prokat';
import { staffMember } from '../../../tests/kit/staff';
import { seedProkat } from '../seed.server';

// A damage found at the return check: staff set a fine by the published table (its fixed sum, or the
// sum they enter where the table names none), one per tool and code; an operator other than the one
// who set it confirms it (charged to the saved card once) or waives it with a reason; the renter sees it on the order.
const clock = manualClock(new Date('2026-12-09T07:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  const env = { LOGIN_SENDS_PER_IP_HOUR: '100000', LOGIN_CALLS_PER_IP_MINUTE: '100000', RATE_LIMIT_MAX: '1000000' };
  t = await createTestApp(env, undefined, { clock });
  await seedProkat(t.db.database.db);
  await publishedContent(t.db.database.db);
});
afterAll(() => t.close());

async function returnedRental(person: Person) {
  const rental = await paidRental(t.app, person, { hours: 2 });
  await pickUp(t.app, person, rental);
  clock.advance(20 * 60);
  await returnTool(t.app, person, rental, rental.lockerId);
  return rental;
}

const setFine = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/admin/prokat/fines', headers, payload });
const decide = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/admin/orders/fines/decide', headers, payload });

describe('damage fines of returned tools', () => {
  it('are set by the published table, decided by an operator and shown to the renter', async () => {
    const person = await prokatRenter(t.app);
    const rental = await returnedRental(person);
    const keeper = await staffMember(t.app, 'storekeeper');
    const operator = await staffMember(t.app, 'operator');

    const codes = (await t.app.inject({ method: 'GET', url: '/api/admin/prokat/fines/codes', headers: keeper.headers })).json().data;
    expect(codes.map((c: { code: string }) => c.code)).toEqual(expect.arrayContaining(['damage_minor', 'damage_repairable', 'loss_case']));
    expect(codes.map((c: { code: string }) => c.code)).not.toContain('late_return_first_day');

    const base = { order_id: rental.orderId, unit_id: rental.unitId };
    expect((await setFine(person.headers, { ...base, code: 'damage_minor', note: 'Скол корпуса' })).statusCode).toBe(403);
    const late = await setFine(keeper.headers, { ...base, code: 'late_return_first_day', note: 'Опоздал' });
    expect(late.statusCode).toBe(422);
    expect(late.json().fields.code).toMatch(/таблицы/);
    const noSum = await setFine(keeper.headers, { ...base, code: 'damage_repairable', note: 'Не включается' });
    expect(noSum.json().fields.amount).toMatch(/Укажите сумму: стоимость ремонта/);
    expect(
      (await setFine(keeper.headers, { ...base, unit_id: rental.unitId + 100_000, code: 'damage_minor', note: 'Скол' })).statusCode,
    ).toBe(404);
    expect((await setFine(keeper.headers, { ...base, code: 'damage_minor', note: 'x'.repeat(401) })).statusCode).toBe(422);

    const minor = await setFine(keeper.headers, { ...base, code: 'damage_minor', note: 'Скол корпуса у патрона' });
    expect(minor.statusCode, minor.body).toBe(201);
    expect(minor.json().data).toMatchObject({ amount: 1000, status: 'proposed', title: 'Мелкое повреждение' });
    expect(minor.json().data.reason).toMatch(/инв\. № .+: Скол корпуса у патрона/);
    expect((await setFine(keeper.headers, { ...base, code: 'damage_minor', note: 'Ещё раз' })).json().code).toBe('FINE_EXISTS');
    const repair = await setFine(keeper.headers, { ...base, code: 'damage_repairable', amount: 3200, note: 'Замена щёток по акту' });
    expect(repair.json().data).toMatchObject({ amount: 3200, status: 'proposed' });

    const waiting = await t.app.inject({ method: 'GET', url: '/api/admin/orders/fines?kind=rental', headers: operator.headers });
    const mine = waiting.json().data.items.filter((f: { order_id: number }) => f.order_id === rental.orderId);
    expect(mine.map((f: { code: string }) => f.code)).toEqual(['damage_minor', 'damage_repairable']);
    expect(mine[0]).toMatchObject({ kind: 'rental', set_by: { user_id: keeper.userId, roles: ['storekeeper'] }, decided_by: null });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/orders/fines', headers: person.headers })).statusCode).toBe(403);

    const confirmed = await decide(operator.headers, {
      uuid: minor.json().data.uuid,
      decision: 'confirm',
      reason: 'Скол виден на фото возврата',
    });
    expect(confirmed.json().data).toMatchObject({ status: 'paid', decided_by: { user_id: operator.userId, roles: ['operator'] } });
    const waived = await decide(operator.headers, { uuid: repair.json().data.uuid, decision: 'waive', reason: 'Износ, а не поломка' });
    expect(waived.json().data).toMatchObject({ status: 'waived' });

    const fines = await finesOfOrder(t.db.database.db, rental.orderId);
    expect(fines.map((f) => [f.key, f.status])).toEqual([
      [`damage:${rental.unitId}:damage_minor`, 'paid'],
      [`damage:${rental.unitId}:damage_repairable`, 'waived'],
    ]);
    const charged = (await paymentsOfOrder(t.db.database.db, rental.orderId)).filter((p) => p.purpose === 'fine');
    expect(charged.map((p) => [p.amount, p.status])).toEqual([[1000, 'succeeded']]);

    const shown = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/v2/orders/penalties',
      headers: person.headers,
      payload: { order_id: rental.orderId },
    });
    expect(shown.json().data).toMatchObject({ open_total: 0, paid_total: 1000 });
  });

  it('set by an operator is confirmed by another operator, never by the one who set it', async () => {
    const person = await prokatRenter(t.app);
    const rental = await returnedRental(person);
    const [author, other] = [await staffMember(t.app, 'operator'), await staffMember(t.app, 'operator')];
    const set = await setFine(author.headers, { order_id: rental.orderId, unit_id: rental.unitId, code: 'damage_minor', note: 'Скол' });
    expect(set.statusCode, set.body).toBe(201);
    const uuid = set.json().data.uuid as string;
    const own = await decide(author.headers, { uuid, decision: 'confirm', reason: 'Сам видел' });
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('FINE_OWN_PROPOSAL');
    const confirmed = await decide(other.headers, { uuid, decision: 'confirm', reason: 'Скол виден на фото' });
    expect(confirmed.json().data).toMatchObject({
      status: 'paid',
      set_by: { user_id: author.userId },
      decided_by: { user_id: other.userId },
    });
  });

  it('cannot be set for a tool still in its pickup cell', async () => {
    const person = await prokatRenter(t.app);
    const rental = await paidRental(t.app, person, { hours: 2, locker: 'П-102' });
    const keeper = await staffMember(t.app, 'storekeeper');
    const answer = await setFine(keeper.headers, { order_id: rental.orderId, unit_id: rental.unitId, code: 'damage_minor', note: 'Скол' });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toMatch(/ещё лежит в ячейке/);
  });
});
