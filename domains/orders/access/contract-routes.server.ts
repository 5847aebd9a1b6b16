import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileDisposition } from '../../../lib/content-disposition';
import { AppError } from '../../../lib/errors';
import { dataEnvelope } from '../../../server/http/envelope';
import { fileAnswer } from '../../../server/http/non-json-answers';
import type { OrderCabinet } from '../cabinet/cabinet.server';
import { contractCodeRequestSchema, contractCodeSentSchema, contractSignSchema, contractStateSchema } from './access-schema';
import { sharedAccessSchema } from './grants-schema';
import { orderIdQuerySchema } from '../cabinet/cabinet-schema';
import { createContractSigning } from './contract-sign.server';

const tags = ['orders'];

/** What signing needs besides the cabinet: the database, the clock, the login codes, the users and the key of the code hashes. */
export type ContractSigningDeps = Omit<Parameters<typeof createContractSigning>[0], 'contracts' | 'owned'>;

/** How to get in and the owner's rental contract: reading, signing by SMS code, the PDF. */
export const orderAccessContractRoutes: FastifyPluginAsyncZod<{ orderCabinet: OrderCabinet; signing: ContractSigningDeps }> = async (
  app,
  { orderCabinet: cabinet, signing: signingDeps },
) => {
  const signing = createContractSigning({ ...signingDeps, contracts: cabinet.contracts, owned: cabinet.owned });
  const clientOf = (request: FastifyRequest) => ({ deviceId: request.deviceInfo().deviceId, ip: request.ip });

  app.get(
    '/api/cabinet/v2/orders/access',
    {
      schema: {
        tags,
        summary:
          'Как попасть на склад: личный код ворот, адрес, часы работы, этаж и номер ячейки, как пройти. ' +
          'Владельцу и тому, кому он дал доступ (код ворот — только с правом gate_code, иначе null); ' +
          'пока заказ не оплачен или аренда закончилась — null',
        querystring: orderIdQuerySchema,
        response: { 200: dataEnvelope(sharedAccessSchema.nullable()) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      return { data: await cabinet.access(userId, request.query.id) };
    },
  );

  app.get(
    '/api/cabinet/v2/orders/contract',
    {
      schema: {
        tags,
        summary: 'Договор аренды по оплаченному заказу: номер, дата, ФИО, нужно ли указать ФИО, подписан ли и когда, ссылка на PDF',
        querystring: orderIdQuerySchema,
        response: { 200: dataEnvelope(contractStateSchema) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      const order = await cabinet.owned(userId, request.query.id);
      const state = await cabinet.contracts.state(order);
      if (!state) throw new AppError('CONTRACT_NOT_READY');
      return { data: state };
    },
  );

  app.post(
    '/api/cabinet/v2/orders/contract/code',
    {
      schema: {
        tags,
        summary:
          '«Подписать договор»: составить договор (фамилия и имя обязательны, если их нет в профиле; тогда ' +
          'они сохраняются в профиль) и отправить код по SMS на телефон аккаунта',
        body: contractCodeRequestSchema,
        response: { 200: dataEnvelope(contractCodeSentSchema) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      const { id, ...names } = request.body;
      return { data: await signing.requestCode(userId, id, names, clientOf(request)) };
    },
  );

  app.post(
    '/api/cabinet/v2/orders/contract/sign',
    {
      schema: {
        tags,
        summary:
          'Подписать договор кодом из SMS (простая электронная подпись): записываются время, телефон, хеш ' +
          'кода и хеш содержания договора. Неверные коды считаются как при входе: после трёх код сгорает',
        body: contractSignSchema,
        response: { 200: dataEnvelope(z.object({ signed_at: z.string() })) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      return { data: await signing.sign(userId, request.body.id, request.body.code, clientOf(request)) };
    },
  );

  app.get(
    '/api/cabinet/v2/orders/contract/download',
    {
      schema: {
        tags,
        summary: 'Договор аренды в PDF (только владельцу заказа); подписанный — с отметкой о простой электронной подписи',
        querystring: orderIdQuerySchema,
        response: { 200: fileAnswer('Договор аренды', 'application/pdf') },
      },
    },
    async (request, reply) => {
      const { userId } = await request.requireSession();
      const { body, filename } = await signing.pdf(userId, request.query.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', fileDisposition('attachment', filename, 'contract.pdf'))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );
};
