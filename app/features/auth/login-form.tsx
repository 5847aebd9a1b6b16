import { useEffect, useEffectEvent } from 'react';
import type { LoginResult } from '../../../domains/auth/schema';
import { CodeStep } from './code-step';
import { PhoneStep } from './phone-step';
import { useLoginFlow, type LoginStep } from './use-login-flow';
import { UserCallStep } from './user-call-step';

interface LoginFormProps {
  onSuccess: (result: LoginResult) => void;
  onStepChange?: (step: LoginStep) => void;
  /** Opens "Не пришёл код?" with the phone being confirmed. */
  onNoCodeHelp: (phone: string) => void;
}

/** The login steps: phone (0), user call (1), code (2). Used by the dialog and the /login/ page. */
export function LoginForm({ onSuccess, onStepChange, onNoCodeHelp }: LoginFormProps) {
  const flow = useLoginFlow({ onSuccess });
  const reportStep = useEffectEvent((step: LoginStep) => onStepChange?.(step));
  useEffect(() => reportStep(flow.step), [flow.step]);

  if (flow.step === 1 && flow.sent) return <UserCallStep key={flow.sent.serial} flow={flow} sent={flow.sent} />;
  if (flow.step === 2 && flow.sent) {
    return <CodeStep key={flow.sent.channel} flow={flow} sent={flow.sent} onNoCodeHelp={() => onNoCodeHelp(flow.phone)} />;
  }
  return <PhoneStep flow={flow} />;
}
