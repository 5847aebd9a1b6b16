import { useEffect, useRef, useState } from 'react';
import { formatDateTime } from '../../../lib/format/dates';
import { ApiError } from '../../shell/api-client';
import { joinWaitlist, refusalText, type WaitlistEntry } from './rental-api';
import styles from './panel-blocks.module.css';

/** What the person reads once in the waitlist: the place in the queue, or the tool kept for them. */
export function waitlistText(entry: WaitlistEntry): string {
  if (entry.status === 'offered' && entry.offered_until) {
    return `Инструмент освободился и отложен для вас до ${formatDateTime(entry.offered_until)} — забронируйте его`;
  }
  if (entry.position !== null) return `Вы в листе ожидания, вы ${entry.position}-й. Сообщим, когда инструмент освободится`;
  return 'Вы в листе ожидания. Сообщим, когда инструмент освободится';
}

/**
 * «Сообщить, когда освободится»: joins the waitlist of the model at the locker (a guest signs in
 * first, `onGuest`); `auto` joins at once (back from the login). The answer, or the refusal, is said
 * beside the button.
 */
export function WaitlistButton({
  postomatId,
  slug,
  signedIn,
  onGuest,
  auto = false,
}: {
  postomatId: number | null;
  slug: string;
  signedIn: boolean;
  onGuest: () => void;
  auto?: boolean;
}) {
  const [state, setState] = useState<{ busy: boolean; entry: WaitlistEntry | null; error: string | null }>({
    busy: false,
    entry: null,
    error: null,
  });

  async function join() {
    if (postomatId === null || state.busy) return;
    if (!signedIn) return onGuest();
    setState({ busy: true, entry: null, error: null });
    try {
      setState({ busy: false, entry: await joinWaitlist(postomatId, slug), error: null });
    } catch (error) {
      const missing = error instanceof ApiError && error.status === 404 && !error.code;
      setState({ busy: false, entry: null, error: missing ? 'Лист ожидания пока недоступен. Попробуйте позже' : refusalText(error) });
    }
  }

  const started = useRef(false);
  useEffect(() => {
    if (!auto || started.current || !signedIn || postomatId === null) return;
    started.current = true;
    void join();
  });

  if (state.entry) {
    return (
      <p className={styles.status} role="status" data-testid="waitlist-joined">
        {waitlistText(state.entry)}
      </p>
    );
  }
  return (
    <div className={styles.step}>
      <button
        type="button"
        className={`btn btn-secondary ${styles.stepButton}`}
        onClick={() => void join()}
        disabled={state.busy || postomatId === null}
        data-testid="waitlist-join"
      >
        {state.busy ? 'Записываем…' : 'Сообщить, когда освободится'}
      </button>
      {state.error ? (
        <p className={styles.error} role="alert" data-testid="waitlist-error">
          {state.error}
        </p>
      ) : null}
    </div>
  );
}
