import { apiRequest } from '../../shell/api-client';

/** The rental cabinet's calls (browser side). */
export const rentalCabinetApi = {
  /** Cancels the person's unpaid booking (DELETE /api/cabinet/v3/rental/tools/booking): the tools are free at once. */
  cancelBooking: (orderId: number) =>
    apiRequest<{ status: string }>('/api/cabinet/v3/rental/tools/booking', { method: 'DELETE', query: { order_id: orderId } }),
};
