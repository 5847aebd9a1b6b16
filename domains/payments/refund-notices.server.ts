import type { Tx } from '../../db/tx';
import { formatRub } from '../../lib/format/money';
import { addNotification } from '../notifications/service.server';
import type { payments } from './tables';

type PaymentRow = typeof payments.$inferSelect;

/** Tells the payer that money went back to the card, in the transaction that records the refund; nothing for card checks or guests. */
export async function tellRefundPaid(tx: Tx, row: PaymentRow, amount: number, now: Date): Promise<void> {
  if (row.userId === null || amount <= 0 || row.purpose === 'card_binding') return;
  const order = row.orderId === null ? '' : ` по заказу №${row.orderId}`;
  await addNotification(
    tx,
    row.userId,
    {
      event: 'refund_paid',
      showType: 'PAYMENT',
      title: 'Деньги возвращены',
      text: `Вернули ${formatRub(amount)}${order} на карту, с которой платили. Банк зачислит их в течение нескольких дней.`,
      ...(row.orderId === null ? {} : { orderId: row.orderId }),
      link: '/cabinet/payments/',
    },
    now,
  );
}
