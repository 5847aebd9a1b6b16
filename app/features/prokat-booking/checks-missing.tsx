import { useState } from 'react';
import { rememberReturn, withReturn } from '../../shell/return-path';
import { refusalText, startCardBinding, type ChecksMissing } from './rental-api';
import styles from './panel-blocks.module.css';

const IDENTITY_TEXT: Record<string, string> = {
  missing: 'Подтвердите паспорт: заполните данные, загрузите фото разворота и селфи с паспортом. Проверка обычно занимает рабочий день',
  draft: 'Закончите паспорт: нужны данные, фото разворота и селфи с паспортом. Проверка обычно занимает рабочий день',
  pending: 'Паспорт на проверке — обычно это занимает рабочий день. Сообщим, когда проверим, и вы сможете забронировать',
  rejected: 'Паспорт не прошёл проверку. Посмотрите причину и отправьте его снова',
};

/**
 * What a person still lacks before the first rental (409 RENTAL_CHECKS_MISSING): the passport check
 * and a card for the deposit, each with its way there; the way back to this choice goes along
 * (`?back=`, shell/return-path.ts), and the cabinet shows «Вернуться к бронированию».
 */
export function ChecksMissingBlock({ checks, back }: { checks: ChecksMissing; back: string }) {
  const [binding, setBinding] = useState<'idle' | 'busy' | string>('idle');
  const verified = checks.identity === 'verified';

  async function bindCard() {
    setBinding('busy');
    rememberReturn(back);
    try {
      const payment = await startCardBinding();
      window.location.assign(payment.confirmation_url ?? '/cabinet/payments/?tab=cards');
    } catch (error) {
      setBinding(refusalText(error));
    }
  }

  return (
    <section className={styles.block} aria-labelledby="checks-title" data-testid="checks-missing" tabIndex={-1}>
      <h3 id="checks-title" className={styles.blockTitle}>
        Чтобы взять инструмент, осталось
      </h3>
      <ul className={styles.steps}>
        <li className={styles.step} data-testid="check-identity" data-state={checks.identity}>
          <p className={`${styles.stepText} ${verified ? styles.done : ''}`}>
            {verified ? 'Паспорт подтверждён' : (IDENTITY_TEXT[checks.identity] ?? IDENTITY_TEXT.missing)}
          </p>
          {verified ? null : (
            <a
              href={withReturn(checks.identityUrl, back)}
              className={`btn btn-primary ${styles.stepButton}`}
              data-testid="check-identity-link"
            >
              {checks.identity === 'pending' ? 'Статус проверки' : 'Подтвердить паспорт'}
            </a>
          )}
        </li>
        <li className={styles.step} data-testid="check-card" data-state={checks.card ? 'bound' : 'missing'}>
          <p className={`${styles.stepText} ${checks.card ? styles.done : ''}`}>
            {checks.card
              ? 'Карта привязана'
              : 'Привяжите карту — на ней заблокируем залог. Спишем и сразу вернём 1 ₽, так банк подтвердит карту'}
          </p>
          {checks.card ? null : (
            <button
              type="button"
              className={`btn ${verified ? 'btn-primary' : 'btn-secondary'} ${styles.stepButton}`}
              onClick={() => void bindCard()}
              disabled={binding === 'busy'}
              data-testid="check-card-bind"
            >
              {binding === 'busy' ? 'Открываем оплату…' : 'Привязать карту'}
            </button>
          )}
          {binding !== 'idle' && binding !== 'busy' ? (
            <p className={styles.error} role="alert">
              {binding}
            </p>
          ) : null}
        </li>
      </ul>
    </section>
  );
}
