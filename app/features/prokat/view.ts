import type { Postomat } from '../../../domains/prokat/catalogue-schema';
import { formatRub } from '../../../lib/format/money';
import { pluralRu } from '../../../lib/format/plural';

/** «18 инструментов», «1 инструмент». */
export function toolsCountText(count: number): string {
  return `${count} ${pluralRu(count, ['инструмент', 'инструмента', 'инструментов'])}`;
}

/** «6 постаматов», «1 постамат». */
export function postomatsCountText(count: number): string {
  return `${count} ${pluralRu(count, ['постамат', 'постамата', 'постаматов'])}`;
}

/** The locker's hours as people read them: «Круглосуточно» or its own text («Ежедневно 10:00–22:00»). */
export function hoursText(timetable: Postomat['timetable']): string {
  return timetable.around24h ? 'Круглосуточно' : timetable.text;
}

/** «от 150 ₽»: the cheapest period of a model. */
export const priceFromText = (price: number) => `от ${formatRub(price)}`;

/** «Ячейка 12». */
export const cellText = (cell: number) => `Ячейка ${cell}`;

/** «П-101 · ТЦ «Авиапарк»»: how a locker is named in lists and titles. */
export const postomatTitle = (postomat: Pick<Postomat, 'number' | 'name'>) => `${postomat.number} · ${postomat.name}`;

/**
 * schema.org openingHours of a locker: round the clock, or «Ежедневно 10:00–22:00» every day those
 * hours (past midnight too: «05:30–01:00»); other free text is left out rather than guessed.
 */
export function openingHours(timetable: Postomat['timetable']): string[] {
  if (timetable.around24h) return ['Mo-Su 00:00-24:00'];
  const daily = /^Ежедневно (\d{2}:\d{2})[–-](\d{2}:\d{2})$/.exec(timetable.text.trim());
  return daily ? [`Mo-Su ${daily[1]}-${daily[2]}`] : [];
}
