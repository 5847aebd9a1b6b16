import { phoneSchema } from '../domains/auth/schema';
import { STAFF_ROLES, STAFF_ROLE_TITLES, isStaffRole } from '../domains/staff/schema';
import type { StaffService } from '../domains/staff/service.server';
import { isAppError } from '../lib/errors';

export const STAFF_USAGE = [
  'Использование / usage:',
  '  npm run staff -- grant <телефон> <роль>',
  '  npm run staff -- revoke <телефон> <роль>',
  '  npm run staff -- list',
  `Роли / roles: ${STAFF_ROLES.join(', ')}`,
];

/**
 * `npm run staff -- …`: grants, revokes and lists staff roles from the command line. Changes are
 * written to the audit log with no actor. Answers the lines to print and the exit code.
 */
export async function runStaffCommand(staff: StaffService, argv: string[]): Promise<{ code: number; lines: string[] }> {
  const [command, phoneText, roleText, ...rest] = argv;
  if (command === 'list' && argv.length === 1) {
    const members = await staff.list();
    if (members.length === 0) return { code: 0, lines: ['Сотрудников нет / no staff yet'] };
    return { code: 0, lines: members.map((m) => `+${m.phone}\t${m.name ?? '—'}\t${m.roles.join(', ')}`) };
  }
  if ((command !== 'grant' && command !== 'revoke') || phoneText === undefined || roleText === undefined || rest.length > 0) {
    return { code: 2, lines: STAFF_USAGE };
  }
  const phone = phoneSchema.safeParse(phoneText);
  if (!phone.success) {
    return { code: 2, lines: [`Неверный телефон «${phoneText}»: ${phone.error.issues[0]?.message} / invalid phone number`] };
  }
  if (!isStaffRole(roleText)) {
    return { code: 2, lines: [`Неизвестная роль «${roleText}» / unknown role. Роли / roles: ${STAFF_ROLES.join(', ')}`] };
  }
  try {
    const result = await staff[command](phone.data, roleText, { actorUserId: null });
    const verb = command === 'grant' ? 'выдана / granted' : 'снята / revoked';
    const state = result.changed ? verb : 'без изменений / unchanged';
    const roles = result.roles.length > 0 ? result.roles.join(', ') : 'нет / none';
    return { code: 0, lines: [`+${phone.data}: роль «${STAFF_ROLE_TITLES[roleText]}» ${state}. Роли / roles: ${roles}`] };
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') {
      return {
        code: 1,
        lines: [
          `Пользователь +${phone.data} не найден: он должен хотя бы раз войти на сайт / ` +
            'no user with this phone (they must sign in once first)',
        ],
      };
    }
    throw error;
  }
}
