import { useState, type FormEvent } from 'react';
import { PROFILE_RULES, type Profile } from '../../../domains/profile/schema';
import { ApiError } from '../../shell/api-client';
import { lengthHint } from '../../shell/forms/length-hint';
import { useSnackbar } from '../../shell/snackbar/snackbar';
import { profileApi } from './profile-api';
import styles from './profile.module.css';
import { LabelledInput as TextField } from '../../shell/forms/labelled-input';

type Values = { last_name: string; first_name: string; middle_name: string; birth_date: string };
const FIELDS = ['last_name', 'first_name', 'middle_name', 'birth_date'] as const;
const NAME_MAX = PROFILE_RULES.nameMaxLength;

function valuesOf(profile: Profile): Values {
  return {
    last_name: profile.last_name ?? '',
    first_name: profile.first_name ?? '',
    middle_name: profile.middle_name ?? '',
    birth_date: profile.birth_date ?? '',
  };
}

/** Today minus `years`, as the YYYY-MM-DD of a date input's min/max. */
function yearsAgo(years: number): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  return date.toISOString().slice(0, 10);
}

/** Last, first and middle name and the birth date; the server checks and stores them. */
export function PersonalForm({ profile, onSaved }: { profile: Profile; onSaved: (profile: Profile) => void }) {
  const { show, showError } = useSnackbar();
  const [saved, setSaved] = useState<Values>(() => valuesOf(profile));
  const [values, setValues] = useState<Values>(saved);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [busy, setBusy] = useState(false);
  const dirty = FIELDS.some((field) => values[field] !== saved[field]);

  const set = (field: keyof Values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const next = await profileApi.update(values);
      const nextValues = valuesOf(next);
      setSaved(nextValues);
      setValues(nextValues);
      setErrors({});
      onSaved(next);
      show({ text: 'Данные сохранены', color: 'success', icon: 'success' });
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      showError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="personal-title" data-testid="personal-form">
      <h2 id="personal-title" className={styles.cardTitle}>
        Личные данные
      </h2>
      <div className={styles.grid}>
        <TextField
          label="Фамилия"
          name="last_name"
          autoComplete="family-name"
          maxLength={NAME_MAX}
          value={values.last_name}
          onChange={set('last_name')}
          error={errors.last_name}
          hint={lengthHint(values.last_name, NAME_MAX)}
        />
        <TextField
          label="Имя"
          name="first_name"
          autoComplete="given-name"
          maxLength={NAME_MAX}
          value={values.first_name}
          onChange={set('first_name')}
          error={errors.first_name}
          hint={lengthHint(values.first_name, NAME_MAX)}
        />
        <TextField
          label="Отчество"
          name="middle_name"
          autoComplete="additional-name"
          maxLength={NAME_MAX}
          optional
          value={values.middle_name}
          onChange={set('middle_name')}
          error={errors.middle_name}
          hint={lengthHint(values.middle_name, NAME_MAX)}
        />
        <TextField
          label="Дата рождения"
          name="birth_date"
          type="date"
          autoComplete="bday"
          min={yearsAgo(120)}
          max={yearsAgo(14)}
          value={values.birth_date}
          onChange={set('birth_date')}
          error={errors.birth_date}
        />
      </div>
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={busy || !dirty}>
          {busy ? 'Сохраняем…' : 'Сохранить'}
        </button>
        {dirty && !busy ? (
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => {
              setValues(saved);
              setErrors({});
            }}
          >
            Отменить изменения
          </button>
        ) : null}
      </div>
    </form>
  );
}
