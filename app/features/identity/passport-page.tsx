import type { DocumentType, DocumentView } from '../../../domains/identity/schema';
import { SmartLink } from '../../shell/smart-link';
import styles from './identity.module.css';
import { PassportForm } from './passport-form';
import { ScanRow } from './scan-row';
import { StatusBadge } from './status-badge';
import { useLiveStatus } from './use-live-status';

export interface PassportPageData {
  document: DocumentView | null;
  type: DocumentType;
}

/** /cabinet/profile/passport/: the status, the form of the passport's fields and its scans. */
export function PassportPage({ data }: { data: PassportPageData }) {
  useLiveStatus();
  const doc = data.document;
  const scans = data.type.files.filter((f) => f.kind !== 'selfie');
  const selfie = doc?.files.find((f) => f.kind === 'selfie');
  return (
    <>
      <SmartLink to="/cabinet/profile/documents/" className={styles.back}>
        ← Документы
      </SmartLink>
      <h1 className={styles.title}>Паспорт</h1>
      <p className={styles.lead}>Заполните данные как в паспорте и загрузите фото разворотов. Проверка обычно занимает рабочий день.</p>
      <div className={styles.sections}>
        <section className={styles.card} aria-labelledby="passport-status-title">
          <div className={styles.cardHead}>
            <h2 id="passport-status-title" className={styles.cardTitle}>
              Статус
            </h2>
            <StatusBadge status={doc?.status ?? null} />
          </div>
          {doc?.fields_filled ? (
            <p className={styles.text} data-testid="document-masked">
              Серия {doc.series}, номер {doc.number}
            </p>
          ) : (
            <p className={styles.muted}>Паспорт ещё не заполнен.</p>
          )}
          {doc?.status === 'rejected' && doc.reject_reason ? <p className={styles.reason}>Причина отказа: {doc.reject_reason}</p> : null}
        </section>
        <section className={styles.card}>
          <PassportForm filled={Boolean(doc?.fields_filled)} />
        </section>
        <section className={styles.card} aria-labelledby="scans-title">
          <h2 id="scans-title" className={styles.cardTitle}>
            Фото паспорта
          </h2>
          <p className={styles.muted}>
            Снимите разворот целиком, без бликов, чтобы читались все буквы. Подойдёт JPEG, PNG или WebP до 10 МБ.
          </p>
          <ul className={styles.files}>
            {scans.map((scan) => (
              <ScanRow
                key={scan.kind}
                kind={scan.kind}
                required={scan.required}
                file={doc?.files.find((f) => f.kind === scan.kind)}
                capture="environment"
              />
            ))}
          </ul>
          <div className={styles.links}>
            <SmartLink to="/cabinet/profile/passport/selfie/">
              {selfie ? 'Селфи с паспортом загружено — переснять' : 'Дальше: селфи с паспортом'}
            </SmartLink>
          </div>
        </section>
      </div>
    </>
  );
}
