import { addDays, dayTitle } from '../../../lib/moscow-calendar';

/** The words and marks of ending a rental early, shared with the pages: reasons, how the service went, comment limits. */
export { addDays, dayTitle };

export const cancelReasons = [
  { code: 'moving', title: 'Переезжаю' },
  { code: 'not_needed', title: 'Вещи больше не нужно хранить' },
  { code: 'too_expensive', title: 'Дорого' },
  { code: 'found_other', title: 'Нашёл другое место для хранения' },
  { code: 'location', title: 'Неудобно добираться' },
  { code: 'service', title: 'Не устроило обслуживание' },
  { code: 'other', title: 'Другое' },
] as const;
export type CancelReasonCode = (typeof cancelReasons)[number]['code'];
export const cancelReasonCodes = cancelReasons.map((r) => r.code) as [CancelReasonCode, ...CancelReasonCode[]];

/** How the service went: the full list and the short one shown first. */
export const qualityStatuses = [
  { code: 'all_good', title: 'Всё понравилось', positive: true, short: true },
  { code: 'clean', title: 'Чисто и сухо', positive: true, short: true },
  { code: 'easy_access', title: 'Удобный доступ к ячейке', positive: true, short: true },
  { code: 'polite_staff', title: 'Вежливый персонал', positive: true, short: true },
  { code: 'safe', title: 'Вещи в сохранности', positive: true, short: false },
  { code: 'fair_price', title: 'Честная цена', positive: true, short: false },
  { code: 'convenient_app', title: 'Удобный кабинет и приложение', positive: true, short: false },
  { code: 'dirty', title: 'Грязно или сыро', positive: false, short: true },
  { code: 'access_problems', title: 'Трудности с доступом', positive: false, short: false },
  { code: 'rude_staff', title: 'Неприветливый персонал', positive: false, short: false },
  { code: 'damaged', title: 'Вещи повреждены', positive: false, short: true },
  { code: 'expensive', title: 'Слишком дорого', positive: false, short: false },
] as const;
export type QualityStatusCode = (typeof qualityStatuses)[number]['code'];
export const qualityStatusCodes = qualityStatuses.map((q) => q.code) as [QualityStatusCode, ...QualityStatusCode[]];

/**
 * Marks that cannot go together: each good mark and its opposite, and «Всё понравилось» with
 * any complaint. The page unticks the other side; the API refuses such a pair.
 */
export const qualityOpposites: readonly (readonly [QualityStatusCode, QualityStatusCode])[] = [
  ['clean', 'dirty'],
  ['easy_access', 'access_problems'],
  ['polite_staff', 'rude_staff'],
  ['safe', 'damaged'],
  ['fair_price', 'expensive'],
  ...qualityStatuses.filter((q) => !q.positive).map((q) => ['all_good', q.code] as const),
];

/** The marks that cannot stand with `code`. */
export function qualityOppositesOf(code: string): string[] {
  return qualityOpposites.flatMap(([a, b]) => (a === code ? [b] : b === code ? [a] : []));
}

/** Ticks or unticks a mark; ticking one unticks the marks that contradict it. */
export function toggleQuality(chosen: readonly string[], code: string): string[] {
  if (chosen.includes(code)) return chosen.filter((c) => c !== code);
  const opposite = new Set(qualityOppositesOf(code));
  return [...chosen.filter((c) => !opposite.has(c)), code];
}

/** Why a set of marks contradicts itself, in Russian; null when it does not. */
export function qualityConflict(codes: readonly string[]): string | null {
  const chosen = new Set(codes);
  for (const [a, b] of qualityOpposites) {
    if (!chosen.has(a) || !chosen.has(b)) continue;
    const title = (code: string) => qualityStatuses.find((q) => q.code === code)?.title ?? code;
    return a === 'all_good'
      ? `«Всё понравилось» нельзя отметить вместе с замечаниями: уберите «${title(b)}» или «Всё понравилось»`
      : `Отметки «${title(a)}» и «${title(b)}» противоречат друг другу: оставьте одну`;
  }
  return null;
}

/** The comments of the flow: the reason's and the one about the service go in one text of at most 1000. */
export const REASON_COMMENT_MAX = 480;
export const QUALITY_COMMENT_MAX = 480;

export function reasonTitle(code: string | null | undefined): string | null {
  if (!code) return null;
  return cancelReasons.find((r) => r.code === code)?.title ?? code;
}
