import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomPhone } from '../tests/helpers/auth-session';
import { createTestApp, type TestApp } from '../tests/helpers/test-app';
import { signedIn } from '../tests/kit/users';
import { runStaffCommand, STAFF_USAGE } from './staff-command';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const run = (...argv: string[]) => runStaffCommand(t.app.services.staff, argv);

describe('npm run staff', () => {
  it('grants, lists and revokes a role by phone, writing audit records with no actor', async () => {
    const user = await signedIn(t.app);
    const pretty = `+7 (${user.phone.slice(1, 4)}) ${user.phone.slice(4, 7)}-${user.phone.slice(7, 9)}-${user.phone.slice(9)}`;
    expect(await run('grant', pretty, 'support')).toEqual({
      code: 0,
      lines: [`+${user.phone}: роль «Поддержка» выдана / granted. Роли / roles: support`],
    });
    expect((await run('grant', user.phone, 'support')).lines[0]).toContain('без изменений / unchanged');
    const list = await run('list');
    expect(list.lines).toContain(`+${user.phone}\t—\tsupport`);
    expect((await run('revoke', user.phone, 'support')).lines[0]).toContain('снята / revoked. Роли / roles: нет / none');
    const audit = await t.app.services.staff.audit({ entity: 'user', offset: 0, limit: 10 });
    expect(audit.items.map((r) => [r.action, r.actor_user_id, r.entity_id])).toEqual([
      ['staff.revoke', null, String(user.userId)],
      ['staff.grant', null, String(user.userId)],
    ]);
  });

  it('explains an unknown phone, a bad phone, an unknown role and a wrong command', async () => {
    const phone = randomPhone();
    expect(await run('grant', phone, 'admin')).toEqual({
      code: 1,
      lines: [
        `Пользователь +${phone} не найден: он должен хотя бы раз войти на сайт / no user with this phone (they must sign in once first)`,
      ],
    });
    expect((await run('grant', '12345', 'admin')).lines[0]).toBe(
      'Неверный телефон «12345»: Введите номер телефона полностью: +7 и 10 цифр / invalid phone number',
    );
    expect(await run('grant', phone, 'boss')).toEqual({
      code: 2,
      lines: ['Неизвестная роль «boss» / unknown role. Роли / roles: support, operator, mover, storekeeper, admin'],
    });
    expect(await run('promote', phone, 'admin')).toEqual({ code: 2, lines: STAFF_USAGE });
    expect(await run()).toEqual({ code: 2, lines: STAFF_USAGE });
  });
});
