import type { PriceLine, PriceSnapshotView } from './booking-api';
import { formatNumber } from '../../../lib/format/number';

/**
 * The lines of a price summary: the rent (price × units), then every discount and the bonuses as
 * named lines, so that they add up to the total exactly. Titles come from the server's lines; a
 * line the server left out is named here, and any difference still left (which the numbers of a
 * snapshot should never have) is shown as its own line rather than hidden.
 */
export function summaryLines(price: PriceSnapshotView): PriceLine[] {
  const named = price.lines.slice(0, -1);
  const titled = (prefix: string, amount: number, fallback: string) =>
    named.find((line) => line.title.startsWith(prefix) && line.amount === amount)?.title ?? fallback;
  const first = named[0];
  const lines: PriceLine[] = [
    {
      title:
        first && first.amount === price.base
          ? first.title
          : price.unitPrice !== undefined && price.units !== undefined
            ? `Аренда: ${formatNumber(price.unitPrice)} ₽ × ${price.units}`
            : 'Аренда',
      amount: price.base,
    },
  ];
  if (price.periodDiscount > 0) {
    const percent = price.periodDiscountPercent ? ` (${price.periodDiscountPercent} %)` : '';
    lines.push({
      title: titled(
        'Скидка за период',
        -price.periodDiscount,
        `Скидка за период${price.periodTitle ? ` «${price.periodTitle}»` : ''}${percent}`,
      ),
      amount: -price.periodDiscount,
    });
  }
  if (price.promoDiscount > 0) {
    // The server names the discount in the promo's place: a code («Промокод START10») or the
    // registration discount that applies by itself («Скидка за регистрацию»).
    const promoLine = named.find(
      (line, index) =>
        index > 0 &&
        line.amount === -price.promoDiscount &&
        !line.title.startsWith('Скидка за период') &&
        !line.title.startsWith('Оплата бонусами'),
    );
    lines.push({
      title: promoLine?.title ?? (price.promoCode ? `Промокод ${price.promoCode}` : 'Промокод'),
      amount: -price.promoDiscount,
    });
  }
  if (price.bonusesUsed > 0)
    lines.push({ title: titled('Оплата бонусами', -price.bonusesUsed, 'Оплата бонусами'), amount: -price.bonusesUsed });
  const rest = price.total - lines.reduce((sum, line) => sum + line.amount, 0);
  if (rest !== 0) lines.push({ title: rest < 0 ? 'Другие скидки' : 'Доплата', amount: rest });
  return lines;
}
