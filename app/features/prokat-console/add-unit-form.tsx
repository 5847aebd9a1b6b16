import type { FormEvent } from 'react';
import { useHydrated } from '../../shell/use-hydrated';
import { adminStyles as styles } from '../admin';
import { CellSelect, chosenCell } from './cell-select';
import { Field, Problem } from './fleet-field';
import type { FreeCell, ModelOption } from './fleet-types';
import { useFleetForm } from './use-fleet-form';

/** «Добавить инструмент»: a new tool of a model, its inventory number, the free cell it goes into. */
export function AddUnitForm({ models, freeCells, onDone }: { models: ModelOption[]; freeCells: FreeCell[]; onDone: () => void }) {
  const live = useHydrated();
  const { busy, problem, fieldError, send } = useFleetForm();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = {
      model_id: Number(form.get('model_id')),
      inventory_number: String(form.get('inventory_number') ?? ''),
      cell_id: chosenCell(form) ?? 0,
    };
    if (await send('/api/admin/prokat/units', body)) onDone();
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} data-testid="add-unit-form" noValidate>
      <div className={styles.formGrid}>
        <Field label="Модель" error={fieldError('model_id')}>
          {(props) => (
            <select {...props} name="model_id" defaultValue={models[0]?.id}>
              {models.map((model) => (
                <option key={model.id} value={model.id}>
                  {model.brand} {model.name}
                  {model.active ? '' : ' (снята с каталога)'}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Инвентарный номер" error={fieldError('inventory_number')}>
          {(props) => <input {...props} name="inventory_number" maxLength={40} placeholder="ИН-1234" autoComplete="off" />}
        </Field>
        <Field label="Ячейка" error={fieldError('cell_id') && 'Выберите свободную ячейку'}>
          {(props) => <CellSelect {...props} cells={freeCells} />}
        </Field>
      </div>
      <Problem problem={problem} testId="add-unit-error" />
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={!live || busy} data-testid="add-unit-save">
          Добавить инструмент
        </button>
        <button type="button" className="btn btn-secondary" onClick={onDone}>
          Отмена
        </button>
      </div>
    </form>
  );
}
