import { apiCreate, apiRequest } from '../../shell/api-client';
import type { OrderFile, SettingsResult, TariffPrice } from '../../../domains/orders/cabinet/cabinet-schema';
import type { AccessUser } from '../../../domains/orders/access/grants-schema';

/** The cabinet calls of the subscription pages (browser side). */
export const subscriptionsApi = {
  setComment: (id: number, comment: string) =>
    apiRequest<SettingsResult>('/api/cabinet/orders/comment/update', { method: 'POST', body: { id, comment } }),
  setAutoRenewal: (id: number, value: boolean) =>
    apiRequest<SettingsResult>('/api/cabinet/v2/orders/autoRenewal', { method: 'PUT', body: { id, auto_renewal: value } }),
  setUsingBonuses: (id: number, value: boolean) =>
    apiRequest<SettingsResult>('/api/cabinet/v2/orders/usingBonuses', { method: 'PUT', body: { id, using_bonuses: value } }),
  setPaymentMethod: (id: number, method: 'card' | 'invoice', cardUuid: string | null) =>
    apiRequest<SettingsResult>('/api/cabinet/v2/orders/payment-method', {
      method: 'PUT',
      body: { id, payment_method: method, card_uuid: cardUuid },
    }),
  setCompany: (id: number, companyUuid: string | null) =>
    apiRequest<SettingsResult>('/api/cabinet/v2/orders/organization/change', { method: 'POST', body: { id, company_uuid: companyUuid } }),
  tariffPrices: (id: number) => apiRequest<{ items: TariffPrice[] }>('/api/cabinet/v2/orders/tariffs/prices', { query: { id } }),
  extend: (id: number, periodCode: string) =>
    apiCreate<{ confirmation_url: string | null }>('/api/cabinet/v2/orders/tariffs', { id, period_code: periodCode, extend: true }),
  setNextPeriod: (id: number, periodCode: string) =>
    apiRequest<{ settings: SettingsResult }>('/api/cabinet/v2/orders/tariffs', { method: 'POST', body: { id, period_code: periodCode } }),
  /** Rates a finished order once (1–5 stars, an optional comment). */
  rate: (id: number, rating: number, comment: string) =>
    apiRequest<unknown>('/api/cabinet/orders/rating/send', {
      method: 'POST',
      body: { id, rating, ...(comment.trim() ? { comment } : {}) },
    }),
  /** Pays an order awaiting payment again (the orders service's placeOrder call). */
  pay: (id: number) =>
    apiCreate<{ payment: { id: string; confirmation_url: string | null } }>('/api/cabinet/v2/placeOrder', { order_id: id }),
  saveReason: (id: number, reason: string, comment?: string) =>
    apiRequest<{ ok: true }>('/api/cabinet/v2/orders/cancel/reason', { method: 'POST', body: { id, reason, comment } }),
  submitCancel: (body: { id: number; date: string; reason: string; quality_statuses: string[]; comment?: string; stuffs_taken: true }) =>
    apiRequest<{ status: string }>('/api/cabinet/v2/orders/cancel', { method: 'POST', body }),
  withdrawCancel: (id: number) =>
    apiRequest<{ status: string }>('/api/cabinet/v2/orders/cancel/withdraw', { method: 'POST', body: { id } }),
  deleteFile: (id: number, fileUuid: string) =>
    apiRequest<{ ok: true }>('/api/cabinet/v2/orders/files', { method: 'DELETE', body: { id, file_uuid: fileUuid } }),
  claimGuestOrders: () => apiRequest<{ order_ids: number[] }>('/api/cabinet/v2/orders/guest/claim', { method: 'POST' }),
  /** The number as the server normalises it, or a refusal with `fields.phone`. */
  validatePhone: (phone: string) =>
    apiRequest<{ phone: string; formatted: string }>('/api/auth/phone/validate', { method: 'POST', body: { phone } }),
  grantAccess: (body: {
    order_id: number;
    phone: string;
    name?: string;
    valid_from?: string;
    valid_to?: string | null;
    permissions: string[];
  }) => apiRequest<AccessUser & { sms_sent: boolean }>('/api/cabinet/v2/orders/access', { method: 'POST', body }),
  revokeAccess: (id: string, phone: string) =>
    apiRequest<{ id: string }>('/api/cabinet/v2/orders/access', { method: 'DELETE', body: { id, phone } }),
};

/** Multipart upload of one photo; fetch directly since the JSON client sends JSON bodies only. */
export async function uploadOrderPhoto(id: number, file: File): Promise<OrderFile> {
  const form = new FormData();
  form.append('id', String(id));
  form.append('file', file);
  const response = await fetch('/api/cabinet/v2/orders/files', {
    method: 'POST',
    body: form,
    headers: { Accept: 'application/json', 'Client-Type': 'WEB_CLIENT' },
    credentials: 'same-origin',
  });
  const body = (await response.json().catch(() => null)) as {
    data?: OrderFile;
    message?: string | string[];
    fields?: Record<string, string>;
  } | null;
  if (!response.ok || !body?.data) {
    const text = body?.fields
      ? Object.values(body.fields).join('. ')
      : Array.isArray(body?.message)
        ? body.message.join('\n')
        : body?.message;
    throw new Error(text || 'Не удалось загрузить фото. Попробуйте ещё раз');
  }
  return body.data;
}

/** The invoice PDF (a POST answered with the file): saved through a temporary link. */
export async function downloadInvoice(invoiceId: number, number: string): Promise<void> {
  const response = await fetch('/api/cabinet/v2/invoice/download', {
    method: 'POST',
    body: JSON.stringify({ id: invoiceId }),
    headers: { 'Content-Type': 'application/json', 'Client-Type': 'WEB_CLIENT' },
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error('Не удалось скачать счёт. Попробуйте ещё раз');
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `Счёт ${number}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
