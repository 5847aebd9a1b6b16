import { useRef } from 'react';
import { formatDuration } from '../../../lib/format/duration';
import { channelAddress, channelButtonText, codeFieldLabel, codeSentText, otherChannels } from './channels';
import { CodeInput } from './code-input';
import styles from './login.module.css';
import { useCountdown } from './use-countdown';
import { useFocusOnMount } from './use-focus-on-mount';
import type { LoginFlow, SentCode } from './use-login-flow';

/** Where the address goes in the sentence, so it can be kept on one line. */
const ADDRESS_SLOT = '\u0000';

/** Step 2: the four-digit code, resend after the countdown, other channels, help. */
export function CodeStep({ flow, sent, onNoCodeHelp }: { flow: LoginFlow; sent: SentCode; onNoCodeHelp: () => void }) {
  const { item, channel } = sent;
  const inputRef = useRef<HTMLInputElement>(null);
  const left = useCountdown(item[channel].wait_timer, sent.serial);
  useFocusOnMount(inputRef);
  const address = channelAddress(item, channel);
  const [before = '', after = ''] = codeSentText(channel, ADDRESS_SLOT).split(ADDRESS_SLOT);
  const refocus = () => window.requestAnimationFrame(() => inputRef.current?.focus());

  return (
    <div className={styles.form} data-testid="login-code-step" data-channel={channel}>
      <p className={styles.lead} data-testid="login-code-sent">
        {before}
        <strong>{address}</strong>
        {after}
      </p>
      <CodeInput
        label={codeFieldLabel(channel)}
        value={flow.code}
        onChange={flow.setCode}
        onComplete={(code) => void flow.submitCode(code).then(refocus)}
        error={flow.codeError}
        busy={flow.busy}
        inputRef={inputRef}
      />
      <div className={styles.row}>
        <button type="button" className={styles.linkButton} onClick={flow.changePhone}>
          Изменить номер
        </button>
        <button type="button" className={styles.linkButton} onClick={onNoCodeHelp}>
          Не пришёл код?
        </button>
      </div>
      {left > 0 ? (
        <p className={styles.hint} data-testid="login-resend-countdown">
          Отправить код повторно можно через <span className={styles.countdown}>{formatDuration(left)}</span>
        </p>
      ) : (
        <div className={styles.actions} data-testid="login-resend">
          <button
            type="button"
            className="btn btn-secondary"
            disabled={flow.busy}
            onClick={() => void flow.sendOver(channel).then(refocus)}
            data-testid="login-resend-same"
          >
            Отправить код ещё раз
          </button>
          {otherChannels(item, channel).map((other) => (
            <button
              key={other}
              type="button"
              className="btn btn-secondary"
              disabled={flow.busy}
              onClick={() => void flow.sendOver(other)}
              data-testid={`login-channel-${other}`}
            >
              {channelButtonText(item, other)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
