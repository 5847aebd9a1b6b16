// The prokat domain's public services: the tool catalogue, the lockers, the tool photos, and tools as a kind of the order core.
export { createProkatCatalogue, type ProkatCatalogue } from './catalogue.server';
export { createRentalKind, RENTAL_KIND, type RentalOrderShown } from './order-kind/rental-kind.server';
export { createProkatLockers, type ProkatLockers } from './lockers/lockers.server';
export { createRentalLateness, type RentalLateness } from './lateness/lateness.server';
export { createDamageFines } from './fines/damage-fines.server';
export { createWaitlist, type Waitlist } from './waitlist/waitlist.server';
export { createRentalPhotos, type RentalPhotosService } from './photos/rental-photos.server';
export { createProkatFleet, type ProkatFleet } from './fleet/fleet.server';
export { createRentalOrderActions, type RentalOrderActions } from './order-kind/rental-order-actions.server';
