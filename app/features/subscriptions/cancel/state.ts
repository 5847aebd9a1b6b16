import { QUALITY_COMMENT_MAX, qualityStatusCodes } from '../../../../domains/orders/cancel/cancel-rules';

/**
 * The cancel flow keeps its choices in the URL (date, whether the cell was used, quality marks,
 * comment): a reload loses nothing.
 */
export interface CancelUrlState {
  date: string | null;
  /** Whether the cell was used: a photo of it emptied is asked only then. */
  used: boolean;
  quality: string[];
  comment: string;
}

export const cancelSteps = ['conditions', 'photo', 'quality', 'recalc', 'stuffs'] as const;
export type CancelStep = (typeof cancelSteps)[number] | 'success';

/** Short names of the steps, shown in the step list on every screen. */
export const stepTitles: Record<(typeof cancelSteps)[number], string> = {
  conditions: 'Условия',
  photo: 'Фото',
  quality: 'Оценка',
  recalc: 'Расчёт',
  stuffs: 'Вещи',
};

/** The photo step is skipped when the cell was not used. */
export function stepSkipped(step: CancelStep, state: Pick<CancelUrlState, 'used'>): boolean {
  return step === 'photo' && !state.used;
}

export function parseCancelState(params: URLSearchParams): CancelUrlState {
  const date = params.get('date');
  const known = new Set<string>(qualityStatusCodes);
  const quality = (params.get('quality') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s, i, all) => known.has(s) && all.indexOf(s) === i);
  return {
    date: date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null,
    used: params.get('used') !== '0',
    quality,
    comment: (params.get('comment') ?? '').slice(0, QUALITY_COMMENT_MAX),
  };
}

export function cancelQuery(state: Partial<CancelUrlState>): string {
  const params = new URLSearchParams();
  if (state.date) params.set('date', state.date);
  if (state.used === false) params.set('used', '0');
  if (state.quality && state.quality.length > 0) params.set('quality', state.quality.join(','));
  if (state.comment) params.set('comment', state.comment);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function stepPath(orderId: number, step: CancelStep, state: Partial<CancelUrlState> = {}): string {
  const base = `/cabinet/subscriptions/storages/${orderId}/cancel/`;
  return `${step === 'conditions' ? base : `${base}${step}/`}${step === 'success' ? '' : cancelQuery(state)}`;
}

/** Where "Далее" of the conditions leads and "Назад" of the survey returns: the photo only for a used cell. */
export function afterConditions(state: Pick<CancelUrlState, 'used'>): 'photo' | 'quality' {
  return state.used ? 'photo' : 'quality';
}
