import { useId, useState, type FormEvent } from 'react';
import { LODGER_RELATIONS, RELATION_TITLES, type Lodger } from '../../../domains/lodgers/schema';
import { ApiError } from '../../shell/api-client';
import { useSnackbar } from '../../shell/snackbar/snackbar';
import { Field } from './field';
import { lodgersApi, type LodgerValues } from './lodgers-api';
import styles from './identity.module.css';

function valuesOf(lodger: Lodger | null): LodgerValues {
  return {
    last_name: lodger?.last_name ?? '',
    first_name: lodger?.first_name ?? '',
    middle_name: lodger?.middle_name ?? '',
    birth_date: lodger?.birth_date ?? '',
    phone: lodger?.phone ? `+${lodger.phone}` : '',
    relation: lodger?.relation ?? '',
  };
}

/** Adds a lodger, or changes one: names, birth date, optional phone and who they are to the user. */
export function LodgerForm({ lodger, onDone, onCancel }: { lodger: Lodger | null; onDone: () => void; onCancel?: () => void }) {
  const relationId = useId();
  const { show, showError } = useSnackbar();
  const [values, setValues] = useState<LodgerValues>(() => valuesOf(lodger));
  const [errors, setErrors] = useState<Partial<Record<keyof LodgerValues, string>>>({});
  const [busy, setBusy] = useState(false);

  const set = (name: keyof LodgerValues) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };
  const field = (name: keyof LodgerValues) => ({ name, value: values[name], onChange: set(name), error: errors[name] });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      if (lodger) await lodgersApi.update(lodger.id, values);
      else await lodgersApi.create(values);
      show({ text: lodger ? 'Жилец изменён' : 'Жилец добавлен', color: 'success', icon: 'success' });
      if (!lodger) setValues(valuesOf(null));
      setErrors({});
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      showError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid={lodger ? 'lodger-edit-form' : 'lodger-new-form'}>
      <div className={styles.grid}>
        <Field label="Фамилия" autoComplete="off" maxLength={60} {...field('last_name')} />
        <Field label="Имя" autoComplete="off" maxLength={60} {...field('first_name')} />
        <Field label="Отчество" optional autoComplete="off" maxLength={60} {...field('middle_name')} />
        <Field label="Дата рождения" type="date" {...field('birth_date')} />
        <Field label="Телефон" optional type="tel" inputMode="tel" autoComplete="off" placeholder="+7 999 123-45-67" {...field('phone')} />
        <div className={styles.field}>
          <label htmlFor={relationId} className={styles.label}>
            Кем приходится <span className={styles.optional}> — необязательно</span>
          </label>
          <select
            id={relationId}
            name="relation"
            className={styles.input}
            value={values.relation}
            onChange={(event) => set('relation')(event.target.value)}
            aria-invalid={errors.relation ? true : undefined}
          >
            <option value="">Не указано</option>
            {LODGER_RELATIONS.map((relation) => (
              <option key={relation} value={relation}>
                {RELATION_TITLES[relation]}
              </option>
            ))}
          </select>
          {errors.relation ? (
            <p className={styles.error} role="alert">
              {errors.relation}
            </p>
          ) : null}
        </div>
      </div>
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={busy} data-testid="lodger-save">
          {busy ? 'Сохраняем…' : lodger ? 'Сохранить' : 'Добавить жильца'}
        </button>
        {onCancel ? (
          <button type="button" className="btn btn-secondary" onClick={onCancel}>
            Отмена
          </button>
        ) : null}
      </div>
    </form>
  );
}
