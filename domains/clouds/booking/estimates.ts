/**
 * What common things take, in cubic metres: the calculator adds them up to suggest a volume. The
 * storekeeper measures the real volume at drop-off, and the plan follows the measurement.
 */
export interface ItemEstimate {
  code: string;
  title: string;
  group: string;
  /** m³ one piece takes, packed. */
  volume: number;
}

export const ITEM_ESTIMATES: readonly ItemEstimate[] = [
  { code: 'box_s', title: 'Коробка малая (40×30×30 см)', group: 'Коробки и сумки', volume: 0.04 },
  { code: 'box_m', title: 'Коробка средняя (60×40×40 см)', group: 'Коробки и сумки', volume: 0.1 },
  { code: 'box_l', title: 'Коробка большая (80×50×50 см)', group: 'Коробки и сумки', volume: 0.2 },
  { code: 'suitcase', title: 'Чемодан', group: 'Коробки и сумки', volume: 0.1 },
  { code: 'bag', title: 'Сумка или мешок с вещами', group: 'Коробки и сумки', volume: 0.08 },
  { code: 'sofa_2', title: 'Диван двухместный', group: 'Мебель', volume: 1.5 },
  { code: 'sofa_3', title: 'Диван трёхместный', group: 'Мебель', volume: 2.2 },
  { code: 'armchair', title: 'Кресло', group: 'Мебель', volume: 0.8 },
  { code: 'bed_double', title: 'Кровать двуспальная (разобранная)', group: 'Мебель', volume: 1.2 },
  { code: 'mattress', title: 'Матрас двуспальный', group: 'Мебель', volume: 0.6 },
  { code: 'wardrobe', title: 'Шкаф (разобранный)', group: 'Мебель', volume: 1 },
  { code: 'table', title: 'Стол обеденный', group: 'Мебель', volume: 0.6 },
  { code: 'chair', title: 'Стул', group: 'Мебель', volume: 0.2 },
  { code: 'fridge', title: 'Холодильник', group: 'Техника', volume: 0.9 },
  { code: 'washer', title: 'Стиральная машина', group: 'Техника', volume: 0.4 },
  { code: 'tv', title: 'Телевизор в упаковке', group: 'Техника', volume: 0.2 },
  { code: 'bicycle', title: 'Велосипед', group: 'Спорт и сезонное', volume: 0.5 },
  { code: 'skis', title: 'Лыжи или сноуборд', group: 'Спорт и сезонное', volume: 0.1 },
  { code: 'tires', title: 'Комплект шин', group: 'Спорт и сезонное', volume: 0.4 },
  { code: 'stroller', title: 'Детская коляска', group: 'Спорт и сезонное', volume: 0.4 },
];
