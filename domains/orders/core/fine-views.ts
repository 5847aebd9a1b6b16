import type { orderFines } from '../tables';
import { FINE_STATUS_TITLES, type FineStatus, type FineView, type OrderFinesView } from './fine';

export type FineRow = typeof orderFines.$inferSelect;

const OPEN: readonly FineStatus[] = ['due', 'charging', 'unpaid'];

export function fineView(row: FineRow): FineView {
  const status = row.status as FineStatus;
  return {
    uuid: row.uuid,
    order_id: row.orderId,
    code: row.code,
    title: row.title,
    reason: row.reason,
    amount: row.amount,
    status,
    status_title: FINE_STATUS_TITLES[status],
    decision_reason: row.decisionReason,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    can_pay: status === 'unpaid',
  };
}

export function finesSummary(rows: FineRow[]): OrderFinesView {
  const items = rows.map(fineView);
  const sum = (statuses: readonly FineStatus[]) => items.filter((f) => statuses.includes(f.status)).reduce((s, f) => s + f.amount, 0);
  return { items, open_total: sum(OPEN), paid_total: sum(['paid']) };
}
