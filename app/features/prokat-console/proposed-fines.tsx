import { useState } from 'react';
import { formatDateTime } from '../../../lib/format/dates';
import { formatRub } from '../../../lib/format/money';
import { AdminList, adminStyles as styles } from '../admin';
import { FineAction } from './fine-form';
import { FineDecision } from './fine-decision';
import fleetCss from './fleet.module.css';
import css from './prokat-console.module.css';
import type { ConsoleFines, FineView } from './types';

const DECIDED: Record<string, string> = { waived: 'отменён' };

/**
 * «Штрафы»: the fines of rentals waiting for an operator's decision, oldest first, with «Подтвердить»
 * and «Отменить» for operators; «Назначить штраф по заказу» for a tool checked already (a damage found later).
 */
export function ProposedFines({ fines }: { fines: ConsoleFines }) {
  const [decided, setDecided] = useState<FineView | null>(null);
  const told = decided
    ? `Штраф по заказу №${decided.order_id} ${DECIDED[decided.status] ?? `подтверждён: ${decided.status_title.toLowerCase()}`}`
    : null;
  return (
    <section aria-labelledby="prokat-fines-title" className={styles.page}>
      <h2 id="prokat-fines-title" className={css.heading}>
        Штрафы {fines.proposed.length > 0 ? <span className={`${styles.badge} ${styles.badgeNew}`}>{fines.proposed.length}</span> : null}
      </h2>
      <p className={styles.meta}>
        Назначенный штраф ждёт решения оператора: подтверждённый списывается с карты арендатора, отменённый — нет.
      </p>
      <div className={styles.actions}>
        <FineAction codes={fines.codes} label="Назначить штраф по заказу" />
      </div>
      <p role="status" className={`${css.alert} ${fleetCss.panel} ${styles.meta}`} data-testid="fine-decided">
        {told}
      </p>
      <AdminList empty="Штрафов, ждущих решения, нет." testId="prokat-fines">
        {fines.proposed.map((fine) => (
          <li key={fine.uuid} className={styles.card} data-testid="prokat-fine" data-uuid={fine.uuid} data-order-id={fine.order_id}>
            <div className={styles.cardHead}>
              <h3 className={styles.cardTitle}>
                {fine.title} · {formatRub(fine.amount)}
              </h3>
              <span className={styles.badge}>Заказ №{fine.order_id}</span>
            </div>
            <p className={styles.text}>{fine.reason}</p>
            <p className={styles.meta}>Назначен {formatDateTime(fine.created_at)}</p>
            {fines.canDecide ? (
              <FineDecision fine={fine} onDecided={setDecided} />
            ) : (
              <p className={styles.meta}>Подтвердит или отменит оператор.</p>
            )}
          </li>
        ))}
      </AdminList>
      {fines.more ? <p className={styles.meta}>Показаны первые {fines.proposed.length}: решите их, чтобы увидеть следующие.</p> : null}
    </section>
  );
}
