import type { Tx } from '../../../db/tx';
import { formatRub } from '../../../lib/format/money';
import { addNotification } from '../../notifications/service.server';
import type { orders } from '../tables';
import type { FineRow } from './fine-views';
import { orderPageOf } from './order-notices.server';
import type { ProductKinds } from './product-kind';

export type FineEvent = 'fine_due' | 'fine_paid' | 'fine_unpaid' | 'fine_waived';

function words(event: FineEvent, fine: FineRow): { title: string; text: string } {
  const sum = formatRub(fine.amount);
  const reason = fine.reason.replace(/[.!]+$/, '');
  const what = `«${fine.title}» по заказу №${fine.orderId}`;
  switch (event) {
    case 'fine_due':
      return { title: 'Начислен штраф', text: `Штраф ${what}: ${sum}. ${reason}. Спишем его с сохранённой карты.` };
    case 'fine_paid':
      return { title: 'Штраф оплачен', text: `Штраф ${what} на ${sum} оплачен.` };
    case 'fine_unpaid':
      return { title: 'Не удалось списать штраф', text: `Штраф ${what} на ${sum} не списался с карты. Оплатите его на странице заказа.` };
    case 'fine_waived':
      return { title: 'Штраф отменён', text: `Штраф ${what} на ${sum} отменён: ${fine.decisionReason ?? 'решение поддержки'}.` };
  }
}

/** Tells the order's owner what happened to a fine, in the transaction that did it. */
export async function tellFine(
  tx: Tx,
  kinds: ProductKinds,
  order: Pick<typeof orders.$inferSelect, 'id' | 'kind' | 'userId'>,
  fine: FineRow,
  event: FineEvent,
  now: Date,
): Promise<void> {
  if (order.userId === null) return;
  await addNotification(
    tx,
    order.userId,
    { event, showType: 'ORDER', ...words(event, fine), orderId: order.id, link: orderPageOf(kinds, order) },
    now,
  );
}
