import { useEffect, useState } from 'react';
import { apiRequest } from '../../shell/api-client';
import type { AlternativeCellView } from './booking-api';
import type { BookingChoices } from './booking-choices';
import type { CellPageData } from './cell-page-data';

/**
 * The other free numbers of this size for the chosen dates: the page's list while the dates are
 * those it was loaded for, else asked again (get-slots with the dates).
 */
export function useFreeOthers(data: CellPageData, choices: BookingChoices): CellPageData['others'] {
  const [others, setOthers] = useState(data.others);
  const loaded = data.freeFor ? `${data.freeFor.tariff}|${data.freeFor.period}|${data.freeFor.start}` : '';
  const wanted = choices.period ? `${choices.tariff}|${choices.period}|${choices.start}` : '';
  useEffect(() => {
    if (!wanted || wanted === loaded) {
      setOthers(data.others);
      return;
    }
    const controller = new AbortController();
    const [tariff = '', period = '', start = ''] = wanted.split('|');
    const query = new URLSearchParams({ id: String(data.cell.id), tariff_kind: tariff, period_code: period, start_date: start });
    apiRequest<{ items: AlternativeCellView[] }>(`/api/cabinet/site/storages/get-slots?${query.toString()}`, { signal: controller.signal })
      .then((answer) => setOthers(answer.items.map((o) => ({ id: o.id, number: o.number, floor: o.floor, area: o.area }))))
      .catch(() => undefined);
    return () => controller.abort();
  }, [wanted, loaded, data.others, data.cell.id]);
  return others;
}
