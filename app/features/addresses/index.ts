export { AddressesPage } from './addresses-page';
export type { PickContext } from './address-form';
