import type { DoorAlert, FleetCell, FleetLocker, FreeCell, ModelOption, WorkshopUnit } from '../../../domains/prokat/fleet/fleet-schema';

export type { DoorAlert, FleetCell, FleetLocker, FreeCell, ModelOption, WorkshopUnit };

/** A city a locker may stand in, with the time zone its form suggests. */
export interface FleetCity {
  id: number;
  name: string;
  timezone: string;
}

/** The fleet on the section page: doors left open, the tools at the workshop, where a tool may go, the cities of the locker form. */
export interface FleetSectionData {
  alerts: DoorAlert[];
  workshop: WorkshopUnit[];
  freeCells: FreeCell[];
  cities: FleetCity[];
}

/** The fleet on a locker's page: the locker with its cells, free cells of every locker, the models, the cities. */
export interface FleetLockerData {
  locker: FleetLocker;
  cells: FleetCell[];
  freeCells: FreeCell[];
  models: ModelOption[];
  cities: FleetCity[];
}
