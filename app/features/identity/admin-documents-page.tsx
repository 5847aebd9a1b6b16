import { Form } from 'react-router';
import {
  DOCUMENT_STATUSES,
  FILE_KIND_TITLES,
  STATUS_TITLES,
  type AdminDocumentItem,
  type DocumentStatus,
} from '../../../domains/identity/schema';
import { formatDateTime } from '../../../lib/format/dates';
import { Pager, filteredPageHref } from '../../shell/pager';
import { SmartLink } from '../../shell/smart-link';
import { AdminList, AdminPage, adminStyles as styles } from '../admin';

export interface AdminDocumentsPageData {
  status: DocumentStatus | '';
  page: number;
  pages: number;
  items: AdminDocumentItem[];
  count: number;
}

const BADGE: Record<DocumentStatus, string | undefined> = {
  draft: styles.badgeOff,
  pending: styles.badgeNew,
  verified: styles.badgeOk,
  rejected: styles.badgeOff,
};

/** /admin/documents/: identity documents, those waiting for a decision first, the longest waiting first. */
export function AdminDocumentsPage({ data }: { data: AdminDocumentsPageData }) {
  return (
    <AdminPage title="Документы" lead="Паспорта на проверке: сначала ожидающие, самые давние первыми. Каждый просмотр пишется в журнал.">
      <Form method="get" className={styles.filter} discover="none" aria-label="Фильтр документов">
        <label className={styles.field}>
          <span>Статус</span>
          <select name="status" defaultValue={data.status}>
            <option value="">Все отправленные</option>
            {DOCUMENT_STATUSES.filter((s) => s !== 'draft').map((value) => (
              <option key={value} value={value}>
                {STATUS_TITLES[value]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={`btn btn-secondary ${styles.small}`}>
          Показать
        </button>
      </Form>
      <AdminList empty="Документов нет." testId="admin-documents">
        {data.items.map((doc) => (
          <li key={doc.id} className={styles.card} data-testid="admin-document" data-document-id={doc.id}>
            <div className={styles.cardHead}>
              <p className={styles.cardTitle}>
                <SmartLink to={`/admin/documents/${doc.id}/`}>
                  {doc.title} №{doc.id}
                </SmartLink>
              </p>
              <span className={`${styles.badge} ${BADGE[doc.status] ?? ''}`} data-testid="admin-document-status">
                {STATUS_TITLES[doc.status]}
              </span>
            </div>
            <p className={styles.meta}>
              {doc.user_name ?? 'Без имени'} · пользователь №{doc.user_id}
              {doc.submitted_at ? ` · отправлен ${formatDateTime(doc.submitted_at)}` : ''}
            </p>
            {doc.missing.length > 0 ? (
              <p className={styles.meta}>Не хватает: {doc.missing.map((kind) => FILE_KIND_TITLES[kind].toLowerCase()).join(', ')}</p>
            ) : null}
          </li>
        ))}
      </AdminList>
      <Pager page={data.page} pages={data.pages} hrefOf={(page) => filteredPageHref({ status: data.status }, page)} />
    </AdminPage>
  );
}
