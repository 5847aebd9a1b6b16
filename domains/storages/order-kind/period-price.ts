import { formatRub, roundRub } from '../../../lib/format/money';
import { pluralRu } from '../../../lib/format/plural';
import type { KindPrice, PeriodInfo, PriceLine, TariffKind } from '../../orders/service.server';

/** A rental of whole months (monthly tariff) or days (daily and guest), as the price lines count them. */
export interface PeriodChoice {
  tariffKind: TariffKind;
  /** RUB per month (monthly) or per day (daily, guest). */
  unitPrice: number;
  /** «ячейка S (2 м²)», «Облачное хранение 1,5 м³»: what the rental line names. */
  subject: string;
  period: PeriodInfo;
}

export function unitWord(kind: TariffKind, count: number): string {
  return kind === 'monthly' ? pluralRu(count, ['месяц', 'месяца', 'месяцев']) : pluralRu(count, ['день', 'дня', 'дней']);
}

/** What the first month of a rental costs after the period discount: a month's price, or up to 30 days of a daily one. */
export function firstMonthPrice(kind: TariffKind, unitPrice: number, units: number, periodPercent: number): number {
  const first = kind === 'monthly' ? unitPrice : unitPrice * Math.min(units, 30);
  return roundRub((first * (100 - periodPercent)) / 100);
}

/**
 * The price lines of a rental by periods (storage cells and clouds): the unit price times the
 * period's months or days, and the period's discount when it has one.
 */
export function periodTariffPrice(choice: PeriodChoice): KindPrice {
  const units = choice.period.length;
  const unitPrice = Math.max(0, roundRub(choice.unitPrice));
  const base = unitPrice * units;
  const percent = Math.min(Math.max(choice.period.discountPercent, 0), 100);
  const periodDiscount = roundRub((base * percent) / 100);
  const unit = choice.tariffKind === 'monthly' ? 'month' : 'day';
  const lines: PriceLine[] = [
    {
      title: `Аренда: ${choice.subject}, ${formatRub(unitPrice)} × ${units} ${unitWord(choice.tariffKind, units)}`,
      unit,
      quantity: units,
      unit_price: unitPrice,
      amount: base,
      type: 'charge',
    },
  ];
  if (periodDiscount > 0) {
    lines.push({
      title: `Скидка за период «${choice.period.title}» (${percent} %)`,
      unit: 'period',
      quantity: 1,
      unit_price: -periodDiscount,
      amount: -periodDiscount,
      type: 'discount',
    });
  }
  return {
    lines,
    firstPeriodAmount: firstMonthPrice(choice.tariffKind, unitPrice, units, percent),
    summary: {
      tariffKind: choice.tariffKind,
      periodCode: choice.period.code,
      periodTitle: choice.period.title,
      unitPrice,
      units,
      periodDiscountPercent: percent,
    },
  };
}
