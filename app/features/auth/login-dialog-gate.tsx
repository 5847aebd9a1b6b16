import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useViewer } from '../../shell/shell-data';
import { useHydrated } from '../../shell/use-hydrated';
import { wantsLoginDialog } from './safe-redirect';

// The dialog, its form, the phone mask, the channels and what follows a login are one chunk that
// a guest loads only when the dialog is wanted: most visits never open it.
const loadHost = () => import('./login-dialog-host');
const LoginDialogHost = lazy(() => loadHost().then((module) => ({ default: module.LoginDialogHost })));

/** Starts loading the login dialog before it is asked for (Войти hovered, focused or touched). */
export function preloadLoginDialog(): void {
  void loadHost();
}

/**
 * What the root renders for the login dialog: nothing until the address asks for it
 * (`?login=dialog`, see LoginDialogHost), then the dialog, kept mounted from then on. The native
 * dialog only ever opens in the browser, so the server renders nothing here either.
 */
export function LoginDialogGate() {
  const location = useLocation();
  const viewer = useViewer();
  const hydrated = useHydrated();
  const wanted = !viewer && wantsLoginDialog(location.pathname, location.search);
  const [used, setUsed] = useState(false);
  useEffect(() => {
    if (wanted) setUsed(true);
  }, [wanted]);
  if (!hydrated || !(wanted || used)) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialogHost />
    </Suspense>
  );
}
