import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../shell/api-client';
import styles from './payments.module.css';

interface StatusAnswer {
  id: string;
  status: 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';
  success_path?: string;
}

const POLL_MS = 2000;
const GIVE_UP_MS = 120_000;

/** Where a finished payment sends the payer. */
export function nextPath(answer: StatusAnswer): string | null {
  if (answer.status === 'succeeded') return answer.success_path ?? `/payments/success/?id=${answer.id}`;
  if (answer.status === 'canceled') return `/payments/failed/?id=${answer.id}`;
  return null;
}

/** The provider's return page: asks for the status every 2 s for up to 2 minutes. */
export function StatusPage({ id }: { id: string }) {
  const navigate = useNavigate();
  const [state, setState] = useState<'waiting' | 'slow' | 'error'>('waiting');
  const [round, setRound] = useState(0);
  const startedAt = useRef(0);
  const [polling, setPolling] = useState(false);

  const poll = useCallback(
    async (signal: AbortSignal) => {
      try {
        const answer = await apiRequest<StatusAnswer>('/api/cabinet/v2/orders/payments/status', { method: 'POST', body: { id }, signal });
        const next = nextPath(answer);
        if (next) {
          navigate(next, { replace: true });
          return true;
        }
      } catch (error) {
        if (signal.aborted) return true;
        if (error instanceof Error && 'status' in error && (error as { status: number }).status === 404) {
          setState('error');
          return true;
        }
      }
      return false;
    },
    [id, navigate],
  );

  useEffect(() => {
    const controller = new AbortController();
    startedAt.current = Date.now();
    setPolling(true);
    let timer: ReturnType<typeof setTimeout>;
    const tick = async () => {
      if (await poll(controller.signal)) return;
      if (Date.now() - startedAt.current >= GIVE_UP_MS) {
        setState('slow');
        return;
      }
      timer = setTimeout(() => void tick(), POLL_MS);
    };
    void tick();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [poll, round]);

  if (state === 'error') {
    return (
      <div className={styles.page}>
        <div className={`${styles.icon} ${styles.iconFailed}`} aria-hidden>
          !
        </div>
        <h1 className={styles.title}>Платёж не найден</h1>
        <p className={styles.lead}>Проверьте ссылку или войдите в аккаунт, с которого оплачивали.</p>
        <a className="btn btn-primary" href="/cabinet/payments/">
          Мои платежи
        </a>
      </div>
    );
  }

  if (state === 'slow') {
    return (
      <div className={styles.page} data-testid="payment-status-slow">
        <div className={`${styles.icon} ${styles.iconWait}`} aria-hidden>
          ?
        </div>
        <h1 className={styles.title}>Банк ещё не ответил</h1>
        <p className={styles.lead}>
          Так бывает, если банк долго подтверждает оплату. Деньги не потеряются: как только банк ответит, оплата зачислится автоматически.
          Проверьте ещё раз через минуту.
        </p>
        <div className={styles.actions}>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              setState('waiting');
              setRound((r) => r + 1);
            }}
          >
            Проверить ещё раз
          </button>
          <a className="btn btn-secondary" href="/cabinet/payments/">
            Мои платежи
          </a>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.page} data-testid="payment-status-waiting" data-polling={polling ? 'on' : 'off'} aria-live="polite">
      <div className={styles.spinner} role="progressbar" aria-label="Проверяем оплату" />
      <h1 className={styles.title}>Проверяем оплату</h1>
      <p className={styles.lead}>Обычно это занимает несколько секунд. Не закрывайте страницу.</p>
    </div>
  );
}

/** The page that shows a payment in this status. */
export function resultPath(status: string, id: string): string {
  if (status === 'succeeded') return `/payments/success/?id=${id}`;
  if (status === 'canceled') return `/payments/failed/?id=${id}`;
  return `/payments/status/?id=${id}`;
}
