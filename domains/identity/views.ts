import { maskNumber, maskSeries } from './passport-rules';
import {
  DOCUMENT_TYPES,
  FILE_KIND_TITLES,
  STATUS_TITLES,
  type DocumentFile,
  type DocumentStatus,
  type DocumentTypeId,
  type DocumentView,
  type FileKind,
  type PassportFields,
} from './schema';

export interface DocumentRow {
  id: number;
  userId: number;
  type: string;
  status: string;
  dataEncrypted: string | null;
  rejectReason: string | null;
  submittedAt: Date | null;
  reviewedAt: Date | null;
  reviewedBy: number | null;
}

export interface FileRow {
  uuid: string;
  documentId: number | null;
  kind: string;
  mime: string;
  size: number;
  createdAt: Date;
}

export const ownFileUrl = (uuid: string) => `/api/cabinet/v2/profile/documents/files/${uuid}`;
export const staffFileUrl = (uuid: string) => `/api/admin/identity/files/${uuid}`;

export function fileView(row: FileRow, url: (uuid: string) => string): DocumentFile {
  const kind = row.kind as FileKind;
  return {
    uuid: row.uuid,
    kind,
    title: FILE_KIND_TITLES[kind] ?? row.kind,
    mime: row.mime,
    size: row.size,
    created_at: row.createdAt.toISOString(),
    url: url(row.uuid),
  };
}

/** The required scans of a type that are not among these files. */
export function missingKinds(type: string, files: readonly { kind: string }[]): FileKind[] {
  const have = new Set(files.map((f) => f.kind));
  const spec = DOCUMENT_TYPES.find((t) => t.type === type);
  return (spec?.files ?? []).filter((f) => f.required && !have.has(f.kind)).map((f) => f.kind);
}

export function titleOf(type: string): string {
  return DOCUMENT_TYPES.find((t) => t.type === type)?.title ?? type;
}

/** The owner's view: status, masked series and number, the scans and what is missing. */
export function documentView(row: DocumentRow, fields: PassportFields | null, files: FileRow[]): DocumentView {
  const status = row.status as DocumentStatus;
  return {
    id: row.id,
    type: row.type as DocumentTypeId,
    title: titleOf(row.type),
    status,
    status_title: STATUS_TITLES[status] ?? row.status,
    series: fields ? maskSeries(fields.series) : null,
    number: fields ? maskNumber(fields.number) : null,
    fields_filled: fields !== null,
    reject_reason: row.rejectReason,
    submitted_at: row.submittedAt?.toISOString() ?? null,
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
    files: files.map((f) => fileView(f, ownFileUrl)),
    missing: missingKinds(row.type, files),
  };
}
