export { ProkatConsolePage } from './prokat-console-page';
export { LockerConsolePage } from './locker-console-page';
export type { ProkatConsoleData, LockerConsoleData } from './types';
