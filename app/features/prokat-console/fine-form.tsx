import { useState, type FormEvent } from 'react';
import { formatRub } from '../../../lib/format/money';
import { useHydrated } from '../../shell/use-hydrated';
import { adminStyles as styles } from '../admin';
import { Field, Problem, Toggle } from './fleet-field';
import fleetCss from './fleet.module.css';
import css from './prokat-console.module.css';
import type { StaffFineCode } from './types';
import { useFleetForm } from './use-fleet-form';

/** As the table of fines says it: 10 000 ₽, or «стоимость ремонта» where staff enter the sum. */
const sumOf = (code: StaffFineCode) => (code.amount !== null ? formatRub(code.amount) : (code.amount_text ?? 'сумму укажите'));

/** The tool a fine is for; without it the form asks the order and the tool (one already checked). */
export interface FineTarget {
  orderId: number;
  unitId: number;
}

function FineForm({
  codes,
  target,
  onSent,
  onCancel,
}: {
  codes: StaffFineCode[];
  target?: FineTarget;
  onSent: () => void;
  onCancel: () => void;
}) {
  const live = useHydrated();
  const { busy, problem, fieldError, send } = useFleetForm();
  const [code, setCode] = useState('');
  const [local, setLocal] = useState<Record<string, string>>({});
  const chosen = codes.find((c) => c.code === code);
  const needsSum = chosen?.amount === null;
  const shown = [...(target ? [] : ['order_id', 'unit_id']), 'code', 'note', ...(needsSum ? ['amount'] : [])];
  const error = (name: string) => local[name] ?? fieldError(name);
  // The refusal's own words when no field of the form shows them (a fine set before, a tool still in its cell).
  const general = problem && !Object.keys(problem.fields).some((name) => shown.includes(name)) ? problem : null;
  const groups = new Map<string, StaffFineCode[]>();
  for (const c of codes) groups.set(c.group, [...(groups.get(c.group) ?? []), c]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const note = text('note');
    const missing = { ...(code ? {} : { code: 'Выберите штраф из таблицы' }), ...(note ? {} : { note: 'Опишите, что случилось' }) };
    setLocal(missing);
    if (Object.keys(missing).length > 0) return;
    const amount = needsSum ? text('amount').replace(/\s/g, '') : '';
    const body = {
      order_id: target?.orderId ?? text('order_id'),
      unit_id: target?.unitId ?? text('unit_id'),
      code,
      ...(amount ? { amount } : {}),
      note,
    };
    if ((await send('/api/admin/prokat/fines', body)) !== null) onSent();
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} data-testid="fine-form" noValidate>
      {target ? null : (
        <>
          <div className={styles.formGrid}>
            <Field label="Номер заказа" error={error('order_id')}>
              {(props) => <input {...props} name="order_id" inputMode="numeric" autoComplete="off" />}
            </Field>
            <Field label="ID инструмента" error={error('unit_id')}>
              {(props) => <input {...props} name="unit_id" inputMode="numeric" autoComplete="off" />}
            </Field>
          </div>
          <p className={styles.meta}>ID инструмента — в его карточке на странице постамата или в мастерской.</p>
        </>
      )}
      <Field label="Штраф" error={error('code')}>
        {(props) => (
          <select {...props} name="code" value={code} onChange={(event) => setCode(event.target.value)}>
            <option value="" disabled>
              Выберите штраф из таблицы
            </option>
            {[...groups].map(([group, rows]) => (
              <optgroup key={group} label={group}>
                {rows.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.title} — {sumOf(c)}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        )}
      </Field>
      {chosen ? <p className={styles.meta}>Сумма по таблице: {sumOf(chosen)}</p> : null}
      {needsSum ? (
        <Field label="Сумма, ₽" error={error('amount')}>
          {(props) => <input {...props} name="amount" inputMode="numeric" autoComplete="off" aria-required="true" />}
        </Field>
      ) : null}
      <Field label="Что случилось" error={error('note')}>
        {(props) => <textarea {...props} name="note" maxLength={400} aria-required="true" />}
      </Field>
      <Problem problem={general} testId="fine-error" />
      <div className={styles.actions}>
        <button type="submit" className={`btn btn-primary ${styles.small}`} disabled={!live || busy} data-testid="fine-send">
          Назначить
        </button>
        <button type="button" className={`btn btn-secondary ${styles.small}`} onClick={onCancel}>
          Отмена
        </button>
      </div>
    </form>
  );
}

/** «Назначить штраф»: the form under its button; once set, says the fine waits for an operator. */
export function FineAction({ codes, target, label = 'Назначить штраф' }: { codes: StaffFineCode[]; target?: FineTarget; label?: string }) {
  const live = useHydrated();
  const [sent, setSent] = useState(false);
  return (
    <>
      <Toggle label={label} testId="fine-open" disabled={!live}>
        {(close) => (
          <FineForm
            codes={codes}
            target={target}
            onCancel={close}
            onSent={() => {
              setSent(true);
              close();
            }}
          />
        )}
      </Toggle>
      <p role="status" className={`${css.alert} ${fleetCss.panel} ${styles.meta}`} data-testid="fine-sent">
        {sent ? 'Штраф назначен, ждёт решения оператора' : null}
      </p>
    </>
  );
}
