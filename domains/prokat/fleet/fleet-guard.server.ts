import type { FastifyRequest } from 'fastify';
import { staffOnly } from '../../../server/plugins/staff';
import type { StaffRole } from '../../staff/schema';
import type { FleetActor } from './fleet-rules.server';

/** Who may change the fleet: the roles of the console's prokat section, as its returns calls. */
export const FLEET_ROLES: StaffRole[] = ['operator', 'storekeeper', 'admin'];

/** The guard as the route's first hook: a guest or a customer learns nothing of the call's input rules. */
export const fleetGuard = { onRequest: staffOnly(...FLEET_ROLES) };
export const fleetTags = ['admin'];

/** The staff member making the change, for its audit row. */
export async function fleetActor(request: FastifyRequest): Promise<FleetActor> {
  const { session } = await request.requireStaff(...FLEET_ROLES);
  return { staffUserId: session.userId, ip: request.ip };
}
