import type { Company } from '../../../domains/companies/schema';
import { apiRequest } from '../../shell/api-client';

/** What the company form sends; empty fields go as null. */
export interface CompanyDraft {
  name: string;
  inn: string;
  kpp: string | null;
  ogrn: string | null;
  legal_address: string | null;
  director: string | null;
  bank_name: string | null;
  bik: string | null;
  settlement_account: string | null;
  correspondent_account: string | null;
  email: string | null;
  contact: string | null;
  contact_phone: string | null;
}

export interface PartyFound {
  inn: string;
  kpp: string | null;
  ogrn: string | null;
  name: string;
  legal_address: string | null;
  director: string | null;
  type: 'LEGAL' | 'INDIVIDUAL';
  status: string;
}

export interface BankFound {
  bik: string;
  name: string;
  correspondent_account: string | null;
}

const BASE = '/api/cabinet/v2/profile/companies';

/** The calls of /cabinet/companies/ (the site's headers come with apiRequest). */
export const companiesApi = {
  create: (draft: CompanyDraft) => apiRequest<Company>(BASE, { method: 'POST', body: draft }),
  update: (uuid: string, draft: CompanyDraft) => apiRequest<Company>(BASE, { method: 'PUT', body: { uuid, ...draft } }),
  createPersonal: (draft: CompanyDraft) =>
    apiRequest<Company>(`${BASE}/personal`, { method: 'POST', body: { ...draft, inn: draft.inn || null } }),
  updatePersonal: (draft: CompanyDraft) =>
    apiRequest<Company>(`${BASE}/personal`, { method: 'PUT', body: { ...draft, inn: draft.inn || null } }),
  remove: (uuid: string) => apiRequest<{ uuid: string; deleted: true }>(`${BASE}/delete`, { method: 'POST', body: { uuid } }),
  party: (inn: string) => apiRequest<PartyFound>('/api/cabinet/v2/hr/company', { query: { id: inn } }),
  bank: (bik: string) => apiRequest<BankFound>('/api/cabinet/v2/hr/bank', { query: { id: bik } }),
};
