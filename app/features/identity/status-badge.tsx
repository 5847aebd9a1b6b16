import { STATUS_TITLES, type DocumentStatus } from '../../../domains/identity/schema';
import styles from './identity.module.css';

/** The status of a document as a coloured label. */
export function StatusBadge({ status }: { status: DocumentStatus | null }) {
  const shown = status ?? 'draft';
  return (
    <span className={`${styles.badge} ${styles[shown]}`} data-testid="document-status">
      {status ? STATUS_TITLES[status] : 'Не заполнен'}
    </span>
  );
}
