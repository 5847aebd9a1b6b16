import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { CancelCalculationOut } from '../../../../domains/orders/cabinet/cabinet-schema';
import { addDays } from '../../../../domains/orders/cancel/cancel-rules';
import { apiRequest } from '../../../shell/api-client';
import { FieldError } from '../../../shell/forms/field-error';
import { ApiError } from '../../../shell/api-client';
import { CalculationTable } from './calculation-table';
import { NextButton, StepNav } from './step-nav';
import { afterConditions, stepPath } from './state';
import styles from './cancel.module.css';

interface Conditions {
  conditions: string[];
  min_date: string;
  max_date: string;
  notice_days: number;
}

/** Step 1: the rules, the last day and what it costs or returns. */
export function ConditionsStep({
  orderId,
  conditions,
  initialDate,
  initialUsed = true,
}: {
  orderId: number;
  conditions: Conditions;
  initialDate: string | null;
  initialUsed?: boolean;
}) {
  const navigate = useNavigate();
  const fallback = addDays(conditions.min_date, conditions.notice_days - 1);
  const [date, setDate] = useState(initialDate ?? (fallback > conditions.max_date ? conditions.max_date : fallback));
  const [calculation, setCalculation] = useState<CancelCalculationOut | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [used, setUsed] = useState(initialUsed);

  useEffect(() => {
    const controller = new AbortController();
    setError(undefined);
    apiRequest<CancelCalculationOut>('/api/cabinet/v2/orders/cancel/calculation', {
      query: { id: orderId, date },
      signal: controller.signal,
    })
      .then(setCalculation)
      .catch((e: unknown) => {
        if (controller.signal.aborted) return;
        setCalculation(null);
        setError(e instanceof ApiError ? (e.fields?.date ?? 'Выберите другую дату') : 'Не удалось посчитать. Попробуйте ещё раз');
      });
    return () => controller.abort();
  }, [orderId, date]);

  return (
    <>
      <ul className={styles.conditions}>
        {conditions.conditions.map((text, i) => (
          <li key={i}>{text}</li>
        ))}
      </ul>
      <div className={styles.field}>
        <label htmlFor="cancel-date" className={styles.label}>
          Последний день аренды
        </label>
        <input
          id="cancel-date"
          type="date"
          className={styles.input}
          value={date}
          min={conditions.min_date}
          max={conditions.max_date}
          onChange={(e) => e.target.value && setDate(e.target.value)}
          aria-describedby="cancel-date-error"
          aria-invalid={error ? true : undefined}
          data-testid="cancel-date"
        />
        <FieldError id="cancel-date-error" text={error} />
      </div>
      {calculation ? <CalculationTable calculation={calculation} /> : null}
      <fieldset className={styles.reasons} data-testid="cell-used">
        <legend className={styles.label}>Вы пользовались ячейкой?</legend>
        <label className={styles.reason}>
          <input type="radio" name="cell-used" checked={used} onChange={() => setUsed(true)} data-testid="cell-used-yes" />
          Да, хранил(а) вещи — приложу фото пустой ячейки
        </label>
        <label className={styles.reason}>
          <input type="radio" name="cell-used" checked={!used} onChange={() => setUsed(false)} data-testid="cell-used-no" />
          Нет, ячейкой не пользовался(ась) — фото не нужно
        </label>
      </fieldset>
      <StepNav>
        <NextButton
          disabled={!calculation || Boolean(error)}
          onClick={() => navigate(stepPath(orderId, afterConditions({ used }), { date, used }))}
        >
          Далее
        </NextButton>
      </StepNav>
    </>
  );
}
