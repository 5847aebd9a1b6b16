import { useState } from 'react';
import { formatRub } from '../../../lib/format/money';
import { AdminList, adminStyles as styles } from '../admin';
import { FineAction } from './fine-form';
import { FineDecision, type Decision } from './fine-decision';
import { FinePeople, decisionWord } from './fine-people';
import fleetCss from './fleet.module.css';
import css from './prokat-console.module.css';
import type { ConsoleFines, StaffFine } from './types';

/** Four eyes: whoever set a fine may only withdraw it; an operator confirms or waives anyone else's. */
function choicesOf(fine: StaffFine, fines: ConsoleFines): readonly Decision[] {
  if (fine.set_by?.user_id === fines.viewerId) return ['withdraw'];
  return fines.canDecide ? ['confirm', 'waive'] : [];
}

function Waiting({ fine, fines, onDecided }: { fine: StaffFine; fines: ConsoleFines; onDecided: (fine: StaffFine) => void }) {
  const choices = choicesOf(fine, fines);
  const own = choices.includes('withdraw');
  return (
    <li className={styles.card} data-testid="prokat-fine" data-uuid={fine.uuid} data-order-id={fine.order_id}>
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>
          {fine.title} · {formatRub(fine.amount)}
        </h3>
        <span className={styles.badge}>Заказ №{fine.order_id}</span>
      </div>
      <p className={styles.text}>{fine.reason}</p>
      <FinePeople fine={fine} viewerId={fines.viewerId} />
      {own ? (
        <p className={styles.meta} data-testid="fine-own">
          Вы назначили этот штраф, поэтому подтвердит или отменит его другой сотрудник. Вы можете его отозвать.
        </p>
      ) : null}
      {!own && !fines.canDecide ? <p className={styles.meta}>Подтвердит или отменит оператор.</p> : null}
      {choices.length > 0 ? <FineDecision fine={fine} choices={choices} onDecided={onDecided} /> : null}
    </li>
  );
}

/**
 * «Штрафы»: the fines of rentals waiting for a decision, oldest first, each with who set it; an
 * operator confirms or waives a fine someone else set, whoever set it may withdraw it; «Назначить
 * штраф по заказу» for a tool checked already (a damage found later).
 */
export function ProposedFines({ fines }: { fines: ConsoleFines }) {
  const [decided, setDecided] = useState<StaffFine | null>(null);
  return (
    <section aria-labelledby="prokat-fines-title" className={styles.page}>
      <h2 id="prokat-fines-title" className={css.heading}>
        Штрафы {fines.proposed.length > 0 ? <span className={`${styles.badge} ${styles.badgeNew}`}>{fines.proposed.length}</span> : null}
      </h2>
      <p className={styles.meta}>
        Назначенный штраф ждёт решения оператора: подтверждённый списывается с карты арендатора, отменённый — нет. Свой штраф подтверждает
        другой сотрудник, назначивший может его отозвать.
      </p>
      <div className={styles.actions}>
        <FineAction codes={fines.codes} label="Назначить штраф по заказу" />
      </div>
      <div role="status" className={`${css.alert} ${fleetCss.panel} ${styles.meta}`} data-testid="fine-decided">
        {decided ? (
          <>
            <p className={styles.text}>
              Штраф по заказу №{decided.order_id} {decisionWord(decided)}
              {decided.status === 'waived' ? '' : `: ${decided.status_title.toLowerCase()}`}
            </p>
            <FinePeople fine={decided} viewerId={fines.viewerId} />
          </>
        ) : null}
      </div>
      <AdminList empty="Штрафов, ждущих решения, нет." testId="prokat-fines">
        {fines.proposed.map((fine) => (
          <Waiting key={fine.uuid} fine={fine} fines={fines} onDecided={setDecided} />
        ))}
      </AdminList>
      {fines.more ? <p className={styles.meta}>Показаны первые {fines.proposed.length}: решите их, чтобы увидеть следующие.</p> : null}
    </section>
  );
}
