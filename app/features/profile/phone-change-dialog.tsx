import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { LoginItem } from '../../../domains/auth/schema';
import { formatPhone } from '../../../lib/format/phone';
import { CodeInput, isPhoneComplete, PhoneField, phoneForApi, useCountdown, useFocusOnMount } from '../auth';
import { ApiError } from '../../shell/api-client';
import { Dialog } from '../../shell/dialogs/dialog';
import { markAuthChanged } from '../../shell/shell-data';
import { useSnackbar } from '../../shell/snackbar/snackbar';
import { profileApi } from './profile-api';
import styles from './profile.module.css';

type Step =
  | { kind: 'intro' }
  | { kind: 'old-code'; item: LoginItem }
  | { kind: 'new-phone'; token: string }
  | { kind: 'new-code'; token: string; phone: string; item: LoginItem }
  | { kind: 'done'; phone: string };

const STEP_NUMBER: Record<Step['kind'], number> = { intro: 1, 'old-code': 1, 'new-phone': 2, 'new-code': 3, done: 3 };

/** The message of a failed code check: the field's own text, else the server's message. */
function codeError(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  return error.fields?.code ?? null;
}

/**
 * "Изменить номер": a code to the current number proves it is the owner, then a code to the new
 * number proves that one. The new number becomes the login, the other devices are signed out.
 */
export function PhoneChangeDialog({
  open,
  onClose,
  phone,
  onChanged,
}: {
  open: boolean;
  onClose: () => void;
  phone: string;
  onChanged: (phone: string) => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} title="Смена номера телефона" testId="phone-change-dialog">
      <PhoneChangeSteps phone={phone} onChanged={onChanged} onClose={onClose} />
    </Dialog>
  );
}

function PhoneChangeSteps({ phone, onChanged, onClose }: { phone: string; onChanged: (phone: string) => void; onClose: () => void }) {
  const { showError } = useSnackbar();
  const [step, setStep] = useState<Step>({ kind: 'intro' });
  const [busy, setBusy] = useState(false);

  async function run<T>(work: () => Promise<T>, onError?: (error: unknown) => boolean): Promise<T | undefined> {
    setBusy(true);
    try {
      return await work();
    } catch (error) {
      if (!onError?.(error)) showError(error);
      return undefined;
    } finally {
      setBusy(false);
    }
  }

  /** The 15-minute proof of the current number ran out: start again from the first step. */
  const proofExpired = (error: unknown) => {
    if (!(error instanceof ApiError && error.fields?.token)) return false;
    showError(error);
    setStep({ kind: 'intro' });
    return true;
  };

  const progress = step.kind === 'done' ? null : <p className={styles.progress}>Шаг {STEP_NUMBER[step.kind]} из 3</p>;

  if (step.kind === 'intro') {
    return (
      <div className={styles.steps}>
        {progress}
        <p className={styles.stepLead}>
          Сначала подтвердите текущий номер: пришлём код по SMS на <strong>{formatPhone(phone)}</strong>.
        </p>
        <div className={styles.stepActions}>
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy}
            onClick={async () => {
              const item = await run(() => profileApi.sendCurrentPhoneCode());
              if (item) setStep({ kind: 'old-code', item });
            }}
          >
            {busy ? 'Отправляем…' : 'Получить код'}
          </button>
        </div>
      </div>
    );
  }

  if (step.kind === 'old-code') {
    return (
      <div className={styles.steps}>
        {progress}
        <CodeStep
          key="old"
          label={`Код из SMS на ${formatPhone(phone)}`}
          item={step.item}
          busy={busy}
          onSubmit={(code, fail) =>
            run(
              async () => {
                const { token } = await profileApi.confirmCurrentPhone(code);
                setStep({ kind: 'new-phone', token });
              },
              (error) => fail(error),
            )
          }
          onResend={async () => {
            const item = await run(() => profileApi.sendCurrentPhoneCode());
            if (item) setStep({ kind: 'old-code', item });
          }}
        />
      </div>
    );
  }

  if (step.kind === 'new-phone') {
    return (
      <div className={styles.steps}>
        {progress}
        <NewPhoneStep
          busy={busy}
          onSubmit={(newPhone, fail) =>
            run(
              async () => {
                const item = await profileApi.sendNewPhoneCode(newPhone, step.token);
                setStep({ kind: 'new-code', token: step.token, phone: newPhone, item });
              },
              (error) => proofExpired(error) || fail(error),
            )
          }
        />
      </div>
    );
  }

  if (step.kind === 'new-code') {
    return (
      <div className={styles.steps}>
        {progress}
        <CodeStep
          key="new"
          label={`Код из SMS на ${formatPhone(step.phone)}`}
          item={step.item}
          busy={busy}
          onSubmit={(code, fail) =>
            run(
              async () => {
                await profileApi.confirmNewPhone(step.phone, step.token, code);
                markAuthChanged();
                setStep({ kind: 'done', phone: step.phone });
                onChanged(step.phone);
              },
              (error) => proofExpired(error) || fail(error),
            )
          }
          onResend={async () => {
            const item = await run(() => profileApi.sendNewPhoneCode(step.phone, step.token), proofExpired);
            if (item) setStep({ ...step, item });
          }}
          onBack={() => setStep({ kind: 'new-phone', token: step.token })}
        />
      </div>
    );
  }

  return (
    <div className={styles.done} data-testid="phone-change-done">
      <span className={styles.doneIcon} aria-hidden="true">
        ✓
      </span>
      <p className={styles.stepLead}>
        Номер изменён. Теперь входите по номеру <strong>{formatPhone(step.phone)}</strong>. На других устройствах мы завершили сеансы — там
        нужно войти заново.
      </p>
      <button type="button" className="btn btn-primary" onClick={onClose}>
        Готово
      </button>
    </div>
  );
}

