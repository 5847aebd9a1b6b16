import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Dialog } from '../../shell/dialogs/dialog';
import { useViewer } from '../../shell/shell-data';
import { useHydrated } from '../../shell/use-hydrated';
import { loginStepTitle } from './channels';
import { NoCodeDialog } from './no-code-dialog';
import { LoginForm } from './login-form';
import { closedDialogHref, wantsLoginDialog } from './safe-redirect';
import { useCompleteLogin } from './use-complete-login';
import type { LoginStep } from './use-login-flow';

/**
 * The login dialog of every page: open while the address has ?login=dialog (the header's
 * Войти, the guest bonus dialog, the cabinet guard's redirect). Closing removes the dialog's
 * keys from the address; success goes on to redirect_back, path or the subscriptions page.
 * Loaded with its form only when first wanted (login-dialog-gate.tsx), never on a plain visit.
 */
export function LoginDialogHost() {
  const location = useLocation();
  const navigate = useNavigate();
  const completeLogin = useCompleteLogin();
  const viewer = useViewer();
  // A signed-in visitor has nothing to log into: the dialog stays closed.
  const wanted = wantsLoginDialog(location.pathname, location.search) && !viewer;
  // Closed (or succeeded) at this history entry: hidden at once, before the navigation lands.
  const [closedAt, setClosedAt] = useState<string | null>(null);
  const open = wanted && closedAt !== location.key;
  const [step, setStep] = useState<LoginStep>(0);
  const [noCodePhone, setNoCodePhone] = useState<string | null>(null);
  // The native dialog only opens in the browser; the form is rendered there, never as dead HTML.
  const hydrated = useHydrated();

  const close = () => {
    // The native close event after a programmatic close (success) arrives here too: ignore it.
    if (!open) return;
    setClosedAt(location.key);
    setNoCodePhone(null);
    setStep(0);
    if (new URLSearchParams(window.location.search).get('login') !== 'dialog') return;
    void navigate(closedDialogHref(location.pathname, location.search), { replace: true, preventScrollReset: true });
  };

  return (
    <>
      <Dialog open={open} onClose={close} title={loginStepTitle(step)} size="login" testId="login-dialog">
        {open && hydrated ? (
          <LoginForm
            onStepChange={setStep}
            onNoCodeHelp={setNoCodePhone}
            onSuccess={(result) => {
              setClosedAt(location.key);
              setNoCodePhone(null);
              setStep(0);
              completeLogin(result, location.search);
            }}
          />
        ) : null}
      </Dialog>
      {/* A sibling, not a child: React would pass the inner dialog's close event to the outer one. */}
      <NoCodeDialog open={open && noCodePhone !== null} onClose={() => setNoCodePhone(null)} phone={noCodePhone ?? ''} />
    </>
  );
}
