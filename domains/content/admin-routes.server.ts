import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope, pageEnvelope } from '../../server/http/envelope';
import { staffOnly } from '../../server/plugins/staff';
import type { StaffRole } from '../staff/schema';
import {
  adminBannerSchema,
  adminDashboardSchema,
  adminLeadQuerySchema,
  adminLeadSchema,
  adminNoticeSchema,
  adminReviewQuerySchema,
  adminReviewSchema,
  bannerInputSchema,
  bigIdParamsSchema,
  leadHandledSchema,
  noticeInputSchema,
  rowIdParamsSchema,
} from './admin-schema';
import type { ContentModeration } from './moderation.server';
import type { SiteNoticesAdmin } from './site-notices-admin.server';
import { z } from 'zod';

const tags = ['admin'];
/** Moderation, notices and banners are the operators' work (admin passes every check). */
const OPERATOR: StaffRole[] = ['operator'];
const moderatedSchema = z.object({ id: z.number().int(), status: z.enum(['new', 'published', 'rejected']) });

/** The console's calls over the content: the dashboard, moderation of reviews and leads, notices and banners. */
export const contentAdminRoutes: FastifyPluginAsyncZod<{ moderation: ContentModeration; notices: SiteNoticesAdmin }> = async (
  app,
  { moderation, notices },
) => {
  const guard = { onRequest: staffOnly(...OPERATOR) };
  const actorOf = async (request: { requireStaff: (...roles: StaffRole[]) => Promise<{ session: { userId: number } }>; ip: string }) => ({
    actorUserId: (await request.requireStaff(...OPERATOR)).session.userId,
    ip: request.ip,
  });

  app.get(
    '/api/admin/dashboard',
    {
      onRequest: staffOnly(),
      schema: {
        tags,
        summary: 'Сводка консоли: новые отзывы, необработанные заявки',
        response: { 200: dataEnvelope(adminDashboardSchema) },
      },
    },
    async () => ({ data: await moderation.dashboard() }),
  );

  app.get(
    '/api/admin/reviews',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Отзывы на модерации: новые сверху, фильтр по статусу',
        querystring: adminReviewQuerySchema,
        response: { 200: pageEnvelope(adminReviewSchema) },
      },
    },
    async (request) => ({ data: await moderation.reviews(request.query) }),
  );

  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      `/api/admin/reviews/:id/${decision}`,
      {
        ...guard,
        schema: {
          tags,
          summary: decision === 'approve' ? 'Одобрить отзыв: он появится на сайте' : 'Отклонить отзыв: он не будет показан',
          params: bigIdParamsSchema,
          response: { 200: dataEnvelope(moderatedSchema) },
        },
      },
      async (request) => ({ data: await moderation.moderateReview(request.params.id, decision, await actorOf(request)) }),
    );
  }

  app.get(
    '/api/admin/leads',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Заявки с сайта: новые сверху, по виду и обработке',
        querystring: adminLeadQuerySchema,
        response: { 200: pageEnvelope(adminLeadSchema) },
      },
    },
    async (request) => ({ data: await moderation.leads(request.query) }),
  );

  app.post(
    '/api/admin/leads/:id/handled',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Отметить заявку обработанной или вернуть в необработанные',
        params: bigIdParamsSchema,
        body: leadHandledSchema,
        response: { 200: dataEnvelope(adminLeadSchema) },
      },
    },
    async (request) => ({ data: await moderation.setLeadHandled(request.params.id, request.body.handled, await actorOf(request)) }),
  );

  app.get(
    '/api/admin/notices',
    {
      ...guard,
      schema: { tags, summary: 'Сообщения сайта: все, с расписанием', response: { 200: dataEnvelope(z.array(adminNoticeSchema)) } },
    },
    async () => ({ data: await notices.notices() }),
  );

  app.post(
    '/api/admin/notices',
    {
      ...guard,
      schema: { tags, summary: 'Новое сообщение сайта', body: noticeInputSchema, response: { 200: dataEnvelope(adminNoticeSchema) } },
    },
    async (request) => ({ data: await notices.saveNotice(null, request.body, await actorOf(request)) }),
  );

  app.put(
    '/api/admin/notices/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Изменить сообщение сайта и его расписание',
        params: rowIdParamsSchema,
        body: noticeInputSchema,
        response: { 200: dataEnvelope(adminNoticeSchema) },
      },
    },
    async (request) => ({ data: await notices.saveNotice(request.params.id, request.body, await actorOf(request)) }),
  );

  app.post(
    '/api/admin/notices/:id/end',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Закончить показ сообщения сейчас',
        params: rowIdParamsSchema,
        response: { 200: dataEnvelope(adminNoticeSchema) },
      },
    },
    async (request) => ({ data: await notices.endNotice(request.params.id, await actorOf(request)) }),
  );

  app.get(
    '/api/admin/banners',
    {
      ...guard,
      schema: { tags, summary: 'Баннеры главной: все, с расписанием', response: { 200: dataEnvelope(z.array(adminBannerSchema)) } },
    },
    async () => ({ data: await notices.banners() }),
  );

  app.post(
    '/api/admin/banners',
    {
      ...guard,
      schema: { tags, summary: 'Новый баннер главной', body: bannerInputSchema, response: { 200: dataEnvelope(adminBannerSchema) } },
    },
    async (request) => ({ data: await notices.saveBanner(null, request.body, await actorOf(request)) }),
  );

  app.put(
    '/api/admin/banners/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Изменить баннер и его расписание',
        params: rowIdParamsSchema,
        body: bannerInputSchema,
        response: { 200: dataEnvelope(adminBannerSchema) },
      },
    },
    async (request) => ({ data: await notices.saveBanner(request.params.id, request.body, await actorOf(request)) }),
  );

  app.post(
    '/api/admin/banners/:id/end',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Закончить показ баннера сейчас',
        params: rowIdParamsSchema,
        response: { 200: dataEnvelope(adminBannerSchema) },
      },
    },
    async (request) => ({ data: await notices.endBanner(request.params.id, await actorOf(request)) }),
  );
};
