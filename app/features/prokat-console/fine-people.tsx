import { STAFF_ROLE_TITLES } from '../../../domains/staff/schema';
import { formatDateTime } from '../../../lib/format/dates';
import { adminStyles as styles } from '../admin';
import type { FineStaff, StaffFine } from './types';

/** «Иван Петров, оператор (вы)»: the name (the phone without one) and the roles held now. */
function who(person: FineStaff, viewerId: number): string {
  const roles = person.roles.map((role) => STAFF_ROLE_TITLES[role].toLowerCase()).join(', ');
  return `${person.name}${roles ? `, ${roles}` : ''}${person.user_id === viewerId ? ' (вы)' : ''}`;
}

/** What the decision did: a confirmed fine moves on to be paid; a waived one is withdrawn when its setter waived it. */
export function decisionWord(fine: StaffFine): string {
  if (fine.status !== 'waived') return 'подтверждён';
  return fine.decided_by !== null && fine.decided_by.user_id === fine.set_by?.user_id ? 'отозван' : 'отменён';
}

/** «Назначил: …» and, once decided, «Решение: … (кто, когда, причина)». */
export function FinePeople({ fine, viewerId }: { fine: StaffFine; viewerId: number }) {
  return (
    <>
      <p className={styles.meta} data-testid="fine-set-by">
        Назначил: {fine.set_by ? who(fine.set_by, viewerId) : 'начислен по правилам'} · {formatDateTime(fine.created_at)}
      </p>
      {fine.decided_by ? (
        <p className={styles.meta} data-testid="fine-decided-by">
          Решение: {decisionWord(fine)} — {who(fine.decided_by, viewerId)}
          {fine.decided_at ? ` · ${formatDateTime(fine.decided_at)}` : ''}
          {fine.decision_reason ? ` · «${fine.decision_reason}»` : ''}
        </p>
      ) : null}
    </>
  );
}
