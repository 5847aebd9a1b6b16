import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomPhone } from '../../tests/helpers/auth-session';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { staffMember } from '../../tests/kit/staff';
import { signedIn, WEB } from '../../tests/kit/users';
import { STAFF_ROLES } from './schema';

let t: TestApp;
let admin: Awaited<ReturnType<typeof staffMember>>;

beforeAll(async () => {
  t = await createTestApp({ LOGIN_SENDS_PER_IP_HOUR: '1000', LOGIN_CALLS_PER_IP_MINUTE: '1000', RATE_LIMIT_MAX: '100000' });
  admin = await staffMember(t.app, 'admin');
});
afterAll(() => t?.close());

interface AdminOperation {
  method: string;
  url: string;
  path: string;
}

/** Every /api/admin/ operation of the OpenAPI document, so a section added later is refused here too. */
async function adminOperations(): Promise<AdminOperation[]> {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  const operations: AdminOperation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/admin/')) continue;
    for (const method of Object.keys(methods)) {
      operations.push({ method: method.toUpperCase(), path, url: path.replace(/\{[^}]+\}/g, '1') });
    }
  }
  return operations;
}

/** Calls any staff member may make; the rest need a role a mover does not have, except the movers' own. */
const ANY_STAFF = new Set(['GET /api/admin/me', 'GET /api/admin/dashboard']);
/** The mover's screen: tried with a support member, who has no business there. */
const MOVER_CALLS = new Set([
  'GET /api/admin/clouds/mover/route',
  'POST /api/admin/clouds/requests/{id}/status',
  'GET /api/admin/clouds/requests/{id}',
  'GET /api/admin/clouds/items/photos/{uuid}',
]);

describe('the staff guard on every /api/admin/ call', () => {
  it('refuses a guest (401), a customer (403) and staff without the role (403), before reading the input', async () => {
    const operations = await adminOperations();
    expect(operations.length).toBeGreaterThanOrEqual(16);
    const customer = await signedIn(t.app);
    const mover = await staffMember(t.app, 'mover');
    const support = await staffMember(t.app, 'support');
    const wrong: string[] = [];
    for (const op of operations) {
      const send = (headers: Record<string, string>) =>
        t.app.inject({ method: op.method as 'GET', url: op.url, headers, ...(op.method === 'GET' ? {} : { payload: { junk: true } }) });
      const asGuest = await send(WEB);
      if (asGuest.statusCode !== 401) wrong.push(`${op.method} ${op.path} guest → ${asGuest.statusCode}`);
      const asCustomer = await send(customer.headers);
      if (asCustomer.statusCode !== 403 || asCustomer.json().code !== 'FORBIDDEN') {
        wrong.push(`${op.method} ${op.path} customer → ${asCustomer.statusCode}`);
      }
      const key = `${op.method} ${op.path}`;
      if (!ANY_STAFF.has(key)) {
        const [who, other] = MOVER_CALLS.has(key) ? ['support', support] : ['mover', mover];
        const asOther = await send(other.headers);
        if (asOther.statusCode !== 403) wrong.push(`${key} ${who} → ${asOther.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('says why in Russian', async () => {
    const customer = await signedIn(t.app);
    const refused = await t.app.inject({ method: 'GET', url: '/api/admin/staff', headers: customer.headers });
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Этот раздел доступен только сотрудникам с нужной ролью' });
    expect(refused.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(refused.headers['cache-control']).toBe('private, no-store');
  });

  it('lets admin through every role check, and a staff member read their own roles', async () => {
    const me = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: admin.headers });
    expect(me.json().data).toEqual({ user_id: admin.userId, roles: ['admin'] });
    const operator = await staffMember(t.app, 'operator', 'support');
    const own = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: operator.headers });
    expect(own.json().data.roles).toEqual(['support', 'operator']);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/reviews', headers: admin.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/reviews', headers: operator.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/staff', headers: operator.headers })).statusCode).toBe(403);
  });
});

describe('staff and roles', () => {
  it('grants and revokes a role by phone, each change with its audit record; repeating changes nothing', async () => {
    const user = await signedIn(t.app);
    const grant = (role: string, phone = `+${user.phone}`) =>
      t.app.inject({ method: 'POST', url: '/api/admin/staff/grant', headers: admin.headers, payload: { phone, role } });
    const granted = await grant('operator');
    expect(granted.statusCode).toBe(200);
    expect(granted.json().data).toEqual({ user_id: user.userId, roles: ['operator'], changed: true });
    expect((await grant('operator')).json().data.changed).toBe(false);
    expect((await grant('support')).json().data.roles).toEqual(['support', 'operator']);

    const list = (await t.app.inject({ method: 'GET', url: '/api/admin/staff', headers: admin.headers })).json().data.items;
    expect(list).toContainEqual(expect.objectContaining({ user_id: user.userId, phone: user.phone, roles: ['support', 'operator'] }));

    const revoked = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff/revoke',
      headers: admin.headers,
      payload: { phone: user.phone, role: 'operator' },
    });
    expect(revoked.json().data).toEqual({ user_id: user.userId, roles: ['support'], changed: true });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: user.headers })).json().data.roles).toEqual(['support']);

    const audit = await t.app.inject({ method: 'GET', url: `/api/admin/audit?entity=user&actor=${admin.userId}`, headers: admin.headers });
    const records = audit.json().data.items.filter((r: { entity_id: string }) => r.entity_id === String(user.userId));
    expect(records.map((r: { action: string }) => r.action)).toEqual(['staff.revoke', 'staff.grant', 'staff.grant']);
    expect(records[0]).toMatchObject({
      actor_user_id: admin.userId,
      before: { roles: ['operator', 'support'] },
      after: { roles: ['support'] },
      ip: '127.0.0.1',
    });
  });

  it('refuses an unknown phone, an unknown role and taking away your own admin role, in Russian', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff/grant',
      headers: admin.headers,
      payload: { phone: randomPhone(), role: 'operator' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/^Пользователь с номером \+7\d{10} не найден/);
    const role = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff/grant',
      headers: admin.headers,
      payload: { phone: admin.phone, role: 'boss' },
    });
    expect(role.statusCode).toBe(422);
    expect(role.json().fields.role).toBe(`Роль: одна из ${STAFF_ROLES.join(', ')}`);
    const self = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff/revoke',
      headers: admin.headers,
      payload: { phone: admin.phone, role: 'admin' },
    });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toContain('Свою роль администратора снять нельзя');
  });
});

describe('the audit log', () => {
  it('reads newest first with paging, by entity and actor; refuses a bad filter in Russian', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/admin/audit?limit=2', headers: admin.headers });
    const { items, count } = page.json().data;
    expect(items).toHaveLength(2);
    expect(count).toBeGreaterThan(2);
    expect(items[0].id).toBeGreaterThan(items[1].id);
    const next = (await t.app.inject({ method: 'GET', url: '/api/admin/audit?limit=2&offset=2', headers: admin.headers })).json().data;
    expect(next.items[0].id).toBeLessThan(items[1].id);
    const fromCli = (await t.app.inject({ method: 'GET', url: '/api/admin/audit?entity=user', headers: admin.headers })).json().data;
    expect(fromCli.items.some((r: { actor_user_id: number | null }) => r.actor_user_id === null)).toBe(true);
    const bad = await t.app.inject({ method: 'GET', url: '/api/admin/audit?actor=abc&limit=500', headers: admin.headers });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields).toMatchObject({ actor: 'Сотрудник: ожидается номер пользователя', limit: 'Размер страницы: от 1 до 100' });
  });
});
