import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import type { LoginChannel, LoginItem, LoginResult } from '../../../domains/auth/schema';
import { useSnackbar } from '../../shell/snackbar/snackbar';
import { startCallPolling } from './call-polling';
import { callStatus, fieldMessage, GENERIC_LOGIN_ERROR, loginErrorKind, loginWithCode, notifyOtp, requestOtp } from './login-api';
import { isPhoneComplete, phoneForApi } from './phone-mask';
import { ApiError } from '../../shell/api-client';

/** Login dialog steps: 0 phone, 1 user call, 2 code. */
export type LoginStep = 0 | 1 | 2;

/** The last answer of the server and the channel the code went over. */
export interface SentCode {
  item: LoginItem;
  channel: LoginChannel;
  /** Grows with every send: restarts the countdowns and the call polling. */
  serial: number;
}

export const CALL_NOT_RECEIVED = 'Мы не получили звонок. Получите код другим способом';

export interface LoginFlow {
  step: LoginStep;
  phone: string;
  setPhone(value: string): void;
  agreePersonal: boolean;
  setAgreePersonal(value: boolean): void;
  agreeAds: boolean;
  setAgreeAds(value: boolean): void;
  canSubmitPhone: boolean;
  sent: SentCode | null;
  busy: boolean;
  /** The code (typed or from the call) is being checked. */
  signingIn: boolean;
  phoneError: string | null;
  codeError: string | null;
  callError: string | null;
  /** The call check ended without a call: the fallbacks are offered at once. */
  callStopped: boolean;
  code: string;
  setCode(value: string): void;
  submitPhone(): Promise<void>;
  submitCode(code: string): Promise<void>;
  sendOver(channel: LoginChannel): Promise<void>;
  changePhone(): void;
}

type ErrorPlace = 'phone' | 'code' | 'call';

/**
 * What follows a send: the user-call step for USER_CALL, the code step for the
 * others; when the call has already come with its code, straight to the login.
 */
export function nextAfterSend(item: LoginItem, channel: LoginChannel): { kind: 'login'; code: string } | { kind: 'step'; step: 1 | 2 } {
  if (channel === 'USER_CALL') {
    const call = item.USER_CALL;
    if (call.call_status === 'called' && call.code) return { kind: 'login', code: call.code };
    return { kind: 'step', step: 1 };
  }
  return { kind: 'step', step: 2 };
}

