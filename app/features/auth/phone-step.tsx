import { useId, useRef } from 'react';
import { useDialogs } from '../../shell/dialogs/dialogs-provider';
import styles from './login.module.css';
import { PhoneField } from './phone-field';
import { useFocusOnMount } from './use-focus-on-mount';
import type { LoginFlow } from './use-login-flow';

/** Step 0: the phone, the personal-data consent (required) and the advertising consent. */
export function PhoneStep({ flow }: { flow: LoginFlow }) {
  const { openPolicy } = useDialogs();
  const inputRef = useRef<HTMLInputElement>(null);
  const personalId = useId();
  const adsId = useId();
  const hintId = useId();
  useFocusOnMount(inputRef);

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void flow.submitPhone();
      }}
      data-testid="login-phone-step"
    >
      <p className={styles.lead}>Пришлём код для входа. Если аккаунта ещё нет, мы его создадим.</p>
      <PhoneField value={flow.phone} onChange={flow.setPhone} error={flow.phoneError} inputRef={inputRef} disabled={flow.busy} />
      <div className={styles.check}>
        <input
          id={personalId}
          type="checkbox"
          checked={flow.agreePersonal}
          onChange={(event) => flow.setAgreePersonal(event.target.checked)}
          aria-required="true"
          aria-labelledby={`${personalId}-label ${personalId}-policy`}
        />
        {/* The policy button sits beside the label, not in it; the checkbox is named by both. */}
        <span>
          <label id={`${personalId}-label`} htmlFor={personalId}>
            Я соглашаюсь на
          </label>{' '}
          <button id={`${personalId}-policy`} type="button" className={styles.linkButton} onClick={openPolicy}>
            обработку персональных данных
          </button>
        </span>
      </div>
      <div className={styles.check}>
        <input id={adsId} type="checkbox" checked={flow.agreeAds} onChange={(event) => flow.setAgreeAds(event.target.checked)} />
        <label htmlFor={adsId}>Хочу получать новости, скидки и специальные предложения</label>
      </div>
      {!flow.canSubmitPhone ? (
        <p id={hintId} className={styles.hint}>
          Введите номер полностью и отметьте согласие на обработку персональных данных.
        </p>
      ) : null}
      <button
        type="submit"
        className={`btn btn-primary ${styles.submit}`}
        disabled={!flow.canSubmitPhone || flow.busy}
        aria-describedby={!flow.canSubmitPhone ? hintId : undefined}
        aria-busy={flow.busy || undefined}
      >
        {flow.busy ? 'Отправляем код…' : 'Подтвердить номер'}
      </button>
    </form>
  );
}
