import { useEffect, useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import type { ContractState } from '../../../domains/orders/access/access-schema';
import { ApiError, apiRequest } from '../../shell/api-client';
import { FieldError } from '../../shell/forms/field-error';
import { useSnackbar } from '../../shell/snackbar/snackbar';
import { useHydrated } from '../../shell/use-hydrated';
import { dateTime } from './format';
import styles from './access.module.css';

interface CodeSent {
  phone: string;
  timeout: number;
  wait_timer: number;
}

/** Seconds left of a countdown started now. */
function useCountdown(seconds: number, key: number): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    setLeft(seconds);
    if (seconds <= 0) return;
    const started = Date.now();
    const timer = setInterval(() => {
      const rest = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000));
      setLeft(rest);
      if (rest === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds, key]);
  return left;
}

/**
 * The rental contract of a paid subscription: the owner's PDF and the «Подпишите договор» step —
 * the names when the profile has none, a code by SMS, the signature.
 */
export function ContractCard({ orderId, contract }: { orderId: number; contract: ContractState }) {
  const live = useHydrated();
  const snackbar = useSnackbar();
  const revalidator = useRevalidator();
  const [names, setNames] = useState({ last_name: '', first_name: '', middle_name: '' });
  const [sent, setSent] = useState<CodeSent | null>(null);
  const [sentKey, setSentKey] = useState(0);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const wait = useCountdown(sent?.wait_timer ?? 0, sentKey);

  function fail(error: unknown) {
    if (error instanceof ApiError && error.fields && Object.keys(error.fields).length > 0) setErrors(error.fields);
    else snackbar.showError(error);
  }

  async function requestCode(event?: FormEvent) {
    event?.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const filled = Object.fromEntries(Object.entries(names).filter(([, value]) => value.trim() !== ''));
      const body = contract.needs_name ? { id: orderId, ...filled } : { id: orderId };
      const answer = await apiRequest<CodeSent>('/api/cabinet/v2/orders/contract/code', { method: 'POST', body });
      setSent(answer);
      setSentKey((k) => k + 1);
      setCode('');
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  }

  async function sign(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      await apiRequest<{ signed_at: string }>('/api/cabinet/v2/orders/contract/sign', { method: 'POST', body: { id: orderId, code } });
      snackbar.show({ text: 'Договор подписан', color: 'success', icon: 'success' });
      setSent(null);
      await revalidator.revalidate();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  }

  const field = (key: 'last_name' | 'first_name' | 'middle_name', label: string, autoComplete: string, required: boolean) => (
    <label className={styles.field}>
      <span className={styles.label}>{label}</span>
      <input
        className={styles.input}
        name={key}
        value={names[key]}
        onChange={(e) => setNames({ ...names, [key]: e.target.value })}
        autoComplete={autoComplete}
        required={required}
        maxLength={60}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `contract-${key}-error` : undefined}
        data-testid={`contract-${key}`}
      />
      <FieldError id={`contract-${key}-error`} text={errors[key]} />
    </label>
  );

  return (
    <section className={styles.card} aria-labelledby="contract-title" data-testid="contract-card">
      <h2 id="contract-title" className={styles.title}>
        {contract.signed ? `Договор № ${contract.number}` : 'Подпишите договор'}
      </h2>
      {contract.signed ? (
        <p className={styles.signed} data-testid="contract-signed">
          Подписан простой электронной подписью{contract.signed_at ? ` ${dateTime(contract.signed_at)}` : ''}
          {contract.full_name ? ` · ${contract.full_name}` : ''}
        </p>
      ) : (
        <p className={styles.note}>
          Договор аренды № {contract.number} составляется на ваше имя. Подпишите его кодом из SMS — это простая электронная подпись, она
          равнозначна подписи на бумаге.
        </p>
      )}
      {!contract.needs_name || contract.signed ? (
        <p>
          <a href={contract.download_url} download data-testid="contract-download">
            {contract.signed ? 'Скачать договор (PDF)' : 'Посмотреть договор (PDF)'}
          </a>
        </p>
      ) : null}

      {!contract.signed && !sent ? (
        <form className={styles.form} onSubmit={(e) => void requestCode(e)} noValidate>
          {contract.needs_name ? (
            <>
              <p className={styles.note}>Укажите фамилию и имя так, как в паспорте: они будут в договоре и сохранятся в профиле.</p>
              {field('last_name', 'Фамилия', 'family-name', true)}
              {field('first_name', 'Имя', 'given-name', true)}
              {field('middle_name', 'Отчество (если есть)', 'additional-name', false)}
            </>
          ) : null}
          <div className={styles.row}>
            <button type="submit" className="btn btn-primary" disabled={!live || busy} data-testid="contract-sign-start">
              {busy ? 'Отправляем код…' : 'Подписать договор'}
            </button>
          </div>
        </form>
      ) : null}

      {!contract.signed && sent ? (
        <form className={styles.form} onSubmit={(e) => void sign(e)} noValidate>
          <p className={styles.note} role="status">
            Код отправлен в SMS на {sent.phone}.
          </p>
          <label className={styles.field}>
            <span className={styles.label}>Код из SMS</span>
            <input
              className={`${styles.input} ${styles.codeInput}`}
              name="code"
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 4))}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="\d{4}"
              maxLength={4}
              aria-invalid={errors.code ? true : undefined}
              aria-describedby={errors.code ? 'contract-code-error' : undefined}
              data-testid="contract-code"
            />
            <FieldError id="contract-code-error" text={errors.code} />
          </label>
          <div className={styles.row}>
            <button
              type="submit"
              className="btn btn-primary"
              disabled={!live || busy || code.length !== 4}
              data-testid="contract-sign-confirm"
            >
              {busy ? 'Проверяем…' : 'Подтвердить подпись'}
            </button>
            <button type="button" className="btn btn-secondary" disabled={!live || busy || wait > 0} onClick={() => void requestCode()}>
              {wait > 0 ? `Новый код через ${wait} с` : 'Отправить код ещё раз'}
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
