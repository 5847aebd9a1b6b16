import { SmartLink } from '../../shell/smart-link';
import type { AlternativeCellView } from './booking-api';
import styles from './booking.module.css';
import { formatNumber } from '../../../lib/format/number';

/** The answer to "this cell was just taken": the message and the nearest free cells as links. */
export function TakenAlternatives({
  message,
  alternatives,
  query = '',
  hrefOf = (cell) => `${cell.url}${query}`,
}: {
  message: string;
  alternatives: AlternativeCellView[];
  query?: string;
  hrefOf?: (cell: AlternativeCellView) => string;
}) {
  return (
    <div className={styles.taken} role="alert" data-testid="booking-conflict">
      <p className={styles.takenText}>{message}</p>
      {alternatives.length > 0 ? (
        <ul className={styles.altList}>
          {alternatives.map((cell) => (
            <li key={cell.id}>
              <SmartLink to={hrefOf(cell)} reloadDocument className={styles.altLink}>
                Ячейка {cell.size_code} №{cell.number}, {formatNumber(cell.area)} м², {cell.floor} этаж
                <span className={styles.muted}>
                  {cell.same_warehouse ? ' — на этом складе' : ` — ${cell.warehouse.name}, ${cell.warehouse.address}`}
                </span>
              </SmartLink>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>Свободных ячеек этого размера рядом сейчас нет. Посмотрите другие размеры на странице склада.</p>
      )}
    </div>
  );
}
