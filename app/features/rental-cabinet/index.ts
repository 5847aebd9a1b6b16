// What routes and other features may import from the rental cabinet (project/feature-boundaries).
export { RentalOrderPage } from './rental-order-page';
export { RentalOrderCard } from './rental-order-card';
export { WaitlistSection } from './waitlist-section';
export type { RentalGroups, RentalListItem, RentalOrderPageData } from './types';
