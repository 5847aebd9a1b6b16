import type { Lodger } from '../../../domains/lodgers/schema';
import { apiRequest } from '../../shell/api-client';

export type LodgerValues = {
  last_name: string;
  first_name: string;
  middle_name: string;
  birth_date: string;
  phone: string;
  relation: string;
};

/** The lodgers calls of /cabinet/profile/lodgers/. */
export const lodgersApi = {
  create: (values: LodgerValues) => apiRequest<Lodger>('/api/profile/lodgers/create', { method: 'POST', body: values }),
  update: (id: number, values: LodgerValues) =>
    apiRequest<Lodger>('/api/profile/lodgers/update', { method: 'PUT', body: { id, ...values } }),
  remove: (id: number) => apiRequest<{ ok: true }>('/api/profile/lodgers/delete', { method: 'DELETE', body: { id } }),
};
