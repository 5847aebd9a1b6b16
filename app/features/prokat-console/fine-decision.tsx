import { useState, type FormEvent } from 'react';
import { useHydrated } from '../../shell/use-hydrated';
import { adminStyles as styles } from '../admin';
import { Field, Problem } from './fleet-field';
import css from './prokat-console.module.css';
import type { StaffFine } from './types';
import { useFleetForm } from './use-fleet-form';

/** An operator confirms or waives a fine someone else set; whoever set it withdraws it. */
export type Decision = 'confirm' | 'waive' | 'withdraw';

const OPEN: Record<Decision, string> = { confirm: 'Подтвердить', waive: 'Отменить', withdraw: 'Отозвать' };
const SEND: Record<Decision, string> = { confirm: 'Подтвердить штраф', waive: 'Отменить штраф', withdraw: 'Отозвать штраф' };

function call(fine: StaffFine, decision: Decision, reason: string): [string, object] {
  if (decision === 'withdraw') return ['/api/admin/orders/fines/withdraw', { uuid: fine.uuid, reason }];
  return ['/api/admin/orders/fines/decide', { uuid: fine.uuid, decision, reason }];
}

/**
 * The fine's actions offered to this viewer — «Подтвердить» (the fine is charged to the renter's card),
 * «Отменить», «Отозвать» — each with the reason asked inline; the API's refusal stays under the form.
 */
export function FineDecision({
  fine,
  choices,
  onDecided,
}: {
  fine: StaffFine;
  choices: readonly Decision[];
  onDecided: (fine: StaffFine) => void;
}) {
  const live = useHydrated();
  const { busy, problem, fieldError, send, reset } = useFleetForm();
  const [decision, setDecision] = useState<Decision | null>(null);
  const [empty, setEmpty] = useState(false);

  function choose(next: Decision | null) {
    setDecision(next);
    setEmpty(false);
    reset();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '').trim();
    setEmpty(!reason);
    if (!reason || !decision) return;
    const decided = await send<StaffFine>(...call(fine, decision, reason));
    if (decided) onDecided(decided);
  }

  if (!decision) {
    return (
      <div className={styles.actions}>
        {choices.map((choice) => (
          <button
            key={choice}
            type="button"
            className={`btn ${choice === 'confirm' ? 'btn-primary' : 'btn-secondary'} ${styles.small}`}
            disabled={!live}
            onClick={() => choose(choice)}
            data-testid={`fine-${choice}`}
          >
            {OPEN[choice]}
          </button>
        ))}
      </div>
    );
  }

  const reasonError = empty ? 'Укажите причину' : fieldError('reason');
  return (
    <form className={css.damage} onSubmit={(event) => void submit(event)} data-testid="fine-decision" data-decision={decision} noValidate>
      <Field label="Причина решения" error={reasonError}>
        {(props) => <textarea {...props} name="reason" maxLength={500} aria-required="true" />}
      </Field>
      <Problem problem={problem && !problem.fields.reason ? problem : null} testId="fine-decision-error" />
      <div className={styles.actions}>
        <button type="submit" className={`btn btn-primary ${styles.small}`} disabled={!live || busy} data-testid="fine-decision-send">
          {SEND[decision]}
        </button>
        <button type="button" className={`btn btn-secondary ${styles.small}`} disabled={busy} onClick={() => choose(null)}>
          Назад
        </button>
      </div>
    </form>
  );
}
