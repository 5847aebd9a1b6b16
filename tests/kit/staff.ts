import type { FastifyInstance } from 'fastify';
import type { StaffRole } from '../../domains/staff/schema';
import { signedIn } from './users';

/** A new user signed in by SMS holding these staff roles (granted as from the command line). */
export async function staffMember(app: FastifyInstance, ...roles: StaffRole[]) {
  const user = await signedIn(app);
  for (const role of roles) await app.services.staff.grant(user.phone, role, { actorUserId: null });
  return user;
}
