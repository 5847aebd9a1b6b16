import type { AddressView, DeliveryCheck, SuggestionView } from '../../../domains/addresses/schema';
import { apiRequest } from '../../shell/api-client';

/** What the address form sends: the line and point of the chosen house, and how to get in. */
export interface AddressDraft {
  address: string;
  latitude: number;
  longitude: number;
  fias_id: string | null;
  flat: string | null;
  floor: number | null;
  entrance: string | null;
  intercom: string | null;
  passenger_elevator: boolean;
  service_lift: boolean;
  comment: string | null;
}

/** The address calls of /cabinet/addresses/ (the site's headers come with apiRequest). */
export const addressesApi = {
  /** `warehouseId`: the warehouse of an order being placed, whose city alone answers `in_zone`. */
  search(address: string, signal?: AbortSignal, options: { cityId?: number; count?: number; warehouseId?: number } = {}) {
    return apiRequest<SuggestionView[]>('/api/cabinet/v2/profile/address/search', {
      query: { address, count: options.count ?? 10, city_id: options.cityId, warehouse_id: options.warehouseId },
      signal,
    });
  },
  nearest(latitude: number, longitude: number) {
    return apiRequest<SuggestionView>('/api/cabinet/v2/profile/address', { query: { latlon: `${latitude},${longitude}` } });
  },
  delivery(latitude: number, longitude: number, warehouseId?: number) {
    return apiRequest<DeliveryCheck>('/api/cabinet/v2/profile/delivery/coords', {
      query: { latlon: `${latitude},${longitude}`, warehouse_id: warehouseId },
    });
  },
  /** Adds an address, or changes the user's own when `id` is given (v2 profile/addresses). */
  save(draft: AddressDraft, id?: number) {
    return apiRequest<AddressView>('/api/cabinet/v2/profile/addresses', { method: 'POST', body: id ? { id, ...draft } : draft });
  },
  remove(id: number) {
    return apiRequest<AddressView>('/api/cabinet/v2/profile/addresses', { method: 'DELETE', query: { address_id: id } });
  },
};
