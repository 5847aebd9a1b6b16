import { apiCreate, apiRequest } from '../../shell/api-client';
import type { EarlyEndCalculation, EarlyEndState, ExtensionPeriods, OpenedCell, PhotoStage, RentalPhoto } from './types';

/** What «Продлить аренду» answers: the extension waits for its payment at `confirmation_url`. */
export interface ExtensionAnswer {
  change_id: number;
  status: string;
  amount: number;
  confirmation_url: string | null;
}

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
  /** The periods the rental can be extended by now, with prices and new ends (GET …/rental/orders/extension/periods). */
  extensionPeriods: (orderId: number) =>
    apiRequest<ExtensionPeriods>('/api/cabinet/v2/rental/orders/extension/periods', { query: { id: orderId } }),
  /** Extends the rental by a period and answers its payment page (POST …/rental/orders/extension). */
  extend: (orderId: number, unit: 'hour' | 'day', periodNumber: number) =>
    apiCreate<ExtensionAnswer>('/api/cabinet/v2/rental/orders/extension', { id: orderId, unit, period_number: periodNumber }),
  /** What ending early gives back now (GET …/rental/orders/cancel/calculation). */
  earlyEndCalculation: (orderId: number) =>
    apiRequest<EarlyEndCalculation>('/api/cabinet/v2/rental/orders/cancel/calculation', { query: { id: orderId } }),
  /** Ends the rental early with the marks (POST …/rental/orders/cancel). */
  endEarly: (orderId: number, marks: string[], comment: string) =>
    apiCreate<EarlyEndState>('/api/cabinet/v2/rental/orders/cancel', {
      id: orderId,
      quality_statuses: marks,
      comment: comment || undefined,
    }),
};

type UploadAnswer = { data?: RentalPhoto; message?: string | string[]; fields?: Record<string, string> } | null;

/** The refusal's words: the fields' messages, else the message, else a general one. */
function refusalText(body: UploadAnswer): string {
  if (body?.fields) return Object.values(body.fields).join('. ');
  const message = Array.isArray(body?.message) ? body.message.join('\n') : body?.message;
  return message || 'Не удалось загрузить фото. Попробуйте ещё раз';
}

/**
 * Uploads one photo of the tool (POST /api/cabinet/v2/rental/orders/files, multipart `id`, `stage`,
 * `file`) through XMLHttpRequest, whose upload reports its progress (0–100) as the bytes leave.
 */
export function uploadRentalPhoto(orderId: number, stage: PhotoStage, file: File, onProgress: (percent: number) => void) {
  const form = new FormData();
  form.append('id', String(orderId));
  form.append('stage', stage);
  form.append('file', file);
  return new Promise<RentalPhoto>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/cabinet/v2/rental/orders/files');
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Client-Type', 'WEB_CLIENT');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      let body: UploadAnswer;
      try {
        body = JSON.parse(request.responseText) as UploadAnswer;
      } catch {
        body = null;
      }
      if (request.status >= 200 && request.status < 300 && body?.data) resolve(body.data);
      else reject(new Error(request.status === 413 ? 'Фото больше 10 МБ. Уменьшите его и загрузите снова' : refusalText(body)));
    };
    request.onerror = () => reject(new Error('Нет связи с сервером. Проверьте интернет и попробуйте ещё раз'));
    request.send(form);
  });
}
