import type { z } from 'zod';
import type { consoleWindowSchema, crewSchema, routeSchema, storekeeperListSchema } from '../../../domains/clouds/console/console-schema';
import type { StaffRequestView } from '../../../domains/clouds/requests/request-schema';

/** The shapes of the console calls (domains/clouds/README.md, "Requests and the console"). */
export type StaffRequest = StaffRequestView;
export type ConsoleAddress = StaffRequest['address'];
export type ConsoleItem = StaffRequest['items'][number];
export type Crew = z.infer<typeof crewSchema>;
export type CrewMember = Crew['members'][number];
export type ConsoleWindow = z.infer<typeof consoleWindowSchema>;
/** GET /api/admin/clouds/windows */
export interface WindowsDay {
  day: string;
  warehouse_id: number;
  windows: ConsoleWindow[];
  crews: Crew[];
}
export type MoverRoute = z.infer<typeof routeSchema>;
export type StorekeeperList = z.infer<typeof storekeeperListSchema>;

export interface CloudWarehouse {
  id: number;
  name: string;
  address: string;
}
