import { createHmac } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.server';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import type { AuthService } from '../../auth/service.server';
import type { UsersService } from '../../users/service.server';
import { renderContractPdf } from './contract-pdf.server';
import { contentHash, type Contracts } from './contract.server';
import { orderContracts, type orders } from '../tables';

type OrderRow = typeof orders.$inferSelect;

export interface SignClient {
  deviceId?: string;
  ip: string;
}

export interface ContractNamesInput {
  last_name?: string;
  first_name?: string;
  middle_name?: string;
}

/**
 * Signing the rental contract by a code sent to the account's phone: the auth domain's one-time
 * codes (purpose contract_sign) send it, count wrong codes under its locks and spend it once.
 */
export function createContractSigning(deps: {
  db: Db;
  clock: Clock;
  contracts: Contracts;
  otp: AuthService['otp'];
  users: UsersService;
  secret: string;
  owned: (userId: number, id: number) => Promise<OrderRow>;
}) {
  const { db, contracts } = deps;

  async function paidOrder(userId: number, orderId: number): Promise<OrderRow> {
    const order = await deps.owned(userId, orderId);
    if (!contracts.has(order)) throw new AppError('CONTRACT_NOT_READY');
    return order;
  }

  async function phoneOf(userId: number): Promise<string> {
    const user = await deps.users.getById(userId);
    if (!user?.phone) throw new AppError('PROFILE_INCOMPLETE');
    return user.phone;
  }

  return {
    /**
     * «Подписать договор»: makes the contract with the person's names (asked for when the profile
     * has none; then saved to the profile) and sends the code by SMS.
     */
    async requestCode(userId: number, orderId: number, input: ContractNamesInput, client: SignClient) {
      const order = await paidOrder(userId, orderId);
      const existing = await contracts.row(order.id);
      if (existing?.signedAt) throw new AppError('CONTRACT_SIGNED');
      const user = await deps.users.getById(userId);
      if (!user?.phone) throw new AppError('PROFILE_INCOMPLETE');
      const lastName = input.last_name ?? user.lastName ?? null;
      const firstName = input.first_name ?? user.firstName ?? null;
      const middleName = input.middle_name ?? (input.last_name || input.first_name ? null : (user.middleName ?? null));
      if (!lastName || !firstName) {
        const fields: Record<string, string> = {};
        if (!lastName) fields.last_name = 'Укажите фамилию — она будет в договоре';
        if (!firstName) fields.first_name = 'Укажите имя — оно будет в договоре';
        throw new AppError('VALIDATION_ERROR', { message: 'Укажите фамилию и имя для договора', fields });
      }
      if (!user.lastName || !user.firstName) {
        await deps.users.updateProfile(userId, { lastName, firstName, middleName: user.middleName ?? middleName });
      }
      await contracts.make(order, { lastName, firstName, middleName }, user.phone);
      const item = await deps.otp.start({ phone: user.phone, ...client }, 'contract_sign', 'SMS');
      return { phone: item.SMS.address, timeout: item.timeout, wait_timer: item.SMS.wait_timer };
    },

    /** Checks the code and records the signature: time, phone, the code's hash and the content hash. */
    async sign(userId: number, orderId: number, code: string, client: SignClient) {
      const order = await paidOrder(userId, orderId);
      const made = await contracts.row(order.id);
      if (!made) throw new AppError('CONTRACT_SIGN_NOT_STARTED');
      if (made.signedAt) throw new AppError('CONTRACT_SIGNED');
      const phone = await phoneOf(userId);
      await deps.otp.verify({ phone, ...client }, 'contract_sign', code);
      const hash = contentHash(made.content);
      if (hash !== made.contentHash) throw new AppError('CONTRACT_CHANGED');
      const now = deps.clock.now();
      const [signed] = await db
        .update(orderContracts)
        .set({
          signedAt: now,
          signedPhone: phone,
          signCodeHash: createHmac('sha256', deps.secret).update(`contract:${order.id}:${code}`).digest('hex'),
          signedContentHash: hash,
        })
        .where(and(eq(orderContracts.orderId, order.id), isNull(orderContracts.signedAt), eq(orderContracts.contentHash, hash)))
        .returning();
      if (!signed) throw new AppError('CONTRACT_CHANGED', { message: 'Договор уже подписан или изменился. Обновите страницу' });
      return { signed_at: now.toISOString() };
    },

    /**
     * The owner's PDF: the contract as made (with the signature once signed); before the signing
     * step, a draft from the profile's names.
     */
    async pdf(userId: number, orderId: number): Promise<{ body: Buffer; filename: string }> {
      const order = await paidOrder(userId, orderId);
      const made = await contracts.row(order.id);
      let content = made?.content;
      if (!content) {
        const user = await deps.users.getById(userId);
        if (!user?.phone || !user.lastName || !user.firstName) {
          throw new AppError('PROFILE_INCOMPLETE', {
            message: 'Укажите фамилию и имя в шаге «Подпишите договор» — они нужны для договора',
          });
        }
        content = await contracts.compose(
          order,
          { lastName: user.lastName, firstName: user.firstName, middleName: user.middleName },
          user.phone,
          deps.clock.now(),
        );
      }
      const signature =
        made?.signedAt && made.signedPhone && made.signedContentHash
          ? { signedAt: made.signedAt, phone: made.signedPhone, contentHash: made.signedContentHash }
          : null;
      const body = await renderContractPdf(content, signature);
      return { body, filename: `Договор аренды № ${content.number}.pdf` };
    },
  };
}

export type ContractSigning = ReturnType<typeof createContractSigning>;
