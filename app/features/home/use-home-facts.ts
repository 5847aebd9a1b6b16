import { useRouteLoaderData } from 'react-router';
import { EMPTY_STORAGE_FACTS, type StorageFacts } from '../../../domains/storages/facts';
import { siteConfig } from '../../../lib/site-config';
import { useShellData } from '../../shell/shell-data';

export interface HomeFacts {
  /** City names in the prepositional case: "Москве", "Казани". */
  citiesIn: string[];
  /** City names as they are: "Москва", "Казань". */
  cityNames: string[];
  /** Full years since the company was founded, at least one. */
  years: number;
  /** The storage catalogue's figures (the main page's loader), empty when they could not be read. */
  storage: StorageFacts;
  /** The cities of the lowest monthly price, in the prepositional case: "Казани". */
  cheapestCitiesIn: string[];
}

// Kept here for the main page's sections; other features take it from join-ru.ts (through index.ts).
export { joinRu } from './join-ru';

/**
 * Figures of the main page: cities and the current year from the root loader, the storage line's
 * figures from the main page's loader (the storages domain's facts), so they stay true when a city
 * opens or a tariff changes.
 */
export function useHomeFacts(): HomeFacts {
  const { cities, year } = useShellData();
  const home = useRouteLoaderData('routes/home') as { storage?: StorageFacts } | undefined;
  const storage = home?.storage ?? EMPTY_STORAGE_FACTS;
  return {
    citiesIn: cities.map((city) => city.declensions.prepositional),
    cityNames: cities.map((city) => city.name),
    years: Math.max(1, year - siteConfig.foundedYear),
    storage,
    cheapestCitiesIn: cities
      .filter((city) => storage.min_monthly_price_city_ids.includes(city.id))
      .map((city) => city.declensions.prepositional),
  };
}
