import type { FreeCell } from './fleet-types';

/** The free working cells of every locker, by locker: where a tool may be put. */
export function CellSelect({
  cells,
  name = 'cell_id',
  ...props
}: {
  cells: FreeCell[];
  name?: string;
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}) {
  const byLocker = new Map<string, FreeCell[]>();
  for (const cell of cells) byLocker.set(cell.postomat, [...(byLocker.get(cell.postomat) ?? []), cell]);
  return (
    <select {...props} name={name} defaultValue="">
      <option value="" disabled>
        {cells.length > 0 ? 'Выберите ячейку' : 'Свободных ячеек нет'}
      </option>
      {[...byLocker].map(([postomat, free]) => (
        <optgroup key={postomat} label={`Постамат ${postomat}`}>
          {free.map((cell) => (
            <option key={cell.cell_id} value={cell.cell_id}>
              {postomat}, ячейка {cell.number} ({cell.size})
            </option>
          ))}
        </optgroup>
      ))}
    </select>
  );
}

/** The chosen cell of a form: its id, or null when none was chosen. */
export function chosenCell(form: FormData, name = 'cell_id'): number | null {
  const value = Number(form.get(name));
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}
