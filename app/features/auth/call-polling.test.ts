import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallStatus, LoginItem } from '../../../domains/auth/schema';
import { ApiError } from '../../shell/api-client';
import { CALL_POLL_INTERVAL_MS, startCallPolling } from './call-polling';
import { nextAfterSend } from './use-login-flow';

function item(status: CallStatus, code: string | null = null, checkTimer = 30): LoginItem {
  const channel = { address: '+7 (999) ***-**-67', wait_timer: 0, enabled: true, button_text: '' };
  return {
    phone: '79991234567',
    type: 'USER_CALL',
    expired_at: new Date().toISOString(),
    timeout: 120,
    email_exist: false,
    SMS: channel,
    CALL: channel,
    EMAIL: { ...channel, enabled: false },
    USER_CALL: { ...channel, code, call_status: status, call_phone: '78005550000', check_timer: checkTimer },
  };
}

describe('USER_CALL status polling', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks every 2 seconds, never before the first interval', async () => {
    const check = vi.fn(async () => item('waiting'));
    const stop = startCallPolling({ checkTimer: 10, check, onCalled: vi.fn(), onStop: vi.fn() });
    expect(CALL_POLL_INTERVAL_MS).toBe(2000);
    await vi.advanceTimersByTimeAsync(1999);
    expect(check).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(4000);
    expect(check).toHaveBeenCalledTimes(3);
    stop();
  });

  it('polls while check_timer is above 1, reducing it by one per poll', async () => {
    const check = vi.fn(async () => item('waiting'));
    const onStop = vi.fn();
    startCallPolling({ checkTimer: 4, check, onCalled: vi.fn(), onStop });
    await vi.advanceTimersByTimeAsync(60_000);
    // 4 → 3 → 2 → 1: three polls, then the checks have run out.
    expect(check).toHaveBeenCalledTimes(3);
    expect(onStop).toHaveBeenCalledWith('exhausted');
  });

  it('does not poll at all when check_timer is 1 or less', async () => {
    const check = vi.fn(async () => item('waiting'));
    const onStop = vi.fn();
    startCallPolling({ checkTimer: 1, check, onCalled: vi.fn(), onStop });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(check).not.toHaveBeenCalled();
    expect(onStop).toHaveBeenCalledWith('exhausted');
  });

  it('submits the code by itself once the call came, and stops', async () => {
    const answers = [item('waiting'), item('waiting'), item('called', '4821')];
    const check = vi.fn(async () => answers.shift() ?? item('waiting'));
    const onCalled = vi.fn();
    const onStop = vi.fn();
    startCallPolling({ checkTimer: 30, check, onCalled, onStop });
    await vi.advanceTimersByTimeAsync(6000);
    expect(onCalled).toHaveBeenCalledTimes(1);
    expect(onCalled.mock.calls[0]![0]).toBe('4821');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(check).toHaveBeenCalledTimes(3);
    expect(onStop).not.toHaveBeenCalled();
  });

  it('stops when the status is no longer waiting', async () => {
    const check = vi.fn(async () => item('expired'));
    const onStop = vi.fn();
    const onCalled = vi.fn();
    startCallPolling({ checkTimer: 30, check, onCalled, onStop });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(check).toHaveBeenCalledTimes(1);
    expect(onStop).toHaveBeenCalledWith('expired');
    expect(onCalled).not.toHaveBeenCalled();
  });

  it('stops polling and ignores late answers after cancel (dialog closed)', async () => {
    let resolve: (value: LoginItem) => void = () => undefined;
    const check = vi.fn(() => new Promise<LoginItem>((r) => (resolve = r)));
    const onCalled = vi.fn();
    const cancel = startCallPolling({ checkTimer: 30, check, onCalled, onStop: vi.fn() });
    await vi.advanceTimersByTimeAsync(2000);
    cancel();
    resolve(item('called', '1111'));
    await vi.advanceTimersByTimeAsync(20_000);
    expect(check).toHaveBeenCalledTimes(1);
    expect(onCalled).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps waiting through transient failures, stops on a refusal', async () => {
    const answers: (LoginItem | Error)[] = [new ApiError(0, null, 'offline'), new ApiError(503, null, 'down'), item('waiting')];
    const check = vi.fn(async () => {
      const next = answers.shift() ?? new ApiError(422, { code: 'CODE_EXPIRED', message: 'Код истёк' }, 'Ошибка 422');
      if (next instanceof Error) throw next;
      return next;
    });
    const onStop = vi.fn();
    startCallPolling({ checkTimer: 30, check, onCalled: vi.fn(), onStop });
    await vi.advanceTimersByTimeAsync(6000);
    expect(onStop).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2000);
    expect(onStop).toHaveBeenCalledWith('error', expect.any(ApiError));
    expect(check).toHaveBeenCalledTimes(4);
  });
});

describe('the step after a send', () => {
  it('is the user-call step while the call is awaited, the code step for the other channels', () => {
    expect(nextAfterSend(item('waiting'), 'USER_CALL')).toEqual({ kind: 'step', step: 1 });
    expect(nextAfterSend(item('waiting'), 'SMS')).toEqual({ kind: 'step', step: 2 });
    expect(nextAfterSend(item('waiting'), 'CALL')).toEqual({ kind: 'step', step: 2 });
    expect(nextAfterSend(item('waiting'), 'EMAIL')).toEqual({ kind: 'step', step: 2 });
  });

  it('goes straight to the login when the first answer already says called with a code', () => {
    expect(nextAfterSend(item('called', '5309'), 'USER_CALL')).toEqual({ kind: 'login', code: '5309' });
    expect(nextAfterSend(item('called', null), 'USER_CALL')).toEqual({ kind: 'step', step: 1 });
  });
});
