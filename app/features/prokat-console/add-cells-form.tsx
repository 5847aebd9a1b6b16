import type { FormEvent } from 'react';
import { useHydrated } from '../../shell/use-hydrated';
import { adminStyles as styles } from '../admin';
import { Field, Problem } from './fleet-field';
import type { FleetLocker } from './fleet-types';
import { useFleetForm } from './use-fleet-form';

const whole = (text: string) => (text.trim() === '' ? undefined : Number.isInteger(Number(text)) ? Number(text) : text);

/** «Добавить ячейки»: how many of a size, numbered after the locker's last or from the number given. */
export function AddCellsForm({ locker, onDone }: { locker: FleetLocker; onDone: () => void }) {
  const live = useHydrated();
  const { busy, problem, fieldError, send } = useFleetForm();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const first = whole(String(form.get('first_number') ?? ''));
    const body = {
      size: form.get('size'),
      count: whole(String(form.get('count') ?? '')),
      ...(first === undefined ? {} : { first_number: first }),
    };
    if (await send(`/api/admin/prokat/lockers/${locker.id}/cells`, body)) onDone();
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} data-testid="add-cells-form" noValidate>
      <div className={styles.formGrid}>
        <Field label="Размер" error={fieldError('size')}>
          {(props) => (
            <select {...props} name="size" defaultValue="M">
              <option value="S">S — маленькая</option>
              <option value="M">M — средняя</option>
              <option value="L">L — большая</option>
            </select>
          )}
        </Field>
        <Field label="Сколько ячеек" error={fieldError('count')}>
          {(props) => <input {...props} name="count" type="number" min={1} max={50} defaultValue={1} inputMode="numeric" />}
        </Field>
        <Field label={`Номер первой (пусто — после последней, ${locker.counts.cells})`} error={fieldError('first_number')}>
          {(props) => <input {...props} name="first_number" type="number" min={1} max={999} inputMode="numeric" />}
        </Field>
      </div>
      <Problem problem={problem} testId="add-cells-error" />
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={!live || busy} data-testid="add-cells-save">
          Добавить ячейки
        </button>
        <button type="button" className="btn btn-secondary" onClick={onDone}>
          Отмена
        </button>
      </div>
    </form>
  );
}
