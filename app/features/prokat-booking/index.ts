// What other features may import from prokat-booking; the rest of the folder is its own
// (project/feature-boundaries). Only what the pages render before a booking is opened: the panel
// itself is loaded on demand (booking-gate.tsx).
export { BookLink } from './book-link';
export { BookingGate } from './booking-gate';
export { choiceQuery, onlyBookingChanged } from './booking-address';
export type { CityLockers, PanelLocker, PanelPlace } from './place';
