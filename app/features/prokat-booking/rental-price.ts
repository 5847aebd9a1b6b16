import type { ProkatTariff } from '../../../domains/prokat/catalogue-schema';
import type { PriceSnapshotView } from '../booking';
import { parsePeriod } from './booking-query';

/** The chosen period's tariff of a model, or undefined when it sells no such period. */
export function tariffOf(tariffs: ProkatTariff[], code: string | null): ProkatTariff | undefined {
  const period = code ? parsePeriod(code) : null;
  return period ? tariffs.find((t) => t.unit === period.unit && t.period_number === period.period_number) : undefined;
}

/**
 * The price of the choice by the model's tariff, as the booking call makes it: the period's price
 * times the units, one line; the total the booking's summary shows (the core may still take a
 * registration discount off at the payment).
 */
export function rentalPrice(name: string, tariff: ProkatTariff, quantity: number): PriceSnapshotView {
  const amount = tariff.price_total * quantity;
  const title = `${name}, ${tariff.title}${quantity > 1 ? ` × ${quantity}` : ''}`;
  return {
    base: amount,
    periodDiscount: 0,
    promoDiscount: 0,
    bonusesUsed: 0,
    total: amount,
    lines: [
      { title, amount },
      { title: 'Итого', amount },
    ],
    unitPrice: tariff.price_total,
    units: quantity,
    periodTitle: tariff.title,
  };
}
