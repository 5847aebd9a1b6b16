import { useState } from 'react';
import { SmartLink } from '../../shell/smart-link';
import { detailsStyles as d } from '../subscriptions';
import { earlyEndPath } from './cancel/state';
import { ExtendDialog } from './extend-dialog';
import type { RentalOrderPageData, RentalTool } from './types';

/** A tool still waits in its cell with its window open, or is in use: its time can be extended. */
function extendable(tool: RentalTool, now: string): boolean {
  return tool.stage === 'in_use' || (tool.stage === 'awaiting_pickup' && tool.pickup_until !== null && tool.pickup_until > now);
}

/**
 * What the renter does with a paid rental besides the cells: «Продлить аренду» (a period of the
 * tariffs, paid at once) while a tool waits in its cell or is in use, and «Завершить досрочно»
 * (the cancel flow: marks, the refund, the return, done).
 */
export function RentalActions({ order, tools, now }: { order: RentalOrderPageData['order']; tools: RentalTool[]; now: string }) {
  const [open, setOpen] = useState(false);
  if (order.status !== 'active' || tools.every((tool) => tool.stage === null)) return null;
  const canExtend = tools.some((tool) => extendable(tool, now));
  return (
    <>
      <div className={d.actions} data-testid="rental-actions">
        {canExtend ? (
          <button type="button" className="btn btn-primary" onClick={() => setOpen(true)} data-testid="extend-rental">
            Продлить аренду
          </button>
        ) : null}
        <SmartLink to={earlyEndPath(order.id, 'quality')} className="btn btn-secondary" data-testid="end-early">
          Завершить досрочно
        </SmartLink>
      </div>
      {canExtend ? <ExtendDialog orderId={order.id} open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
