import type { Tx } from '../../../db/tx';
import { DEFAULT_TIME_ZONE } from '../../../lib/format/dates';
import type { PriceSnapshot } from '../../orders/service.server';
import { paidTimeOver, toolRefund, unusedTitle, type ToolRefund } from './early-end-rules';
import { paidPeriodsOf, toolsOfRental } from './rental-tools.server';

/** One tool's part of an early end: where it is and what comes back for it. */
export interface EarlyEndTool {
  unit_id: number;
  name: string;
  state: ToolRefund['state'];
  /** The whole hours or days of paid time left unused («2 часа»), null when none. */
  unused: string | null;
  amount: number;
  /** Of the booking's share paid with points: what comes back as points. */
  points: number;
}

export interface EarlyEndFigures {
  tools: EarlyEndTool[];
  /** What comes back to the card. */
  refund: number;
  /** What comes back as points: the unused part of what points paid. */
  points: number;
  /** Every tool of the order still waits in its cell: everything paid comes back and the order is canceled. */
  never_taken: boolean;
  /** No tool is out with the renter: the rental may be ended now. */
  all_back: boolean;
  /** Every tool's paid time is over (back at or after its end, or its pickup window passed): nothing to end early. */
  time_over: boolean;
  lines: { title: string; amount: number }[];
  /** The locker's time zone: the pages show the tools' times by it. */
  time_zone: string;
}

function toolLine(tool: EarlyEndTool): string {
  if (tool.state === 'not_taken') return `${tool.name}: не забирали — возвращаем всё`;
  if (tool.state === 'missed') return `${tool.name}: не забрали, пока ячейка ждала, — время брони вышло`;
  if (tool.state === 'out') return `${tool.name}: если вернёте сейчас, не использовано ${tool.unused ?? 'целых часов: 0'}`;
  return tool.unused ? `${tool.name}: не использовано ${tool.unused}` : `${tool.name}: неиспользованных целых часов нет`;
}

/**
 * What ending the rental early gives back now (`early-end-rules.ts`), capped by what of the order's
 * price can still be returned to the card (`refundable`: fines and the deposit aside), and the part
 * points paid, as points (up to what the order spent). An order none of whose tools was taken gets
 * everything back.
 */
export async function earlyEndFigures(
  tx: Tx,
  order: { id: number; price: PriceSnapshot | null },
  now: Date,
  refundable: number,
): Promise<EarlyEndFigures> {
  const tools = await toolsOfRental(tx, order.id);
  const periods = await paidPeriodsOf(tx, order, tools);
  const rows: EarlyEndTool[] = tools.map((tool) => {
    const refund = toolRefund({ ...tool, periods: periods.get(tool.unitId) ?? [] }, now);
    return {
      unit_id: tool.unitId,
      name: tool.modelName,
      state: refund.state,
      unused: refund.unused.length > 0 ? unusedTitle(refund.unused) : null,
      amount: refund.amount,
      points: refund.points,
    };
  });
  const neverTaken = rows.length > 0 && rows.every((row) => row.state === 'not_taken');
  const counted = rows.reduce((sum, row) => sum + row.amount, 0);
  const refund = Math.max(0, neverTaken ? refundable : Math.min(counted, refundable));
  const spent = Math.max(0, order.price?.bonusesUsed ?? 0);
  const points = neverTaken
    ? spent
    : Math.min(
        spent,
        rows.reduce((sum, row) => sum + row.points, 0),
      );
  const lines = rows.map((row) => ({ title: toolLine(row), amount: row.amount }));
  if (!neverTaken && counted > refund) lines.push({ title: 'Не больше того, что оплачено картой', amount: refund - counted });
  lines.push({ title: 'К возврату на карту', amount: refund });
  return {
    tools: rows,
    refund,
    points,
    never_taken: neverTaken,
    all_back: !tools.some((tool) => tool.stage === 'in_use'),
    time_over: tools.every((tool) => paidTimeOver(tool, now)),
    lines,
    time_zone: tools[0]?.timeZone ?? DEFAULT_TIME_ZONE,
  };
}
