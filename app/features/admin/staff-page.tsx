import { useState, type FormEvent } from 'react';
import { STAFF_ROLES, STAFF_ROLE_TITLES, type StaffMember, type StaffRole } from '../../../domains/staff/schema';
import { formatDateTime } from '../../../lib/format/dates';
import { formatPhone } from '../../../lib/format/phone';
import { useHydrated } from '../../shell/use-hydrated';
import { AdminList, AdminPage, adminStyles as styles } from './admin-page';
import { useAdminCall } from './use-admin-call';

/** /admin/staff/: who holds which role; an admin grants or takes a role by phone. */
export function StaffPage({ items }: { items: StaffMember[] }) {
  const live = useHydrated();
  const { busy, call } = useAdminCall();
  const [formKey, setFormKey] = useState(0);

  async function grant(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const done = await call('grant', '/api/admin/staff/grant', 'POST', { phone: String(form.get('phone') ?? ''), role: form.get('role') });
    if (done) setFormKey((key) => key + 1);
  }

  const revoke = (member: StaffMember, role: StaffRole) =>
    void call(`${member.user_id}${role}`, '/api/admin/staff/revoke', 'POST', { phone: member.phone, role });

  return (
    <AdminPage title="Сотрудники" lead="Роль выдаётся пользователю, который хотя бы раз входил на сайт. Каждое изменение пишется в журнал.">
      <form key={formKey} className={styles.form} onSubmit={(event) => void grant(event)} data-testid="staff-grant-form">
        <div className={styles.formGrid}>
          <label className={styles.field}>
            <span>Телефон</span>
            <input name="phone" type="tel" required maxLength={40} placeholder="+7 900 000-00-00" autoComplete="off" />
          </label>
          <label className={styles.field}>
            <span>Роль</span>
            <select name="role" defaultValue="operator">
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {STAFF_ROLE_TITLES[role]}
                </option>
              ))}
            </select>
          </label>
        </div>
        <div className={styles.actions}>
          <button type="submit" className="btn btn-primary" disabled={!live || busy !== null}>
            Выдать роль
          </button>
        </div>
      </form>
      <AdminList empty="Сотрудников нет." testId="admin-staff">
        {items.map((member) => (
          <li key={member.user_id} className={styles.card} data-testid="staff-member">
            <p className={styles.cardTitle}>{member.name ?? formatPhone(member.phone)}</p>
            <p className={styles.meta}>
              {formatPhone(member.phone)} · с {formatDateTime(member.granted_at)}
            </p>
            <div className={styles.actions}>
              {member.roles.map((role) => (
                <button
                  key={role}
                  type="button"
                  className={`btn btn-secondary ${styles.small}`}
                  disabled={!live || busy !== null}
                  onClick={() => revoke(member, role)}
                  aria-label={`Снять роль «${STAFF_ROLE_TITLES[role]}»`}
                >
                  {STAFF_ROLE_TITLES[role]} ✕
                </button>
              ))}
            </div>
          </li>
        ))}
      </AdminList>
    </AdminPage>
  );
}
