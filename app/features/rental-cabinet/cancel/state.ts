import { EARLY_END_COMMENT_MAX, rentalQualityCodes } from '../../../../domains/prokat/order-kind/early-end-marks';

/** The rentals' cancel flow (ending a tool rental early) keeps its choices in the URL: a reload loses nothing. */
export interface EarlyEndUrlState {
  quality: string[];
  comment: string;
}

export const earlyEndSteps = ['quality', 'recalc', 'stuffs'] as const;
export type EarlyEndStep = (typeof earlyEndSteps)[number] | 'success';

/** Short names of the steps, shown in the step list on every screen. */
export const earlyEndStepTitles: Record<(typeof earlyEndSteps)[number], string> = {
  quality: 'Оценка',
  recalc: 'Расчёт',
  stuffs: 'Возврат',
};

export function parseEarlyEndState(params: URLSearchParams): EarlyEndUrlState {
  const known = new Set<string>(rentalQualityCodes);
  const quality = (params.get('quality') ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter((code, index, all) => known.has(code) && all.indexOf(code) === index);
  return { quality, comment: (params.get('comment') ?? '').slice(0, EARLY_END_COMMENT_MAX) };
}

export function earlyEndQuery(state: Partial<EarlyEndUrlState>): string {
  const params = new URLSearchParams();
  if (state.quality && state.quality.length > 0) params.set('quality', state.quality.join(','));
  if (state.comment) params.set('comment', state.comment);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** /cabinet/subscriptions/rental/{id}/cancel/{step}/ with the choices so far (success carries none). */
export function earlyEndPath(orderId: number, step: EarlyEndStep, state: Partial<EarlyEndUrlState> = {}): string {
  return `/cabinet/subscriptions/rental/${orderId}/cancel/${step}/${step === 'success' ? '' : earlyEndQuery(state)}`;
}
