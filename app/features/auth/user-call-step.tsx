import { useRef } from 'react';
import { formatDuration } from '../../../lib/format/duration';
import { formatPhone, phoneHref } from '../../../lib/format/phone';
import { channelButtonText } from './channels';
import styles from './login.module.css';
import { useCountdown } from './use-countdown';
import { useFocusOnMount } from './use-focus-on-mount';
import type { LoginFlow, SentCode } from './use-login-flow';

/**
 * Step 1 (user call): the number to call from the visitor's phone and a waiting countdown; the
 * status is polled by the flow. When the wait is over, e-mail (if the account has one) and SMS.
 */
export function UserCallStep({ flow, sent }: { flow: LoginFlow; sent: SentCode }) {
  const call = sent.item.USER_CALL;
  const numberRef = useRef<HTMLAnchorElement>(null);
  const left = useCountdown(call.wait_timer, sent.serial);
  useFocusOnMount(numberRef);
  const waiting = left > 0 && !flow.callStopped;
  const callPhone = call.call_phone ?? '';

  return (
    <div className={styles.form} data-testid="login-call-step">
      <p className={styles.lead}>
        Позвоните с номера <strong>{flow.phone}</strong> на этот номер. Звонок бесплатный, отвечать не нужно: мы сбросим вызов и сразу
        впустим вас.
      </p>
      {callPhone ? (
        <a ref={numberRef} className={styles.callNumber} href={phoneHref(callPhone)} data-testid="login-call-phone">
          {formatPhone(callPhone)}
        </a>
      ) : null}
      {waiting ? (
        <p className={styles.waiting} data-testid="login-call-waiting">
          <span className={styles.spinner} aria-hidden="true" />
          <span>
            Ждём звонка: <span className={styles.countdown}>{formatDuration(left)}</span>
          </span>
        </p>
      ) : null}
      <div aria-live="polite">
        {flow.callError ? (
          <p className={styles.error} role="alert" data-testid="login-call-error">
            {flow.callError}
          </p>
        ) : null}
        {flow.signingIn ? <p className={styles.hint}>Звонок получен, входим…</p> : null}
      </div>
      {!waiting ? (
        <div className={styles.actions} data-testid="login-call-fallback">
          <p className={styles.hint}>Не получается позвонить? Получите код другим способом:</p>
          {sent.item.EMAIL.enabled ? (
            <button
              type="button"
              className="btn btn-secondary"
              disabled={flow.busy}
              onClick={() => void flow.sendOver('EMAIL')}
              data-testid="login-channel-EMAIL"
            >
              {channelButtonText(sent.item, 'EMAIL')}
            </button>
          ) : null}
          <button
            type="button"
            className="btn btn-secondary"
            disabled={flow.busy}
            onClick={() => void flow.sendOver('SMS')}
            data-testid="login-channel-SMS"
          >
            {channelButtonText(sent.item, 'SMS')}
          </button>
        </div>
      ) : null}
      <div className={styles.row}>
        <button type="button" className={styles.linkButton} onClick={flow.changePhone}>
          Изменить номер
        </button>
      </div>
    </div>
  );
}
