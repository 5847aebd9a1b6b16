import type { DocumentFile, DocumentView, FileKind } from '../../../domains/identity/schema';
import { apiRequest } from '../../shell/api-client';

const BASE = '/api/cabinet/v2/profile/documents';

export type PassportValues = {
  series: string;
  number: string;
  issue_date: string;
  issuer_code: string;
  issued_by: string;
  birth_date: string;
  birth_place: string;
  registration_address: string;
};

/** The identity calls of the cabinet pages. */
export const identityApi = {
  savePassport(values: PassportValues) {
    return apiRequest<DocumentView>(`${BASE}/passport`, { method: 'PUT', body: values });
  },
  upload(kind: FileKind, file: Blob, name = 'photo.jpg') {
    const form = new FormData();
    form.append('kind', kind);
    form.append('file', file, name);
    return apiRequest<DocumentFile>(`${BASE}/files`, { method: 'POST', body: form });
  },
};
