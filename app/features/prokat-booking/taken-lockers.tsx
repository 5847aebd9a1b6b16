import type { ReactNode } from 'react';
import { SmartLink } from '../../shell/smart-link';
import type { LockerAlternative } from './rental-api';
import styles from './panel-blocks.module.css';

/** «850 м», «1,2 км». */
function distanceText(meters: number): string {
  if (meters < 1000) return `${Math.max(10, Math.round(meters / 10) * 10)}\u00a0м`;
  const km = meters / 1000;
  return `${km.toLocaleString('ru-RU', { maximumFractionDigits: km < 10 ? 1 : 0 })}\u00a0км`;
}

/**
 * The tool was taken (409 CELL_TAKEN) or lies in no free cell here: the server's words, the lockers
 * that have it free nearest first, each opening its page with the booking again (`queryOf`), and
 * the waitlist of this locker (`waitlist`).
 */
export function TakenLockers({
  message,
  alternatives,
  queryOf,
  waitlist,
}: {
  message: string;
  alternatives: LockerAlternative[];
  queryOf: (alternative: LockerAlternative) => string;
  waitlist: ReactNode;
}) {
  return (
    <section className={`${styles.block} ${styles.alert}`} role="alert" data-testid="booking-taken" tabIndex={-1}>
      <p className={styles.blockTitle}>{message}</p>
      {alternatives.length > 0 ? (
        <ul className={styles.alts} data-testid="taken-alternatives">
          {alternatives.map((alternative) => (
            <li key={alternative.postomat.id}>
              <SmartLink to={`${alternative.url}${queryOf(alternative)}`} reloadDocument className={styles.altLink}>
                <span className={styles.altTitle}>
                  {alternative.postomat.number} · {alternative.postomat.name}
                </span>
                <span className={styles.altMeta}>
                  {alternative.postomat.address} · {distanceText(alternative.distance_m)} · свободно {alternative.available} шт.
                </span>
              </SmartLink>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.stepText}>Свободных рядом сейчас нет.</p>
      )}
      <p className={styles.stepText}>Или дождитесь его здесь: когда инструмент вернут, отложим его для вас на 15 минут.</p>
      {waitlist}
    </section>
  );
}
