import type { OrderCabinet } from '../orders/service.server';
import type { OrderListItem } from '../orders/schema';
import type { PaymentsService } from '../payments/service.server';
import type { SupportContextReads } from './inbox-reads.server';

const CONTEXT_ROWS = 10;

/** «Ячейка A-12, Склад на Ленина», «Облако: хранение с доставкой, Облачный склад»: the title its kind gives and the place. */
function orderTitle(order: OrderListItem): string {
  return [order.title, order.warehouse?.name].filter(Boolean).join(', ') || `Заказ №${order.id}`;
}

/** The user's orders and payments as the inbox's side panel shows them, through their domains' services. */
export function createSupportContextReads(deps: { orderCabinet: OrderCabinet; payments: PaymentsService }): SupportContextReads {
  return {
    async orders(userId) {
      const page = await deps.orderCabinet.listEveryKind(userId, CONTEXT_ROWS);
      return {
        count: page.count,
        items: page.items.map((order) => ({
          id: order.id,
          kind: order.kind,
          status: order.status_title,
          title: orderTitle(order),
          link: null,
        })),
      };
    },
    async payments(userId) {
      const page = await deps.payments.history.list(userId, { offset: 0, limit: CONTEXT_ROWS });
      return page.items.map((p) => ({ id: p.id, date: p.date, description: p.description, amount: p.amount, status: p.status_title }));
    },
  };
}
