import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { ActiveSession } from '../../domains/auth/sessions.server';
import { rolesAllow, type StaffRole } from '../../domains/staff/schema';
import type { StaffService } from '../../domains/staff/service.server';
import { AppError } from '../../lib/errors';
import { isUnder } from '../../lib/paths';
import { requestPath } from '../http/request-path';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The calling staff member: 401 for a guest, 403 for a customer or for staff holding none of
     * `roles` (admin passes every check; no roles asks only for some staff role).
     */
    requireStaff(...roles: StaffRole[]): Promise<{ session: ActiveSession; roles: StaffRole[] }>;
  }
}

/** The staff guard of `/api/admin/…`, and `noindex`, no caching for everything under `/admin/` and `/api/admin/`. */
export const staffPlugin = fp(async function staff(app: FastifyInstance, options: { staff: Pick<StaffService, 'rolesOf'> }) {
  const rolesByRequest = new WeakMap<FastifyRequest, Promise<StaffRole[]>>();

  app.decorateRequest('requireStaff', async function requireStaff(this: FastifyRequest, ...wanted: StaffRole[]) {
    const session = await this.requireSession();
    let held = rolesByRequest.get(this);
    if (!held) {
      held = options.staff.rolesOf(session.userId);
      rolesByRequest.set(this, held);
    }
    const roles = await held;
    if (roles.length === 0 || !rolesAllow(roles, wanted)) {
      throw new AppError('FORBIDDEN', { message: 'Этот раздел доступен только сотрудникам с нужной ролью' });
    }
    return { session, roles };
  });

  app.addHook('onSend', async (request, reply) => {
    const path = requestPath(request);
    if (!isUnder(path, '/admin') && !isUnder(path, '/api/admin')) return;
    reply.header('x-robots-tag', 'noindex, nofollow');
    reply.header('cache-control', 'private, no-store');
  });
});

/**
 * The route's guard as its first hook, before its input is validated: a guest or a customer learns
 * nothing about the call's input rules. The handler then reads `request.requireStaff(...)` (kept per request).
 */
export function staffOnly(...roles: StaffRole[]): onRequestAsyncHookHandler {
  return async function staffGuard(request) {
    await request.requireStaff(...roles);
  };
}
