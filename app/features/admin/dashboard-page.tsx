import type { AdminDashboard } from '../../../domains/content/admin-schema';
import { STAFF_ROLE_TITLES, type StaffRole } from '../../../domains/staff/schema';
import { pluralRu } from '../../../lib/format/plural';
import { SmartLink } from '../../shell/smart-link';
import { AdminPage, adminStyles as styles } from './admin-page';
import { sectionsFor } from './sections';

/** /admin/: what waits for the staff member, and their sections. */
export function DashboardPage({ roles, counts }: { roles: StaffRole[]; counts: AdminDashboard | null }) {
  const sections = sectionsFor(roles).filter((section) => section.path !== '/admin/');
  return (
    <AdminPage title="Сводка" lead={`Ваши роли: ${roles.map((role) => STAFF_ROLE_TITLES[role]).join(', ')}.`}>
      {counts ? (
        <ul className={styles.stats} data-testid="admin-stats">
          <li>
            <SmartLink to="/admin/reviews/" className={styles.stat} data-testid="stat-new-reviews">
              <span className={styles.statValue}>{counts.new_reviews}</span>
              <span>{pluralRu(counts.new_reviews, ['новый отзыв ждёт', 'новых отзыва ждут', 'новых отзывов ждут'])} модерации</span>
            </SmartLink>
          </li>
          <li>
            <SmartLink to="/admin/leads/?handled=no" className={styles.stat} data-testid="stat-unhandled-leads">
              <span className={styles.statValue}>{counts.unhandled_leads}</span>
              <span>{pluralRu(counts.unhandled_leads, ['заявка не обработана', 'заявки не обработаны', 'заявок не обработано'])}</span>
            </SmartLink>
          </li>
        </ul>
      ) : null}
      <h2>Разделы</h2>
      <ul className={styles.list}>
        {sections.map((section) => (
          <li key={section.path}>
            <SmartLink to={section.path}>{section.title}</SmartLink>
          </li>
        ))}
      </ul>
    </AdminPage>
  );
}
