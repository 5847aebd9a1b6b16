import { useState } from 'react';
import { useLocation } from 'react-router';
import { loginStepTitle } from './channels';
import { LoginForm } from './login-form';
import styles from './login-page.module.css';
import { NoCodeDialog } from './no-code-dialog';
import { useCompleteLogin } from './use-complete-login';
import type { LoginStep } from './use-login-flow';

/** The /login/ page: the login form inline, then on to redirect_back, path or the subscriptions page. */
export function LoginPage() {
  const location = useLocation();
  const completeLogin = useCompleteLogin();
  const [step, setStep] = useState<LoginStep>(0);
  const [noCodePhone, setNoCodePhone] = useState<string | null>(null);
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="login-title" data-testid="login-page">
        <h1 id="login-title" className={styles.title}>
          Вход
        </h1>
        <p className={styles.subtitle}>{loginStepTitle(step)}</p>
        <LoginForm onStepChange={setStep} onNoCodeHelp={setNoCodePhone} onSuccess={(result) => completeLogin(result, location.search)} />
      </section>
      <NoCodeDialog open={noCodePhone !== null} onClose={() => setNoCodePhone(null)} phone={noCodePhone ?? ''} />
    </div>
  );
}