interface CodeStepProps {
  label: string;
  item: LoginItem;
  busy: boolean;
  /** `fail` shows the error under the field and says whether it did. */
  onSubmit: (code: string, fail: (error: unknown) => boolean) => Promise<unknown>;
  onResend: () => Promise<void>;
  onBack?: () => void;
}

function CodeStep({ label, item, busy, onSubmit, onResend, onBack }: CodeStepProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const wait = useCountdown(item.SMS.wait_timer, item);
  const inputRef = useRef<HTMLInputElement>(null);

  // Again after each new code; deferred a frame, as showModal() may still be moving focus.
  useEffect(() => {
    const frame = window.requestAnimationFrame(() => inputRef.current?.focus());
    return () => window.cancelAnimationFrame(frame);
  }, [item]);

  const submit = (value: string) => {
    setError(null);
    void onSubmit(value, (failure) => {
      const message = codeError(failure);
      if (!message) return false;
      setError(message);
      setCode('');
      return true;
    });
  };

  return (
    <form
      className={styles.steps}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        if (code.length === 4) submit(code);
      }}
    >
      <CodeInput label={label} value={code} onChange={setCode} onComplete={submit} error={error} busy={busy} inputRef={inputRef} />
      <div className={styles.stepActions}>
        <button type="submit" className="btn btn-primary" disabled={busy || code.length !== 4}>
          {busy ? 'Проверяем…' : 'Подтвердить'}
        </button>
        {wait > 0 ? (
          <p className={styles.hint} aria-live="polite">
            Отправить код ещё раз можно через {wait} с
          </p>
        ) : (
          <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void onResend()}>
            Отправить код ещё раз
          </button>
        )}
        {onBack ? (
          <button type="button" className="btn btn-ghost" disabled={busy} onClick={onBack}>
            Изменить новый номер
          </button>
        ) : null}
      </div>
    </form>
  );
}

function NewPhoneStep({
  busy,
  onSubmit,
}: {
  busy: boolean;
  onSubmit: (phone: string, fail: (error: unknown) => boolean) => Promise<unknown>;
}) {
  const [masked, setMasked] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const complete = isPhoneComplete(masked);

  useFocusOnMount(inputRef);

  return (
    <form
      className={styles.steps}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!complete || busy) return;
        setError(null);
        void onSubmit(phoneForApi(masked), (failure) => {
          const message = failure instanceof ApiError ? (failure.fields?.phone ?? null) : null;
          if (!message) return false;
          setError(message);
          return true;
        });
      }}
    >
      <p className={styles.stepLead}>Текущий номер подтверждён. Укажите новый — на него придёт код.</p>
      <PhoneField
        label="Новый номер телефона"
        value={masked}
        onChange={(value) => {
          setMasked(value);
          setError(null);
        }}
        error={error}
        inputRef={inputRef}
      />
      <div className={styles.stepActions}>
        <button type="submit" className="btn btn-primary" disabled={busy || !complete}>
          {busy ? 'Отправляем…' : 'Получить код'}
        </button>
      </div>
    </form>
  );
}
