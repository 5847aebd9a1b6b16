import { apiRequest } from '../../shell/api-client';
import type { OpenedCell } from './types';

/** The rental cabinet's calls (browser side). */
export const rentalCabinetApi = {
  /** Cancels the person's unpaid booking (DELETE /api/cabinet/v3/rental/tools/booking): the tools are free at once. */
  cancelBooking: (orderId: number) =>
    apiRequest<{ status: string }>('/api/cabinet/v3/rental/tools/booking', { method: 'DELETE', query: { order_id: orderId } }),
  /** Opens the cell the tool waits in («Открыть ячейку»): the rental's clock starts when its door closes on an empty cell. */
  openCell: (orderId: number, unitId: number) =>
    apiRequest<OpenedCell>('/api/cabinet/v2/rental/orders/cell/open', { method: 'POST', body: { order_id: orderId, unit_id: unitId } }),
  /** Opens a free cell of the chosen locker for the tool's return: the clock stops when its door closes on the tool. */
  openReturnCell: (orderId: number, unitId: number, postomatId: number) =>
    apiRequest<OpenedCell>('/api/cabinet/v2/rental/orders/cell/return', {
      method: 'POST',
      body: { order_id: orderId, unit_id: unitId, postomat_id: postomatId },
    }),
};
