/** Russian names of cell features as the cabinet shows them. */
export const cellFeatureTitles: Record<string, string> = {
  heating: 'Отопление',
  access_24h: 'Доступ 24/7',
  ground_floor: 'Первый этаж',
  near_lift: 'Рядом с лифтом',
  shelves: 'Стеллажи',
  pallet_access: 'Подъезд для паллет',
  video: 'Видеонаблюдение',
  ventilation: 'Вентиляция',
  alarm: 'Сигнализация',
};

/** A short way to the cell from what the warehouse and cell records say. */
export function routeText(input: {
  address: string;
  metro: string | null;
  floor: number;
  cellNumber: string;
  features: string[];
  loading?: string;
  parking?: string;
}): string {
  const parts = [`Вход со стороны адреса ${input.address}${input.metro ? ` (м. ${input.metro})` : ''}.`];
  // Each fact once: the floor (which the «Первый этаж» feature only repeats), the lift beside it.
  const lift = input.features.includes('near_lift');
  parts.push(
    input.floor <= 1
      ? `Ячейка № ${input.cellNumber} — на первом этаже${lift ? ', рядом с лифтом' : ''}.`
      : `Поднимитесь на ${input.floor}-й этаж, ячейка № ${input.cellNumber}${lift ? ' — рядом с лифтом' : ''}.`,
  );
  if (input.loading) parts.push(`Разгрузка: ${input.loading}.`);
  if (input.parking) parts.push(`Парковка: ${input.parking}.`);
  parts.push('Код наберите на панели у ворот, затем у входа в зону ячеек.');
  return parts.join(' ');
}
