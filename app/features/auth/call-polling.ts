import type { LoginItem } from '../../../domains/auth/schema';

/** The USER_CALL status is asked every 2 seconds. */
export const CALL_POLL_INTERVAL_MS = 2000;

export type CallPollStop = 'expired' | 'exhausted' | 'error';

export interface CallPollingOptions {
  /** check_timer of the login item: how many more times the status may be asked. */
  checkTimer: number;
  /** One status request (POST /api/auth/phone/otp/status). */
  check: () => Promise<LoginItem>;
  /** The call was received: the code to submit to login by itself. */
  onCalled: (code: string, item: LoginItem) => void;
  /** Polling ended without a call: the status is not `waiting` any more, the checks ran out or a request was refused. */
  onStop: (reason: CallPollStop, error?: unknown) => void;
  /** Every status answer, for the waiting screen. */
  onItem?: (item: LoginItem) => void;
  intervalMs?: number;
}

/** Transient failures (network, 5xx, 429) do not end the wait; other refusals do. */
function isTransient(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status !== 'number' || status === 0 || status === 429 || status >= 500;
}

/**
 * Polls the call status while check_timer is above 1, reducing it by one per poll,
 * and stops as soon as the status is no longer `waiting`. Returns the cancel
 * function: call it when the dialog closes or the step changes.
 */
export function startCallPolling(options: CallPollingOptions): () => void {
  const interval = options.intervalMs ?? CALL_POLL_INTERVAL_MS;
  let remaining = options.checkTimer;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelled = false;

  const schedule = () => {
    if (cancelled) return;
    if (remaining <= 1) {
      options.onStop('exhausted');
      return;
    }
    timer = setTimeout(() => void poll(), interval);
  };

  const poll = async () => {
    if (cancelled) return;
    remaining -= 1;
    let item: LoginItem;
    try {
      item = await options.check();
    } catch (error) {
      if (cancelled) return;
      if (isTransient(error)) schedule();
      else options.onStop('error', error);
      return;
    }
    if (cancelled) return;
    options.onItem?.(item);
    const call = item.USER_CALL;
    if (call.call_status === 'called' && call.code) {
      cancelled = true;
      options.onCalled(call.code, item);
      return;
    }
    if (call.call_status !== 'waiting') {
      cancelled = true;
      options.onStop('expired');
      return;
    }
    schedule();
  };

  schedule();
  return () => {
    cancelled = true;
    if (timer !== undefined) clearTimeout(timer);
  };
}
