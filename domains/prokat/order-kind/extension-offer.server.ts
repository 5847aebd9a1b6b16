import { asc, inArray } from 'drizzle-orm';
import type { Tx } from '../../../db/tx';
import { DEFAULT_TIME_ZONE, formatDateTime } from '../../../lib/format/dates';
import type { ChangeRefusal } from '../../orders/service.server';
import { prokatTariffs } from '../tables';
import { tariffTitle } from '../tariff-title';
import { orderExtension, tooLongProblem, UNIT_MS, type RentalUnit, type ToolExtension } from './extension-rules';
import { bookedByOthers, periodPrices, toolsOfRental, type RentalTool } from './rental-tools.server';

/** One tool's part of an extension: where its time runs and what it costs. */
export interface ToolExtensionOffer extends ToolExtension {
  name: string;
  amount: number;
}

/** An extension of the order by one period of the tariffs, as it could be bought now. */
export interface ExtensionOffer {
  unit: RentalUnit;
  periodNumber: number;
  title: string;
  tools: ToolExtensionOffer[];
  amount: number;
  /** The earliest of the tools' new ends: when the first tool has to be back. */
  newEnd: Date | null;
  /** A tool is past its end: its period counts from now (from the payment, when it is paid). */
  late: boolean;
  timeZone: string;
  /** Why it cannot be bought now, or null. */
  problem: ChangeRefusal | null;
}

const notExtendable = (message: string): ChangeRefusal => ({ code: 'ORDER_NOT_EXTENDABLE', message });

/**
 * The extension of every tool still waiting in its cell or in use by one period (`unit` ×
 * `periodNumber`), priced by each model's tariff of that period, with the refusal that stands in the
 * way: nothing left to extend, a model without that period, a rental grown too long, or a tool booked
 * by another order right after its end (the exclusion constraint would refuse it at payment too).
 */
export async function extensionOffer(
  tx: Tx,
  order: { id: number; startsAt: Date | null },
  choice: { unit: RentalUnit; periodNumber: number },
  now: Date,
  known?: readonly RentalTool[],
): Promise<ExtensionOffer> {
  const tools = known ?? (await toolsOfRental(tx, order.id));
  const byUnit = new Map(tools.map((tool) => [tool.unitId, tool]));
  const ms = UNIT_MS[choice.unit] * choice.periodNumber;
  const extensions = orderExtension(tools, ms, now);
  const prices = await periodPrices(
    tx,
    extensions.map((e) => byUnit.get(e.unitId)!.modelId),
    choice.unit,
    choice.periodNumber,
  );
  const offered = extensions.map((e) => {
    const tool = byUnit.get(e.unitId)!;
    return { ...e, name: tool.modelName, amount: prices.get(tool.modelId) ?? 0 };
  });
  const timeZone = tools[0]?.timeZone ?? DEFAULT_TIME_ZONE;
  const title = tariffTitle(choice.unit, choice.periodNumber);
  const newEnd = offered.length > 0 ? new Date(Math.min(...offered.map((e) => e.to.getTime()))) : null;
  const offer = {
    unit: choice.unit,
    periodNumber: choice.periodNumber,
    title,
    tools: offered,
    amount: offered.reduce((sum, e) => sum + e.amount, 0),
    newEnd,
    late: offered.some((e) => e.late),
    timeZone,
  };
  return { ...offer, problem: await problemOf(tx, order, offered, prices, byUnit, now, timeZone) };
}

async function problemOf(
  tx: Tx,
  order: { id: number; startsAt: Date | null },
  offered: ToolExtensionOffer[],
  prices: Map<number, number>,
  byUnit: Map<number, RentalTool>,
  now: Date,
  timeZone: string,
): Promise<ChangeRefusal | null> {
  if (offered.length === 0) {
    return notExtendable('Продлевать нечего: инструмент уже возвращён или его не забрали вовремя');
  }
  const missing = offered.find((e) => !prices.has(byUnit.get(e.unitId)!.modelId));
  if (missing) return { code: 'VALIDATION_ERROR', message: `У «${missing.name}» нет такого срока аренды. Выберите другой` };
  const tooLong = order.startsAt ? tooLongProblem(order.startsAt, offered) : null;
  if (tooLong) return notExtendable(tooLong);
  for (const e of offered) {
    if (await bookedByOthers(tx, e.unitId, order.id, e, now)) {
      return {
        code: 'CELL_TAKEN',
        message:
          `«${e.name}» уже забронировали сразу после вашей аренды: продлить её нельзя. ` +
          `Верните инструмент до ${formatDateTime(e.late ? now : e.from, timeZone)} или выберите срок короче`,
      };
    }
  }
  return null;
}

/**
 * Every period of the tariffs the order's tools can be extended by (one every extendable model
 * has), shortest first, each priced and checked as `extensionOffer` does.
 */
export async function extensionOffers(tx: Tx, order: { id: number; startsAt: Date | null }, now: Date): Promise<ExtensionOffer[]> {
  const tools = await toolsOfRental(tx, order.id);
  const probe = orderExtension(tools, 0, now);
  const modelIds = [...new Set(probe.map((e) => tools.find((tool) => tool.unitId === e.unitId)!.modelId))];
  if (modelIds.length === 0) return [];
  const rows = await tx
    .select({ modelId: prokatTariffs.modelId, unit: prokatTariffs.unit, periodNumber: prokatTariffs.periodNumber })
    .from(prokatTariffs)
    .where(inArray(prokatTariffs.modelId, modelIds))
    .orderBy(asc(prokatTariffs.unit), asc(prokatTariffs.periodNumber));
  const models = new Map<string, Set<number>>();
  for (const row of rows) {
    const key = `${row.unit}:${row.periodNumber}`;
    models.set(key, (models.get(key) ?? new Set()).add(row.modelId));
  }
  const periods = [...models.entries()]
    .filter(([, ids]) => ids.size === modelIds.length)
    .map(([key]) => {
      const [unit, number] = key.split(':');
      return { unit: unit as RentalUnit, periodNumber: Number(number) };
    })
    .sort((a, b) => UNIT_MS[a.unit] * a.periodNumber - UNIT_MS[b.unit] * b.periodNumber);
  const offers: ExtensionOffer[] = [];
  for (const period of periods) offers.push(await extensionOffer(tx, order, period, now, tools));
  return offers;
}
