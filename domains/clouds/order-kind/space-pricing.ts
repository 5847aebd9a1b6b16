import { formatNumber } from '../../../lib/format/number';
import { roundRub } from '../../../lib/format/money';

/** The monthly price of a cloud space: the warehouse's price of one m³ × the volume, in whole roubles. */
export function monthlyPriceOf(pricePerM3: number, volumeLiters: number): number {
  return roundRub((pricePerM3 * volumeLiters) / 1000);
}

/** «1,5 м³» */
export function volumeText(volumeLiters: number): string {
  return `${formatNumber(volumeLiters / 1000, { maxFraction: 1 })}\u00a0м³`;
}

/** «склад в Люблино» from «Облачный склад в Люблино»: how the price line names the place. */
export function placeText(warehouseName: string): string {
  return warehouseName.replace(/^Облачный склад/u, 'склад');
}

/** How the price lines name a space: «Облачное хранение 1,5 м³, склад в Люблино». */
export function spaceSubject(volumeLiters: number, warehouseName: string): string {
  return `Облачное хранение ${volumeText(volumeLiters)}, ${placeText(warehouseName)}`;
}
