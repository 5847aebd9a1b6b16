import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.server';
import { AppError } from '../../../lib/errors';
import { prokatModels, prokatRentalUnits, prokatUnits } from '../tables';
import { STAFF_FINE_GROUPS, type DamageFineBody, type StaffFineCode } from './damage-schema';

/** A row of the published fines table (content's `rental_penalties`). */
export interface PublishedFine {
  code: string;
  group: string;
  title: string;
  amount: number | null;
  amount_text: string | null;
}

export interface DamageFineDeps<Fine> {
  db: Db;
  /** The published table, read through the content service. */
  published: () => Promise<PublishedFine[]>;
  /** The order core's staff fine: proposed until an operator decides it; FINE_EXISTS for a key fined before. */
  propose: (input: {
    orderId: number;
    key: string;
    code: string;
    title: string;
    reason: string;
    amount: number;
    staffUserId: number;
    ip: string | null;
  }) => Promise<Fine>;
}

const fieldError = (field: string, message: string) => new AppError('VALIDATION_ERROR', { message, fields: { [field]: message } });

/**
 * Fines staff set for a tool after its return (a damage, a loss, dirt, a broken locker rule), by the
 * published table: the fixed sum where it names one, else the sum staff enter. One fine per tool and
 * code; an operator confirms or waives it (the order core's fines).
 */
export function createDamageFines<Fine>(deps: DamageFineDeps<Fine>) {
  const { db } = deps;

  async function codes(): Promise<StaffFineCode[]> {
    const rows = await deps.published();
    return rows
      .filter((row) => (STAFF_FINE_GROUPS as readonly string[]).includes(row.group))
      .map(({ code, group, title, amount, amount_text }) => ({ code, group, title, amount, amount_text }));
  }

  async function propose(input: DamageFineBody & { staffUserId: number; ip: string | null }): Promise<Fine> {
    const [tool] = await db
      .select({ stage: prokatRentalUnits.stage, model: prokatModels.name, inventory: prokatUnits.inventoryNumber })
      .from(prokatRentalUnits)
      .innerJoin(prokatUnits, eq(prokatUnits.id, prokatRentalUnits.unitId))
      .innerJoin(prokatModels, eq(prokatModels.id, prokatUnits.modelId))
      .where(and(eq(prokatRentalUnits.orderId, input.order_id), eq(prokatRentalUnits.unitId, input.unit_id)));
    if (!tool) throw new AppError('NOT_FOUND', { message: 'Такого инструмента нет в этом заказе' });
    if (tool.stage === 'awaiting_pickup') {
      throw new AppError('CONFLICT', { message: 'Инструмент ещё лежит в ячейке: штрафовать не за что' });
    }
    const row = (await codes()).find((c) => c.code === input.code);
    if (!row) throw fieldError('code', 'Выберите штраф из таблицы: повреждение, утеря, чистка или правила постамата');
    const amount = input.amount ?? row.amount;
    if (amount === null) throw fieldError('amount', `Укажите сумму: ${row.amount_text ?? 'у этого штрафа нет фиксированной суммы'}`);
    return deps.propose({
      orderId: input.order_id,
      key: `damage:${input.unit_id}:${row.code}`,
      code: row.code,
      title: row.title,
      reason: `«${tool.model}», инв. № ${tool.inventory}: ${input.note}`,
      amount,
      staffUserId: input.staffUserId,
      ip: input.ip,
    });
  }

  return { codes, propose };
}
