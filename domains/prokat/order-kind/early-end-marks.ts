/** How a tool rental went, marked when it ends early: shared by the API and the cancel pages. */
export const rentalQualityStatuses = [
  { code: 'done_early', title: 'Справился раньше', positive: true },
  { code: 'all_good', title: 'Всё понравилось', positive: true },
  { code: 'worked_badly', title: 'Инструмент работал плохо', positive: false },
  { code: 'not_suitable', title: 'Не подошёл для задачи', positive: false },
  { code: 'incomplete', title: 'Неполная комплектация', positive: false },
  { code: 'dirty', title: 'Грязный', positive: false },
  { code: 'other', title: 'Другое', positive: false },
] as const;

export type RentalQualityCode = (typeof rentalQualityStatuses)[number]['code'];
export const rentalQualityCodes = rentalQualityStatuses.map((q) => q.code) as [RentalQualityCode, ...RentalQualityCode[]];

export const EARLY_END_COMMENT_MAX = 480;

/** The complaints «Всё понравилось» cannot stand with («Другое» can: it says nothing bad by itself). */
const COMPLAINTS = new Set<string>(['worked_badly', 'not_suitable', 'incomplete', 'dirty']);

/** Ticks or unticks a mark; «Всё понравилось» and a complaint untick each other. */
export function toggleRentalQuality(chosen: readonly string[], code: string): string[] {
  if (chosen.includes(code)) return chosen.filter((c) => c !== code);
  const kept = chosen.filter((c) => (code === 'all_good' ? !COMPLAINTS.has(c) : !(COMPLAINTS.has(code) && c === 'all_good')));
  return [...kept, code];
}

/** Why the marks cannot go together or need a comment, in Russian; null when they are fine. */
export function rentalQualityProblem(codes: readonly string[], comment: string): string | null {
  const complaint = codes.find((code) => COMPLAINTS.has(code));
  if (codes.includes('all_good') && complaint) {
    const title = rentalQualityStatuses.find((q) => q.code === complaint)!.title;
    return `«Всё понравилось» нельзя отметить вместе с «${title}»: оставьте одно`;
  }
  if (codes.includes('other') && !comment.trim()) return 'Отметили «Другое» — расскажите в комментарии, что случилось';
  return null;
}
