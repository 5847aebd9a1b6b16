import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSnackbar } from '../../../shell/snackbar/snackbar';
import { StepNav, cancelStyles as styles, formatRub } from '../../subscriptions';
import { rentalCabinetApi } from '../api';
import { useLiveRental } from '../live';
import { ToolStage } from '../tool-actions';
import type { EarlyEndCalculation, RentalTool, ReturnLocker } from '../types';
import { earlyEndPath, type EarlyEndUrlState } from './state';

/**
 * Step 3: the tools go back to any locker (the return action of the order page, the step reads its
 * data again when a door closes), or are back already; then the rental ends and the refund goes.
 */
export function EarlyEndStuffsStep({
  orderId,
  state,
  calculation,
  tools,
  lockers,
}: {
  orderId: number;
  state: EarlyEndUrlState;
  calculation: EarlyEndCalculation;
  tools: RentalTool[];
  lockers: ReturnLocker[];
}) {
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const reload = useLiveRental(orderId);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const out = tools.filter((tool) => tool.stage === 'in_use');
  const ready = calculation.all_back && !calculation.time_over;

  const submit = async () => {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    try {
      await rentalCabinetApi.endEarly(orderId, state.quality, state.comment);
      navigate(earlyEndPath(orderId, 'success'), { replace: true });
    } catch (error) {
      snackbar.showError(error);
      reload();
      setBusy(false);
    } finally {
      sending.current = false;
    }
  };

  return (
    <>
      {out.length > 0 ? (
        <>
          <p className={styles.text} data-testid="return-prompt">
            Верните инструмент в любой постамат: выберите постамат, откройте ячейку, положите инструмент и закройте дверь. Можно и без
            телефона — PIN возврата есть на странице проката.
          </p>
          <ul className={styles.conditions}>
            {out.map((tool) => (
              <li key={tool.unit_id} data-testid={`return-tool-${tool.unit_id}`}>
                <strong>{tool.name}</strong>
                <ToolStage orderId={orderId} tool={tool} zone={calculation.time_zone} lockers={lockers} onChanged={reload} />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className={styles.text} data-testid="all-back">
          {calculation.never_taken ? 'Инструмент остаётся в ячейке — забирать ничего не нужно.' : 'Инструмент уже в постамате — спасибо!'}
        </p>
      )}
      {calculation.problem && out.length === 0 ? <p className={styles.text}>{calculation.problem}</p> : null}
      <p className={styles.text}>
        К возврату на карту: <strong data-testid="stuffs-refund">{formatRub(calculation.refund)}</strong>
        {out.length > 0 ? ' — если вернёте сейчас' : ''}.
      </p>
      <StepNav back={earlyEndPath(orderId, 'recalc', state)}>
        <button type="button" className="btn btn-primary" onClick={submit} disabled={!ready || busy} data-testid="cancel-submit">
          {busy ? 'Завершаем…' : 'Завершить аренду'}
        </button>
      </StepNav>
    </>
  );
}
