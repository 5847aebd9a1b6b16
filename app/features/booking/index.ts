// What other features may import from booking; the rest of the folder is its own (project/feature-boundaries).
export type { PriceSnapshotView } from './booking-api';
export { default as bookingStyles } from './booking.module.css';
export { PeriodPicker, type PeriodChoice } from './period-picker';
export { PriceBreakdown } from './price-breakdown';
