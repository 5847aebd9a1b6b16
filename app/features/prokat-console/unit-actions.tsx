import { useId, useState, type FormEvent } from 'react';
import { useHydrated } from '../../shell/use-hydrated';
import { adminStyles as styles } from '../admin';
import { CellSelect, chosenCell } from './cell-select';
import { Field, Problem, Toggle } from './fleet-field';
import fleetCss from './fleet.module.css';
import type { FreeCell } from './fleet-types';
import { useFleetForm } from './use-fleet-form';

type Form = ReturnType<typeof useFleetForm>;

/** The tool as the actions see it: in a cell or at the workshop (no cell). */
export interface ActionUnit {
  id: number;
  inventory_number: string;
  status: string;
  booked: 'hold' | 'rental' | null;
  inCell: boolean;
}

/** A choice of a free cell and its button: «Переместить» a tool there, or put a repaired one there. */
function CellChoice({
  label,
  cells,
  form,
  onSend,
  close,
}: {
  label: string;
  cells: FreeCell[];
  form: Form;
  onSend: (cellId: number) => Promise<unknown>;
  close: () => void;
}) {
  const [unchosen, setUnchosen] = useState(false);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const cellId = chosenCell(new FormData(event.currentTarget));
    setUnchosen(cellId === null);
    if (cellId !== null && (await onSend(cellId)) !== null) close();
  }
  return (
    <form className={fleetCss.row} onSubmit={(event) => void submit(event)} noValidate>
      <Field label="Куда (свободная ячейка)" error={unchosen ? 'Выберите свободную ячейку' : form.fieldError('cell_id')}>
        {(props) => <CellSelect {...props} cells={cells} />}
      </Field>
      <button type="submit" className={`btn btn-primary ${styles.small}`} disabled={form.busy} data-testid="cell-choice-send">
        {label}
      </button>
    </form>
  );
}

/** «Списать»: asks once more, with an optional reason. */
function RetireConfirm({ form, onSend, close }: { form: Form; onSend: (note: string) => Promise<unknown>; close: () => void }) {
  const id = useId();
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const note = String(new FormData(event.currentTarget).get('note') ?? '').trim();
    if ((await onSend(note)) !== null) close();
  }
  return (
    <form className={fleetCss.row} onSubmit={(event) => void submit(event)} aria-labelledby={id} noValidate>
      <label id={id} className={styles.field}>
        Причина (необязательно)
        <input name="note" maxLength={500} />
      </label>
      <button type="submit" className={`btn btn-primary ${styles.small}`} disabled={form.busy} data-testid="unit-retire-send">
        Списать навсегда
      </button>
    </form>
  );
}

const BUSY_WHY: Record<string, string> = {
  hold: 'Забронирован, бронь ждёт оплаты: действия недоступны',
  rental: 'Оплачен и ждёт арендатора: действия недоступны',
  checking: 'Вернули, ждёт проверки в разделе «Возвраты на проверку»',
  rented: 'У арендатора',
  retired: 'Списан',
};

/** What staff may do with a tool: move it, send it to the workshop and back, retire it; a busy one says why not. */
export function UnitActions({ unit, freeCells }: { unit: ActionUnit; freeCells: FreeCell[] }) {
  const live = useHydrated();
  const form = useFleetForm();
  const off = !live || form.busy;
  const post = (action: string, body: object = {}) => form.send(`/api/admin/prokat/units/${unit.id}/${action}`, body);
  const why = BUSY_WHY[unit.booked ?? unit.status];
  if (why) return <p className={styles.meta}>{why}</p>;
  const broken = unit.status === 'broken';
  const small = `btn btn-secondary ${styles.small}`;
  return (
    <>
      <div className={styles.actions}>
        {broken && unit.inCell ? (
          <button type="button" className={small} disabled={off} onClick={() => void post('repaired')} data-testid="unit-repaired">
            Отремонтирован
          </button>
        ) : null}
        {broken && !unit.inCell ? (
          <Toggle label="Отремонтирован" testId="unit-repaired" primary disabled={!live}>
            {(close) => (
              <CellChoice
                label="Вернуть в ячейку"
                cells={freeCells}
                form={form}
                close={close}
                onSend={(cellId) => post('repaired', { cell_id: cellId })}
              />
            )}
          </Toggle>
        ) : null}
        {!broken ? (
          <Toggle label="Переместить" testId="unit-move" disabled={!live}>
            {(close) => (
              <CellChoice
                label="Переместить сюда"
                cells={freeCells}
                form={form}
                close={close}
                onSend={(cellId) => post('move', { cell_id: cellId })}
              />
            )}
          </Toggle>
        ) : null}
        {unit.inCell ? (
          <button type="button" className={small} disabled={off} onClick={() => void post('broken')} data-testid="unit-broken">
            {broken ? 'В мастерскую' : 'Сломан'}
          </button>
        ) : null}
        <Toggle label="Списать" testId="unit-retire" disabled={!live}>
          {(close) => <RetireConfirm form={form} close={close} onSend={(note) => post('retire', note ? { note } : {})} />}
        </Toggle>
      </div>
      <Problem problem={form.problem} testId="unit-error" />
    </>
  );
}
