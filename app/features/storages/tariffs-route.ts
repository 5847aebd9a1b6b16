import type { AppLoadContext, MetaDescriptor } from 'react-router';
import type { TariffKind } from '../../../domains/storages/schema';
import { storagesMeta } from './storages-seo';
import { TARIFF_TABS, TARIFF_TEXT, type TariffsData } from './tariffs-page';

/** One tab's data; /tariffs/ and /tariffs/monthly/ share the monthly one, /tariffs/ being its canonical. */
export async function loadTariffs(context: AppLoadContext, kind: TariffKind): Promise<TariffsData & { canonical: string }> {
  const { catalogue } = context.services;
  const [rows, sizes, periods] = await Promise.all([catalogue.tariffTable(kind), catalogue.sizes(), catalogue.periods(kind)]);
  return {
    kind,
    rows,
    sizes,
    periods,
    canonical: kind === 'monthly' ? '/tariffs/' : TARIFF_TABS.find((t) => t.kind === kind)!.path,
  };
}

export function tariffsMeta(data: (TariffsData & { canonical: string }) | undefined): MetaDescriptor[] {
  if (!data) return [];
  const text = TARIFF_TEXT[data.kind];
  return storagesMeta(
    `Тарифы: ${text.title.toLowerCase()}`,
    `${text.lead} Цены складов Москвы, Санкт-Петербурга и Казани по размерам ячеек.`,
    data.canonical,
  );
}
