import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope, pageEnvelope } from '../../server/http/envelope';
import type { OrdersService } from '../orders/service.server';
import { BONUS_MAX_SHARE } from '../orders/service.server';
import { bonusHistoryItemSchema, bonusHistoryQuerySchema, bonusWalletSchema, personalCodeSchema, type HeldPointsLookup } from './schema';
import type { BonusesService } from './service.server';
import { historyItem, personalCodeView, walletView } from './views';

const tags = ['bonuses'];
/** The wallet shows the points that expire within this many days. */
const EXPIRING_DAYS = 30;
/** These calls read the caller's own wallet only; their bodies are ignored or optional. */
const emptyBody = z.object({}).optional();

/** Бонусы: the wallet, its history and the personal code to share (api-endpoints rows 176–178). */
export const bonusesRoutes: FastifyPluginAsyncZod<{
  bonuses: BonusesService;
  orders: Pick<OrdersService, 'personalCode' | 'kindsOf'>;
  /** What holds the user's points (unpaid orders and payments): the wallet shows them and what is spendable. */
  heldPoints: HeldPointsLookup;
}> = async (app, { bonuses, orders, heldPoints }) => {
  app.post(
    '/api/cabinet/v2/profile/bonuses/history',
    {
      schema: {
        tags,
        summary: 'История бонусов: начисления, списания, возвраты и сгорания, новые сверху',
        body: bonusHistoryQuerySchema.optional().default({ filter: 'all', offset: 0, limit: 20 }),
        response: { 200: pageEnvelope(bonusHistoryItemSchema) },
      },
    },
    async (request, reply) => {
      const { userId } = await request.requireSession();
      reply.header('cache-control', 'private, no-store');
      const page = await bonuses.historyPage(userId, bonusHistoryQuerySchema.parse(request.body ?? {}));
      const ids = page.items.flatMap((row) => (row.orderId !== null ? [row.orderId] : []));
      const kinds = ids.length > 0 ? await orders.kindsOf(ids) : new Map<number, string>();
      return {
        data: { count: page.count, items: page.items.map((row) => historyItem(row, row.orderId ? kinds.get(row.orderId) : undefined)) },
      };
    },
  );

  app.post(
    '/api/cabinet/profile/promocodes/bonuses',
    {
      schema: {
        tags,
        summary: 'Баланс баллов, баллы, которые ждут оплаты заказов, баллы, которые скоро сгорят, и правила оплаты баллами',
        body: emptyBody,
        response: { 200: dataEnvelope(bonusWalletSchema) },
      },
    },
    async (request, reply) => {
      const { userId } = await request.requireSession();
      reply.header('cache-control', 'private, no-store');
      const [wallet, held] = await Promise.all([bonuses.wallet(userId, EXPIRING_DAYS), heldPoints(userId)]);
      return { data: walletView(wallet, EXPIRING_DAYS, BONUS_MAX_SHARE, held) };
    },
  );

  app.post(
    '/api/cabinet/profile/promocodes/personal',
    {
      schema: {
        tags,
        summary: 'Личный промокод для друзей (создаётся при первом запросе)',
        body: emptyBody,
        response: { 200: dataEnvelope(personalCodeSchema) },
      },
    },
    async (request, reply) => {
      const { userId } = await request.requireSession();
      reply.header('cache-control', 'private, no-store');
      return { data: personalCodeView(await orders.personalCode(userId)) };
    },
  );
};
