import { data, type AppLoadContext } from 'react-router';
import type { Viewer } from '../../../domains/auth/schema';
import { rolesAllow, type StaffRole } from '../../../domains/staff/schema';

/**
 * The page side of the staff guard: anyone who may not open this page (a guest, a customer, staff
 * without the role) gets the site's 404, so the console is not seen to exist.
 */
export async function requireStaffPage(context: AppLoadContext, ...wanted: StaffRole[]): Promise<{ viewer: Viewer; roles: StaffRole[] }> {
  const viewer = context.viewer;
  if (!viewer) throw data('Страница не найдена', { status: 404 });
  const roles = await context.services.staff.rolesOf(viewer.id);
  if (roles.length === 0 || !rolesAllow(roles, wanted)) throw data('Страница не найдена', { status: 404 });
  return { viewer, roles };
}

/** Headers of every console answer: never kept by a browser or proxy. */
export const ADMIN_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' };
