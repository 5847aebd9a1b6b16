import { apiCreate, apiRequest } from '../../shell/api-client';

import type { CloudOrder as CloudOrderView, MonthsAndDays } from '../../../domains/clouds/booking/booking-schema';
import type { ActView, CloudItemView } from '../../../domains/clouds/cabinet/cabinet-schema';
import type { RequestSummary, RequestView } from '../../../domains/clouds/requests/request-schema';

// The shapes of domains/clouds/README.md as the server's schemas declare them (JSON in snake_case).

export type CloudRequest = RequestView;
export type CloudRequestSummary = RequestSummary;
export type CloudRequestType = RequestView['type'];
export type CloudWindow = RequestView['window'];
export type CloudItem = CloudItemView;
export type CloudOrder = CloudOrderView;
export type CloudAct = ActView;
export type SlotMonths = MonthsAndDays;
export type SlotWindow = MonthsAndDays['months'][number]['days'][number]['windows'][number];

export interface ReturnDraft {
  order_id: number;
  item_ids?: number[];
  all?: boolean;
  window_id: number;
  address_id: number;
  floor?: number | null;
  passenger_elevator: boolean;
  service_lift: boolean;
  contact_name: string;
  contact_phone: string;
  comment?: string;
}

/** The cabinet calls of the clouds line the pages make in the browser (their data come with the page: page-data.ts). */
export const cloudCabinetApi = {
  order: (id: number) => apiRequest<CloudOrder>('/api/cabinet/v2/orders/clouds', { query: { id } }),
  changeWindow: (requestId: number, windowId: number) =>
    apiRequest<CloudRequest>('/api/cabinet/v2/orders/clouds/slot', {
      method: 'POST',
      body: { request_id: requestId, window_id: windowId },
    }),
  slots: (warehouseId: number) => apiRequest<SlotMonths>('/api/cabinet/v2/site/slots/months-and-days', { query: { id: warehouseId } }),
  rate: (requestId: number, rating: number, comment?: string) =>
    apiRequest<CloudRequest>('/api/cabinet/request/rating', { method: 'POST', body: { request_id: requestId, rating, comment } }),
  acceptAct: (actId: number) => apiRequest<CloudAct>('/api/cabinet/orders/act/cloud/accept', { method: 'PUT', body: { act_id: actId } }),
  disputeAct: (actId: number, comment: string) =>
    apiRequest<CloudAct>('/api/cabinet/orders/acts', { method: 'PUT', body: { act_id: actId, decision: 'dispute', comment } }),
  cancelOrder: (orderId: number) =>
    apiRequest<{ order_id: number; status: 'canceled'; refund: number; bonuses_returned: number }>('/api/cabinet/v2/orders/clouds/cancel', {
      method: 'POST',
      body: { order_id: orderId },
    }),
  createReturn: (draft: ReturnDraft) => apiCreate<CloudRequest>('/api/cabinet/v2/clouds/returns', draft),
  payRequest: (requestId: number) =>
    apiCreate<{ payment: { id: string; confirmation_url: string | null } | null; request_id: number }>(
      '/api/cabinet/orders/request/payment',
      { request_id: requestId },
    ),
};

/** A PDF answered to a POST, saved through a temporary link. */
export async function downloadPdf(path: string, body: unknown, fileName: string): Promise<void> {
  const response = await fetch(path, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', Accept: 'application/pdf', 'Client-Type': 'WEB_CLIENT' },
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error('Не удалось скачать акт. Попробуйте ещё раз');
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const downloadAct = (act: { id: number; number: string }) =>
  downloadPdf('/api/cabinet/orders/acts/download', { act_id: act.id }, `Акт ${act.number}.pdf`);
