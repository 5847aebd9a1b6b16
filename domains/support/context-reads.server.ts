import type { OrderCabinet } from '../orders/service.server';
import type { PaymentsService } from '../payments/service.server';
import type { SupportContextReads } from './inbox-reads.server';

const CONTEXT_ROWS = 10;

/** The user's orders and payments as the inbox's side panel shows them, through their domains' services. */
export function createSupportContextReads(deps: { orderCabinet: OrderCabinet; payments: PaymentsService }): SupportContextReads {
  return {
    async orders(userId) {
      const page = await deps.orderCabinet.list(userId, { kind: 'storage', offset: 0, limit: CONTEXT_ROWS });
      return {
        count: page.count,
        items: page.items.map((order) => ({
          id: order.id,
          kind: order.kind,
          status: order.status_title,
          title:
            [order.warehouse?.name, order.cell ? `ячейка ${order.cell.number}` : null].filter(Boolean).join(', ') || `Заказ №${order.id}`,
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
