import { siteConfig } from '../../../lib/site-config';
import { useShellData } from '../../shell/shell-data';

export interface HomeFacts {
  /** City names in the prepositional case: "Москве", "Казани". */
  citiesIn: string[];
  /** City names as they are: "Москва", "Казань". */
  cityNames: string[];
  /** Full years since the company was founded, at least one. */
  years: number;
}

/** "А", "А и Б", "А, Б и В". */
export function joinRu(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} и ${items[items.length - 1]}`;
}

/** Figures of the main page taken from the root loader (cities, current year), so they stay true when a city opens. */
export function useHomeFacts(): HomeFacts {
  const { cities, year } = useShellData();
  return {
    citiesIn: cities.map((city) => city.declensions.prepositional),
    cityNames: cities.map((city) => city.name),
    years: Math.max(1, year - siteConfig.foundedYear),
  };
}
