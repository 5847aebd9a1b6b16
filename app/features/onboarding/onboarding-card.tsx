import { useState } from 'react';
import type { Onboarding, OnboardingStepId } from '../../../domains/profile/onboarding';
import { apiRequest } from '../../shell/api-client';
import { SmartLink } from '../../shell/smart-link';
import styles from './onboarding.module.css';

const steps: readonly { id: OnboardingStepId; to: string; title: string; text: string }[] = [
  { id: 'profile', to: '/cabinet/profile/', title: 'Заполните свои данные', text: 'Имя и дата рождения нужны для договора аренды.' },
  {
    id: 'address',
    to: '/cabinet/addresses/',
    title: 'Добавьте адрес',
    text: 'Грузчики и курьеры приедут по нему, а мы проверим зону доставки.',
  },
  {
    id: 'passport',
    to: '/cabinet/profile/documents/',
    title: 'Подтвердите паспорт',
    text: 'Для аренды квартир и инструментов. Данные хранятся зашифрованными.',
  },
  {
    id: 'share',
    to: '/cabinet/bonuses/',
    title: 'Поделитесь промокодом',
    text: 'Друг получит скидку на первый заказ, вы — бонусные баллы.',
  },
];

/**
 * The first screen of a new account: where to start, once. «Понятно» marks the on-boarding done on
 * the server (GET /api/cabinet/on-boarding-complete), so the app and the site stop showing it.
 */
export function OnboardingCard({ state }: { state: Onboarding['steps'] }) {
  const [hidden, setHidden] = useState(false);
  const [busy, setBusy] = useState(false);
  if (hidden) return null;
  const doneCount = state.filter((s) => s.done).length;

  async function complete() {
    setBusy(true);
    try {
      await apiRequest<{ ok: true }>('/api/cabinet/on-boarding-complete');
      setHidden(true);
    } catch {
      setBusy(false);
    }
  }

  return (
    <section className={styles.card} aria-labelledby="onboarding-title" data-testid="onboarding">
      <h2 id="onboarding-title" className={styles.title}>
        Добро пожаловать в Местечко
      </h2>
      <p className={styles.lead}>
        Четыре шага, чтобы заказывать быстрее. Их можно сделать когда удобно.
        {doneCount > 0 ? ` Сделано ${doneCount} из ${steps.length}.` : ''}
      </p>
      <ol className={styles.steps}>
        {steps.map((step) => {
          const now = state.find((s) => s.id === step.id);
          return (
            <li
              key={step.id}
              className={`${styles.step} ${now?.done ? styles.done : ''}`}
              data-testid={`onboarding-${step.id}`}
              data-done={now?.done ? 'true' : 'false'}
            >
              <SmartLink to={step.to} className={styles.stepLink}>
                {step.title}
              </SmartLink>
              {now?.done ? <span className={styles.tick}>{now.note ?? 'Готово'}</span> : null}
              <span className={styles.stepText}>{!now?.done && now?.note ? now.note : step.text}</span>
            </li>
          );
        })}
      </ol>
      <button type="button" className="btn btn-secondary" onClick={complete} disabled={busy}>
        Понятно
      </button>
    </section>
  );
}
