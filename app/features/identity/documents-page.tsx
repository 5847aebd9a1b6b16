import { FILE_KIND_TITLES, type DocumentType, type DocumentView } from '../../../domains/identity/schema';
import { formatDateTime } from '../../../lib/format/dates';
import { SmartLink } from '../../shell/smart-link';
import styles from './identity.module.css';
import { StatusBadge } from './status-badge';
import { useLiveStatus } from './use-live-status';

export interface DocumentsPageData {
  documents: DocumentView[];
  types: DocumentType[];
}

/** /cabinet/profile/documents/: each document's status, what is still missing and where to add it. */
export function DocumentsPage({ data }: { data: DocumentsPageData }) {
  useLiveStatus();
  return (
    <>
      <SmartLink to="/cabinet/profile/" className={styles.back}>
        ← Мои данные
      </SmartLink>
      <h1 className={styles.title}>Документы</h1>
      <p className={styles.lead}>
        Паспорт нужен для аренды квартир и договоров. Данные хранятся в зашифрованном виде, их видят только проверяющие сотрудники.
      </p>
      <div className={styles.sections}>
        {data.types.map((type) => {
          const doc = data.documents.find((d) => d.type === type.type) ?? null;
          return <DocumentCard key={type.type} type={type} doc={doc} />;
        })}
      </div>
    </>
  );
}

function DocumentCard({ type, doc }: { type: DocumentType; doc: DocumentView | null }) {
  const todo: string[] = [];
  if (!doc?.fields_filled) todo.push('данные паспорта');
  for (const kind of doc ? doc.missing : type.files.filter((f) => f.required).map((f) => f.kind))
    todo.push(FILE_KIND_TITLES[kind].toLowerCase());
  return (
    <section className={styles.card} aria-labelledby={`doc-${type.type}`} data-testid="document-card">
      <div className={styles.cardHead}>
        <h2 id={`doc-${type.type}`} className={styles.cardTitle}>
          {type.title}
        </h2>
        <StatusBadge status={doc?.status ?? null} />
      </div>
      {doc?.fields_filled ? (
        <p className={styles.text} data-testid="document-masked">
          Серия {doc.series}, номер {doc.number}
          {doc.submitted_at ? ` · отправлен ${formatDateTime(doc.submitted_at)}` : ''}
        </p>
      ) : null}
      {doc?.status === 'rejected' && doc.reject_reason ? (
        <p className={styles.reason} data-testid="document-reason">
          Причина отказа: {doc.reject_reason}
        </p>
      ) : null}
      {doc?.status === 'verified' ? (
        <p className={styles.muted}>Документ проверен. Если данные изменятся, обновите их — мы проверим снова.</p>
      ) : null}
      {doc?.status === 'pending' ? <p className={styles.muted}>Обычно проверяем в течение рабочего дня. Статус обновится сам.</p> : null}
      {todo.length > 0 ? (
        <p className={styles.text} data-testid="document-missing">
          Не хватает: {todo.join(', ')}.
        </p>
      ) : null}
      <div className={styles.links}>
        <SmartLink to="/cabinet/profile/passport/">{doc?.fields_filled ? 'Изменить данные и сканы' : 'Заполнить паспорт'}</SmartLink>
        <SmartLink to="/cabinet/profile/passport/selfie/">
          {doc?.files.some((f) => f.kind === 'selfie') ? 'Переснять селфи' : 'Сделать селфи с паспортом'}
        </SmartLink>
      </div>
    </section>
  );
}
