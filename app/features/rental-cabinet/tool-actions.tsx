import { useEffect, useId, useRef, useState } from 'react';
import { formatDate } from '../../../lib/format/dates';
import { errorSnackText } from '../../shell/api-client';
import { useHydrated } from '../../shell/use-hydrated';
import { rentalCabinetApi } from './api';
import { overdueLength, toolStageText } from './format';
import { ReturnAlternatives, returnAlternativesOf } from './return-alternatives';
import type { OpenedCell, RentalTool, ReturnLocker } from './types';
import s from './rental-cabinet.module.css';

/** The current moment, a minute at a time, after hydration (the server renders no «Просрочено»). */
function useMinuteNow(): number | null {
  const hydrated = useHydrated();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return hydrated ? now : null;
}

/**
 * A paid tool's stage in words and what the renter does with it now: «Открыть ячейку» while it waits
 * in its cell, «Вернуть инструмент» to a chosen locker while it is in use. The answer (the cell opened
 * or the server's reason it did not) stays under the button; the page's data reloads after each call
 * and live when the door closes.
 */
export function ToolStage({
  orderId,
  tool,
  zone,
  lockers,
  onChanged,
}: {
  orderId: number;
  tool: RentalTool;
  zone: string;
  lockers: ReturnLocker[];
  onChanged: () => void;
}) {
  const now = useMinuteNow();
  const text = toolStageText(tool, zone, now === null ? null : formatDate(now, zone));
  if (!text) return null;
  const overdue = tool.stage === 'in_use' && tool.due_at && now !== null ? now - new Date(tool.due_at).getTime() : 0;
  return (
    <div className={s.stage} data-testid="tool-stage-block">
      <p className={s.stageText} data-testid="tool-stage" data-stage={tool.stage}>
        {text}
      </p>
      {overdue > 0 ? (
        <p className={s.overdue} data-testid="tool-overdue">
          Просрочено на {overdueLength(overdue)}
        </p>
      ) : null}
      {tool.stage === 'awaiting_pickup' ? <PickupAction orderId={orderId} tool={tool} onChanged={onChanged} /> : null}
      {tool.stage === 'in_use' && lockers.length > 0 ? (
        <ReturnAction orderId={orderId} tool={tool} lockers={lockers} onChanged={onChanged} />
      ) : null}
    </div>
  );
}

type Outcome = { opened: OpenedCell } | { error: string; cause: unknown } | null;

/** One call at a time however fast the taps come: the ref holds the second tap before React re-renders. */
function useCellCall(onChanged: () => void) {
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const busy = useRef(false);
  const run = async (call: () => Promise<OpenedCell>) => {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    setOutcome(null);
    try {
      setOutcome({ opened: await call() });
      onChanged();
    } catch (error) {
      setOutcome({ error: errorSnackText(error), cause: error });
      onChanged();
    } finally {
      busy.current = false;
      setPending(false);
    }
  };
  return { pending, outcome, run };
}

function Outcome({ outcome, opened }: { outcome: Outcome; opened: (cell: OpenedCell) => string }) {
  return (
    <>
      <p className={s.opened} role="status" data-testid="cell-opened">
        {outcome && 'opened' in outcome ? opened(outcome.opened) : null}
      </p>
      {outcome && 'error' in outcome ? (
        <p className={s.cellError} role="alert" data-testid="cell-error">
          {outcome.error}
        </p>
      ) : null}
    </>
  );
}

function PickupAction({ orderId, tool, onChanged }: { orderId: number; tool: RentalTool; onChanged: () => void }) {
  const { pending, outcome, run } = useCellCall(onChanged);
  return (
    <div className={s.stageActions}>
      <button
        type="button"
        className={`btn btn-primary ${s.stageButton}`}
        onClick={() => void run(() => rentalCabinetApi.openCell(orderId, tool.unit_id))}
        disabled={pending}
        aria-busy={pending}
        data-testid="open-cell"
      >
        {pending ? 'Открываем…' : 'Открыть ячейку'}
      </button>
      <Outcome outcome={outcome} opened={(cell) => `Ячейка ${cell.cell} открыта — заберите инструмент и закройте дверь`} />
    </div>
  );
}

function ReturnAction({
  orderId,
  tool,
  lockers,
  onChanged,
}: {
  orderId: number;
  tool: RentalTool;
  lockers: ReturnLocker[];
  onChanged: () => void;
}) {
  const { pending, outcome, run } = useCellCall(onChanged);
  const [postomatId, setPostomatId] = useState(lockers[0]!.id);
  const selectId = useId();
  return (
    <div className={s.stageActions}>
      <p className={s.returnTitle}>Вернуть инструмент</p>
      <label className={s.returnLabel} htmlFor={selectId}>
        Постамат
      </label>
      <select
        id={selectId}
        className={s.returnSelect}
        value={postomatId}
        onChange={(event) => setPostomatId(Number(event.target.value))}
        data-testid="return-locker"
      >
        {lockers.map((locker) => (
          <option key={locker.id} value={locker.id}>
            {locker.number} · {locker.address}
          </option>
        ))}
      </select>
      <button
        type="button"
        className={`btn btn-primary ${s.stageButton}`}
        onClick={() => void run(() => rentalCabinetApi.openReturnCell(orderId, tool.unit_id, postomatId))}
        disabled={pending}
        aria-busy={pending}
        data-testid="open-return-cell"
      >
        {pending ? 'Открываем…' : 'Открыть ячейку для возврата'}
      </button>
      <Outcome
        outcome={outcome}
        opened={(cell) => `В постамате ${cell.postomat.number} открыта ячейка ${cell.cell} — положите инструмент и закройте дверь`}
      />
      <ReturnAlternatives
        alternatives={outcome && 'cause' in outcome ? returnAlternativesOf(outcome.cause) : []}
        onChoose={(id) => {
          setPostomatId(id);
          void run(() => rentalCabinetApi.openReturnCell(orderId, tool.unit_id, id));
        }}
      />
    </div>
  );
}
