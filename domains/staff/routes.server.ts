import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope, pageEnvelope } from '../../server/http/envelope';
import { staffOnly } from '../../server/plugins/staff';
import { auditQuerySchema, auditRecordSchema, staffGrantSchema, staffListSchema, staffRoleSchema } from './schema';
import type { StaffService } from './service.server';

const tags = ['admin'];

const roleChangeSchema = z.object({
  user_id: z.number().int(),
  roles: z.array(staffRoleSchema).describe('Роли пользователя после изменения'),
  changed: z.boolean().describe('false — роль уже была (или её не было), ничего не записано'),
});

const viewerRolesSchema = z.object({ user_id: z.number().int(), roles: z.array(staffRoleSchema) });

/** Staff and roles (admin only), the audit log (admin), and the caller's own roles (any staff). */
export const staffRoutes: FastifyPluginAsyncZod<{ staff: StaffService }> = async (app, { staff }) => {
  app.get(
    '/api/admin/me',
    {
      onRequest: staffOnly(),
      schema: { tags, summary: 'Роли вызывающего сотрудника', response: { 200: dataEnvelope(viewerRolesSchema) } },
    },
    async (request) => {
      const { session, roles } = await request.requireStaff();
      return { data: { user_id: session.userId, roles } };
    },
  );

  app.get(
    '/api/admin/staff',
    {
      onRequest: staffOnly('admin'),
      schema: { tags, summary: 'Сотрудники и их роли', response: { 200: dataEnvelope(staffListSchema) } },
    },
    async () => ({ data: { items: await staff.list() } }),
  );

  app.post(
    '/api/admin/staff/grant',
    {
      onRequest: staffOnly('admin'),
      schema: {
        tags,
        summary: 'Выдать роль пользователю по телефону (запись в журнал действий)',
        body: staffGrantSchema,
        response: { 200: dataEnvelope(roleChangeSchema) },
      },
    },
    async (request) => {
      const { session } = await request.requireStaff('admin');
      const { phone, role } = request.body;
      return { data: await staff.grant(phone, role, { actorUserId: session.userId, ip: request.ip }) };
    },
  );

  app.post(
    '/api/admin/staff/revoke',
    {
      onRequest: staffOnly('admin'),
      schema: {
        tags,
        summary: 'Снять роль с пользователя по телефону (запись в журнал действий)',
        body: staffGrantSchema,
        response: { 200: dataEnvelope(roleChangeSchema) },
      },
    },
    async (request) => {
      const { session } = await request.requireStaff('admin');
      const { phone, role } = request.body;
      return { data: await staff.revoke(phone, role, { actorUserId: session.userId, ip: request.ip }) };
    },
  );

  app.get(
    '/api/admin/audit',
    {
      onRequest: staffOnly('admin'),
      schema: {
        tags,
        summary: 'Журнал действий сотрудников: новые сверху, по сущности и сотруднику',
        querystring: auditQuerySchema,
        response: { 200: pageEnvelope(auditRecordSchema) },
      },
    },
    async (request) => ({ data: await staff.audit(request.query) }),
  );
};
