import { useState, type FormEvent } from 'react';
import { FILE_KIND_TITLES, STATUS_TITLES, type AdminDocument, type PassportFields } from '../../../domains/identity/schema';
import { formatDate, formatDateTime } from '../../../lib/format/dates';
import { formatPhone } from '../../../lib/format/phone';
import { SmartLink } from '../../shell/smart-link';
import { useHydrated } from '../../shell/use-hydrated';
import { AdminPage, adminStyles as styles, useAdminCall } from '../admin';
import local from './admin-document.module.css';

const FIELD_TITLES: Record<keyof PassportFields, string> = {
  series: 'Серия',
  number: 'Номер',
  issue_date: 'Дата выдачи',
  issuer_code: 'Код подразделения',
  issued_by: 'Кем выдан',
  birth_date: 'Дата рождения',
  birth_place: 'Место рождения',
  registration_address: 'Адрес регистрации',
};

const shown = (key: keyof PassportFields, value: string) => (key.endsWith('_date') ? formatDate(`${value}T12:00:00Z`) : value);

/** /admin/documents/:id/: the decrypted passport beside its scans; verify, or reject with a reason the user will read. */
export function AdminDocumentPage({ doc }: { doc: AdminDocument }) {
  const live = useHydrated();
  const { busy, call } = useAdminCall();
  const [reason, setReason] = useState('');
  const decided = doc.status !== 'pending';

  async function reject(event: FormEvent) {
    event.preventDefault();
    const done = await call('reject', `/api/admin/identity/documents/${doc.id}/reject`, 'POST', { reason });
    if (done) setReason('');
  }

  return (
    <AdminPage
      title={`${doc.title} №${doc.id}`}
      lead={`${doc.user_name ?? 'Без имени'}${doc.user_phone ? ` · ${formatPhone(doc.user_phone)}` : ''} · пользователь №${doc.user_id}`}
      actions={<SmartLink to="/admin/documents/">← Все документы</SmartLink>}
    >
      <div className={styles.card}>
        <div className={styles.cardHead}>
          <p className={styles.cardTitle}>Статус</p>
          <span className={styles.badge} data-testid="admin-document-status">
            {STATUS_TITLES[doc.status]}
          </span>
        </div>
        <p className={styles.meta}>
          {doc.submitted_at ? `Отправлен ${formatDateTime(doc.submitted_at)}` : 'Ещё не отправлен'}
          {doc.reviewed_at ? ` · решение ${formatDateTime(doc.reviewed_at)}` : ''}
        </p>
        {doc.reject_reason ? <p className={styles.text}>Причина отказа: {doc.reject_reason}</p> : null}
        {doc.missing.length > 0 ? (
          <p className={styles.text}>Не хватает: {doc.missing.map((kind) => FILE_KIND_TITLES[kind].toLowerCase()).join(', ')}</p>
        ) : null}
      </div>
      <div className={local.columns}>
        <div className={styles.card}>
          <p className={styles.cardTitle}>Данные паспорта</p>
          {doc.fields ? (
            <dl className={local.fields} data-testid="admin-document-fields">
              {(Object.keys(FIELD_TITLES) as (keyof PassportFields)[]).map((key) => (
                <div key={key} className={local.fieldRow}>
                  <dt>{FIELD_TITLES[key]}</dt>
                  <dd>{shown(key, doc.fields![key])}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className={styles.meta}>Поля не заполнены.</p>
          )}
        </div>
        <div className={styles.card}>
          <p className={styles.cardTitle}>Фото</p>
          {doc.files.length === 0 ? <p className={styles.meta}>Фото не загружены.</p> : null}
          <ul className={local.images}>
            {doc.files.map((file) => (
              <li key={file.uuid}>
                <a href={file.url} target="_blank" rel="noreferrer">
                  <img src={file.url} alt={FILE_KIND_TITLES[file.kind]} className={local.image} />
                </a>
                <span className={styles.meta}>{FILE_KIND_TITLES[file.kind]}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      {decided ? null : (
        <div className={styles.card}>
          <p className={styles.cardTitle}>Решение</p>
          <div className={styles.actions}>
            <button
              type="button"
              className="btn btn-primary"
              disabled={!live || busy !== null || doc.missing.length > 0}
              onClick={() => void call('verify', `/api/admin/identity/documents/${doc.id}/verify`, 'POST')}
              data-testid="document-verify"
            >
              Подтвердить
            </button>
          </div>
          <form className={styles.form} onSubmit={reject}>
            <label className={styles.field}>
              <span>Причина отказа (её увидит пользователь)</span>
              <textarea
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                required
                minLength={3}
                maxLength={500}
                data-testid="document-reason"
              />
            </label>
            <div className={styles.actions}>
              <button
                type="submit"
                className="btn btn-secondary"
                disabled={!live || busy !== null || reason.trim().length < 3}
                data-testid="document-reject"
              >
                Отклонить
              </button>
            </div>
          </form>
        </div>
      )}
    </AdminPage>
  );
}
