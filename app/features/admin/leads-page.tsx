import { Form } from 'react-router';
import { LEAD_KINDS, type AdminLead } from '../../../domains/content/admin-schema';
import { formatDateTime } from '../../../lib/format/dates';
import { formatPhone } from '../../../lib/format/phone';
import { Pager, filteredPageHref } from '../../shell/pager';
import { useHydrated } from '../../shell/use-hydrated';
import { AdminList, AdminPage, adminStyles as styles } from './admin-page';
import { useAdminCall } from './use-admin-call';

export interface LeadsFilter {
  kind: string;
  handled: string;
}

export interface LeadsPageData {
  filter: LeadsFilter;
  page: number;
  pages: number;
  items: AdminLead[];
  count: number;
}

const KIND_TITLES: Record<(typeof LEAD_KINDS)[number], string> = {
  callback: 'Перезвонить',
  app_url: 'Ссылка на приложение',
  more100: 'Бизнес, больше 100 м²',
  launch: 'Сообщить о запуске',
};

function details(lead: AdminLead): string {
  const parts = [
    lead.name,
    lead.phone ? formatPhone(lead.phone) : null,
    lead.email,
    lead.company,
    lead.service,
    lead.volume_m3 !== null ? `${lead.volume_m3} м³` : null,
    lead.cells !== null ? `ячеек: ${lead.cells}` : null,
  ];
  return parts.filter(Boolean).join(' · ');
}

/** /admin/leads/: requests left on the site, by kind and whether someone handled them. */
export function LeadsPage({ data }: { data: LeadsPageData }) {
  const live = useHydrated();
  const { busy, call } = useAdminCall();
  return (
    <AdminPage title="Заявки" lead="Новые сверху. Отметьте заявку обработанной, когда с человеком связались.">
      <Form method="get" className={styles.filter} discover="none" aria-label="Фильтр заявок">
        <label className={styles.field}>
          <span>Вид</span>
          <select name="kind" defaultValue={data.filter.kind}>
            <option value="">Все</option>
            {LEAD_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {KIND_TITLES[kind]}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span>Обработка</span>
          <select name="handled" defaultValue={data.filter.handled}>
            <option value="">Все</option>
            <option value="no">Не обработаны</option>
            <option value="yes">Обработаны</option>
          </select>
        </label>
        <button type="submit" className={`btn btn-secondary ${styles.small}`}>
          Показать
        </button>
      </Form>
      <AdminList empty="Заявок нет." testId="admin-leads">
        {data.items.map((lead) => (
          <li key={lead.id} className={styles.card} data-testid="admin-lead">
            <div className={styles.cardHead}>
              <p className={styles.cardTitle}>{KIND_TITLES[lead.kind]}</p>
              <span className={`${styles.badge} ${lead.handled_at ? styles.badgeOk : styles.badgeNew}`}>
                {lead.handled_at ? `Обработана ${formatDateTime(lead.handled_at)}` : 'Не обработана'}
              </span>
            </div>
            <p className={styles.meta}>
              №{lead.id} · {formatDateTime(lead.created_at)}
            </p>
            <p className={styles.text}>{details(lead) || 'Без контактов'}</p>
            {lead.comment ? <p className={styles.text}>{lead.comment}</p> : null}
            <div className={styles.actions}>
              <button
                type="button"
                className={`btn ${lead.handled_at ? 'btn-secondary' : 'btn-primary'} ${styles.small}`}
                disabled={!live || busy !== null}
                onClick={() => void call(`l${lead.id}`, `/api/admin/leads/${lead.id}/handled`, 'POST', { handled: !lead.handled_at })}
                data-testid="lead-toggle"
              >
                {lead.handled_at ? 'Вернуть в необработанные' : 'Обработана'}
              </button>
            </div>
          </li>
        ))}
      </AdminList>
      <Pager page={data.page} pages={data.pages} hrefOf={(page) => filteredPageHref(data.filter, page)} />
    </AdminPage>
  );
}
