export { AddressesPage } from './addresses-page';
export type { PickContext } from './address-form';
export { AddressForm } from './address-form';
export { ZoneBadge } from './zone-badge';
