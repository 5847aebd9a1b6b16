import { Dialog } from './dialog';
import styles from './confirm-remove-dialog.module.css';

interface ConfirmRemoveDialogProps<T> {
  /** What is about to be removed; the dialog is open while it is set. */
  item: T | null;
  title: string;
  /** How the item is named in the dialog (its address, its company name). */
  name: (item: T) => string;
  /** What happens to what refers to it. */
  note: string;
  busy: boolean;
  onConfirm: (item: T) => void;
  onClose: () => void;
  testId?: string;
}

/** «Удалить …?»: the item's name, what removing it means, and the two buttons. */
export function ConfirmRemoveDialog<T>({ item, title, name, note, busy, onConfirm, onClose, testId }: ConfirmRemoveDialogProps<T>) {
  return (
    <Dialog open={item !== null} onClose={onClose} title={title} testId={testId}>
      {item ? (
        <div className={styles.confirm}>
          <p>{name(item)}</p>
          <p className={styles.note}>{note}</p>
          <div className={styles.actions}>
            <button type="button" className={`btn ${styles.remove}`} disabled={busy} onClick={() => onConfirm(item)}>
              {busy ? 'Удаляем…' : 'Удалить'}
            </button>
            <button type="button" className="btn btn-secondary" onClick={onClose}>
              Отмена
            </button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
