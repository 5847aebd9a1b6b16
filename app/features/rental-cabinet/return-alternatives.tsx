import { ApiError } from '../../shell/api-client';
import s from './rental-cabinet.module.css';

/** A locker with room for the tool, as a full locker's refusal (NO_FREE_CELL) names it. */
export interface ReturnAlternative {
  postomat: { id: number; number: string; name: string; address: string };
  free_cells: number;
  distance_m: number;
}

/** The alternatives of a NO_FREE_CELL refusal, or none for any other error. */
export function returnAlternativesOf(error: unknown): ReturnAlternative[] {
  if (!(error instanceof ApiError) || error.code !== 'NO_FREE_CELL' || typeof error.body !== 'object' || !error.body) return [];
  const list = (error.body as { alternatives?: unknown }).alternatives;
  return Array.isArray(list) ? (list as ReturnAlternative[]) : [];
}

const distance = (metres: number) => (metres < 1000 ? `${metres} м` : `${(metres / 1000).toFixed(1).replace('.', ',')} км`);

/** «Свободные ячейки есть здесь»: the nearest lockers with room, each chosen for the return with one tap. */
export function ReturnAlternatives({
  alternatives,
  onChoose,
}: {
  alternatives: ReturnAlternative[];
  onChoose: (postomatId: number) => void;
}) {
  if (alternatives.length === 0) return null;
  return (
    <div className={s.alternatives} data-testid="return-alternatives">
      <p className={s.returnTitle}>Свободные ячейки есть здесь:</p>
      <ul>
        {alternatives.map((alternative) => (
          <li key={alternative.postomat.id}>
            <button type="button" className="btn btn-secondary" onClick={() => onChoose(alternative.postomat.id)}>
              {alternative.postomat.number} · {alternative.postomat.address}
            </button>
            <span className={s.alternativeMeta}>
              {distance(alternative.distance_m)}, свободно ячеек: {alternative.free_cells}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