/** The login steps as state and actions; the views in this folder draw them. */
export function useLoginFlow({ onSuccess }: { onSuccess: (result: LoginResult) => void }): LoginFlow {
  const { show, showError } = useSnackbar();
  const [step, setStep] = useState<LoginStep>(0);
  const [phone, setPhoneValue] = useState('');
  const [agreePersonal, setAgreePersonal] = useState(false);
  const [agreeAds, setAgreeAds] = useState(false);
  const [sent, setSent] = useState<SentCode | null>(null);
  const [busy, setBusy] = useState(false);
  const [signingIn, setSigningIn] = useState(false);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [callError, setCallError] = useState<string | null>(null);
  const [callStopped, setCallStopped] = useState(false);
  const [code, setCodeValue] = useState('');
  // Answers that arrive after "Изменить номер" or after the form is gone are dropped.
  const epoch = useRef(0);
  const serial = useRef(0);

  useEffect(() => {
    const current = epoch;
    return () => {
      current.current += 1;
    };
  }, []);

  const fail = useCallback(
    (error: unknown, place: ErrorPlace) => {
      const kind = loginErrorKind(error);
      if (kind === 'field' && error instanceof ApiError) {
        const message = fieldMessage(error, place === 'phone' ? 'phone' : 'code');
        if (place === 'phone') setPhoneError(message);
        else if (place === 'code') setCodeError(message);
        else setCallError(message);
      } else if (kind === 'auth') {
        showError(error, 'Авторизация');
      } else {
        show({ color: 'error', icon: 'error', title: 'Ошибка', text: GENERIC_LOGIN_ERROR });
      }
    },
    [show, showError],
  );

  const digits = phoneForApi(phone);

  const submitLogin = async (value: string, type: LoginChannel, place: ErrorPlace) => {
    const mine = epoch.current;
    setBusy(true);
    setSigningIn(true);
    try {
      const result = await loginWithCode({ phone: digits, type, code: value, agreeAds });
      if (mine !== epoch.current) return;
      onSuccess(result);
    } catch (error) {
      if (mine !== epoch.current) return;
      if (place === 'code') setCodeValue('');
      fail(error, place);
    } finally {
      if (mine === epoch.current) {
        setBusy(false);
        setSigningIn(false);
      }
    }
  };

  /** A code was sent: show the step of its channel, or log in at once if the call already came. */
  const receive = async (item: LoginItem, channel: LoginChannel) => {
    const next = nextAfterSend(item, channel);
    if (next.kind === 'login') {
      // A refusal shows where the visitor is: still the phone step, or the step they switched from.
      await submitLogin(next.code, 'USER_CALL', step === 0 ? 'phone' : step === 1 ? 'call' : 'code');
      return;
    }
    serial.current += 1;
    setSent({ item, channel, serial: serial.current });
    setCodeValue('');
    setCodeError(null);
    setCallError(null);
    setCallStopped(false);
    setStep(next.step);
  };

  const canSubmitPhone = isPhoneComplete(phone) && agreePersonal;

  const submitPhone = async () => {
    if (!canSubmitPhone || busy) return;
    const mine = epoch.current;
    setBusy(true);
    setPhoneError(null);
    try {
      const item = await requestOtp({ phone: digits, agreeAds });
      if (mine !== epoch.current) return;
      // The initial channel is the one in the login item, else SMS.
      await receive(item, item.type ?? 'SMS');
    } catch (error) {
      if (mine !== epoch.current) return;
      fail(error, 'phone');
    } finally {
      if (mine === epoch.current) setBusy(false);
    }
  };

  const sendOver = async (channel: LoginChannel) => {
    if (busy) return;
    const mine = epoch.current;
    const place: ErrorPlace = step === 1 ? 'call' : 'code';
    setBusy(true);
    setCodeError(null);
    setCallError(null);
    try {
      const item = await notifyOtp({ phone: digits, type: channel });
      if (mine !== epoch.current) return;
      await receive(item, channel);
    } catch (error) {
      if (mine !== epoch.current) return;
      fail(error, place);
    } finally {
      if (mine === epoch.current) setBusy(false);
    }
  };

  const submitCode = async (value: string) => {
    if (!sent || busy) return;
    setCodeError(null);
    await submitLogin(value, sent.channel, 'code');
  };

  const changePhone = () => {
    epoch.current += 1;
    setStep(0);
    setSent(null);
    setBusy(false);
    setSigningIn(false);
    setCodeValue('');
    setCodeError(null);
    setCallError(null);
    setPhoneError(null);
  };

  const onCalled = useEffectEvent((value: string) => void submitLogin(value, 'USER_CALL', 'call'));
  const onCallStop = useEffectEvent((reason: string, error?: unknown) => {
    setCallStopped(true);
    if (error && reason === 'error') fail(error, 'call');
    else setCallError(CALL_NOT_RECEIVED);
  });
  const checkCall = useEffectEvent(() => callStatus({ phone: digits }));

  // While the user-call step shows, ask every 2 s whether the call came.
  const pollFor = step === 1 && sent?.channel === 'USER_CALL' ? sent : null;
  useEffect(() => {
    if (!pollFor) return;
    return startCallPolling({
      checkTimer: pollFor.item.USER_CALL.check_timer,
      check: () => checkCall(),
      onCalled: (value) => onCalled(value),
      onStop: (reason, error) => onCallStop(reason, error),
    });
  }, [pollFor]);

  return {
    step,
    phone,
    setPhone: (value) => {
      setPhoneValue(value);
      setPhoneError(null);
    },
    agreePersonal,
    setAgreePersonal,
    agreeAds,
    setAgreeAds,
    canSubmitPhone,
    sent,
    busy,
    signingIn,
    phoneError,
    codeError,
    callError,
    callStopped,
    code,
    setCode: (value) => {
      setCodeValue(value);
      if (value) setCodeError(null);
    },
    submitPhone,
    submitCode,
    sendOver,
    changePhone,
  };
}
