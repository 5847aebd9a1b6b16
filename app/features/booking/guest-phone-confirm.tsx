import { useId, useRef, useState } from 'react';
import { ApiError, apiRequest } from '../../shell/api-client';
import { ConsentField } from '../../shell/forms/consent-field';
import { getDeviceId } from '../../shell/device-id';
import { CodeInput, fieldMessage, isPhoneComplete, PhoneField, phoneForApi, requestOtp } from '../auth';
import styles from './booking.module.css';

type Step = 'phone' | 'code' | 'confirmed';

/**
 * The guest's phone, proven by a 4-digit code without signing in: the login form's phone and
 * code fields, POST /api/auth/phone/otp, then /otp/check, which answers a 15-minute token.
 */
export function GuestPhoneConfirm({ onConfirmed }: { onConfirmed: (token: string | null) => void }) {
  const id = useId();
  const phoneRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const [step, setStep] = useState<Step>('phone');
  const [phone, setPhone] = useState('');
  const [agree, setAgree] = useState(false);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ phone?: string; agree?: string; code?: string }>({});

  async function sendCode() {
    const next: typeof errors = {};
    if (!isPhoneComplete(phone)) next.phone = 'Введите номер телефона полностью: +7 и 10 цифр';
    if (!agree) next.agree = 'Нужно согласие на обработку персональных данных';
    setErrors(next);
    if (next.phone || next.agree) return;
    setBusy(true);
    try {
      await requestOtp({ phone: phoneForApi(phone), agreeAds: false, type: 'SMS' });
      setStep('code');
      setCode('');
      window.setTimeout(() => codeRef.current?.focus(), 0);
    } catch (error) {
      setErrors({
        phone:
          error instanceof ApiError
            ? (fieldMessage(error, 'phone') ?? 'Не удалось отправить код')
            : 'Не удалось отправить код. Проверьте соединение',
      });
    } finally {
      setBusy(false);
    }
  }

  async function check(value: string) {
    setBusy(true);
    setErrors({});
    try {
      const answer = await apiRequest<{ confirmation_token: string }>('/api/auth/phone/otp/check', {
        method: 'POST',
        body: { phone: phoneForApi(phone), code: value, device_id: await getDeviceId(), device_type: 'WEB_CLIENT' },
      });
      setStep('confirmed');
      onConfirmed(answer.confirmation_token);
    } catch (error) {
      setCode('');
      setErrors({
        code:
          error instanceof ApiError ? (fieldMessage(error, 'code') ?? 'Неверный код') : 'Не удалось проверить код. Проверьте соединение',
      });
    } finally {
      setBusy(false);
    }
  }

  if (step === 'confirmed') {
    return (
      <div className={styles.field}>
        <p className={styles.confirmed} data-testid="guest-phone-confirmed">
          Телефон {phone} подтверждён
        </p>
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => {
            setStep('phone');
            onConfirmed(null);
          }}
        >
          Изменить номер
        </button>
      </div>
    );
  }

  return (
    <div className={styles.field}>
      <PhoneField
        value={phone}
        onChange={setPhone}
        error={errors.phone}
        disabled={busy || step === 'code'}
        inputRef={phoneRef}
        label="Ваш телефон"
      />
      {step === 'phone' ? (
        <>
          <ConsentField id={`${id}-agree`} checked={agree} onChange={setAgree} disabled={busy} error={errors.agree} />
          <button type="button" className="btn btn-secondary" onClick={sendCode} disabled={busy} data-testid="guest-send-code">
            {busy ? 'Отправляем…' : 'Получить код по SMS'}
          </button>
        </>
      ) : (
        <>
          <CodeInput
            label="Код из SMS"
            value={code}
            onChange={setCode}
            onComplete={check}
            error={errors.code}
            busy={busy}
            inputRef={codeRef}
          />
          <div className={styles.actions}>
            <button type="button" className="btn btn-ghost" onClick={sendCode} disabled={busy}>
              Отправить код ещё раз
            </button>
            <button type="button" className="btn btn-ghost" onClick={() => setStep('phone')} disabled={busy}>
              Изменить номер
            </button>
          </div>
        </>
      )}
    </div>
  );
}
