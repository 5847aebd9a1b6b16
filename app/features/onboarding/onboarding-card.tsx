import { useState } from 'react';
import { apiRequest } from '../../shell/api-client';
import { SmartLink } from '../../shell/smart-link';
import styles from './onboarding.module.css';

const steps = [
  { to: '/cabinet/profile/', title: 'Заполните свои данные', text: 'Имя и дата рождения нужны для договора аренды.' },
  { to: '/cabinet/addresses/', title: 'Добавьте адрес', text: 'Грузчики и курьеры приедут по нему, а мы проверим зону доставки.' },
  {
    to: '/cabinet/profile/documents/',
    title: 'Подтвердите паспорт',
    text: 'Для аренды квартир и инструментов. Данные хранятся зашифрованными.',
  },
  { to: '/cabinet/bonuses/', title: 'Поделитесь промокодом', text: 'Друг получит скидку на первый заказ, вы — бонусные баллы.' },
] as const;

/**
 * The first screen of a new account: where to start, once. «Понятно» marks the on-boarding done on
 * the server (GET /api/cabinet/on-boarding-complete), so the app and the site stop showing it.
 */
export function OnboardingCard() {
  const [hidden, setHidden] = useState(false);
  const [busy, setBusy] = useState(false);
  if (hidden) return null;

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
      <p className={styles.lead}>Четыре шага, чтобы заказывать быстрее. Их можно сделать когда удобно.</p>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step.to} className={styles.step}>
            <SmartLink to={step.to} className={styles.stepLink}>
              {step.title}
            </SmartLink>
            <span className={styles.stepText}>{step.text}</span>
          </li>
        ))}
      </ol>
      <button type="button" className="btn btn-secondary" onClick={complete} disabled={busy}>
        Понятно
      </button>
    </section>
  );
}
