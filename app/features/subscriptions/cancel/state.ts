import { qualityStatusCodes } from '../../../../domains/orders/cancel-rules';

/** The cancel flow keeps its choices in the URL (date, quality marks, comment): a reload loses nothing. */
export interface CancelUrlState {
  date: string | null;
  quality: string[];
  comment: string;
}

export const cancelSteps = ['conditions', 'photo', 'quality', 'recalc', 'stuffs'] as const;
export type CancelStep = (typeof cancelSteps)[number] | 'success';

export const stepTitles: Record<(typeof cancelSteps)[number], string> = {
  conditions: 'Условия и дата',
  photo: 'Фото ячейки',
  quality: 'Оценка',
  recalc: 'Расчёт',
  stuffs: 'Подтверждение',
};

export function parseCancelState(params: URLSearchParams): CancelUrlState {
  const date = params.get('date');
  const known = new Set<string>(qualityStatusCodes);
  const quality = (params.get('quality') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s, i, all) => known.has(s) && all.indexOf(s) === i);
  return { date: date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null, quality, comment: (params.get('comment') ?? '').slice(0, 1000) };
}

export function cancelQuery(state: Partial<CancelUrlState>): string {
  const params = new URLSearchParams();
  if (state.date) params.set('date', state.date);
  if (state.quality && state.quality.length > 0) params.set('quality', state.quality.join(','));
  if (state.comment) params.set('comment', state.comment);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function stepPath(orderId: number, step: CancelStep, state: Partial<CancelUrlState> = {}): string {
  const base = `/cabinet/subscriptions/storages/${orderId}/cancel/`;
  return `${step === 'conditions' ? base : `${base}${step}/`}${step === 'success' ? '' : cancelQuery(state)}`;
}
