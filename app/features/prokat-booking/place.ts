import type { ObtainingOption, Postomat, Product } from '../../../domains/prokat/catalogue-schema';

/** A locker as the panel shows it. */
export type PanelLocker = Pick<Postomat, 'id' | 'number' | 'name' | 'address' | 'place' | 'timetable'>;

/** A city's lockers, for the waitlist's choice of a locker. */
export interface CityLockers {
  city: string;
  lockers: { id: number; number: string; name: string; address: string }[];
}

/**
 * The page the booking panel opens over, with what it already knows: a locker's page (the locker
 * and how many units of each model lie free in it) or a model's page (the model with its tariffs,
 * the lockers holding it now and, when none does, every locker to wait at).
 */
export type PanelPlace =
  | { page: 'locker'; locker: PanelLocker; free: Record<string, number> }
  | { page: 'model'; product: Product; options: ObtainingOption[]; waitLockers: CityLockers[] };
