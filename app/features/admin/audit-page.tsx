import { Form } from 'react-router';
import type { AuditRecord } from '../../../domains/staff/schema';
import { formatDateTime } from '../../../lib/format/dates';
import { Pager, filteredPageHref } from '../../shell/pager';
import { AdminList, AdminPage, adminStyles as styles } from './admin-page';

export interface AuditPageData {
  filter: { entity: string; actor: string };
  page: number;
  pages: number;
  items: AuditRecord[];
  count: number;
}

const ENTITIES = ['user', 'review', 'lead', 'public_notification', 'banner'];

const shown = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 1));

/** /admin/audit/: every staff action newest first, by entity and by the staff member. */
export function AuditPage({ data }: { data: AuditPageData }) {
  return (
    <AdminPage title="Журнал действий" lead={`Записей: ${data.count}. Новые сверху.`}>
      <Form method="get" className={styles.filter} discover="none" aria-label="Фильтр журнала">
        <label className={styles.field}>
          <span>Сущность</span>
          <input name="entity" list="audit-entities" maxLength={60} defaultValue={data.filter.entity} />
          <datalist id="audit-entities">
            {ENTITIES.map((entity) => (
              <option key={entity} value={entity} />
            ))}
          </datalist>
        </label>
        <label className={styles.field}>
          <span>Сотрудник (номер пользователя)</span>
          <input name="actor" inputMode="numeric" pattern="[0-9]*" maxLength={15} defaultValue={data.filter.actor} />
        </label>
        <button type="submit" className={`btn btn-secondary ${styles.small}`}>
          Показать
        </button>
      </Form>
      <AdminList empty="Записей нет." testId="admin-audit">
        {data.items.map((record) => (
          <li key={record.id} className={styles.card} data-testid="audit-record">
            <div className={styles.cardHead}>
              <p className={styles.cardTitle}>{record.action}</p>
              <p className={styles.meta}>
                {record.entity}
                {record.entity_id ? ` №${record.entity_id}` : ''}
              </p>
            </div>
            <p className={styles.meta}>
              {formatDateTime(record.created_at)} ·{' '}
              {record.actor_user_id === null ? 'командная строка' : `пользователь №${record.actor_user_id}`}
              {record.ip ? ` · ${record.ip}` : ''}
            </p>
            <div className={styles.formGrid}>
              <pre className={styles.pre}>До: {shown(record.before)}</pre>
              <pre className={styles.pre}>После: {shown(record.after)}</pre>
            </div>
          </li>
        ))}
      </AdminList>
      <Pager page={data.page} pages={data.pages} hrefOf={(page) => filteredPageHref(data.filter, page)} />
    </AdminPage>
  );
}
