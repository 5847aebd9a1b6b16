import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope, pageEnvelope } from '../../server/http/envelope';
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
  /** The cabinet page of each order an entry concerns (from the order's kind registration). */
  orderPages: (orderIds: readonly number[]) => Promise<Map<number, string>>;
  /** The user's personal code to share, made on the first ask. */
  personalCode: (userId: number) => Promise<Parameters<typeof personalCodeView>[0]>;
  /** The largest share of a price points may pay (the pricing rule of orders). */
  bonusMaxShare: number;
  /** What holds the user's points (unpaid orders and payments): the wallet shows them and what is spendable. */
  heldPoints: HeldPointsLookup;
}> = async (app, { bonuses, orderPages, personalCode, bonusMaxShare, heldPoints }) => {
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
      const pages = ids.length > 0 ? await orderPages(ids) : new Map<number, string>();
      return {
        data: { count: page.count, items: page.items.map((row) => historyItem(row, row.orderId ? pages.get(row.orderId) : undefined)) },
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
      return { data: walletView(wallet, EXPIRING_DAYS, bonusMaxShare, held) };
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
      return { data: personalCodeView(await personalCode(userId)) };
    },
  );
};
